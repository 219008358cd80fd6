/**
 * The checks of the Estimator Checker, each a pure function from line items (cents) to findings. Every
 * finding names its lines, the expected and the found value and the money at stake.
 */
import type { TradeRule } from '@/lib/estimate/fields';
import type { CheckedLine, Finding, Limit, TotalRow } from '../types';
import { checkArithmetic, checkTotalRows } from './arithmetic';
import { checkMissingItems } from './missing';
import { checkOverheadProfit, checkTax } from './rates';
import { checkDuplicates, checkPriceDifferences } from './repeats';

export { checkArithmetic, checkTotalRows, sumOf } from './arithmetic';
export { limitsOf } from './limits';
export { checkMissingItems } from './missing';
export { checkOverheadProfit, checkTax } from './rates';
export { checkDuplicates, checkPriceDifferences } from './repeats';
export { RATE_TOLERANCE, TOLERANCE_CENTS, computedExtended, extendedOf, valueOf } from './shared';

/**
 * Every check, in the order they run (each one a step of the progress bar). Where the estimating program
 * computed each line's tax from its material (`taxesComputed`), a trade without tax has no material, so the
 * tax check is left out.
 */
export function checkSteps(
  lines: readonly CheckedLine[],
  totals: readonly TotalRow[],
  { rules, taxesComputed = false, limits = [] }: { rules?: readonly TradeRule[]; taxesComputed?: boolean; limits?: readonly Limit[] } = {},
): (() => Finding[])[] {
  return [
    () => checkArithmetic(lines, limits),
    () => checkTotalRows(lines, totals),
    () => (taxesComputed ? [] : checkTax(lines)),
    () => checkOverheadProfit(lines),
    () => checkDuplicates(lines),
    () => checkPriceDifferences(lines),
    () => checkMissingItems(lines, rules),
  ];
}
