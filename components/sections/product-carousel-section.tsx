import { carousel } from '@/content/home';
import { ProductCarousel } from '@/components/islands/product-carousel';
import { Icon } from '@/components/ui/icon';

/** The home page's product carousel (spec §2 and §9), full-bleed under a contained heading. */
export function ProductCarouselSection() {
  return (
    <section className="overflow-hidden bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-bar">
        <ProductCarousel items={carousel.items} labels={carousel.controls} headerClassName="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{carousel.eyebrow}</p>
          <h2 className="mt-2 text-h2 text-ink-950">{carousel.title}</h2>
          <p className="mt-4 text-lead text-ink-600">{carousel.intro}</p>
          <a href={carousel.more.href} className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
            {carousel.more.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </ProductCarousel>
      </div>
    </section>
  );
}
