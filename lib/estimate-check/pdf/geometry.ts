/**
 * Where a printed estimate puts its descriptions: measured from its own lines, since a header's labels do
 * not say how wide the description column is. Quantities are printed right-aligned; the widest of them
 * starts where descriptions must end.
 */
import { isMoney, quantityAt } from './numbers';
import type { Row } from './rows';

export interface Geometry {
  /** Left of this, a row prints only description (or note) text. */
  readonly quantityLeft: number;
  /** The rightmost point a description reaches: where the column wraps its text. */
  readonly descriptionRight: number;
}

/** A line's number (`12.`, `10a.`, State Farm's `* 12.`), as the first word or words of its row. */
export const itemNumber = /^\*?(\d{1,4}[a-z]?)\.$/;

/** The number of the line a row starts, and how many words it takes; null when the row starts no line. */
export function lineNumberOf(row: Row): { line: string; words: number } | null {
  const [first, second] = row.words;
  const own = itemNumber.exec(first?.text ?? '');
  if (own) return { line: own[1]!, words: 1 };
  const starred = first?.text === '*' ? itemNumber.exec(second?.text ?? '') : null;
  return starred ? { line: starred[1]!, words: 2 } : null;
}

/** The geometry of the rows that print a line's figures (a quantity with its unit, then amounts). */
export function measureGeometry(rows: readonly Row[]): Geometry | null {
  const figures = rows.map((row) => {
    const at = quantityAt(row.words);
    return at && row.words.slice(at.next).filter((word) => isMoney(word.text)).length >= 2 ? at : null;
  });
  const starts = figures.flatMap((at, i) => (at ? [rows[i]!.words[at.index]!.x0] : []));
  if (starts.length === 0) return null;
  const quantityLeft = Math.min(...starts);
  let descriptionRight = 0;
  rows.forEach((row, i) => {
    const numbered = lineNumberOf(row);
    const at = figures[i];
    if (!numbered && !at) return;
    const description = row.words.slice(numbered?.words ?? 0, at?.index).filter((word) => word.x1 < quantityLeft);
    descriptionRight = Math.max(descriptionRight, description.at(-1)?.x1 ?? 0);
  });
  return { quantityLeft, descriptionRight };
}
