import { PageFrame } from '@/components/layout/page-frame';
import { LoginActions } from '@/components/sections/login-actions';
import { PageHero } from '@/components/sections/page-hero';
import { PricingTableSection } from '@/components/sections/pricing-table-section';
import { pricingTables, signUpAnchor } from '@/content/pricing';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/login-signup');

export const metadata = pageMetadata(route);

export default function LoginSignupPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route}>
        <LoginActions />
      </PageHero>
      <PricingTableSection id={signUpAnchor} copy={pricingTables.signUp} />
    </PageFrame>
  );
}
