import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
};

describe('DesktopNav', () => {
  it('opens a flyout on click, marks the current page and closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<DesktopNav nav={nav} />);
    await user.click(screen.getByRole('button', { name: 'Resources' }));

    const faq = await screen.findByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Delta Mate' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveFocus();
  });

  it('opens from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<DesktopNav nav={nav} />);
    await user.tab();
    const products = await screen.findByRole('button', { name: 'Products', expanded: false });
    await waitFor(() => expect(products).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Delta Mate' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(await screen.findByRole('link', { name: 'Delta Mate' })).toBeVisible();
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
  async function openMenu() {
    const user = userEvent.setup();
    render(<MobileNav nav={nav} brand="ClaimOwl" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  it('opens a panel whose groups form an accordion with one group open at a time', async () => {
    const { user, dialog } = await openMenu();
    const panel = within(dialog);
    await user.click(panel.getByRole('button', { name: 'Products' }));
    expect(panel.getByRole('link', { name: 'Delta Mate' })).toBeVisible();

    await user.click(panel.getByRole('button', { name: 'Resources' }));
    await waitFor(() => expect(panel.queryByRole('link', { name: 'Delta Mate' })).not.toBeInTheDocument());
    expect(panel.getByRole('link', { name: 'FAQ' })).toBeVisible();
    expect(panel.getByRole('button', { name: 'Resources' })).toHaveFocus();
    expect(panel.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(panel.getByRole('button', { name: 'Resources' }));
    await waitFor(() => expect(panel.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument());
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const { user, dialog } = await openMenu();
    const login = within(dialog).getByRole('link', { name: 'Log In' });
    login.addEventListener('click', (event) => event.preventDefault());
    await user.click(login);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openMenu();
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Close menu' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
