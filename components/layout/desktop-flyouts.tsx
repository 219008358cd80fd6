'use client';

import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { flyoutButtonClass, flyoutChevronClass, menuLinkClass, menuLinkCurrentClass } from './nav-styles';
import { PageLink } from './page-link';
import { isCurrent, type NavGroupData } from './nav-types';

/** What the visitor was doing when the flyouts loaded: which group to open, how, and where focus was. */
export interface FlyoutStart {
  readonly open?: string;
  readonly hover?: boolean;
  readonly focus?: string;
}

/** Headless UI flyouts: open on hover, click, Enter or Space; Escape closes and returns focus. */
export function DesktopFlyouts({
  groups,
  pathname,
  start,
}: {
  groups: readonly NavGroupData[];
  pathname: string | null;
  start: FlyoutStart;
}) {
  return (
    <PopoverGroup as="nav" aria-label="Main" className="ml-12 flex items-center gap-2">
      {groups.map((group) => (
        <Flyout
          key={group.name}
          group={group}
          pathname={pathname}
          openOnMount={start.open === group.name ? (start.hover ? 'hover' : 'click') : undefined}
          focusOnMount={start.focus === group.name}
        />
      ))}
    </PopoverGroup>
  );
}

function Flyout({
  group,
  pathname,
  openOnMount,
  focusOnMount,
}: {
  group: NavGroupData;
  pathname: string | null;
  openOnMount?: 'hover' | 'click';
  focusOnMount: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A flyout opened by hovering stays open when the same pointer then clicks its button.
  const openedByHover = useRef(false);
  const holdsCurrent = group.items.some((item) => isCurrent(item.href, pathname));

  // Only the first mount replays what the visitor started before the menus loaded.
  const replay = useRef({ openOnMount, focusOnMount });
  useEffect(() => {
    const button = buttonRef.current;
    const { openOnMount: open, focusOnMount: focus } = replay.current;
    if (!button) return;
    if (focus) button.focus();
    if (open) {
      button.click();
      openedByHover.current = open === 'hover';
    }
  }, []);

  return (
    <Popover className="relative">
      {({ open, close }) => (
        <div
          onPointerEnter={(event) => {
            if (event.pointerType !== 'mouse' || open) return;
            buttonRef.current?.click();
            openedByHover.current = true;
          }}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'mouse' || !open) return;
            openedByHover.current = false;
            const active = document.activeElement;
            const focusInside = active instanceof HTMLElement && panelRef.current?.contains(active);
            // Leave focus where it is unless it was inside the closing panel.
            close(focusInside || !(active instanceof HTMLElement) ? undefined : active);
          }}
        >
          <PopoverButton
            ref={buttonRef}
            data-nav-group={group.name}
            onClick={(event) => {
              if (open && openedByHover.current) {
                event.preventDefault();
                openedByHover.current = false;
              }
            }}
            className={flyoutButtonClass(holdsCurrent)}
          >
            {group.name}
            <Icon name="chevron-down" className={flyoutChevronClass} />
          </PopoverButton>
          <PopoverPanel ref={panelRef} className="absolute left-0 top-full z-30 pt-2">
            <ul className="w-64 rounded-2xl bg-white p-2 shadow-lift ring-1 ring-ink-100">
              {group.items.map((item) => (
                <li key={item.href}>
                  <PageLink href={item.href} pathname={pathname} className={menuLinkClass} currentClass={menuLinkCurrentClass}>
                    {item.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </PopoverPanel>
        </div>
      )}
    </Popover>
  );
}
