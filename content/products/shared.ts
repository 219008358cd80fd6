/** What every product page shares: its labels, and the calls to action the records repeat. */
import type { CtaAction } from '../types';

/** Labels shared by every product page. */
export const productPage = {
  eyebrow: 'Product',
  glanceLabel: 'What you see at a glance',
  howItWorks: { title: 'How it works', intro: 'From the first upload to an answer you can use, in four steps.' },
  capabilities: { title: 'Key capabilities' },
  benefits: {
    title: 'Benefits by role',
    intro: 'The same documents, read for the person who has to act on them.',
  },
  comingSoon: 'Coming soon',
} as const;

/** The label of a feature or product that is not out yet. */
export const comingSoon = productPage.comingSoon;
export const pricing = { kind: 'link', label: 'Get Pricing', href: '/pricing' } as const satisfies CtaAction;
export const talkToSales = { kind: 'scheduler', label: 'Talk to Sales' } as const satisfies CtaAction;
