import type { CtaAction } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { CtaRow } from './cta-row';

/**
 * The closing call to action of a page: a short heading, a sentence and its buttons (the first primary).
 * `card` sets it apart as a card on a tinted band (the home, solution, product and audience pages, which end
 * on a sign-up); otherwise it is a plain section in the page's rhythm.
 */
export function ClosingCta({
  title,
  text,
  actions,
  tone = 'muted',
  card = false,
}: {
  title: string;
  text: string;
  actions: readonly CtaAction[];
  tone?: 'white' | 'muted' | 'dark';
  card?: boolean;
}) {
  if (card) {
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
  return (
    <Section tone={tone} title={title} intro={text}>
      <CtaRow actions={actions} tone={tone === 'dark' ? 'dark' : 'light'} />
    </Section>
  );
}
