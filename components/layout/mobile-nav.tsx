'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { useDeferredModule } from '@/components/islands/use-deferred-module';
import { Icon } from '@/components/ui/icon';
import { iconButtonClass } from './nav-styles';
import type { NavData } from './nav-types';

const importPanel = () => import('./mobile-panel');

/**
 * Below xl: the menu button. The panel (a Headless UI dialog) loads when the visitor reaches for the
 * button and opens once loaded; if it cannot load, the button takes the visitor to the footer's links.
 */
export function MobileNav({ nav, brand }: { nav: NavData; brand: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [panel, load] = useDeferredModule(importPanel);
  const prefetch = () => {
    load().catch(() => undefined);
  };

  const close = () => setOpen(false);

  const Panel = panel?.MobilePanel;
  return (
    <div className="xl:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        className={iconButtonClass}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          load().then(
            () => {
              // Headless UI returns focus on close from a focus history it starts keeping when it loads,
              // which is after this click: focus the button again so the history holds it.
              button.current?.blur();
              button.current?.focus();
              setOpen(true);
            },
            (error: unknown) => {
              console.error('The menu could not be loaded; showing the footer links instead.', error);
              document.getElementById('footer-links')?.scrollIntoView();
            },
          );
        }}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {Panel ? <Panel nav={nav} brand={brand} pathname={pathname} open={open} onClose={close} /> : null}
    </div>
  );
}
