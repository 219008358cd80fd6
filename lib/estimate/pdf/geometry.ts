/**
 * Where a printed estimate puts its line numbers and descriptions: measured from its own lines, since a
 * header's labels do not say how wide the description column is. Quantities are printed right-aligned; the
 * widest of them starts where descriptions must end.
 */
import { ColumnPlaces, rowFigures } from './figures';
import type { Row, Word } from '@/lib/pdf/rows';
import type { TableRow } from './table';

export interface Geometry {
  /** Left of this, a row prints only description (or note) text. */
  readonly quantityLeft: number;
  /** Where the line numbers are printed (the left edge of most of them); null when the lines carry none. */
  readonly numberLeft: number | null;
  /** The rightmost point a description printed beside its figures reaches: where the column wraps its text. */
  readonly descriptionRight: number;
}

/** A formula printed in its own column before the quantity (`VAL*.06`): not part of the description. */
const formula = /^[A-Z(][A-Z0-9()]*\*[\d.()*+-]+$/i;
export const isFormula = (word: Word) => formula.test(word.text);

/** A line's number (`12.`, `10a.`, State Farm's `* 12.`), as the first word or words of its row. */
const itemNumber = /^\*?(\d{1,4}[a-z]?)\.$/;
/** Symbility numbers its lines without a dot (`8 Debris Removal …`); such a number counts only on a priced row. */
const bareNumber = /^\d{1,4}$/;

export interface LineNumber {
  readonly line: string;
  /** How many words of the row it takes. */
  readonly words: number;
  /** Whether it is a bare number, which starts a line only on a row that prints its figures. */
  readonly bare: boolean;
}

/** The number of the line a row starts, and how many words it takes; null when the row starts no line. */
export function lineNumberOf(row: Row): LineNumber | null {
  const [first, second, third] = row.words;
  const own = itemNumber.exec(first?.text ?? '');
  if (own) return { line: own[1]!, words: 1, bare: false };
  const starred = first?.text === '*' ? itemNumber.exec(second?.text ?? '') : null;
  if (starred) return { line: starred[1]!, words: 2, bare: false };
  return bareNumber.test(first?.text ?? '') && third && /^[A-Za-z]/.test(second?.text ?? '')
    ? { line: first!.text, words: 1, bare: true }
    : null;
}

/**
 * A line's number where the estimate prints its numbers: first in the row, or at the numbers' column (`numberLeft`)
 * after a drawing's label printed on the same baseline left of it (`Porch 149. Sand, stain…`). `at` is the index
 * of its first word.
 */
export function lineNumberAt(row: Row, numberLeft: number | null): (LineNumber & { readonly at: number }) | null {
  const first = lineNumberOf(row);
  if (first) return { ...first, at: 0 };
  if (numberLeft === null) return null;
  const at = row.words.findIndex((word, i) => i > 0 && Math.abs(word.x0 - numberLeft) < 2 && itemNumber.test(word.text));
  if (at < 0) return null;
  const number = lineNumberOf({ ...row, words: row.words.slice(at) });
  return number && !number.bare ? { ...number, at } : null;
}

/** Where descriptions end and numbers start, from the rows that print a number, a description and figures together. */
export function geometryOf(rows: readonly TableRow[]): Geometry {
  let quantityLeft = Number.POSITIVE_INFINITY;
  let descriptionRight = 0;
  const numberLefts: number[] = [];
  const places = new ColumnPlaces();
  for (const { row, header } of rows) {
    const figures = rowFigures(row.words, header, places);
    const numbered = lineNumberOf(row);
    if (numbered && !numbered.bare) numberLefts.push(row.words[0]!.x0);
    if (figures.kind !== 'priced') continue;
    const quantity = row.words[figures.before.length]!;
    quantityLeft = Math.min(quantityLeft, quantity.x0);
    const described = numbered ? figures.before.slice(numbered.words).filter((word) => !isFormula(word)) : [];
    const last = described.at(-1);
    if (last) descriptionRight = Math.max(descriptionRight, last.x1);
  }
  numberLefts.sort((a, b) => a - b);
  const numberLeft = numberLefts.length > 0 ? numberLefts[Math.floor(numberLefts.length / 2)]! : null;
  return { quantityLeft, descriptionRight, numberLeft };
}
