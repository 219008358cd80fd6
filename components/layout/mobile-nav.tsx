'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { Glyph } from '@/components/ui/glyph';
import { iconButtonClass, menuPanelClass } from './nav-styles';
import type { NavData } from './nav-types';
import { NavActions } from './nav-actions';
import { MenuLinks } from './page-link';

const MENU_ID = 'site-menu';

/**
 * Below xl: the menu button and the full-width panel over a dark backdrop, a native modal `<dialog>` that
 * the button opens with `commandfor` — no script needed, so a tap at first paint opens it. The three
 * groups are `<details name>`, an accordion that keeps one group open and closes the open one when it is
 * chosen again. The close button, Escape and a click on the backdrop (`closedby="any"`) close the panel,
 * as does following one of its links; focus returns to the menu button. Older browsers get the same
 * behaviour from the page's early script (`lib/tap-replay.ts`).
 */
export function MobileNav({ nav }: { nav: NavData }) {
  const pathname = usePathname();
  const titleId = `${MENU_ID}-title`;
  return (
    <div className="xl:hidden">
      <button type="button" commandfor={MENU_ID} command="show-modal" aria-haspopup="dialog" className={iconButtonClass}>
        <Glyph icon={Menu} className="size-6" />
        <span className="sr-only">{nav.labels.openMenu}</span>
      </button>
      <dialog id={MENU_ID} closedby="any" aria-labelledby={titleId} className={menuPanelClass}>
        <div className="flex h-12 items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {nav.labels.menuTitle}
          </h2>
          <button type="button" commandfor={MENU_ID} command="close" className={iconButtonClass}>
            <Glyph icon={X} className="size-6" />
            <span className="sr-only">{nav.labels.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={nav.labels.menu} className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
          {nav.groups.map((group) => (
            <details key={group.name} name={`${MENU_ID}-groups`} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                {group.name}
                <Glyph icon={ChevronDown} className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180" />
              </summary>
              <MenuLinks items={group.items} pathname={pathname} className="space-y-1 pb-3" />
            </details>
          ))}
        </nav>
        <NavActions nav={nav} pathname={pathname} place="menu" />
      </dialog>
    </div>
  );
}
