/**
 * The summary's figures and timeline as CSV rows, for a spreadsheet or a case file: each amount (the two figures,
 * their difference, paid to date, the causes, limits and deductibles) and each dated event, with the document and
 * page it comes from. The words (column headings, row names) are the page's, passed in.
 */
import { difference } from './model';
import { formatCents, parseMoney } from './money';
import type { Timeline, TimelineEntry } from './timeline';
import type { ClaimSummary, FieldKey, Source } from './types';

export interface CsvWords {
  /** Section, item, amount, date, document, page. */
  readonly columns: readonly [string, string, string, string, string, string];
  readonly sections: {
    readonly amounts: string;
    readonly causes: string;
    readonly limits: string;
    readonly deductibles: string;
    readonly timeline: string;
  };
  readonly fields: Readonly<Partial<Record<FieldKey, string>>>;
  readonly difference: string;
  readonly entry: (entry: TimelineEntry) => string;
  /** How a source's document is named (a file, or the comparison of two). */
  readonly document: (source: Source) => string;
}

/** An amount as a spreadsheet reads it: `-2445.92`, no separators. */
const plain = (text: string | undefined) => {
  const cents = parseMoney(text);
  return cents === null ? (text ?? '') : formatCents(cents).replace(/,/g, '').replace('−', '-');
};

export function csvRows(summary: ClaimSummary, timeline: Timeline, words: CsvWords): string[][] {
  const rows: string[][] = [[...words.columns]];
  const cite = (source: Source | undefined) =>
    source ? [words.document(source), source.page === null ? '' : String(source.page)] : ['', ''];
  const source = (key: FieldKey) => {
    const accepted = summary.sources[key];
    return accepted && accepted.value === summary.fields[key] ? accepted.source : undefined;
  };
  for (const key of ['amounts.carrier', 'amounts.own'] as const) {
    if (summary.fields[key])
      rows.push([words.sections.amounts, words.fields[key] ?? key, plain(summary.fields[key]), '', ...cite(source(key))]);
  }
  const gap = difference(summary);
  if (gap !== null) rows.push([words.sections.amounts, words.difference, plain(formatCents(gap)), '', '', '']);
  if (summary.fields['amounts.paid']) {
    rows.push([
      words.sections.amounts,
      words.fields['amounts.paid'] ?? 'amounts.paid',
      plain(summary.fields['amounts.paid']),
      '',
      ...cite(source('amounts.paid')),
    ]);
  }
  for (const row of summary.causes) rows.push([words.sections.causes, row.label, plain(row.amount), '', ...cite(row.source)]);
  for (const row of summary.limits) rows.push([words.sections.limits, row.label, plain(row.amount), '', ...cite(row.source)]);
  for (const row of summary.deductibles) rows.push([words.sections.deductibles, row.label, plain(row.amount), '', ...cite(row.source)]);
  for (const entry of timeline.entries) {
    rows.push([words.sections.timeline, words.entry(entry), entry.amount ? plain(entry.amount) : '', entry.date, ...cite(entry.source)]);
  }
  return rows;
}
