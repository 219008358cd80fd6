/**
 * A drawing's labels printed over or beside an estimate's tables (a roof sketch, a floor plan): text much
 * smaller than the rows that print amounts, which is not the estimate's own.
 */
import { amount, type Row, type Word } from '@/lib/pdf/rows';

/** A share of the main type size below which text is a drawing's label, not the estimate's. */
const SMALL_PRINT = 0.8;

/** The size most of `words`' characters are printed in. */
function sizeOf(words: readonly Word[], fallback: number): number {
  const bySize = new Map<number, number>();
  for (const word of words) bySize.set(word.size ?? fallback, (bySize.get(word.size ?? fallback) ?? 0) + word.text.length);
  return bySize.size === 0 ? fallback : [...bySize].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * A page's rows without the words printed much smaller than the rows that print amounts (the table's own
 * text): the labels of a drawing printed on the page, alone on a row or on the baseline of the estimate's own
 * text (`tile analysis Dining Room (1)`).
 */
export function withoutSmallRows(rows: readonly Row[]): Row[] {
  const figured = rows.filter((row) => row.words.some((word) => amount.test(word.text)));
  const main = sizeOf(
    (figured.length > 0 ? figured : rows).flatMap((row) => row.words.map((word) => ({ ...word, size: word.size ?? row.size }))),
    0,
  );
  return rows.flatMap((row) => {
    const words = row.words.filter((word) => (word.size ?? row.size) >= SMALL_PRINT * main);
    if (words.length === row.words.length) return [row];
    if (words.length === 0) return [];
    return [{ ...row, words, size: sizeOf(words, row.size), text: words.map((word) => word.text).join(' ') }];
  });
}

/** A row without the words printed much smaller than the rest of it: labels of a drawing that overlaps a table. */
export function withoutSmallPrint(row: Row): Row {
  const words = row.words.filter((word) => (word.size ?? row.size) >= SMALL_PRINT * row.size);
  return words.length === row.words.length ? row : { ...row, words, text: words.map((word) => word.text).join(' ') };
}
