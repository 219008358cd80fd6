/**
 * The page of the Estimator Checker (/tools/estimator-checker) around the checker itself: what it checks,
 * privacy, which files it reads, the closing call to action, and the invitation to it on the Estimate
 * Analyzer's page. The checker's own words are in `estimator-checker-copy.ts`.
 */
import type { CtaAction } from './types';

/** Anchor of the guidance on files, which the error messages link to. */
export const EXPORT_GUIDE_ID = 'export-your-estimate';

/** The sections of the page around the checker. */
export const estimatorCheckerPage = {
  checks: {
    eyebrow: 'What it checks',
    title: 'Seven checks on every estimate',
    intro:
      'Each finding shows the lines it rests on as your file prints them, the value we expected, the value in the file and the money at stake, and says whether the arithmetic is plainly wrong or the finding is worth a look.',
    items: [
      {
        title: 'Line arithmetic',
        text: 'Quantity × unit price against the extended price, extended + tax + O&P against RCV, and RCV − depreciation against ACV. A file that prints no unit price is not judged as if the price were zero: the report says what it could not check.',
      },
      {
        title: 'Totals',
        text: 'Every total the file states (a subtotal, a room’s or a level’s total, the estimate’s line-item total) against the lines it covers, to the cent.',
      },
      { title: 'Tax by trade', text: 'A trade with no sales tax on any line while the others are taxed.' },
      {
        title: 'Overhead and profit',
        text: 'A trade without O&P, or at another rate, and single lines that differ from the rest of their trade.',
      },
      {
        title: 'Duplicates',
        text: 'The same item twice in one room, with the same quantity and price. The same item in two rooms, or under two headings of a room, is two items.',
      },
      {
        title: 'Unit prices',
        text: 'The same item at two unit prices in one estimate: the same code and activity, or the same whole description and unit. A size, a material or “with” and “without” make another item. A price a few cents off, most likely set on another day, is listed apart as minor.',
      },
      {
        title: 'Items often missing',
        text: 'Drip edge, starter, ridge cap, underlayment and flashing on a roof; downspouts with gutters; pad with carpet; finishing with drywall.',
      },
    ],
  },
  privacy: {
    eyebrow: 'Private by design',
    title: 'Your estimate stays on your device',
    points: [
      'There is no upload. Your browser reads the file and runs every check on your own computer or phone.',
      'No part of the file or of the findings is sent anywhere, to us or to anyone else.',
      'Nothing is kept. Reload or close the page and the file and its findings are gone, unless you downloaded them.',
      'You can see it for yourself: open your browser’s developer tools, watch the Network tab and check an estimate. No request carries your file.',
    ],
  },
  exportGuide: {
    eyebrow: 'Before you start',
    title: 'The files the checker reads',
    intro:
      'Estimates written in Xactimate, Symbility or a spreadsheet list the same things on each line: a description, a quantity and unit, a unit price, and often tax, O&P, RCV, depreciation and ACV. The checker reads them from the estimate PDF or from an export of its line items.',
    steps: [
      'The estimate PDF, as the carrier, adjuster or contractor sent it: Xactimate and Symbility estimates, payment worksheets and contractors’ estimates and supplements, even printed sideways or from a web page. The checker reads their line-item tables room by room and checks every total they print against its lines.',
      'An Xactimate line-item export: export the estimate’s line items to CSV (the “RAW” export) and choose that file, or the Excel workbook you saved it in. The checker knows its columns.',
      'Any other program or spreadsheet: export the line items as CSV, TSV or Excel (.xlsx). One row must name the columns; a few rows about the claim above it are fine, and so are headings and subtotal rows.',
      'Only have an Xactimate project file (.esx), a scan or a photo? Ask whoever sent it for the estimate PDF or its line-item export: the project file is encrypted, and a scan holds no text to read.',
    ],
    tip: 'Want two estimates compared line by line? The free Estimate Comparison does it in your browser, from the same files.',
  },
  closing: {
    title: 'Go further with your own estimates',
    text: 'Estimate Analyzer extracts the line items from PDFs and exports, flags what the checker flags and compares two estimates line by line. Try it free on a claim of your own.',
    actions: [
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
      { kind: 'link', label: 'See the Estimate Analyzer', href: '/products/estimate-analyzer' },
    ],
  },
} as const satisfies {
  checks: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  privacy: { eyebrow: string; title: string; points: readonly string[] };
  exportGuide: { eyebrow: string; title: string; intro: string; steps: readonly string[]; tip: string };
  closing: { title: string; text: string; actions: readonly CtaAction[] };
};

/** The invitation to the checker under the Estimate Analyzer's sample report. */
export const checkerCallout = {
  title: 'Check one of your own estimates now',
  text: 'The free Estimator Checker runs the line arithmetic, totals, tax and O&P, duplicate, price and missing-item checks on an estimate PDF or export, in your browser. Nothing is uploaded.',
  action: { kind: 'link', label: 'Open the Estimator Checker', href: '/tools/estimator-checker' },
} as const satisfies { title: string; text: string; action: CtaAction };
