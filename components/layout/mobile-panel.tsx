'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { Accordion } from '@/components/islands/accordion';
import { buttonClasses } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { iconButtonClass, menuLinkClass, menuLinkCurrentClass } from './nav-styles';
import { PageLink } from './page-link';
import type { NavData } from './nav-types';

/**
 * The full-width menu panel over a dark backdrop. The groups form an accordion (one open at a time);
 * a link, the close button, the backdrop or Escape closes the panel, and focus returns to the menu button.
 */
export function MobilePanel({
  nav,
  brand,
  pathname,
  open,
  onClose,
}: {
  nav: NavData;
  brand: string;
  pathname: string | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 xl:hidden">
      <DialogBackdrop
        data-testid="menu-backdrop"
        transition
        className="fixed inset-0 bg-ink-950/70 transition-opacity duration-200 data-[closed]:opacity-0"
      />
      <DialogPanel
        transition
        className={clsx(
          'fixed inset-x-0 top-0 max-h-dvh overflow-y-auto bg-white px-5 pb-8 pt-3 shadow-lift sm:px-8',
          'transition duration-200 data-[closed]:-translate-y-4 data-[closed]:opacity-0',
        )}
      >
        <div className="flex h-12 items-center justify-between">
          <DialogTitle className="text-lg font-bold text-ink-900">{brand} menu</DialogTitle>
          <button type="button" onClick={onClose} className={iconButtonClass}>
            <Icon name="close" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Main" className="mt-3">
          <Accordion
            headingLevel="none"
            className="divide-y divide-ink-100 border-y border-ink-100"
            buttonClassName="min-h-12 py-3 text-lg font-semibold text-ink-900"
            panelClassName="pb-3"
            items={nav.groups.map((group) => ({
              id: group.name,
              title: group.name,
              content: (
                <ul className="space-y-1">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <PageLink
                        href={item.href}
                        pathname={pathname}
                        onClick={onClose}
                        className={menuLinkClass}
                        currentClass={menuLinkCurrentClass}
                      >
                        {item.label}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </nav>
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <PageLink
            href={nav.pricing.href}
            pathname={pathname}
            onClick={onClose}
            className={buttonClasses('secondary', 'lg')}
            currentClass="ring-2 ring-brand-500"
          >
            {nav.pricing.label}
          </PageLink>
          <ExternalLink href={nav.demo.href} onClick={onClose} className={buttonClasses('secondary', 'lg')}>
            {nav.demo.label}
          </ExternalLink>
          <PageLink
            href={nav.login.href}
            pathname={pathname}
            onClick={onClose}
            className={buttonClasses('primary', 'lg')}
            currentClass="ring-2 ring-accent-400"
          >
            {nav.login.label}
          </PageLink>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
