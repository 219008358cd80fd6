/**
 * What the checks share: the tolerances, how a line's amounts follow from one another, and the shapes of
 * their findings.
 */
import type { CheckedLine, FindingValue, LineRef } from '../types';

/** A difference of a cent is rounding, not an error (software rounds each part on its own). */
export const TOLERANCE_CENTS = 1;
/** Two percentage rates closer than half a point are the same rate. */
export const RATE_TOLERANCE = 0.005;

export const ref = (line: LineRef): LineRef =>
  line.page === undefined ? { row: line.row, line: line.line } : { row: line.row, line: line.line, page: line.page };
export const cents = (value: number) => ({ type: 'cents', cents: value }) as const satisfies FindingValue;
export const rate = (value: number) => ({ type: 'rate', rate: value }) as const satisfies FindingValue;

/** A money amount that should have been `expected` but is `found`: both amounts, and the difference at stake. */
export const misfit = (expected: number, found: number) => ({
  expected: cents(expected),
  found: cents(found),
  stake: Math.abs(found - expected),
});
export const differs = (found: number, expected: number, tolerance = TOLERANCE_CENTS) => Math.abs(found - expected) > tolerance;

/** Quantity × unit price, rounded to the cent; null when the file prints no unit price. */
export const computedExtended = (line: CheckedLine) => (line.unitPrice === null ? null : Math.round(line.quantity * line.unitPrice));
/** The extended price the file states, or the computed one, or (without a unit price) what RCV holds beyond tax and O&P. */
export const extendedOf = (line: CheckedLine) =>
  line.extended ?? computedExtended(line) ?? (line.rcv ?? 0) - (line.tax ?? 0) - (line.overheadProfit ?? 0);
/** What a line adds to the estimate: its RCV, or extended + tax + O&P when the file has no RCV. */
export const valueOf = (line: CheckedLine) => line.rcv ?? extendedOf(line) + (line.tax ?? 0) + (line.overheadProfit ?? 0);

/**
 * How far a stated extension may be from quantity × unit price: the file prints both rounded (the unit price
 * to the cent, the quantity to two decimals), so each may be off by half its last digit, times the other.
 */
export const extensionTolerance = (line: CheckedLine) =>
  TOLERANCE_CENTS + 0.5 * Math.abs(line.quantity) + 0.005 * Math.abs(line.unitPrice ?? 0);

/** Whether the file states an extension that quantity × unit price does not give (a finding of its own). */
export function wrongExtension(line: CheckedLine): boolean {
  const computed = computedExtended(line);
  return line.extended !== null && computed !== null && differs(line.extended, computed, extensionTolerance(line));
}
