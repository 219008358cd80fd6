/**
 * Copy of the sign-up and pricing pages: /login-signup, /pricing and /free-trial (spec §2). The plans
 * themselves live in `plans.ts`; the Stripe keys and table ids in `lib/config.ts`.
 */
import type { ClipKey } from './media';
import type { CtaAction } from './types';

/** The hosted login on /login-signup. `{host}` is replaced by the login service's host name. */
export const loginCopy = {
  button: 'Log In',
  signUpButton: 'Sign Up',
  hostNote: 'You sign in on our secure login page at {host} and return straight to your workspace.',
} as const;

/** Where the Sign Up button of the hero points: the pricing table section below. */
export const signUpAnchor = 'sign-up';

/** One embedded Stripe pricing table: the page it is on, which configured table it shows, and its copy. */
export interface PricingTableCopy {
  /** The page that embeds it. Only these pages may load Stripe (their Content-Security-Policy allows it). */
  readonly path: string;
  /** Which configured table: the sign-up and pricing table, or the free-trial table (`lib/config.ts`). */
  readonly table: 'pricing' | 'trial';
  /** The h2 above the embedded table. */
  readonly title: string;
  readonly intro: string;
}

export const pricingTables = {
  signUp: {
    path: '/login-signup',
    table: 'pricing',
    title: 'New here? Choose your plan',
    intro:
      'Pick the plan that fits your caseload and complete checkout with Stripe. Your login credentials and a setup guide arrive by e-mail, usually within minutes.',
  },
  pricing: {
    path: '/pricing',
    table: 'pricing',
    title: 'Plans and prices',
    intro:
      'Monthly plans billed through Stripe. Every plan includes the Eureka assistant and our three core reports; larger plans add pages, users and custom training.',
  },
  trial: {
    path: '/free-trial',
    table: 'trial',
    title: 'Choose a trial plan',
    intro:
      'Start with a trial of the plan you are considering. Upload a claim you know well, and decide once you have seen what the platform finds.',
  },
} as const satisfies Record<string, PricingTableCopy>;

/** The pages that embed a Stripe pricing table: the one list the CSP and the tests read. */
export const pricingTablePages: readonly string[] = Object.values(pricingTables).map((table) => table.path);

/**
 * Shown instead of the embedded table when it cannot load (blocked by the browser or network, offline,
 * or no JavaScript) and read by everyone who cannot see the live table.
 */
export const pricingFallback = {
  title: 'Our plans at a glance',
  intro:
    'The interactive pricing table is provided by our payment partner, Stripe, and needs JavaScript and a connection to it. If it does not appear, here is every plan in brief, and our team will set up your account directly.',
  actionsIntro: 'Ready to start, or want a plan shaped around your team?',
  actions: [
    { kind: 'scheduler', label: 'Talk to Sales' },
    { kind: 'link', label: 'Contact us', href: '/contact-us' },
  ],
  emailLead: 'Or write to',
} as const satisfies {
  title: string;
  intro: string;
  actionsIntro: string;
  actions: readonly CtaAction[];
  emailLead: string;
};

/** While the table loads (never shown without JavaScript). */
export const pricingTableLoading = 'Loading plans and prices…';

export interface ValueCard {
  readonly title: string;
  readonly text: string;
  /** The demo clip shown on the card, by key in `media.ts`. */
  readonly clip: ClipKey;
}

/** The pricing-style section of /pricing (spec §2 "Pricing-style page"): no prices, one column of cards. */
export const practicalSolution = {
  title: 'A practical solution that pays for itself',
  intro:
    'An hour saved on every estimate and every policy review adds up quickly. These are the three tools our customers say repay the subscription first.',
  cards: [
    {
      title: 'DeltaMate Report',
      text: 'Compare the carrier’s estimate with yours line by line. Missing items, quantity changes and pricing differences are listed with their dollar impact, so a supplement that took an afternoon is ready in minutes.',
      clip: 'estimateComparison',
    },
    {
      title: 'Policy Analysis',
      text: 'Limits, deductibles, exclusions and endorsements, pulled from the policy and cited to the page and clause. Answer a coverage question with the wording in front of you instead of searching a hundred pages.',
      clip: 'policyAnalysis',
    },
    {
      title: 'Eureka personal chatbot assistant',
      text: 'Ask about the claim in plain language and get an answer grounded in your own uploaded documents, with citations you can check and one-click follow-up tasks.',
      clip: 'eurekaChat',
    },
  ],
  action: { kind: 'link', label: 'Get Access', href: '/login-signup' },
} as const satisfies { title: string; intro: string; cards: readonly ValueCard[]; action: CtaAction };
