'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { useDeferredModule } from '@/components/islands/use-deferred-module';
import { buttonClasses } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { flyoutButtonClass, flyoutChevronClass } from './nav-styles';
import type { FlyoutStart } from './desktop-flyouts';
import { isCurrent, type NavData } from './nav-types';
import { PageLink } from './page-link';

const importFlyouts = () => import('./desktop-flyouts');

/**
 * The bar at xl and up. It first renders light buttons; the Headless UI flyouts load on the first hover,
 * focus or click and take their place, opening the group the visitor was reaching for.
 */
export function DesktopNav({ nav }: { nav: NavData }) {
  const pathname = usePathname();
  const [flyouts, load] = useDeferredModule(importFlyouts);
  const intent = useRef<{ group?: string; hover?: boolean }>({});
  const [start, setStart] = useState<FlyoutStart>({});

  const begin = () => {
    load().then(
      () => {
        const active = document.activeElement;
        const focus = active instanceof HTMLElement ? active.dataset.navGroup : undefined;
        setStart({ open: intent.current.group, hover: intent.current.hover, focus });
      },
      (error: unknown) => console.error('The navigation menus could not be loaded.', error),
    );
  };

  const groupsLight = (
    <nav aria-label="Main" className="ml-12">
      <ul className="flex items-center gap-2">
        {nav.groups.map((group) => (
          <li key={group.name}>
            <button
              type="button"
              aria-expanded="false"
              data-nav-group={group.name}
              className={flyoutButtonClass(group.items.some((item) => isCurrent(item.href, pathname)))}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                intent.current = { group: group.name, hover: true };
                begin();
              }}
              onPointerLeave={() => {
                if (intent.current.hover) intent.current = {};
              }}
              onFocus={begin}
              onClick={() => {
                intent.current = { group: group.name };
                begin();
              }}
            >
              {group.name}
              <Icon name="chevron-down" className={flyoutChevronClass} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );

  const Flyouts = flyouts?.DesktopFlyouts;
  return (
    <div className="hidden flex-1 items-center justify-between xl:flex">
      {Flyouts ? <Flyouts groups={nav.groups} pathname={pathname} start={start} /> : groupsLight}
      <div className="flex items-center gap-3">
        <PageLink href={nav.pricing.href} pathname={pathname} className={buttonClasses('ghost', 'md')} currentClass="bg-brand-50 text-brand-700">
          {nav.pricing.label}
        </PageLink>
        <ExternalLink href={nav.demo.href} className={buttonClasses('secondary', 'md')}>
          {nav.demo.label}
        </ExternalLink>
        <PageLink href={nav.login.href} pathname={pathname} className={buttonClasses('primary', 'md')} currentClass="bg-brand-800">
          {nav.login.label}
        </PageLink>
      </div>
    </div>
  );
}
