/**
 * A reading checked against what the file states about itself, before anything is said about the file: the
 * numbers of its lines, its totals and its summaries, and the reader's verdict on its own reading. The checker
 * judges only what this finds read whole; the comparison shows each side's, and compares what was read.
 */
import { checkSummaries, checkTotals, type SummaryCheck, type TotalCheck } from './checks';
import { checkNumbering } from './coverage';
import type { Coverage, Extract, Reconciliation } from './types';
import { judgeReading } from './verdict';

export interface Reading {
  readonly coverage: Coverage;
  readonly totals: readonly TotalCheck[];
  readonly summaries: readonly SummaryCheck[];
  readonly reconciliation: Reconciliation;
}

/** The totals and summary rows the file prints, each matched, found to differ, or left unchecked, by label. */
function reconcile(totals: readonly TotalCheck[], summaries: readonly SummaryCheck[], whole: boolean): Reconciliation {
  const entries = [
    ...totals.map((entry) => ({ label: entry.total.label, status: entry.status })),
    ...summaries.map((entry) => ({ label: entry.row.label, status: whole || entry.status === 'matched' ? entry.status : 'not-checked' })),
  ];
  const labels = (status: TotalCheck['status']) => [
    ...new Set(entries.filter((entry) => entry.status === status).map((entry) => entry.label)),
  ];
  return { checked: entries.length, unmatched: labels('unmatched'), notChecked: labels('not-checked') };
}

export function readingOf(extract: Extract): Reading {
  const { lines, totals } = extract;
  const numbering = checkNumbering(extract);
  const { coverage, checks } = judgeReading(numbering, checkTotals(lines, totals, numbering.gaps), lines);
  const whole = coverage.verdict === 'whole';
  const apart = new Set(coverage.setApart.map((ref) => ref.row));
  const summaries = checkSummaries(
    extract.summaries ?? [],
    lines.filter((line) => !apart.has(line.row)),
    whole && coverage.absent.length === 0,
  );
  return { coverage, totals: checks, summaries, reconciliation: reconcile(checks, summaries, whole) };
}
