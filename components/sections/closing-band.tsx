import type { CtaAction } from '@/content/types';
import { Container } from '@/components/ui/container';
import { CtaRow } from './cta-row';

/** The last band of a page: a short invitation and its calls to action. */
export function ClosingBand({ title, text, actions }: { title: string; text: string; actions: readonly CtaAction[] }) {
  return (
    <section className="bg-brand-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-8 rounded-3xl bg-white p-8 shadow-card ring-1 ring-brand-100 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-h2 text-ink-950">{title}</h2>
            <p className="mt-3 text-lead text-ink-600">{text}</p>
          </div>
          <CtaRow actions={actions} className="shrink-0" />
        </div>
      </Container>
    </section>
  );
}
