/**
 * The figures of a printed line or total row, matched to the table's columns. A row's amounts are read in
 * the order the header names them when there is one for each column the row can fill; otherwise each goes
 * to the column it is printed under (a row may leave a cell blank), judged by where the document's own
 * figures of that column are printed, or the header's label until there are enough of them.
 */
import type { MoneyField } from '@/lib/estimate/fields';
import { parseCents, parseQuantity } from '../numbers';
import { isMoneyKind, isUnitKind, type Column, type ColumnKind, type TableHeader } from './header';
import type { CheckedLine } from '../types';
import type { Word } from '@/lib/pdf/rows';

/** `1,234.56`, `-692.08`, `$1,234.56`, with a mark printed after it (`33.92*`, `14,137.76*EN`). */
const money = /^-?\$?-?\d[\d,]*\.\d{2}(?:\*+[A-Z]*)?$/;
/** Depreciation in brackets: `(12.50)`, `($12.50)` recoverable, `<12.50>` not. */
const bracketed = /^([(<])(-?\$?\d[\d,]*\.\d{2})[)>]\**$/;
/** A quantity and its unit in one word: `35.01SQ`. */
const fusedQuantity = /^(-?\d[\d,]*(?:\.\d+)?)([A-Z]{1,4})$/;
const plainQuantity = /^-?\d[\d,]*(?:\.\d+)?$/;
const roundedQuantity = /^\((\d[\d,]*(?:\.\d+)?)\)$/;
const unitWord = /^[A-Z]{1,4}$/;
/** What a line prints where its price would be, when it has none: capitals (`REVISED`, `OPEN ITEM`, `PWARR`). */
const pricingNoteWords = /^[A-Z][A-Z&/-]*(?: [A-Z][A-Z&/-]*)*$/;
/** A taxable flag in a tax column (`T`, `NT`, `Y`, `N`) and marks printed between amounts. */
const flag = /^(?:T|NT|Y|N|X|\*+)$/;
/** What may stand in a line's amount cells besides money: age and life, condition, a rate, a mark. */
const stacked =
  /^(?:\d+(?:\.\d+)?\/(?:\d+(?:\.\d+)?|na)|yrs?|na|n\/a|avg\.?|average|below|above|good|poor|fair|new|\d+(?:\.\d+)?%|\[[a-z%]+\])$/i;

export const isMoney = (text: string) => money.test(text) || bracketed.test(text);
const isPlain = (text: string) => money.test(text);
const cents = (text: string) => parseCents(text.replace(/\*+[A-Z]*$/, '').replace(/^[(<]|[)>]\**$/g, ''), 'dot');

/** Column positions learned from a table's own rows: where its figures are printed, column by column. */
export class ColumnPlaces {
  private readonly sums = new Map<ColumnKind, { total: number; count: number }>();
  /** Columns whose lines print a flag (`T`, `NT`) rather than an amount: a total prints nothing there either. */
  readonly flagged = new Set<ColumnKind>();

  learn(kind: ColumnKind, word: Word) {
    const entry = this.sums.get(kind) ?? { total: 0, count: 0 };
    entry.total += word.x1;
    entry.count += 1;
    this.sums.set(kind, entry);
  }

  /** How far `word` is printed from where `column`'s figures are (their right edge), or from its label. */
  distance(column: Column, word: Word): number {
    const learned = this.sums.get(column.kind);
    if (learned && learned.count >= 3) return Math.abs(word.x1 - learned.total / learned.count);
    return Math.max(0, column.x0 - word.x1, word.x0 - column.x1);
  }
}

/**
 * `words` (amounts, in order) assigned to `columns` (in order) so that both keep their order and the
 * amounts sit as close to their columns as they can; null when there are more amounts than columns.
 */
function byPlace(words: readonly Word[], columns: readonly Column[], places: ColumnPlaces): Column[] | null {
  const n = words.length;
  const m = columns.length;
  if (n > m) return null;
  // best[i][j]: least cost of placing the first i words in the first j columns.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Number.POSITIVE_INFINITY));
  for (let j = 0; j <= m; j += 1) best[0]![j] = 0;
  for (let i = 1; i <= n; i += 1)
    for (let j = i; j <= m; j += 1)
      best[i]![j] = Math.min(best[i]![j - 1]!, best[i - 1]![j - 1]! + places.distance(columns[j - 1]!, words[i - 1]!));
  const chosen: Column[] = [];
  for (let i = n, j = m; i > 0; j -= 1) {
    if (best[i]![j] === best[i]![j - 1]) continue;
    chosen.unshift(columns[j - 1]!);
    i -= 1;
  }
  return chosen;
}

type Amounts = Partial<Record<ColumnKind, number>>;

/**
 * The amounts of `words` by column. `exclude` names columns the row cannot fill (a tax column holding a
 * flag). The plain amounts go in order to the columns when there is exactly one for each of them (with or
 * without a plain depreciation, a unit price in a lone `UNIT` column or a trailing `other` amount); the rest by place.
 */
function assign(
  words: readonly Word[],
  columns: readonly Column[],
  places: ColumnPlaces,
  exclude: ReadonlySet<ColumnKind>,
): Amounts | null {
  const plain = words.filter((word) => isPlain(word.text));
  const brackets = words.filter((word) => bracketed.test(word.text));
  if (brackets.length > 1) return null;
  const open = columns.filter((column) => !exclude.has(column.kind) && !(brackets.length > 0 && column.kind === 'depreciation'));
  const optional = (column: Column) => column.kind === 'depreciation' || column.kind === 'other' || column.kind === 'unit';
  const required = open.filter((column) => !optional(column));
  const candidates = new Map(
    [required, ...open.filter(optional).map((extra) => open.filter((column) => !optional(column) || column === extra)), open].map(
      (candidate) => [candidate.map((column) => column.kind).join(), candidate],
    ),
  );
  const fitting = [...candidates.values()].filter((candidate) => candidate.length === plain.length);
  const cost = (candidate: readonly Column[]) => candidate.reduce((sum, column, i) => sum + places.distance(column, plain[i]!), 0);
  const inOrder = fitting.length > 1 ? fitting.reduce((a, b) => (cost(b) < cost(a) ? b : a)) : fitting[0];
  const sure = fitting.length === 1;
  const chosen = inOrder ?? byPlace(plain, open, places);
  if (!chosen) return null;
  const amounts: Amounts = {};
  plain.forEach((word, i) => {
    const kind = chosen[i]!.kind === 'unit' ? 'unitPrice' : chosen[i]!.kind;
    // A worksheet prints depreciation as the amount it takes off (`-$805.06`): the same depreciation.
    amounts[kind] = kind === 'depreciation' ? Math.abs(cents(word.text)!) : cents(word.text)!;
    if (sure) places.learn(chosen[i]!.kind, word);
  });
  if (brackets[0]) amounts.depreciation = cents(brackets[0].text)!;
  return amounts;
}

/** What a printed line's figures give: its quantity and unit, its unit price (null where the table prints none) and its amounts. */
export type LineFigures = Pick<
  CheckedLine,
  'quantity' | 'unit' | 'unitPrice' | 'extended' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv'
>;

interface QuantityAt {
  /** Index of the quantity's word, and of the first word after the quantity and its unit. */
  readonly index: number;
  readonly next: number;
  readonly quantity: number;
  readonly unit: string;
}

/**
 * Where the quantity of a line is: the rightmost number printed with its unit (`12.57 SQ`, `35.01SQ`, or
 * Symbility's `25.88 $15.00 SQ`, the unit after the price) that amounts or a pricing note follow. A
 * description may hold a measure of its own ("up to 25 SF"), always left of it.
 */
export function quantityAt(words: readonly Word[]): QuantityAt | null {
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index]!;
    const fused = fusedQuantity.exec(word.text);
    let found: [string, string, number] | null = null;
    if (fused) found = [fused[1]!, fused[2]!, index + 1];
    else if (plainQuantity.test(word.text)) {
      const after = words[index + 1]?.text ?? '';
      const second = words[index + 2]?.text ?? '';
      const rounded = roundedQuantity.exec(after);
      if (unitWord.test(after)) found = [word.text, after, index + 2];
      else if (isPlain(after) && unitWord.test(second)) found = [word.text, second, index + 1];
      // Symbility prints a quantity rounded up to whole bundles after the measured one, `22.21 (22.33)`: the priced one.
      else if (rounded && isPlain(second) && unitWord.test(words[index + 3]?.text ?? ''))
        found = [rounded[1]!, words[index + 3]!.text, index + 2];
    }
    if (!found || index + 1 >= words.length) continue;
    const rest = words.slice(found[2]).filter((rest) => rest.text !== found![1]);
    if (rest.length === 0) continue;
    const quantity = parseQuantity(found[0], 'dot');
    if (quantity !== null) return { index, next: found[2], quantity, unit: found[1] };
  }
  return null;
}

export type RowFigures =
  | { readonly kind: 'priced'; readonly before: readonly Word[]; readonly figures: LineFigures; readonly printed: string }
  /** A quantity with a pricing note instead of amounts (`REVISED`, `OPEN ITEM`, `PWARR`). */
  | { readonly kind: 'unpriced'; readonly before: readonly Word[]; readonly quantity: number; readonly unit: string; readonly text: string }
  | { readonly kind: 'none' };

const amountColumns = (header: TableHeader, kinds: (kind: ColumnKind) => boolean) => header.columns.filter((column) => kinds(column.kind));

/** Units of measure an estimate prints beside a quantity. */
const units = new Set(['SF', 'SY', 'LF', 'EA', 'SQ', 'HR', 'CY', 'CF', 'DA', 'MO', 'WK', 'RM', 'GL', 'TN', 'LB', 'BX', 'PR', 'SH', 'RL']);

/**
 * A line that prints its unit and prices but no quantity (`67. Remove Countertop - butcher block SF 5.66 0.00 0.00`):
 * a line without a price, not a line that could not be read.
 */
function withoutQuantity(words: readonly Word[]): RowFigures {
  const unitAt = words.findLastIndex((word) => units.has(word.text));
  const after = words.slice(unitAt + 1);
  if (unitAt < 1 || after.length === 0 || !after.every((word) => isMoney(word.text))) return { kind: 'none' };
  return { kind: 'unpriced', before: words.slice(0, unitAt), quantity: Number.NaN, unit: words[unitAt]!.text, text: '' };
}

/**
 * Whether a line's figures agree with one another: quantity × unit price with its tax and O&P makes its RCV (within
 * the rounding of the printed quantity and price), and RCV less depreciation makes its ACV; at least one of the two
 * can be worked out, and none disagrees.
 */
function agree({ quantity, unitPrice, extended, tax, overheadProfit, rcv, depreciation, acv }: LineFigures): boolean {
  const checks: boolean[] = [];
  if (unitPrice !== null && rcv !== null) {
    const computed = extended ?? Math.round(quantity * unitPrice);
    checks.push(
      Math.abs(computed + (tax ?? 0) + (overheadProfit ?? 0) - rcv) <= 1 + 0.5 * Math.abs(quantity) + 0.005 * Math.abs(unitPrice),
    );
  }
  if (rcv !== null && acv !== null) checks.push(Math.abs(rcv - (depreciation ?? 0) - acv) <= 1);
  return checks.length > 0 && checks.every(Boolean);
}

/** A line's figures from the words of its row (its number and description included), and the words before them. */
export function rowFigures(
  words: readonly Word[],
  header: TableHeader,
  places: ColumnPlaces,
  { lenient = false }: { lenient?: boolean } = {},
): RowFigures {
  const at = quantityAt(words);
  if (!at) return withoutQuantity(words);
  const rest = words.slice(at.next).filter((word) => word.text !== at.unit);
  const before = words.slice(0, at.index);
  const amounts = rest.filter((word) => isMoney(word.text));
  const notes = rest.filter((word) => !isMoney(word.text) && !flag.test(word.text) && !stacked.test(word.text));
  if (amounts.length === 0) {
    // A pricing note is a word or two in capitals (`REVISED`, `OPEN ITEM`); a product's name is not (`4K UHD Smart TV`).
    const note = notes.map((w) => w.text).join(' ');
    return notes.length > 0 && notes.length <= 3 && pricingNoteWords.test(note)
      ? { kind: 'unpriced', before, quantity: at.quantity, unit: at.unit, text: note }
      : { kind: 'none' };
  }
  // Words among the amounts make a sentence or a list of measures (`Eaves: 148.40 LF Ridge: 53.08 LF`), not figures;
  // read again for a line that could not be read otherwise (`lenient`), they are a drawing's labels printed over the
  // row, and the figures count only if they agree with one another.
  if (notes.length > 0 && !lenient) return { kind: 'none' };
  const flagged = rest.some((word) => /^(?:T|NT|Y|N)$/.test(word.text));
  if (flagged) places.flagged.add('tax');
  const hasPrice = header.columns.some((column) => column.kind === 'unitPrice' || column.kind === 'remove' || column.kind === 'replace');
  const columns = amountColumns(header, (kind) => isMoneyKind(kind) || (kind === 'unit' && !hasPrice));
  const assigned = assign(amounts, columns, places, new Set<ColumnKind>(flagged ? ['tax'] : []));
  if (!assigned) return { kind: 'none' };
  const parts = header.columns.filter((column) => isUnitKind(column.kind));
  const unitPrice =
    assigned.unitPrice !== undefined || parts.some((column) => assigned[column.kind] !== undefined)
      ? (assigned.unitPrice ?? 0) + (assigned.remove ?? 0) + (assigned.replace ?? 0) + (assigned.reset ?? 0)
      : null;
  const figures: LineFigures = {
    quantity: at.quantity,
    unit: at.unit,
    unitPrice,
    extended: assigned.extended ?? null,
    tax: assigned.tax ?? null,
    overheadProfit: assigned.overheadProfit ?? null,
    rcv: assigned.rcv ?? null,
    depreciation: assigned.depreciation ?? null,
    acv: assigned.acv ?? null,
  };
  if (lenient && notes.length > 0 && !agree(figures)) return { kind: 'none' };
  return {
    kind: 'priced',
    before,
    printed: words
      .slice(at.index)
      .map((word) => word.text)
      .join(' '),
    figures,
  };
}

const totalFields: readonly (readonly [ColumnKind, MoneyField])[] = [
  ['extended', 'extended'],
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
  places: ColumnPlaces,
): { label: string; amounts: Partial<Record<MoneyField, number>> } | null {
  const first = words.findIndex((word) => isMoney(word.text));
  const label = (first < 0 ? words : words.slice(0, first)).map((word) => word.text).join(' ');
  if (first < 0) return { label, amounts: {} };
  const columns = amountColumns(header, (kind) => isMoneyKind(kind) && !isUnitKind(kind));
  // A total prints nothing under a column whose lines print a flag (`T`, `NT`), or prints the sum of the tax they flag.
  const amounts = assign(words.slice(first), columns, places, places.flagged) ?? assign(words.slice(first), columns, places, new Set());
  if (!amounts) return null;
  const stated: Partial<Record<MoneyField, number>> = {};
  for (const [kind, field] of totalFields) if (amounts[kind] !== undefined) stated[field] = amounts[kind];
  return { label, amounts: stated };
}
