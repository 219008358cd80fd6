import { summaryBuilderCallout } from '../claim-summary-builder';
import { clips, screens } from '../media';
import type { ProductRecord } from '../story-types';
import { comingSoon } from './shared';

/** Claims Summary's page, `/products/claims-summary`. */
export const claimsSummary = {
  path: '/products/claims-summary',
  tagline: 'The whole claim, written for whoever reads it next.',
  status: 'Coming soon',
  screen: screens.claimsSummary,
  glance:
    'A claim summary written for an attorney, beside the claim’s timeline from the storm to the appraisal demand, with the carrier’s and the contractor’s totals.',
  steps: [
    {
      icon: 'users',
      title: 'Choose the reader',
      text: 'Adjuster, attorney or insured: the summary is written for the person who will read it.',
    },
    {
      icon: 'document',
      title: 'Review the summary',
      text: 'What happened, what each estimate says, where the parties differ and what comes next.',
    },
    {
      icon: 'clock',
      title: 'Follow the timeline',
      text: 'Every event of the claim in order, each linked to the document that records it.',
    },
    {
      icon: 'export',
      title: 'Export it',
      text: 'Send the summary as a PDF, or the timeline as a CSV for your own records.',
    },
  ],
  demo: {
    title: 'See it in action',
    intro: 'One claim summarized for an attorney, with its timeline laid out beside it.',
    clip: clips.claimsSummary,
  },
  tool: summaryBuilderCallout,
  capabilities: [
    {
      icon: 'users',
      title: 'Role-aware summaries',
      text: 'The same claim told for an adjuster, an attorney or the insured, in the detail each one needs.',
    },
    {
      icon: 'clock',
      title: 'Timeline view',
      text: 'From the date of loss to the latest letter, every event in order and tied to its source.',
    },
    {
      icon: 'dollar',
      title: 'The figures that matter',
      text: 'Each estimate’s total and the difference between them, taken from the extracted line items.',
    },
    {
      icon: 'quote',
      title: 'Sources for every statement',
      text: 'Each sentence of the summary points to the document it summarizes.',
    },
    {
      icon: 'export',
      title: 'PDF and CSV export',
      text: 'A summary ready to send, and a timeline ready for your spreadsheet or case file.',
    },
    {
      icon: 'shield',
      title: 'Kept with the claim',
      text: 'Summaries are stored with the claim they describe and are never mixed with another claim’s files.',
    },
  ],
  benefits: [
    {
      role: 'Insurance',
      summary: 'Hand over a file in five minutes.',
      points: [
        'Brief a supervisor or a reassigned adjuster quickly.',
        'A timeline for reserve and litigation reviews.',
        'Consistent summaries across the whole team.',
      ],
    },
    {
      role: 'Public Adjusters',
      summary: 'Keep your client informed in plain language.',
      points: [
        'A summary written for the insured, not for an adjuster.',
        'Show progress with the timeline at each step.',
        'Export a status report in one click.',
      ],
    },
    {
      role: 'Attorneys',
      summary: 'A chronology you can rely on.',
      points: [
        'Every event dated and sourced.',
        'The disputed amounts, reconciled from the estimates.',
        'An intake summary for every new matter.',
      ],
    },
  ],
  ctas: [
    { kind: 'disabled', label: 'See a Live Demo', reason: comingSoon },
    { kind: 'disabled', label: 'Get Pricing', reason: comingSoon },
    { kind: 'disabled', label: 'Talk to Sales', reason: comingSoon },
  ],
  closing: {
    title: 'Claims Summary is on its way',
    text: 'It is coming soon. Meanwhile, Delta Mate and its assistant already answer questions about the whole claim.',
    alternative: { kind: 'link', label: 'Explore Delta Mate', href: '/products/delta-mate' },
  },
} as const satisfies ProductRecord;
