/**
 * The shell's content: navigation groups, header buttons and footer columns. Links name registry paths;
 * their labels come from `content/routes.ts`, so a page is named the same everywhere.
 */
import type { RoutePath } from './routes';

export interface NavGroup {
  readonly name: string;
  readonly items: readonly RoutePath[];
}

/** The three flyouts of the desktop bar and the accordion groups of the mobile panel (spec §2). */
export const navGroups = [
  { name: 'Products', items: ['/products/delta-mate', '/products/estimate-analyzer', '/products/policy-analyzer'] },
  { name: 'Resources', items: ['/FAQs', '/blog', '/tools/estimator-checker'] },
  { name: 'Company', items: ['/team', '/careers'] },
] as const satisfies readonly NavGroup[];

/** The header buttons at the right of the bar; `scheduler` leaves the site for the meeting scheduler. */
export const navButtons = {
  pricing: { label: 'Get Pricing', href: '/pricing' },
  demo: { label: 'Live Demo' },
  login: { label: 'Log In', href: '/login-signup' },
} as const satisfies Record<string, { label: string; href?: RoutePath }>;

/** The header's own words: the mobile menu's button and title (`{brand}` is the brand name). */
export const navLabels = {
  /** The landmark names of the two navigations (both are in the page; one shows at a time). */
  bar: 'Main',
  menu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: '{brand} menu',
  home: ', home',
} as const;

export const footer = {
  /** The footer's heading, for screen-reader navigation by headings (not shown). */
  heading: 'Site footer',
  blurb:
    'AI for insurance claim disputes. We read the estimates, policies and claim files so adjusters, attorneys, contractors and carriers can settle on the facts, faster.',
  /**
   * Link columns. "Quick Links" carries the spec's FAQ and About Us first; the other columns make every
   * public page reachable from every page, including without JavaScript.
   */
  columns: [
    {
      name: 'Quick Links',
      items: ['/FAQs', '/team', '/careers', '/pricing', '/free-trial', '/contact-us', '/login-signup'],
    },
    {
      name: 'Products',
      items: [
        '/our-solution',
        '/products/delta-mate',
        '/products/estimate-analyzer',
        '/products/policy-analyzer',
        '/products/chat-bot',
        '/products/claims-summary',
      ],
    },
    { name: 'Who It Serves', items: ['/adjusters', '/attorneys', '/contractors', '/insurers-tpa', '/what-is-ai', '/compare'] },
    {
      name: 'Resources',
      items: [
        '/blog',
        '/blog-detail',
        '/article',
        '/demo-videos',
        '/webinars',
        '/tools',
        '/tools/estimator-checker',
        '/tools/estimate-comparison',
        '/tools/policy-highlighter',
        '/tools/claim-summary-builder',
        '/testimonials',
        '/partner-api',
      ],
    },
  ],
  legal: ['/terms-of-use', '/privacy-policy', '/security'],
  getInTouch: 'Get in Touch',
} as const satisfies {
  heading: string;
  blurb: string;
  columns: readonly NavGroup[];
  legal: readonly RoutePath[];
  getInTouch: string;
};

/** Social profiles in footer order; the URLs come from config. */
export const socialProfiles = [
  { key: 'facebookUrl', name: 'Facebook', icon: 'facebook' },
  { key: 'instagramUrl', name: 'Instagram', icon: 'instagram' },
  { key: 'xUrl', name: 'X', icon: 'x' },
  { key: 'youtubeUrl', name: 'YouTube', icon: 'youtube' },
  { key: 'linkedinUrl', name: 'LinkedIn', icon: 'linkedin' },
] as const;

export const notFound = {
  title: 'Page Not Found',
  heading: 'Page not found',
  message: "The page you're looking for doesn't exist.",
  action: 'Back to Home',
} as const;

export const appError = {
  heading: 'Unexpected Application Error!',
  message: 'Something went wrong while showing this page. Your data is safe; please try again.',
  retry: 'Try again',
  /** `{chunk}`: the file name of the script that could not be downloaded. */
  chunkMessage: 'Loading chunk {chunk} failed.',
  chunkHelp: 'A part of the site could not be downloaded, usually after an update or a dropped connection.',
  reload: 'Reload the page',
  home: 'Back to Home',
} as const;

export const skipLink = 'Skip to main content';
