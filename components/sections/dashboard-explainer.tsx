import type { DashboardExplainer as Explainer } from '@/content/story-types';
import { Container } from '@/components/ui/container';
import { AssetImage } from '@/components/ui/asset-image';

/**
 * A mock dashboard screen with its parts explained in a numbered list beside it. The screen loads eagerly at
 * low priority: a lazy image would appear by itself while the visitor (or a screenshot) looks at the page.
 */
export function DashboardExplainer({ dashboard }: { dashboard: Extract<Explainer, { kind: 'screen' }> }) {
  const { image } = dashboard;
  return (
    <section className="bg-ink-50 py-16 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-14">
        <AssetImage image={image} eager fetchPriority="low" className="h-auto w-full rounded-2xl shadow-lift ring-1 ring-ink-900/10" />
        <div>
          <h2 className="text-h2 text-ink-950">{dashboard.title}</h2>
          <p className="mt-4 text-lead text-ink-600">{dashboard.intro}</p>
          <ol className="mt-8 space-y-5">
            {dashboard.points.map((point, index) => (
              <li key={point.title} className="flex gap-4">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-950">{point.title}</h3>
                  <p className="mt-1 text-ink-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
