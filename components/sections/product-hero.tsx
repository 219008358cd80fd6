import type { RouteRecord } from '@/content/routes';
import { productPage } from '@/content/products';
import type { ProductRecord } from '@/content/story-types';
import { Container } from '@/components/ui/container';
import { CtaRow } from './cta-row';
import { AssetImage } from '@/components/ui/asset-image';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

/** Title (the registry heading, the page's h1), tagline, calls to action and the product's screen. */
export function ProductHero({
  route,
  product,
}: {
  route: Pick<RouteRecord, 'heading' | 'intro'>;
  product: Pick<ProductRecord, 'tagline' | 'status' | 'screen' | 'glance' | 'ctas'>;
}) {
  const { screen } = product;
  return (
    <section id={FIRST_SCREEN_ID} className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-12 py-14 sm:py-18 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:py-22">
        <div>
          <p className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {productPage.eyebrow}
            {product.status ? (
              <span className="rounded-full bg-accent-200 px-2.5 py-0.5 text-xs tracking-normal text-ink-950 normal-case">
                {product.status}
              </span>
            ) : null}
          </p>
          <h1 className="mt-3 text-h1 text-ink-950">{route.heading}</h1>
          <p className="mt-4 text-xl leading-8 font-semibold text-ink-800">{product.tagline}</p>
          <p className="mt-4 text-lead text-ink-600">{route.intro}</p>
          <CtaRow actions={product.ctas} className="mt-8" />
        </div>
        <figure>
          <AssetImage
            image={screen}
            priority
            sizes="(min-width: 1024px) 640px, 100vw"
            className="h-auto w-full rounded-2xl shadow-lift ring-1 ring-ink-900/10"
          />
          <figcaption className="mt-4 text-sm leading-6 text-ink-600">
            <span className="mr-2 inline-block rounded-full bg-ink-950 px-2.5 py-0.5 text-xs font-semibold text-white">
              {productPage.glanceLabel}
            </span>
            {product.glance}
          </figcaption>
        </figure>
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
