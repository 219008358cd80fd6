/**
 * The Estimate Analyzer's arithmetic, as pure functions over extracted line items (money in integer cents):
 * totals, totals by trade and the time a manual review takes, and the money formats every estimate tool shows.
 * The sample dashboard renders nothing that does not come from here, so its tiles always add up.
 */
import { measures, trades, type EstimateLine, type Measure, type Trade } from '@/lib/estimate/dashboard-types';

export { measures, type Measure };

export interface Totals {
  readonly lines: number;
  readonly rcv: number;
  readonly depreciation: number;
  readonly acv: number;
  readonly overheadProfit: number;
  readonly tax: number;
}

export function estimateTotals(lines: readonly EstimateLine[]): Totals {
  const totals = { lines: lines.length, rcv: 0, depreciation: 0, acv: 0, overheadProfit: 0, tax: 0 };
  for (const line of lines) {
    totals.rcv += line.rcv;
    totals.depreciation += line.depreciation;
    totals.acv += line.acv;
    totals.overheadProfit += line.overheadProfit;
    totals.tax += line.tax;
  }
  return totals;
}

export interface TradeTotals extends Totals {
  readonly trade: Trade;
  /** This trade's part of the estimate's RCV, 0–1. */
  readonly share: number;
}

/** Totals per trade, largest RCV first; trades without lines are left out. */
export function totalsByTrade(lines: readonly EstimateLine[]): TradeTotals[] {
  const all = estimateTotals(lines);
  return trades
    .map((trade) => {
      const totals = estimateTotals(lines.filter((line) => line.trade === trade));
      return { trade, ...totals, share: all.rcv === 0 ? 0 : totals.rcv / all.rcv };
    })
    .filter((row) => row.lines > 0)
    .sort((x, y) => y.rcv - x.rcv);
}

/**
 * What is wrong with a line's arithmetic, if anything: RCV must be quantity × unit price + tax + O&P (the
 * extended price rounded to the cent) and ACV must be RCV − depreciation.
 */
export function lineArithmeticProblems(line: EstimateLine): string[] {
  const problems: string[] = [];
  const extended = Math.round(line.quantity * line.unitPrice);
  if (line.rcv !== extended + line.tax + line.overheadProfit) problems.push(`line ${line.line}: RCV ≠ qty × price + tax + O&P`);
  if (line.acv !== line.rcv - line.depreciation) problems.push(`line ${line.line}: ACV ≠ RCV − depreciation`);
  if (line.depreciation < 0 || line.depreciation > line.rcv) problems.push(`line ${line.line}: depreciation out of range`);
  return problems;
}

/** Seconds an estimator spends keying in and checking one line item by hand (our working assumption). */
export const MANUAL_SECONDS_PER_LINE = 30;

/** Minutes a manual review of `lineCount` items takes: 116 items → 58 minutes. */
export function manualReviewMinutes(lineCount: number, secondsPerLine = MANUAL_SECONDS_PER_LINE): number {
  return Math.round((lineCount * secondsPerLine) / 60);
}

/**
 * Made on first use, not when the module loads: the first currency formatter a page makes loads the locale's
 * data (~25 ms of a phone's main thread), and the Estimator Checker's island imports this module but shows no
 * money until a check has run.
 */
let currency: Intl.NumberFormat | undefined;
const usd = () => (currency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** $1,234.56 from cents. */
export function formatCents(cents: number): string {
  return usd().format(cents / 100);
}

/** A difference: +$1,177.20, −$84.00, or an em dash for none. */
export function formatDifference(cents: number): string {
  if (cents === 0) return '—';
  return `${cents > 0 ? '+' : '−'}${usd().format(Math.abs(cents) / 100)}`;
}

/** 32.67 SQ */
export function formatQuantity(quantity: number, unit: string): string {
  return `${quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
}

/** 51.2% */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
