/** Each line's arithmetic: quantity × price, the parts of RCV, and RCV less depreciation. */
import type { MoneyField } from '@/lib/estimate/fields';
import { adjustmentPhrases } from '@/lib/estimate/rules';
import { hasPhrase, normalise, remembered } from '../text';
import type { CheckedLine, Finding, Limit } from '../types';
import { computedExtended, differs, extendedOf, extensionTolerance, misfit, ref, valueOf } from './shared';

const adjustment = remembered((description) => adjustmentPhrases.some((phrase) => hasPhrase(normalise(description), phrase)));
const isAdjustment = (line: CheckedLine) => adjustment(line.description);

/**
 * Quantity × unit price against the extended price; extended + tax + O&P against RCV; RCV − depreciation
 * against ACV. Where a column is missing its check is left out, and a missing tax or O&P column counts as
 * zero. Where the file states no extended price, RCV is checked against the computed one, within the
 * rounding of the printed quantity and unit price.
 */
export function checkArithmetic(lines: readonly CheckedLine[], limits: readonly Limit[] = []): Finding[] {
  const findings: Finding[] = [];
  const rcvStated = !limits.includes('tax-in-totals');
  for (const line of lines) {
    // A minimum charge tops earlier lines up to a minimum: its amount is not its quantity × price.
    if (isAdjustment(line)) continue;
    const subject = line.description;
    const extended = computedExtended(line);
    if (line.extended !== null && extended !== null && differs(line.extended, extended, extensionTolerance(line))) {
      findings.push({ kind: 'extension', reason: 'line', refs: [ref(line)], subject, ...misfit(extended, line.extended) });
    }
    // Without a unit price or an extension, RCV is the only statement of the line's price: nothing to check it against.
    if (rcvStated && line.rcv !== null && (line.extended !== null || extended !== null)) {
      const rcv = extendedOf(line) + (line.tax ?? 0) + (line.overheadProfit ?? 0);
      const tolerance = line.extended === null ? extensionTolerance(line) : undefined;
      if (differs(line.rcv, rcv, tolerance)) {
        findings.push({ kind: 'rcv', reason: 'line', refs: [ref(line)], subject, ...misfit(rcv, line.rcv) });
      }
    }
    if (line.rcv !== null && line.acv !== null) {
      const acv = line.rcv - (line.depreciation ?? 0);
      if (differs(line.acv, acv)) {
        findings.push({ kind: 'acv', reason: 'line', refs: [ref(line)], subject, ...misfit(acv, line.acv) });
      }
    }
  }
  return findings;
}

/** What one line contributes to a total of `measure`, as the file states it (or as it follows from the rest). */
function lineAmount(line: CheckedLine, measure: MoneyField): number {
  switch (measure) {
    case 'extended':
      return extendedOf(line);
    case 'rcv':
      return valueOf(line);
    case 'acv':
      return line.acv ?? valueOf(line) - (line.depreciation ?? 0);
    case 'unitPrice':
      return 0;
    default:
      return line[measure] ?? 0;
  }
}

/** Σ of `measure` over `lines`. */
export const sumOf = (lines: readonly CheckedLine[], measure: MoneyField) =>
  lines.reduce((sum, line) => sum + lineAmount(line, measure), 0);
