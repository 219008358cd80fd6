import { PageFrame } from '@/components/layout/page-frame';
import { AudienceTeaser } from '@/components/sections/audience-teaser';
import { BannerHeadline } from '@/components/sections/banner-headline';
import { ClosingCta } from '@/components/sections/closing-cta';
import { HomeHero } from '@/components/sections/home-hero';
import { ProductCarouselSection } from '@/components/sections/product-carousel-section';
import { ReleaseSection } from '@/components/sections/release-section';
import { homeClosing } from '@/content/home';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/');

export const metadata = pageMetadata(route);

export default function HomePage() {
  return (
    <PageFrame route={route}>
      <HomeHero route={route} />
      <ReleaseSection />
      <BannerHeadline />
      <ProductCarouselSection />
      <AudienceTeaser />
      <ClosingCta card title={homeClosing.title} text={homeClosing.text} actions={homeClosing.actions} />
    </PageFrame>
  );
}
