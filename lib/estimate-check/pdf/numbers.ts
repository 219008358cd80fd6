/**
 * The figures of a printed line or total row, matched to the table's columns. Amounts are read in the
 * order the header names them when the row prints one for each column; otherwise each is matched to the
 * column it is printed under (a row may leave a cell blank).
 */
import type { MoneyField } from '@/content/estimate-check-types';
import { parseCents, parseQuantity } from '../numbers';
import { isUnitKind, lineMoneyKinds, moneyKinds, totalMoneyKinds, type ColumnKind, type TableHeader } from './header';
import type { Word } from './rows';

/** `1,234.56`, `-692.08`, `$1,234.56`, with a mark printed after it (`33.92*`, `14,137.76*EN`). */
const money = /^-?\$?\d[\d,]*\.\d{2}(?:\*+[A-Z]*)?$/;
/** Depreciation: `(12.50)` recoverable, `<12.50>` not. */
const bracketed = /^([(<])(-?\$?\d[\d,]*\.\d{2})[)>]\**$/;
/** A quantity and its unit in one word: `35.01SQ`. */
const fusedQuantity = /^(-?\d[\d,]*(?:\.\d+)?)([A-Z]{1,4})$/;
const plainQuantity = /^-?\d[\d,]*(?:\.\d+)?$/;
const unitWord = /^[A-Z]{1,4}$/;

export const isMoney = (text: string) => money.test(text) || bracketed.test(text);
const cents = (text: string) => parseCents(text.replace(/\*+[A-Z]*$/, '').replace(/^[(<]|[)>]$/g, ''), 'dot');

export type Amounts = Partial<Record<ColumnKind, number>>;

/** Amounts `words` print, by column: in order when there is one per expected column, else by position. */
function assign(words: readonly Word[], header: TableHeader, expected: readonly ColumnKind[], size: number): Amounts | null {
  const amounts: Amounts = {};
  const plain = words.filter((word) => money.test(word.text));
  const brackets = words.filter((word) => bracketed.test(word.text));
  if (plain.length === expected.length && brackets.length <= 1) {
    expected.forEach((kind, i) => (amounts[kind] = cents(plain[i]!.text)!));
    if (brackets[0]) amounts.depreciation = cents(brackets[0].text)!;
    return amounts;
  }
  const columns = header.columns.filter((column) => moneyKinds.has(column.kind));
  const reach = Math.max(40, 4 * size);
  for (const word of [...plain, ...brackets]) {
    const nearest = columns.reduce((best, column) => (Math.abs(column.x1 - word.x1) < Math.abs(best.x1 - word.x1) ? column : best));
    if (Math.abs(nearest.x1 - word.x1) > reach || amounts[nearest.kind] !== undefined) return null;
    amounts[nearest.kind] = cents(word.text)!;
  }
  return amounts;
}

export interface LineFigures {
  readonly quantity: number;
  readonly unit: string;
  readonly unitPrice: number;
  readonly tax: number | null;
  readonly overheadProfit: number | null;
  readonly rcv: number | null;
  readonly depreciation: number | null;
  readonly acv: number | null;
}

/**
 * Where the quantity of a line is: the rightmost number printed with its unit (`12.57 SQ`, or `35.01SQ` in one
 * word) that an amount follows. A description may hold a measure of its own ("up to 25 SF"), always left of it.
 */
export function quantityAt(words: readonly Word[]): { index: number; quantity: number; unit: string; next: number } | null {
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index]!;
    const fused = fusedQuantity.exec(word.text);
    const [number, unit, next] = fused
      ? [fused[1]!, fused[2]!, index + 1]
      : plainQuantity.test(word.text) && unitWord.test(words[index + 1]?.text ?? '')
        ? [word.text, words[index + 1]!.text, index + 2]
        : [null, '', index];
    if (number === null || !words.slice(next).some((rest) => isMoney(rest.text))) continue;
    const quantity = parseQuantity(number, 'dot');
    if (quantity !== null) return { index, quantity, unit, next };
  }
  return null;
}

/**
 * A line's figures from the words of its row (its number and description included), and the words before
 * them (the description's); null figures when the row prints none.
 */
export function lineFigures(
  words: readonly Word[],
  header: TableHeader,
  size: number,
): { before: readonly Word[]; figures: LineFigures | null } {
  const at = quantityAt(words);
  if (!at) return { before: words, figures: null };
  const amounts = assign(words.slice(at.next), header, lineMoneyKinds(header), size);
  if (!amounts) return { before: words.slice(0, at.index), figures: null };
  const parts = header.columns.filter((column) => isUnitKind(column.kind)).map((column) => amounts[column.kind] ?? 0);
  return {
    before: words.slice(0, at.index),
    figures: {
      quantity: at.quantity,
      unit: at.unit,
      unitPrice: parts.reduce((sum, part) => sum + part, 0),
      tax: amounts.tax ?? null,
      overheadProfit: amounts.overheadProfit ?? null,
      rcv: amounts.rcv ?? null,
      depreciation: amounts.depreciation ?? null,
      acv: amounts.acv ?? null,
    },
  };
}

const totalFields: readonly (readonly [ColumnKind, MoneyField])[] = [
  ['tax', 'tax'],
  ['overheadProfit', 'overheadProfit'],
  ['rcv', 'rcv'],
  ['depreciation', 'depreciation'],
  ['acv', 'acv'],
];

/** The label of a total row (the words before its first amount) and its amounts by measure. */
export function totalFigures(
  words: readonly Word[],
  header: TableHeader,
  size: number,
): { label: string; amounts: Partial<Record<MoneyField, number>> } | null {
  const first = words.findIndex((word) => isMoney(word.text));
  const label = (first < 0 ? words : words.slice(0, first)).map((word) => word.text).join(' ');
  if (first < 0) return { label, amounts: {} };
  const amounts = assign(words.slice(first), header, totalMoneyKinds(header), size);
  if (!amounts) return null;
  const stated: Partial<Record<MoneyField, number>> = {};
  for (const [kind, field] of totalFields) if (amounts[kind] !== undefined) stated[field] = amounts[kind];
  return { label, amounts: stated };
}
