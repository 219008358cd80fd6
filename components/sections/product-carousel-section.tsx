import { carousel } from '@/content/home';
import { ProductCarousel } from '@/components/islands/product-carousel';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

/** The home page's product carousel (spec §2 and §9), full-bleed under a contained heading. */
export function ProductCarouselSection() {
  return (
    <section className="overflow-hidden bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{carousel.eyebrow}</p>
          <h2 className="mt-2 text-h2 text-ink-950">{carousel.title}</h2>
          <p className="mt-4 text-lead text-ink-600">{carousel.intro}</p>
        </div>
        <a href={carousel.more.href} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
          {carousel.more.label}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </Container>
      <div className="mx-auto mt-6 max-w-bar">
        <ProductCarousel
          items={carousel.items}
          labels={carousel.controls}
          toolbarClassName="mx-auto max-w-7xl px-5 sm:px-8"
        />
      </div>
    </section>
  );
}
