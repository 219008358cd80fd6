import type { Testimonial } from '@/content/testimonials';
import { testimonialsPage } from '@/content/testimonials';
import { AssetImage } from '@/components/ui/asset-image';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

export function TrustedBy() {
  const copy = testimonialsPage.trustedBy;
  return (
    <Section eyebrow={copy.eyebrow}>
      <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-ink-200 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-h3 text-ink-950">{copy.title}</h2>
          <p className="mt-2 text-ink-600">{copy.text}</p>
        </div>
        <p className="shrink-0 rounded-full bg-accent-200 px-4 py-2 text-sm font-semibold text-ink-900">{copy.status}</p>
      </div>
    </Section>
  );
}

export function UserTypes() {
  const copy = testimonialsPage.userTypes;
  return (
    <Section tone="muted" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.name}>
            <Card className="h-full">
              <h3 className="text-h3 text-ink-950">{item.name}</h3>
              <p className="mt-3 leading-7 text-ink-600">{item.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Two testimonial tiles styled as video stills: the person, their words and their role. */
export function TestimonialTiles({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const copy = testimonialsPage.stories;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-8 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <div className="h-full overflow-hidden rounded-2xl bg-ink-950 text-white shadow-card">
              <AssetImage image={testimonial.image} className="aspect-video h-auto w-full object-cover" />
              <figure className="p-6 sm:p-8">
                <Icon name="quote" className="size-8 text-accent-400" />
                <blockquote className="mt-3 text-lg leading-8">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-5">
                  <span className="block font-semibold text-white">{testimonial.name}</span>
                  <span className="block text-sm text-ink-200">{testimonial.role}</span>
                </figcaption>
              </figure>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
