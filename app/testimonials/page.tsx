import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { TestimonialTiles, TrustedBy, UserTypes } from '@/components/sections/testimonial-sections';
import { getRoute } from '@/content/routes';
import { testimonials, testimonialsPage } from '@/content/testimonials';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/testimonials');

export const metadata = pageMetadata(route);

export default function TestimonialsPage() {
  const { access } = testimonialsPage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} tone="dark" />
      <TrustedBy />
      <UserTypes />
      <TestimonialTiles testimonials={testimonials} />
      <ClosingCta title={access.title} text={access.text} actions={[access.action]} tone="dark" />
    </PageFrame>
  );
}
