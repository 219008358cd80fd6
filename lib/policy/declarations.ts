/**
 * Limits and deductibles as declarations print them, read row by row across the page's width: tables with a header
 * (declared-tables.ts), deductible schedules (declared-schedules.ts) and, in the rows no table took, labels with
 * their amounts beside them (declared-labels.ts). Amounts printed in a sentence (a worked example, a form's own
 * sub-limits) are not declarations and are not read.
 */
import type { Found } from './declared';
import { fromLabels } from './declared-labels';
import { fromSchedules } from './declared-schedules';
import { fromTables } from './declared-tables';
import type { PolicyDocument } from './document';
import type { Line } from './text';

/** The limits and deductibles a document's declarations state. */
export function declarationsOf(document: PolicyDocument): Found {
  const found: Found = { coverages: [], deductibles: [] };
  // Pages that print an amount or a percentage: their rows across the page for tables and schedules, their lines
  // in reading order (a column at a time) for labels and amounts.
  const figured = new Set<number>();
  const rows = document.text.pages.flatMap((page) => {
    const own = (document.text.rows.get(page.number) ?? []).filter((row) => !row.furniture);
    if (!own.some((row) => /\$\s?\d|\d%/.test(row.text))) return [];
    figured.add(page.number);
    return own;
  });
  const read = fromTables(document, rows, found);
  fromSchedules(document, rows, read, found);
  const lines = document.text.body.filter((line) => figured.has(line.page));
  const taken = new Set<string>([...read].map((row) => `${row.page}:${Math.round(row.y)}`));
  fromLabels(document, lines, { has: (line: Line) => taken.has(`${line.page}:${Math.round(line.y)}`) && line.column !== 1 }, found);
  return found;
}
