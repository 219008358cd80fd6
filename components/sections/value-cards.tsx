import { clips } from '@/content/media';
import { practicalSolution } from '@/content/pricing';
import { DemoVideo } from '@/components/islands/demo-video';
import { Section } from '@/components/ui/section';
import { CtaLink } from './cta-link';

/**
 * "A practical solution that pays for itself" (spec §2 "Pricing-style page"): three product cards in one
 * column, each with its demo clip and the clip's description as its visible text alternative; no prices.
 */
export function ValueCards() {
  const { title, intro, cards, action } = practicalSolution;
  return (
    <Section title={title} intro={intro} tone="muted">
      <ul className="grid grid-cols-1 gap-8">
        {cards.map((card) => {
          const clip = clips[card.clip];
          return (
            <li
              key={card.title}
              className="grid gap-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-100 transition duration-200 hover:-translate-y-1 hover:shadow-lift motion-reduce:transform-none sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center"
            >
              <div>
                <h3 className="text-h3 text-ink-950">{card.title}</h3>
                <p className="mt-3 text-ink-700">{card.text}</p>
              </div>
              <figure>
                <DemoVideo sources={clip.sources} poster={clip.poster} mode="in-view" />
                <figcaption className="mt-3 text-sm text-ink-600">{clip.description}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <div className="mt-10">
        <CtaLink action={action} />
      </div>
    </Section>
  );
}
