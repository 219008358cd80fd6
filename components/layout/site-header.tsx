import { findRoute } from '@/content/routes';
import { navButtons, navGroups, navLabels } from '@/content/site';
import { Logo } from '@/components/ui/logo';
import { config } from '@/lib/config';
import { fillTemplate } from '@/lib/template';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import type { NavData } from './nav-types';

function label(path: string): string {
  const route = findRoute(path);
  if (!route) throw new Error(`Navigation names ${path}, which is not in content/routes.ts`);
  return route.label;
}

/** Builds the plain navigation data both nav islands receive. */
export function navData(): NavData {
  return {
    groups: navGroups.map((group) => ({
      name: group.name,
      items: group.items.map((href) => ({ href, label: label(href) })),
    })),
    pricing: { href: navButtons.pricing.href, label: navButtons.pricing.label },
    login: { href: navButtons.login.href, label: navButtons.login.label },
    demo: { href: config.schedulerUrl, label: navButtons.demo.label },
    labels: {
      bar: navLabels.bar,
      menu: navLabels.menu,
      openMenu: navLabels.openMenu,
      closeMenu: navLabels.closeMenu,
      menuTitle: fillTemplate(navLabels.menuTitle, { brand: config.brandName }),
    },
  };
}

export function SiteHeader() {
  const nav = navData();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-bar items-center justify-between px-5 sm:px-8 xl:h-20">
        <a href="/" className="rounded-lg">
          <Logo brand={config.brandName} />
          <span className="sr-only">{navLabels.home}</span>
        </a>
        <DesktopNav nav={nav} />
        <MobileNav nav={nav} />
      </div>
    </header>
  );
}
