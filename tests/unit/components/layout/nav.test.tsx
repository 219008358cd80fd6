import { render, screen, within } from '@testing-library/react';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileNav } from '@/components/layout/mobile-nav';
import type { NavData } from '@/components/layout/nav-types';

jest.mock('next/navigation', () => ({ usePathname: () => '/FAQs' }));

const nav: NavData = {
  groups: [
    {
      name: 'Products',
      items: [
        { href: '/products/delta-mate', label: 'Delta Mate' },
        { href: '/products/estimate-analyzer', label: 'Estimate Analyzer' },
      ],
    },
    {
      name: 'Resources',
      items: [
        { href: '/FAQs', label: 'FAQ' },
        { href: '/blog', label: 'Blog' },
      ],
    },
    { name: 'Company', items: [{ href: '/team', label: 'About Us' }] },
  ],
  pricing: { href: '/pricing', label: 'Get Pricing' },
  login: { href: '/login-signup', label: 'Log In' },
  demo: { href: 'https://scheduler.example/demo', label: 'Live Demo' },
  labels: { bar: 'Main', menu: 'Main menu', openMenu: 'Open menu', closeMenu: 'Close menu', menuTitle: 'ClaimOwl menu' },
};

/*
 * The menus' behaviour is the browser's own (popovers, a modal dialog, exclusive <details>), which jsdom does
 * not implement; the end-to-end suite exercises it in Chromium. Here: the wiring that behaviour relies on.
 */
describe('DesktopNav', () => {
  it('gives each group a button that targets the popover holding exactly its links, and marks the current page', () => {
    const { container } = render(<DesktopNav nav={nav} />);
    for (const group of nav.groups) {
      const button = screen.getByRole('button', { name: group.name });
      const target = button.getAttribute('popovertarget');
      const panel = container.querySelector<HTMLElement>(`[id="${target}"]`);
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(
        within(panel!)
          .getAllByRole('link', { hidden: true })
          .map((link) => link.getAttribute('href')),
      ).toEqual(group.items.map((item) => item.href));
    }
    expect(screen.getByRole('link', { name: 'FAQ', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('sends Live Demo to the scheduler in a new tab without an opener', () => {
    render(<DesktopNav nav={nav} />);
    const demo = screen.getByRole('link', { name: /Live Demo/ });
    expect(demo).toHaveAttribute('href', 'https://scheduler.example/demo');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('MobileNav', () => {
  it('opens and closes one modal dialog by command, light-dismissable, holding every group and button', () => {
    const { container } = render(<MobileNav nav={nav} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('closedby', 'any');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('commandfor', dialog.id);
    expect(open).toHaveAttribute('command', 'show-modal');
    const close = within(dialog).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent('ClaimOwl menu');

    const groups = [...dialog.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(nav.groups.map((group) => group.name));
    expect(new Set(groups.map((group) => group.getAttribute('name'))).size).toBe(1);
    for (const name of ['Get Pricing', 'Log In', 'FAQ']) {
      expect(within(dialog).getByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'FAQ', hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});
