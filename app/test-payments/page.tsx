import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { PlanPicker, TestModeNotice } from '@/components/sections/test-payments';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/test-payments');

export const metadata = pageMetadata(route);

export default function TestPaymentsPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <TestModeNotice />
      <PlanPicker />
    </PageFrame>
  );
}
