/**
 * The subscription plans (spec §9), shown as plan cards on /test-payments and summarised on the pricing
 * pages when the embedded pricing table cannot load. The live prices a visitor pays are the ones in the
 * Stripe pricing table; these records must be kept in step with it.
 */

/** One line of a plan's includes list; `coming` marks a feature announced for a later release. */
export interface PlanFeature {
  readonly text: string;
  readonly coming?: '2025';
}

/** A plan card (spec §3): title, subtitle, price, includes and its button text. */
export interface PlanRecord {
  /** Stable key for tests and anchors. */
  readonly id: string;
  /** The plan's name; also the `plan` field of a test payment. */
  readonly title: string;
  readonly subtitle: string;
  /** The price as shown: an amount, or a phrase when it is agreed with sales. */
  readonly price: string;
  /** What the price covers ("per month"), or how it is set. */
  readonly priceNote: string;
  /** Pages per project and users; absent when they are agreed per customer. */
  readonly limits?: { readonly pagesPerProject: number; readonly users: number };
  readonly includes: readonly PlanFeature[];
  readonly buttonText: string;
  /** Shown above the card to single out one plan. */
  readonly badge?: string;
}

const aiBot = { text: 'Eureka AI assistant on every claim' };
const deltaMate = { text: 'DeltaMate estimate comparison report' };
const deltaPolicy = { text: 'DeltaPolicy policy analysis report' };
const deltaCase = { text: 'DeltaCase claim summary' };
const branding = { text: 'Custom branding on reports' };
const analytics = { text: 'AI analytics business report', coming: '2025' } as const;
const emails = { text: 'Generated e-mails', coming: '2025' } as const;
const letters = { text: 'Generated letters', coming: '2025' } as const;
const suppliesApi = { text: 'Building supplies API', coming: '2025' } as const;

export const plans = [
  {
    id: 'pro',
    title: 'ProOwl',
    subtitle: 'Professional',
    price: '$115',
    priceNote: 'per month',
    limits: { pagesPerProject: 700, users: 6 },
    badge: 'Most complete',
    includes: [
      aiBot,
      deltaMate,
      deltaPolicy,
      deltaCase,
      branding,
      { text: 'Custom training on your own documents' },
      { text: 'Dedicated phone support' },
      analytics,
      emails,
      letters,
      suppliesApi,
    ],
    buttonText: 'Pay',
  },
  {
    id: 'advanced',
    title: 'AdvOwl',
    subtitle: 'Advanced',
    price: '$129',
    priceNote: 'per month',
    limits: { pagesPerProject: 600, users: 3 },
    includes: [aiBot, deltaMate, deltaPolicy, deltaCase, branding, analytics, emails, letters],
    buttonText: 'Pay',
  },
  {
    id: 'basic',
    title: 'BasicOwl',
    subtitle: 'Basic',
    price: '$139',
    priceNote: 'per month',
    limits: { pagesPerProject: 500, users: 1 },
    includes: [aiBot, deltaMate, deltaPolicy, deltaCase],
    buttonText: 'Pay',
  },
  {
    id: 'enterprise',
    title: 'EntOwl',
    subtitle: 'Enterprise',
    price: 'Contact us',
    priceNote: 'customized for your organization',
    includes: [
      { text: 'Page and user limits sized to your claim volume' },
      { text: 'Everything in ProOwl' },
      { text: 'Custom training on your own documents' },
      { text: 'A named contact for onboarding and support' },
    ],
    buttonText: 'Pay',
  },
] as const satisfies readonly PlanRecord[];

/** Labels shared by every plan card. */
export const planCardCopy = {
  pagesPerProject: 'pages per project',
  user: 'user',
  users: 'users',
  includesHeading: 'Includes',
  coming: 'Coming 2025',
} as const;
