/**
 * The checks of the Estimator Checker, each a pure function from line items (cents) to findings. Every
 * finding names its lines, the expected and the found value and the money at stake.
 */
import type { TradeRule } from '@/lib/estimate/fields';
import type { CheckedLine, Coverage, Finding, Limit } from '../types';
import { checkArithmetic } from './arithmetic';
import { checkMissingItems } from './missing';
import { checkOverheadProfit, checkTax } from './rates';
import { checkDuplicates, checkPriceDifferences } from './repeats';
import { summaryFindings, type SummaryCheck } from './summary';
import { totalFindings, type TotalCheck } from './totals';

export { checkArithmetic, sumOf } from './arithmetic';
export { checkTotalRows, checkTotals, totalFindings, type TotalCheck } from './totals';
export { addedBySummaries, checkSummaries, summaryFindings, type SummaryCheck } from './summary';
export { limitsOf } from './limits';
export { checkMissingItems } from './missing';
export { checkOverheadProfit, checkTax } from './rates';
export { checkDuplicates, checkPriceDifferences } from './repeats';
export { RATE_TOLERANCE, TOLERANCE_CENTS, computedExtended, extendedOf, valueOf } from './shared';

/**
 * Every check, in the order they run (each one a step of the progress bar). Where the estimating program
 * computed each line's tax from its material (`taxesComputed`), a trade without tax has no material, so the
 * tax check is left out. Only a file read whole (`verdict`) is judged on its arithmetic and on what it lacks:
 * a line that could not be read may hold the item, or explain a difference.
 */
export function checkSteps(
  lines: readonly CheckedLine[],
  totals: readonly TotalCheck[],
  summaries: readonly SummaryCheck[],
  {
    rules,
    taxesComputed = false,
    limits = [],
    verdict = 'whole',
  }: { rules?: readonly TradeRule[]; taxesComputed?: boolean; limits?: readonly Limit[]; verdict?: Coverage['verdict'] } = {},
): (() => Finding[])[] {
  const whole = verdict === 'whole';
  return [
    () => (whole ? checkArithmetic(lines, limits) : []),
    () => (whole ? [...totalFindings(totals, lines), ...summaryFindings(summaries)] : []),
    () => (taxesComputed ? [] : checkTax(lines)),
    () => checkOverheadProfit(lines),
    () => checkDuplicates(lines),
    () => checkPriceDifferences(lines),
    () => (whole ? checkMissingItems(lines, rules) : []),
  ];
}
