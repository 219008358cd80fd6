/**
 * What a file's layout keeps the checks from judging, said once in the report rather than turned into
 * findings: a file that prints no unit prices cannot have its quantity × price checked, and one whose line
 * totals hold a tax it does not print cannot have them checked against quantity × price either.
 */
import type { CheckedLine, Limit } from '../types';
import { computedExtended, extensionTolerance } from './shared';

/** The share of priced lines whose total exceeds quantity × price before we read it as an unprinted tax. */
const UNPRINTED_TAX_SHARE = 0.25;
/** The most a sales tax adds to a line. */
const TAX_RATE_CEILING = 0.15;

function taxInTotals(lines: readonly CheckedLine[]): boolean {
  if (lines.some((line) => line.tax !== null || line.extended !== null)) return false;
  const priced = lines.flatMap((line) => {
    const extended = computedExtended(line);
    return extended === null || line.rcv === null || extended <= 0 ? [] : [{ line, extended }];
  });
  const over = priced.filter(({ line, extended }) => line.rcv! - extended - (line.overheadProfit ?? 0) > extensionTolerance(line));
  if (over.length < 3 || over.length < UNPRINTED_TAX_SHARE * priced.length) return false;
  return over.every(({ line, extended }) => line.rcv! - extended - (line.overheadProfit ?? 0) <= TAX_RATE_CEILING * extended);
}

export function limitsOf(lines: readonly CheckedLine[]): Limit[] {
  const limits: Limit[] = [];
  if (lines.length > 0 && lines.every((line) => line.unitPrice === null)) limits.push('no-unit-price');
  if (taxInTotals(lines)) limits.push('tax-in-totals');
  return limits;
}
