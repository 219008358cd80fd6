import type { CtaAction } from './types';

/**
 * Copy of the Estimate Analyzer's live sample dashboard and comparison report. The figures are not here:
 * lib/estimate/dashboard.ts computes them from the lines the readers take from the sample contractor
 * estimate in public/samples/ (written by scripts/data/sample-estimate.mjs).
 */

export const sampleDashboard = {
  eyebrow: 'Live sample dashboard',
  title: 'The dashboard, built from a real-sized estimate',
  /** The estimate the dashboard shows, before its file name (a link to download the file). */
  estimate: 'Contractor estimate v2',
  intro:
    'This is the dashboard Estimate Analyzer builds from the contractor’s estimate of our sample roof and water claim. It is not a screenshot: every figure below is calculated from the 116 extracted line items when this page is built.',
  claim: 'Claim CLM-2025-04817 · hail and wind-driven rain · 1842 Palm Ave, Fort Lauderdale · loss date March 3, 2025',
  tiles: {
    rcv: 'Replacement cost value (RCV)',
    depreciation: 'Depreciation',
    acv: 'Actual cash value (ACV)',
    overheadProfit: 'Overhead & profit (O&P)',
  },
  /** Under each tile but the first: `{share}` is the tile's share of the RCV. */
  shareOfRcv: '{share} of RCV',
  /** Under the RCV tile. */
  lineItems: '{lines} line items',
  /** The line under the tiles that shows they reconcile. */
  reconcile: 'RCV minus depreciation equals ACV',
  pie: {
    title: 'RCV by trade',
    description: 'Share of the estimate’s replacement cost value in each trade.',
    /** Appended to the description: the largest slice. */
    largest: '{trade} is the largest at {share}.',
  },
  bars: {
    title: 'RCV versus ACV by trade',
    description: 'Replacement cost value and actual cash value of each trade; the gap is depreciation.',
  },
  tableToggle: 'Show the numbers as a table',
  /** Read by screen readers: what the table under the charts holds. */
  tableCaption: 'RCV, depreciation and ACV by trade: the figures of both charts',
  columns: { trade: 'Trade', lines: 'Lines', rcv: 'RCV', acv: 'ACV', depreciation: 'Depreciation', share: 'Share of RCV' },
  /** The label of the table's totals row. */
  totalRow: 'Total',
  savings: {
    title: 'Time saved on this estimate',
    unit: 'minutes',
    /** Beside the minutes. */
    scope: 'for {lines} line items',
    /** `{lines}`: line items in the sample; `{seconds}`: the manual time per line. */
    text: 'Keying in and checking {lines} line items by hand takes about {seconds} seconds a line. Estimate Analyzer extracts and checks them while you read this sentence.',
  },
} as const;

export const comparisonReport = {
  eyebrow: 'Two-estimate report',
  title: 'Carrier versus contractor, line by line',
  intro:
    'The same claim as the carrier estimated it and as the contractor did, compared by the free Estimate Comparison tool from the two estimates’ files. Each line of one estimate is paired with the same item in the other; choose an amount to see only the lines where it differs.',
  /** The two sides as the report names them. */
  sides: { a: 'carrier’s', b: 'contractor’s' },
  legend: 'Water mitigation is invoiced without overhead and profit in both.',
  /** Under the first line pairs: where the rest are. */
  more: 'These are the first {shown} of the {count} line pairs. To see every one, open the Estimate Comparison and choose “Try the sample pair”.',
  action: { kind: 'link', label: 'Compare two of your own estimates', href: '/tools/estimate-comparison' },
} as const satisfies { sides: { a: string; b: string }; action: CtaAction } & Record<string, unknown>;
