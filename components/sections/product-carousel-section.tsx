import clsx from 'clsx';
import { carousel } from '@/content/home';
import { ProductCarousel } from '@/components/islands/product-carousel';
import { Icon } from '@/components/ui/icon';
import { loopCopies } from '@/lib/carousel';
import { Eyebrow } from '@/components/ui/eyebrow';
import { AssetImage } from '@/components/ui/asset-image';

/**
 * The home page's product carousel (spec §2 and §9), full-bleed under a contained heading. The slides are
 * rendered here: the three cards, then copies that only fill embla's loop, hidden from assistive technology
 * and the keyboard, and not shown at all without JavaScript.
 */
export function ProductCarouselSection() {
  const header = (
    <>
      <Eyebrow>{carousel.eyebrow}</Eyebrow>
      <h2 className="mt-2 text-h2 text-ink-950">{carousel.title}</h2>
      <p className="mt-4 text-lead text-ink-600">{carousel.intro}</p>
      <a href={carousel.more.href} className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
        {carousel.more.label}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </>
  );
  return (
    <section className="overflow-hidden bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-bar">
        <ProductCarousel labels={carousel.controls} header={header} headerClassName="mx-auto max-w-7xl px-5 sm:px-8">
          {loopCopies(carousel.items).map(({ item, copy }) => {
            const duplicate = copy > 0;
            return (
              <li
                key={`${copy}-${item.href}`}
                className={clsx('mr-4 h-[200px] w-[clamp(240px,72vw,320px)] shrink-0', duplicate && 'nojs-hide')}
                aria-hidden={duplicate || undefined}
              >
                <a
                  href={item.href}
                  tabIndex={duplicate ? -1 : undefined}
                  draggable={false}
                  className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100 transition duration-200 select-none hover:-translate-y-1 hover:shadow-lift focus-visible:-translate-y-1 motion-reduce:transform-none"
                >
                  <AssetImage image={item.img} eager draggable={false} className="h-12 w-16" />
                  <span className="mt-4 text-lg font-semibold text-ink-950 group-hover:text-brand-700">{item.title}</span>
                  <span className="mt-1 text-sm leading-6 text-ink-600">{item.subtitle}</span>
                </a>
              </li>
            );
          })}
        </ProductCarousel>
      </div>
    </section>
  );
}
