/**
 * The words of the two-estimate report — on the Estimate Analyzer page's sample and in the Estimate
 * Comparison tool (/tools/estimate-comparison) — and of the tool's own controls. `{a}` and `{b}` are the two
 * sides' names ("the carrier's", "the contractor's"); the figures come from lib/estimate/compare.
 */
import type { Cause, Measure, PairStatus } from '@/lib/estimate/compare';
import type { MatchBasis } from '@/lib/estimate/compare/match';
import { checkerCopy } from './estimator-checker-copy';
import type { RoutePath } from './routes';
import type { CtaAction } from './types';

export const comparisonWords = {
  summary: {
    side: '{side} · {name}',
    lines: '{lines} lines read',
    difference: 'Difference in RCV',
    differenceDetail: '{b} minus {a}',
    counts: '{matched} lines matched · {onlyA} only in {a} · {onlyB} only in {b}',
    /** Each side's own check of its reading, titled by the side. */
    readingTitle: 'The {side} estimate',
    /** When a side was not read whole: the comparison is of what was read. */
    partial:
      'Only the lines read are compared. The lines listed above as not read are in no match and no cause below, and no “only in” line is certain while they are missing.',
  },
  /** How much of each file was read: the checker's words. */
  reading: checkerCopy.results.reading,
  waterfall: {
    title: 'Where the difference comes from',
    intro: 'From {a} RCV to {b} RCV, cause by cause. The causes add up to the difference, to the cent.',
    from: '{a} RCV',
    to: '{b} RCV',
    causes: {
      onlyB: 'Scope only in {b}',
      onlyA: 'Scope only in {a}',
      unpriced: 'Lines priced on one side only',
      quantity: 'Quantities',
      price: 'Unit prices',
      tax: 'Tax',
      overheadProfit: 'Overhead & profit',
      summary: 'Tax or O&P printed only in a summary, not on the lines',
      rounding: 'Rounding',
    } satisfies Record<Cause, string>,
    beside: 'Depreciation {depreciation} · ACV {acv}',
  },
  priceLists: 'The two files name different price lists ({a} and {b}): that alone moves every matched unit price.',
  subtotals: {
    byRoom: 'By room',
    byTrade: 'By trade',
    columns: { name: 'Name', a: '{a} RCV', b: '{b} RCV', difference: 'Difference' },
    /** Under a long list of rooms or trades, which shows the first twelve. */
    showAll: 'Show all {count}',
  },
  table: {
    caption: 'Every line of both estimates, paired, with the differences in RCV, ACV, depreciation, O&P and tax',
    scrollLabel: 'Line-by-line comparison, scrollable',
    filterLegend: 'Show lines that differ in',
    filters: { all: 'All lines', rcv: 'RCV', acv: 'ACV', depreciation: 'Depreciation', overheadProfit: 'O&P', tax: 'Tax' } satisfies Record<
      'all' | Measure,
      string
    >,
    showing: 'Showing {shown} of {total} line pairs',
    columns: {
      lines: 'Lines',
      item: 'Item',
      quantityA: 'Qty {a}',
      quantityB: 'Qty {b}',
      rcvA: 'RCV {a}',
      rcvB: 'RCV {b}',
      rcv: 'Δ RCV',
      acv: 'Δ ACV',
      depreciation: 'Δ Depr.',
      overheadProfit: 'Δ O&P',
      tax: 'Δ Tax',
      status: 'Status',
    },
    status: {
      same: 'Same',
      quantity: 'Quantity changed',
      price: 'Price changed',
      'quantity-price': 'Quantity and price changed',
      unpriced: 'Priced on one side only',
      'only-a': 'Only in {a}',
      'only-b': 'Only in {b}',
    } satisfies Record<PairStatus, string>,
    basis: {
      code: 'Same item code',
      words: 'Same description',
      reordered: 'Same words, another order',
      unstated: 'Same description; one file does not say the activity or unit',
      scope: 'Same work in other words or another grade',
      split: 'R&R against remove and replace',
      hand: 'Matched by you',
    } satisfies Record<MatchBasis, string>,
    confidence: { high: 'sure', medium: 'likely', low: 'worth a look' },
    moved: 'in another room',
    converted: 'units converted',
    notInEstimate: 'not in this estimate',
    totals: 'Totals',
    legend:
      'Δ is {b} minus {a}. A line is matched by its item code when both files have codes, else by its whole description in the same or a convertible unit; lines that name the same work in other words or at another grade (never another size) are matched last and marked worth a look.',
  },
  csv: {
    columns: [
      'Status',
      'Matched by',
      'A line',
      'A room',
      'A item',
      'A quantity',
      'A unit',
      'A RCV',
      'A tax',
      'A O&P',
      'A depreciation',
      'B line',
      'B room',
      'B item',
      'B quantity',
      'B unit',
      'B RCV',
      'B tax',
      'B O&P',
      'B depreciation',
      'Δ RCV',
      'Δ ACV',
      'Δ depreciation',
      'Δ O&P',
      'Δ tax',
    ],
  },
} as const;

export type ComparisonWords = typeof comparisonWords;

/** What the two estimates are, as the visitor says: each choice names both sides. */
export const comparisonRoles = {
  carrier: {
    option: 'The carrier’s and the contractor’s',
    a: 'carrier’s',
    b: 'contractor’s',
    sideA: 'The carrier’s estimate',
    sideB: 'The contractor’s estimate',
  },
  revision: {
    option: 'An original and its revision',
    a: 'original',
    b: 'revised',
    sideA: 'The original estimate',
    sideB: 'The revised estimate',
  },
} as const;

export type ComparisonRole = keyof typeof comparisonRoles;

/** The tool's own controls and messages (its report's words are `comparisonWords`). */
export const comparisonTool = {
  title: 'Compare two estimates',
  rolesLabel: 'The two estimates are',
  choose: 'Choose a file',
  hint: 'or drop it here: the estimate PDF, an Xactimate export, CSV, TSV or Excel, up to 20 MB',
  dragging: 'Drop the file here',
  reading: 'Reading “{name}”…',
  read: '“{name}”: {lines} lines read',
  readUnpriced: '“{name}”: {lines} lines read, {unpriced} of them without a price',
  sample: 'Try the sample pair',
  sampleNote: 'The carrier’s and the contractor’s estimates of our sample roof and water claim.',
  privacy: 'Compared in your browser. Neither file is uploaded.',
  noScript:
    'The Estimate Comparison runs in your browser and needs JavaScript. Switch JavaScript on to compare two estimates; the Estimate Analyzer page shows a sample report without it.',
  waiting: 'Choose the other estimate and the comparison starts.',
  problems: {
    'same-file': 'You chose the same file for both sides. Choose the other estimate for one of them.',
    'same-estimate': 'The two files hold the same estimate, line for line: there is no difference to show.',
    'nothing-in-common':
      'These two estimates have no line item in common, so there is nothing to compare line by line. Check that both are estimates of the same claim, of the same property.',
  },
  heading: 'The {a} estimate against the {b} estimate',
  /** Where "Use in a claim summary" goes. */
  summaryPath: '/tools/claim-summary-builder' satisfies RoutePath,
  actions: {
    download: 'Download the comparison (CSV)',
    downloadName: 'Estimate comparison.csv',
    print: 'Print the report',
    /** Hands the two totals and the difference by cause to the Claim Summary Builder, on this device, and opens it. */
    summary: 'Use in a claim summary',
    more: 'Show {count} more line pairs',
    unmatch: 'Unmatch',
    select: 'Select to match',
    match: 'Match the two selected lines',
    undo: 'Undo my corrections',
  },
  rooms: {
    title: 'Rooms, as paired',
    intro: 'Rooms are paired by their names. If two rooms are the same place under two names, pair them here.',
    unpaired: 'Not paired',
    pairLabel: 'Pair “{room}” with',
  },
} as const;

/** Everything the tool's island says, passed to it as one prop. */
export const comparisonCopy = { words: comparisonWords, tool: comparisonTool, roles: comparisonRoles };
export type ComparisonCopy = typeof comparisonCopy;

/** The page around the tool (/tools/estimate-comparison). */
export const comparisonPage = {
  matching: {
    eyebrow: 'How lines are paired',
    title: 'Paired the way a reviewer pairs them',
    intro:
      'Each pair says why it was made and how sure the comparison is. You can undo a pair, pair two lines yourself, and pair two rooms that go by different names.',
    items: [
      {
        title: 'Room by room',
        text: 'Rooms are paired by name, with numbering and words like “Level” or “Dwelling” set aside. Lines are paired within paired rooms first, then across rooms for items that moved.',
      },
      {
        title: 'The same item, never a prefix',
        text: 'The same item code and activity when both files have codes; otherwise the whole description, case, spacing and punctuation aside. “Flashing – pipe jack” and “Flashing – pipe jack – 6"” are two items.',
      },
      {
        title: 'Units that convert',
        text: 'A square is 100 square feet: a roof in squares on one side and in square feet on the other is one item. A repair “per shingle” is not a replacement “per square”.',
      },
      {
        title: 'R&R against remove and replace',
        text: 'One side’s “R&R” line is paired with the other side’s removal and replacement lines of the same item.',
      },
      {
        title: 'The difference, cause by cause',
        text: 'Scope only one side has, lines priced on one side only, quantities, unit prices, tax and O&P add up to the difference in RCV, to the cent.',
      },
      {
        title: 'Different price lists, said',
        text: 'When the files name their price lists and the lists differ, the report says so: that alone moves every matched unit price.',
      },
    ],
  },
  privacy: {
    eyebrow: 'Private by design',
    title: 'Both estimates stay on your device',
    points: [
      'There is no upload. Your browser reads both files and compares them on your own computer or phone.',
      'No part of either file, nor of the comparison, is sent anywhere, to us or to anyone else.',
      'Nothing is kept: reload or close the page and both files are gone, unless you downloaded the comparison.',
    ],
  },
  closing: {
    title: 'Compare every supplement, not just this one',
    text: 'Delta Mate and the Estimate Analyzer compare estimates, supplements and revisions for your whole book of claims, with the policy and the photos beside them.',
    actions: [
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
      { kind: 'link', label: 'See the Estimate Analyzer', href: '/products/estimate-analyzer' },
    ],
  },
} as const satisfies {
  matching: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  privacy: { eyebrow: string; title: string; points: readonly string[] };
  closing: { title: string; text: string; actions: readonly CtaAction[] };
};
