/**
 * The shape of an estimate as the Estimate Analyzer extracts it. Money is in integer cents, so totals add up
 * exactly; `lib/estimate.ts` does the arithmetic.
 */

export const trades = [
  'Roofing',
  'Gutters & exterior',
  'Water mitigation',
  'Contents & cleaning',
  'Flooring & trim',
  'Drywall & insulation',
  'Painting',
  'General conditions',
] as const;

export type Trade = (typeof trades)[number];

/** Units as estimating software abbreviates them: squares, square and linear feet, each, hours, days, … */
export type Unit = 'SQ' | 'SF' | 'LF' | 'EA' | 'HR' | 'DA' | 'WK' | 'MO';

export interface EstimateLine {
  /** Line number within its estimate (1-based). */
  readonly line: number;
  /** Item code; the same item carries the same code in both estimates of a claim. */
  readonly code: string;
  readonly trade: Trade;
  readonly description: string;
  readonly quantity: number;
  readonly unit: Unit;
  /** Cents per unit. */
  readonly unitPrice: number;
  /** Sales tax on materials, cents. */
  readonly tax: number;
  /** Overhead and profit, cents. */
  readonly overheadProfit: number;
  /** Replacement cost value: quantity × unit price + tax + O&P, cents. */
  readonly rcv: number;
  readonly depreciation: number;
  /** Actual cash value: RCV − depreciation, cents. */
  readonly acv: number;
}

export interface Estimate {
  readonly id: string;
  readonly title: string;
  /** The file it was extracted from. */
  readonly source: string;
  readonly date: string;
  readonly lines: readonly EstimateLine[];
}

/** The amounts the comparison report can filter on. */
export const measures = ['rcv', 'acv', 'depreciation', 'overheadProfit'] as const;
export type Measure = (typeof measures)[number];
