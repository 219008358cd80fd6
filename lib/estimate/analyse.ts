/**
 * The whole check of one file: bytes → its lines, read by the first reader of `./readers` that knows the
 * format → findings and the summary. Runs in the Estimator Checker's Web Worker; the workbook and PDF readers
 * load only when needed.
 */
import { findingKinds, type FindingKind, type TradeRule } from '@/lib/estimate/fields';
import { checkSteps, computedExtended, extendedOf, limitsOf } from './checks';
import { EVIDENCE_LINES } from './protocol';
import { extractFromTable, isProblem, readEstimate } from './readers';
import { readingOf } from './reading';
import type { Progress, Table } from './table';
import type {
  Analysis,
  CheckedLine,
  Extract,
  Finding,
  InputProblem,
  KindSummary,
  LineRef,
  Mapping,
  PrintedLine,
  SkipReason,
  TotalsComparison,
} from './types';

export { guessDelimiter, parseTable, slices, type Phase, type Progress, type Table } from './table';

/** At most this many skipped rows are listed one by one (all are counted). */
export const SKIPPED_EXAMPLES = 100;

export type Outcome = { readonly ok: true; readonly analysis: Analysis } | { readonly ok: false; readonly problem: InputProblem };

function summarise(findings: readonly Finding[]): Record<FindingKind, KindSummary> {
  const summary = Object.fromEntries(findingKinds.map((kind) => [kind, { count: 0, stake: 0 }])) as Record<
    FindingKind,
    { count: number; stake: number }
  >;
  for (const finding of findings) {
    summary[finding.kind].count += 1;
    summary[finding.kind].stake += finding.stake ?? 0;
  }
  return summary;
}

function totalsOf(lines: readonly CheckedLine[], stated: (field: keyof TotalsComparison) => boolean): TotalsComparison {
  const sum = (pick: (line: CheckedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const statedSum = (field: keyof TotalsComparison) => (stated(field) ? sum((line) => line[field] ?? 0) : null);
  const extended = sum((line) => computedExtended(line) ?? extendedOf(line));
  const tax = sum((line) => line.tax ?? 0);
  const overheadProfit = sum((line) => line.overheadProfit ?? 0);
  const depreciation = sum((line) => line.depreciation ?? 0);
  const rcv = extended + tax + overheadProfit;
  return {
    extended: { stated: statedSum('extended'), recomputed: extended },
    tax: { stated: statedSum('tax'), recomputed: tax },
    overheadProfit: { stated: statedSum('overheadProfit'), recomputed: overheadProfit },
    rcv: { stated: statedSum('rcv'), recomputed: rcv },
    depreciation: { stated: statedSum('depreciation'), recomputed: depreciation },
    acv: { stated: statedSum('acv'), recomputed: rcv - depreciation },
  };
}

/** Which totals the file states: every line of it carries that figure. */
const statesEvery = (lines: readonly CheckedLine[]) => (field: keyof TotalsComparison) => lines.every((line) => line[field] !== null);

/**
 * The lines and totals each finding shows as its evidence, by row, as the file prints them: only those, since a
 * file may have 100,000 lines and a finding about a trade names every line of it.
 */
function printedLines({ lines, totals, summaries = [] }: Extract, findings: readonly Finding[]): Map<number, PrintedLine> {
  const rows = new Set<number>();
  for (const finding of findings) for (const ref of finding.refs.slice(0, EVIDENCE_LINES)) rows.add(ref.row);
  const printed = new Map<number, PrintedLine>();
  for (const line of lines)
    if (rows.has(line.row)) printed.set(line.row, { ...refOf(line), text: line.description, figures: line.printed ?? '' });
  for (const total of totals)
    if (rows.has(total.row)) printed.set(total.row, { ...refOf(total), text: total.label, figures: total.printed ?? '' });
  for (const row of summaries.flatMap((block) => block.rows))
    if (rows.has(row.row)) printed.set(row.row, { row: row.row, line: null, page: row.page, text: row.label, figures: row.printed });
  return printed;
}

const refOf = ({ row, line, page }: LineRef): LineRef => (page === undefined ? { row, line } : { row, line, page });

/** Runs every check on what was read from a file, and sums the findings up. */
export function analyseExtract(
  extract: Extract,
  source: Analysis['source'],
  { rules, progress }: { rules?: readonly TradeRule[]; progress?: Progress } = {},
): Analysis {
  const { lines, skipped, totals } = extract;
  // Xactimate computes each line's tax from its price list: the RAW export and the PDFs it prints.
  const limits = limitsOf(lines);
  const { coverage, totals: checks, summaries, reconciliation } = readingOf(extract);
  const steps = checkSteps(lines, checks, summaries, {
    rules,
    taxesComputed: extract.format.kind !== 'columns',
    limits,
    verdict: coverage.verdict,
  });
  const findings: Finding[] = [];
  steps.forEach((step, i) => {
    findings.push(...step());
    progress?.('check', (i + 1) / steps.length);
  });
  // In file order: by the first line concerned, then in the order of the kinds.
  const order = new Map<FindingKind, number>(findingKinds.map((kind, i) => [kind, i]));
  findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row || order.get(a.kind)! - order.get(b.kind)!);
  const byReason: Record<SkipReason['kind'], number> = { 'not-a-number': 0, 'no-amounts': 0, 'missing-value': 0, unpriced: 0 };
  for (const row of skipped) byReason[row.reason.kind] += 1;
  const { format } = extract;
  const stated = format.kind === 'columns' ? (field: keyof TotalsComparison) => format.mapping[field] !== undefined : statesEvery(lines);
  return {
    source,
    format,
    lines: lines.length,
    totalRows: totals.length,
    skipped: { count: skipped.length, byReason, rows: skipped.slice(0, SKIPPED_EXAMPLES) },
    findings,
    byKind: summarise(findings),
    stake: findings.reduce((sum, finding) => sum + (finding.stake ?? 0), 0),
    totals: totalsOf(lines, stated),
    reconciliation,
    coverage,
    limits,
    printed: printedLines(extract, findings),
  };
}

/** Checks a parsed table (or, with `override`, the visitor's choice of its columns). */
export function analyseTable(
  table: Table,
  { override, rules, progress }: { override?: Mapping; rules?: readonly TradeRule[]; progress?: Progress } = {},
): Outcome {
  const extract = extractFromTable(table, override);
  if (isProblem(extract)) return { ok: false, problem: extract };
  return { ok: true, analysis: analyseExtract(extract, table.source, { rules, progress }) };
}

/** Reads and checks a file's bytes; the table, when it has one, for a later correction of its columns. */
export async function analyseBytes(
  bytes: Uint8Array,
  name: string,
  progress?: Progress,
): Promise<{ readonly outcome: Outcome; readonly table: Table | null }> {
  const { extract, table } = await readEstimate(bytes, name, progress);
  if (isProblem(extract)) return { outcome: { ok: false, problem: extract }, table };
  const source = { name, bytes: bytes.length, sample: false };
  return { outcome: { ok: true, analysis: analyseExtract(extract, source, { progress }) }, table };
}
