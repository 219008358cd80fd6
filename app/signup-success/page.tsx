import { PageFrame } from '@/components/layout/page-frame';
import { NextSteps } from '@/components/sections/next-steps';
import { PageHero } from '@/components/sections/page-hero';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/signup-success');

export const metadata = pageMetadata(route);

export default function SignupSuccessPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <NextSteps />
    </PageFrame>
  );
}
