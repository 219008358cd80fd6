/**
 * The Estimate Analyzer's arithmetic over the lines the readers take from a file (money in integer cents):
 * totals, totals by trade and the time a manual review takes, and the money formats every estimate tool shows.
 * The sample dashboard renders nothing that does not come from here, so its tiles always add up.
 */
import type { CheckedLine } from './types';
import { groupBy } from '@/lib/group-by';
import { formatDecimal } from '@/lib/numbers';

/** What the dashboard reads of a line; an amount the file does not state counts as zero. */
export type DashboardLine = Pick<CheckedLine, 'trade' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv'>;

export interface Totals {
  readonly lines: number;
  readonly rcv: number;
  readonly depreciation: number;
  readonly acv: number;
  readonly overheadProfit: number;
  readonly tax: number;
}

export function estimateTotals(lines: readonly DashboardLine[]): Totals {
  const totals = { lines: lines.length, rcv: 0, depreciation: 0, acv: 0, overheadProfit: 0, tax: 0 };
  for (const line of lines) {
    totals.rcv += line.rcv ?? 0;
    totals.depreciation += line.depreciation ?? 0;
    totals.acv += line.acv ?? 0;
    totals.overheadProfit += line.overheadProfit ?? 0;
    totals.tax += line.tax ?? 0;
  }
  return totals;
}

export interface TradeTotals extends Totals {
  /** The trade as the file names it (its category column, or the item codes' prefix). */
  readonly trade: string;
  /** This trade's part of the estimate's RCV, 0–1. */
  readonly share: number;
}

/** Totals per trade the lines name, largest RCV first. */
export function totalsByTrade(lines: readonly DashboardLine[]): TradeTotals[] {
  const all = estimateTotals(lines);
  return [...groupBy(lines, (line) => line.trade)]
    .map(([trade, tradeLines]) => {
      const totals = estimateTotals(tradeLines);
      return { trade, ...totals, share: all.rcv === 0 ? 0 : totals.rcv / all.rcv };
    })
    .sort((x, y) => y.rcv - x.rcv);
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
  return `${formatDecimal(quantity, 2)} ${unit}`;
}

/** 51.2% */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
