import type { CtaAction } from '@/content/types';
import { Container } from '@/components/ui/container';
import { CtaLink } from './cta-link';

/** An invitation to a free tool, in a band: what it does and the link that opens it. */
export function ToolCallout({ callout }: { callout: { readonly title: string; readonly text: string; readonly action: CtaAction } }) {
  return (
    <section className="pb-16 sm:pb-20">
      <Container>
        <div className="flex flex-col gap-5 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-h3 text-ink-950">{callout.title}</h2>
            <p className="mt-2 leading-7 text-ink-700">{callout.text}</p>
          </div>
          <CtaLink action={callout.action} variant="primary" size="md" className="shrink-0" />
        </div>
      </Container>
    </section>
  );
}
