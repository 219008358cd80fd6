import clsx from 'clsx';
import type { ToolCallout as Callout } from '@/content/story-types';
import { Container } from '@/components/ui/container';
import { CtaLink } from './cta-link';

/** A product's free tool, under the product's dashboard: the visitor's own file, read now. */
export function ToolCallout({ callout, className }: { callout: Callout | undefined; className?: string }) {
  if (!callout) return null;
  return (
    <section className={clsx('pb-16 sm:pb-20', className)}>
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
