import { PageFrame } from '@/components/layout/page-frame';
import { ContactOptions } from '@/components/sections/contact-sections';
import { PageHero } from '@/components/sections/page-hero';
import { getRoute } from '@/content/routes';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/contact-us');

export const metadata = pageMetadata(route);

export default function ContactUsPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <ContactOptions address={config.hqAddress} email={config.salesEmail} phone={config.phone} />
    </PageFrame>
  );
}
