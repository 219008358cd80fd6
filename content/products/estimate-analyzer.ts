import { clips, screens } from '../media';
import { checkerCallout } from '../estimator-checker';
import type { ProductRecord } from '../story-types';
import { pricing, talkToSales } from './shared';

/** Estimate Analyzer's page, `/products/estimate-analyzer`. */
export const estimateAnalyzer = {
  path: '/products/estimate-analyzer',
  tagline: 'Every line item of every estimate, extracted, checked and compared.',
  screen: screens.estimateAnalyzer,
  glance:
    'The comparison report of a roof and water claim: the contractor’s estimate against the carrier’s, line by line, with omitted items and quantity differences flagged.',
  steps: [
    {
      icon: 'upload',
      title: 'Upload the estimates',
      text: 'PDFs, exports from estimating software or CSV files: one estimate or every version of it.',
    },
    {
      icon: 'table',
      title: 'Extract every line',
      text: 'Description, quantity, unit price, RCV, depreciation, ACV, tax and O&P for each line item.',
    },
    {
      icon: 'alert',
      title: 'Review the flags',
      text: 'Units and codes are normalized, and duplicates, omissions and pricing anomalies are flagged for review.',
    },
    {
      icon: 'compare',
      title: 'Compare and export',
      text: 'Compare two versions line by line, then export the result to CSV or PDF.',
    },
  ],
  demo: {
    title: 'See it in action',
    intro: 'Two estimates of the same loss, compared line by line and filtered by the amount in dispute.',
    clip: clips.estimateComparison,
  },
  capabilities: [
    {
      icon: 'document',
      title: 'Reads the formats you receive',
      text: 'PDF estimates, estimating-software exports and CSV files, including long multi-area estimates.',
    },
    {
      icon: 'table',
      title: 'Complete line items',
      text: 'Every line with description, quantity, unit price, RCV, depreciation, ACV, tax and overhead and profit.',
    },
    {
      icon: 'ruler',
      title: 'Normalized units and codes',
      text: 'Squares, square feet, linear feet and item codes lined up, so two estimates compare like for like.',
    },
    {
      icon: 'copy',
      title: 'Duplicates and omissions',
      text: 'Items priced twice and items one estimate leaves out are flagged before anyone signs off.',
    },
    {
      icon: 'dollar',
      title: 'Pricing anomalies',
      text: 'Unit prices that stand out from the rest of the estimate are marked for a second look.',
    },
    {
      icon: 'export',
      title: 'Version comparison and export',
      text: 'Compare any two versions line by line and export the report to CSV or PDF.',
    },
  ],
  benefits: [
    {
      role: 'Insurance',
      summary: 'Review more estimates to one standard.',
      points: [
        'Spot duplicates and pricing anomalies before payment.',
        'Compare a supplement with the original in minutes.',
        'Keep an auditable record of what changed and why.',
      ],
    },
    {
      role: 'Public Adjusters',
      summary: 'Show the carrier exactly what it missed.',
      points: [
        'Every omitted and under-measured item, with its value.',
        'Filter the report to the RCV, depreciation or O&P in dispute.',
        'Send a clean comparison instead of a marked-up PDF.',
      ],
    },
    {
      role: 'Attorneys',
      summary: 'Turn two estimates into one clear exhibit.',
      points: [
        'A line-by-line record of the difference in value.',
        'Totals that reconcile to the cent.',
        'Export the comparison for a demand, appraisal or mediation.',
      ],
    },
  ],
  dashboard: { kind: 'sample-estimate' },
  tool: checkerCallout,
  ctas: [{ kind: 'link', label: 'Try It With Your Estimates', href: '/free-trial' }, pricing, talkToSales],
  closing: {
    title: 'Bring two estimates you already know',
    text: 'Start a free trial with your own estimates, see the plans, or talk to our team about your volume.',
  },
} as const satisfies ProductRecord;
