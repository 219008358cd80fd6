/**
 * A finding as the visitor reads it: one row of text cells, the same in the findings table and in the CSV
 * download (so the download matches the table), and line references written compactly ("Lines 43–58").
 */
import type { FindingLabels } from '@/content/estimator-checker-copy';
import { fillTemplate } from '@/lib/template';
import { formatCents, formatShare } from '@/lib/estimate/dashboard';
import { certaintyOf } from '@/lib/estimate/certainty';
import type { Finding, FindingValue, LineRef } from '@/lib/estimate/types';
import { formatCount } from '@/lib/numbers';

/**
 * Line references shown at most, as single lines or ranges; the rest are counted ("… and 1,200 more"). A
 * finding about a whole trade of a 100,000-line file concerns thousands of lines, and a cell listing them all
 * would hold 80,000 characters: slow to lay out, and no help to read.
 */
export const MAX_REF_PARTS = 12;

/** Numbers in ascending runs written as ranges: 3, 4, 5, 9 → "3–5", "9", each with how many numbers it covers. */
function runs(numbers: readonly number[]): { text: string; size: number }[] {
  const parts: { text: string; size: number }[] = [];
  let start = numbers[0]!;
  let previous = start;
  for (const number of [...numbers.slice(1), NaN]) {
    if (number === previous + 1) {
      previous = number;
      continue;
    }
    parts.push({ text: start === previous ? String(start) : `${start}–${previous}`, size: previous - start + 1 });
    start = number;
    previous = number;
  }
  return parts;
}

/**
 * "Line 12", "Lines 3, 17", "Lines 43–58" (the file's own line numbers); "Row 14", "Rows 5–9" when the file
 * has no line column; "Page 3" for a total printed in a PDF; past `MAX_REF_PARTS` lines or ranges, "Lines 1,
 * 3, … 40 and 1,200 more".
 */
export function formatRefs(refs: readonly LineRef[], labels: FindingLabels['lines']): string {
  if (refs.length === 0) return '';
  const own = refs.every((ref) => ref.line !== null);
  const paged = !own && refs.every((ref) => ref.page !== undefined);
  const values = own ? refs.map((ref) => ref.line!) : [...new Set(refs.map((ref) => String(paged ? ref.page : ref.row)))];
  const numeric = values.every((value) => /^\d+$/.test(value));
  const parts = numeric ? runs(values.map(Number)) : values.map((text) => ({ text, size: 1 }));
  const shown = parts.slice(0, MAX_REF_PARTS);
  const rest = values.length - shown.reduce((sum, part) => sum + part.size, 0);
  const [one, many] = own ? [labels.one, labels.many] : paged ? [labels.page, labels.pages] : [labels.row, labels.rows];
  const list = shown.map((part) => part.text).join(', ');
  return fillTemplate(values.length === 1 ? one : many, {
    lines: rest > 0 ? fillTemplate(labels.more, { lines: list, count: formatCount(rest) }) : list,
  });
}

export function formatValue(value: FindingValue, labels: FindingLabels): string {
  switch (value.type) {
    case 'cents':
      return formatCents(value.cents);
    case 'rate':
      return formatShare(value.rate);
    case 'count':
      return value.count === 1 ? labels.count.one : fillTemplate(labels.count.many, { count: String(value.count) });
    case 'item':
      return value.text;
    case 'absent':
      return labels.absent;
  }
}

export interface FindingCells {
  readonly finding: string;
  readonly certainty: string;
  readonly why: string;
  readonly lines: string;
  readonly item: string;
  readonly expected: string;
  readonly found: string;
  readonly stake: string;
}

/** The text of each cell of a finding's row. */
export function findingCells(finding: Finding, labels: FindingLabels): FindingCells {
  const reason = labels.reasons[`${finding.kind}.${finding.reason}`] ?? '';
  const count = finding.found.type === 'count' ? finding.found.count : finding.refs.length;
  const why = fillTemplate(reason, {
    ...(reason.includes('{trade}') ? { trade: finding.trade || labels.wholeEstimate } : {}),
    ...(reason.includes('{item}') ? { item: finding.subject.toLowerCase() } : {}),
    ...(reason.includes('{count}') ? { count: String(count) } : {}),
  });
  const subject = finding.measure
    ? fillTemplate(labels.totalSubject, { label: finding.subject, measure: labels.measures[finding.measure] })
    : finding.subject;
  const item = finding.room ? fillTemplate(labels.inRoom, { item: subject, room: finding.room }) : subject;
  return {
    finding: labels.kinds[finding.kind],
    certainty: labels.certainty[certaintyOf(finding)],
    why,
    lines: formatRefs(finding.refs, labels.lines),
    item,
    expected: formatValue(finding.expected, labels),
    found: formatValue(finding.found, labels),
    stake: finding.stake === null ? labels.notPriced : formatCents(finding.stake),
  };
}

/** The findings as CSV rows, header first, in the order given. */
export function findingRows(findings: readonly Finding[], labels: FindingLabels): string[][] {
  const columns = ['finding', 'certainty', 'why', 'lines', 'item', 'expected', 'found', 'stake'] as const;
  return [
    columns.map((column) => labels.csvColumns[column]),
    ...findings.map((finding) => {
      const cells = findingCells(finding, labels);
      return columns.map((column) => cells[column]);
    }),
  ];
}
