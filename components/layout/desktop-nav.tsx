'use client';

import { ChevronDown } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { flyoutButtonClass, flyoutChevronClass, flyoutItemClass, flyoutPanelClass } from './nav-styles';
import { isCurrent, type NavData, type NavGroupData } from './nav-types';
import { NavActions } from './nav-actions';
import { MenuLinks } from './page-link';

/**
 * The bar at xl and up: three flyouts and the three buttons. Each flyout is a native popover
 * (`popovertarget`), so a click, Enter or Space opens it from the first paint, only one is open at a time,
 * and Escape or a click elsewhere closes it with focus back on its button, all without JavaScript.
 * Once hydrated, a mouse hover opens it too and leaving closes it (spec §2: hover dropdown menus).
 */
export function DesktopNav({ nav }: { nav: NavData }) {
  const pathname = usePathname();
  return (
    <div className="hidden flex-1 items-center justify-between xl:flex">
      <nav aria-label={nav.labels.bar} className="ml-12">
        <ul className="flex items-center gap-2">
          {nav.groups.map((group, index) => (
            <Flyout key={group.name} id={`nav-flyout-${index}`} group={group} pathname={pathname} />
          ))}
        </ul>
      </nav>
      <NavActions nav={nav} pathname={pathname} place="bar" />
    </div>
  );
}

function Flyout({ id, group, pathname }: { id: string; group: NavGroupData; pathname: string | null }) {
  const panel = useRef<HTMLDivElement>(null);
  // A flyout that a hover opened stays open when the same pointer then clicks its button.
  const openedByHover = useRef(false);
  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  return (
    <li
      className={flyoutItemClass}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || isOpen()) return;
        panel.current?.showPopover();
        openedByHover.current = true;
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !isOpen()) return;
        openedByHover.current = false;
        panel.current?.hidePopover();
      }}
    >
      <button
        type="button"
        popoverTarget={id}
        className={flyoutButtonClass(group.items.some((item) => isCurrent(item.href, pathname)))}
        onClick={(event) => {
          if (openedByHover.current && isOpen()) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        {group.name}
        <Glyph icon={ChevronDown} className={flyoutChevronClass} />
      </button>
      <div id={id} popover="auto" ref={panel} className={flyoutPanelClass}>
        <MenuLinks items={group.items} pathname={pathname} className="w-64 rounded-2xl bg-white p-2 shadow-lift ring-1 ring-ink-100" />
      </div>
    </li>
  );
}
