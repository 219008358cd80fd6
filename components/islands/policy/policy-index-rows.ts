/**
 * The one-page index of a policy reading: its rows as the page shows them, and the same rows as a CSV download.
 */
import type { PolicyItemWords } from '@/content/policy-highlighter-copy';
import { toCsv } from '@/lib/csv';
import type { PolicyEntry } from './policy-words';
import { pageRef } from './policy-values';

/** One row of the index, as it shows and as the download holds it. */
export interface IndexRow {
  readonly key: string;
  readonly group: string;
  readonly item: string;
  readonly value: string;
  readonly page: string;
}

export function indexRows(entries: readonly PolicyEntry[], words: PolicyItemWords, documents: readonly string[]): IndexRow[] {
  return entries.map((entry) => ({
    key: entry.key,
    group: entry.group,
    item: entry.item,
    value: entry.value,
    page: pageRef(words, entry.document, entry.page, documents),
  }));
}

/**
 * The index as a CSV file: its section, item, value and page columns as the index shows them, the document's
 * name and page number apart, and the printed words each item rests on.
 */
export function indexCsv(entries: readonly PolicyEntry[], words: PolicyItemWords): string {
  const columns = words.csvColumns;
  const rows = [
    [columns.group, columns.item, columns.value, columns.document, columns.page, columns.words],
    ...entries.map((entry) => [entry.group, entry.item, entry.value, entry.document, String(entry.page), entry.quote.text]),
  ];
  return toCsv(rows);
}
