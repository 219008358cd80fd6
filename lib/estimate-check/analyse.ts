/**
 * The whole check of one file: bytes → text → rows (papaparse) → header and column mapping → line items →
 * findings and the summary. Runs in the Estimator Checker's Web Worker; pure, so the unit tests run it too.
 */
import Papa from 'papaparse';
import { findingKinds, type FindingKind, type TradeRule } from '@/content/estimate-check-types';
import type { Estimate } from '@/content/estimate-types';
import {
  checkArithmetic,
  checkDuplicates,
  checkMissingItems,
  checkOverheadProfit,
  checkPriceOutliers,
  checkTax,
  checkTotalRows,
  computedExtended,
} from './checks';
import { findHeader, mappedCount, missingRequired } from './columns';
import { decode, sniff } from './input';
import { decimalStyleOf, readRows } from './read';
import type { Analysis, CheckedLine, Finding, InputProblem, KindSummary, Mapping, SkipReason, TotalsComparison } from './types';

/** At most this many skipped rows are listed one by one (all are counted). */
export const SKIPPED_EXAMPLES = 100;

export type Phase = 'read' | 'parse' | 'check';
export type Progress = (phase: Phase, done: number) => void;

/** A table of text cells as parsed, with what the analysis needs to know about its source. */
export interface Table {
  readonly rows: readonly (readonly string[])[];
  readonly delimiter: string;
  readonly source: Analysis['source'];
}

export type Outcome = { readonly ok: true; readonly analysis: Analysis } | { readonly ok: false; readonly problem: InputProblem };

const delimiters = [',', '\t', ';', '|'] as const;

/**
 * The delimiter whose first rows give the best header (most fields recognised): papaparse's own guess
 * looks for consistent field counts, which the few rows about the claim above a header break.
 */
export function guessDelimiter(text: string): string {
  let best: { delimiter: string; count: number } = { delimiter: ',', count: -1 };
  for (const delimiter of delimiters) {
    const preview = Papa.parse<string[]>(text.slice(0, 64 * 1024), { delimiter, preview: 40, skipEmptyLines: 'greedy' }).data;
    const header = findHeader(preview);
    const count = header ? mappedCount(header.mapping) : 0;
    if (count > best.count) best = { delimiter, count };
  }
  return best.delimiter;
}

/** The line break a text uses: `\r\n`, `\n`, or `\r` alone. */
function newlineOf(text: string): '\r\n' | '\n' | '\r' {
  const at = text.indexOf('\n');
  if (at > 0 && text[at - 1] === '\r') return '\r\n';
  return at < 0 && text.includes('\r') ? '\r' : '\n';
}

/**
 * `text` cut into pieces of about `size` characters at line breaks outside quoted fields (where the number
 * of quotes so far is even: a quote inside a quoted field is written twice), without the break itself, so
 * each piece parses on its own into whole rows.
 */
export function* slices(text: string, size: number, newline: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let cut = start + size;
    if (cut >= text.length) {
      yield text.slice(start);
      return;
    }
    let quotes = 0;
    for (let i = text.indexOf('"', start); i >= 0 && i < cut; i = text.indexOf('"', i + 1)) quotes += 1;
    let next = text.indexOf(newline, cut);
    while (next >= 0) {
      for (let i = text.indexOf('"', cut); i >= 0 && i < next; i = text.indexOf('"', i + 1)) quotes += 1;
      if (quotes % 2 === 0) break;
      cut = next;
      next = text.indexOf(newline, next + newline.length);
    }
    if (next < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, next);
    start = next + newline.length;
  }
}

/** How much text each step of parsing takes, between two progress reports. */
const SLICE = 256 * 1024;

/** Parses `text` into rows (papaparse), a slice at a time, reporting progress after each. */
export function parseTable(text: string, source: Analysis['source'], progress?: Progress): Table {
  const delimiter = guessDelimiter(text);
  const newline = newlineOf(text);
  const rows: string[][] = [];
  let done = 0;
  for (const slice of slices(text, SLICE, newline)) {
    // Empty lines are kept (and ignored later), so row numbers stay those a spreadsheet shows.
    const { data } = Papa.parse<string[]>(slice, { delimiter, newline, skipEmptyLines: false });
    for (const row of data) rows.push(row);
    done += slice.length + newline.length;
    progress?.('parse', Math.min(1, done / text.length));
  }
  progress?.('parse', 1);
  return { rows, delimiter, source };
}

/** Reads a file's bytes into a table, or says why it cannot be one. */
export function tableFromBytes(bytes: Uint8Array, name: string, progress?: Progress): Table | InputProblem {
  const problem = sniff(bytes);
  if (problem) return problem;
  const text = decode(bytes);
  if (text.trim() === '') return { kind: 'empty' };
  return parseTable(text, { name, bytes: bytes.length, sample: false }, progress);
}

const isProblem = (value: Table | InputProblem): value is InputProblem => 'kind' in value;
export { isProblem };

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

function totalsOf(lines: readonly CheckedLine[], mapping: Mapping): TotalsComparison {
  const sum = (pick: (line: CheckedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const stated = (field: 'extended' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv') =>
    mapping[field] === undefined ? null : sum((line) => line[field] ?? 0);
  const extended = sum(computedExtended);
  const tax = sum((line) => line.tax ?? 0);
  const overheadProfit = sum((line) => line.overheadProfit ?? 0);
  const depreciation = sum((line) => line.depreciation ?? 0);
  const rcv = extended + tax + overheadProfit;
  return {
    extended: { stated: stated('extended'), recomputed: extended },
    tax: { stated: stated('tax'), recomputed: tax },
    overheadProfit: { stated: stated('overheadProfit'), recomputed: overheadProfit },
    rcv: { stated: stated('rcv'), recomputed: rcv },
    depreciation: { stated: stated('depreciation'), recomputed: depreciation },
    acv: { stated: stated('acv'), recomputed: rcv - depreciation },
  };
}

/**
 * Checks a parsed table: finds the header, maps the columns (or takes `override`, the visitor's
 * correction), reads the lines and runs every check.
 */
export function analyseTable(
  table: Table,
  { override, rules, progress }: { override?: Mapping; rules?: readonly TradeRule[]; progress?: Progress } = {},
): Outcome {
  const header = findHeader(table.rows);
  if (!header) return { ok: false, problem: { kind: 'no-columns' } };
  const headers = table.rows[header.index] ?? [];
  const mapping = override ?? header.mapping;
  const missing = missingRequired(mapping);
  if (missing.length > 0) return { ok: false, problem: { kind: 'missing-columns', fields: missing, headers, mapping } };

  const data = table.rows.slice(header.index + 1);
  const decimal = decimalStyleOf(data, mapping);
  const { lines, skipped, totals } = readRows(data, mapping, { firstRow: header.index + 2, decimal });
  if (lines.length === 0) return { ok: false, problem: { kind: 'no-lines', skipped: skipped.length, example: skipped[0] } };

  const steps = [
    () => checkArithmetic(lines),
    () => checkTotalRows(lines, totals),
    () => checkTax(lines),
    () => checkOverheadProfit(lines),
    () => checkDuplicates(lines),
    () => checkPriceOutliers(lines),
    () => checkMissingItems(lines, rules),
  ];
  const findings: Finding[] = [];
  steps.forEach((step, i) => {
    findings.push(...step());
    progress?.('check', (i + 1) / steps.length);
  });
  // In file order: by the first line concerned, then in the order of the kinds.
  const order = new Map<FindingKind, number>(findingKinds.map((kind, i) => [kind, i]));
  findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row || order.get(a.kind)! - order.get(b.kind)!);
  const byKind = summarise(findings);
  const byReason: Record<SkipReason['kind'], number> = { 'not-a-number': 0, 'no-amounts': 0, 'missing-value': 0 };
  for (const row of skipped) byReason[row.reason.kind] += 1;

  return {
    ok: true,
    analysis: {
      source: table.source,
      delimiter: table.delimiter,
      decimal,
      headers,
      headerRow: header.index + 1,
      mapping,
      detected: header.mapping,
      lines: lines.length,
      totalRows: totals.length,
      skipped: { count: skipped.length, byReason, rows: skipped.slice(0, SKIPPED_EXAMPLES) },
      findings,
      byKind,
      stake: findings.reduce((sum, finding) => sum + (finding.stake ?? 0), 0),
      totals: totalsOf(lines, mapping),
    },
  };
}

/** Column headers of the sample estimate, in the order of `sampleRows`. */
export interface SampleHeaders {
  readonly line: string;
  readonly code: string;
  readonly trade: string;
  readonly description: string;
  readonly quantity: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly tax: string;
  readonly overheadProfit: string;
  readonly rcv: string;
  readonly depreciation: string;
  readonly acv: string;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The sample claim's extracted line items as the rows of a CSV export, header first. */
export function sampleTable(estimate: Estimate, headers: SampleHeaders): Table {
  const order = [
    'line',
    'code',
    'trade',
    'description',
    'quantity',
    'unit',
    'unitPrice',
    'tax',
    'overheadProfit',
    'rcv',
    'depreciation',
    'acv',
  ] as const;
  const rows = [
    order.map((key) => headers[key]),
    ...estimate.lines.map((line) => [
      String(line.line),
      line.code,
      line.trade,
      line.description,
      String(line.quantity),
      line.unit,
      amount(line.unitPrice),
      amount(line.tax),
      amount(line.overheadProfit),
      amount(line.rcv),
      amount(line.depreciation),
      amount(line.acv),
    ]),
  ];
  return { rows, delimiter: ',', source: { name: estimate.title, bytes: 0, sample: true } };
}
