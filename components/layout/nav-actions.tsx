import { buttonClasses } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import type { NavData } from './nav-types';
import { PageLink } from './page-link';

/** How the header's three actions look in the desktop bar and at the foot of the mobile menu. */
const places = {
  bar: {
    className: 'flex items-center gap-3',
    pricing: buttonClasses('ghost', 'md'),
    pricingCurrent: 'bg-brand-50 text-brand-700',
    demo: buttonClasses('secondary', 'md'),
    login: buttonClasses('primary', 'md'),
    loginCurrent: 'bg-brand-800',
  },
  menu: {
    className: 'mt-6 grid gap-3 sm:grid-cols-3',
    pricing: buttonClasses('secondary', 'lg'),
    pricingCurrent: 'ring-2 ring-brand-500',
    demo: buttonClasses('secondary', 'lg'),
    login: buttonClasses('primary', 'lg'),
    loginCurrent: 'ring-2 ring-accent-400',
  },
} as const;

/** Pricing, the demo scheduler and log in, the current page marked. */
export function NavActions({
  nav,
  pathname,
  place,
}: {
  nav: Pick<NavData, 'pricing' | 'demo' | 'login'>;
  pathname: string | null;
  place: keyof typeof places;
}) {
  const look = places[place];
  return (
    <div className={look.className}>
      <PageLink href={nav.pricing.href} pathname={pathname} className={look.pricing} currentClass={look.pricingCurrent}>
        {nav.pricing.label}
      </PageLink>
      <ExternalLink href={nav.demo.href} className={look.demo}>
        {nav.demo.label}
      </ExternalLink>
      <PageLink href={nav.login.href} pathname={pathname} className={look.login} currentClass={look.loginCurrent}>
        {nav.login.label}
      </PageLink>
    </div>
  );
}
