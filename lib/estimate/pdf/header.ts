/**
 * The header of a printed line-item table: which columns it has, in which order, and where each label is
 * printed. Estimates print many layouts — `DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV`,
 * `QUANTITY UNIT PRICE TAX GCO&P RCV AGE/LIFE DEPREC. ACV` over `CONDITION DEP %`, `DESCRIPTION QTY REMOVE
 * REPLACE TAX TOTAL`, a payment worksheet's `Description Qty Estimate Amount Taxes Replacement Cost Total Actual
 * Cash Value`, Symbility's `Description Quantity Unit Price Per RC Depreciation ACV` — and repeat it on every page.
 */
import type { Row, Word } from '@/lib/pdf/rows';

export type ColumnKind =
  | 'description'
  | 'quantity'
  /** A unit of measure (`Per`), or a lone `UNIT` that the rows show to be one (a unit price otherwise). */
  | 'unit'
  | 'unitPrice'
  | 'remove'
  | 'replace'
  | 'reset'
  | 'extended'
  | 'tax'
  | 'overheadProfit'
  | 'rcv'
  | 'ageLife'
  | 'condition'
  | 'depPercent'
  | 'depreciation'
  | 'acv'
  /** An amount the checker does not read (a worksheet's replacement cost paid). */
  | 'other';

export interface Column {
  readonly kind: ColumnKind;
  readonly x0: number;
  readonly x1: number;
}

export interface TableHeader {
  readonly columns: readonly Column[];
}

/** Header labels, as upper-case words of the row; longer labels are tried first. `null` continues the label above. */
const labels: readonly (readonly [readonly string[], ColumnKind | null])[] = [
  [['ACTUAL', 'REPLACEMENT', 'COST'], 'other'],
  [['ACTUAL', 'REPLACEMENT'], 'other'],
  [['LESS', 'RECOVERABLE'], 'depreciation'],
  [['RC', 'BENEFITS'], null],
  [['COST', 'W/TAX'], 'other'],
  [['REPLACEMENT', 'COST', 'TOTAL'], 'rcv'],
  [['ACTUAL', 'CASH', 'VALUE'], 'acv'],
  [['REPLACEMENT', 'COST'], 'rcv'],
  [['ESTIMATE', 'AMOUNT'], 'extended'],
  [['TOTAL', 'O&P'], 'overheadProfit'],
  [['TOTAL', 'TAXES'], 'tax'],
  [['TOTAL', 'TAX'], 'tax'],
  [['UNIT', 'PRICE'], 'unitPrice'],
  [['UNIT', 'COST'], 'unitPrice'],
  [['SALES', 'TAX'], 'tax'],
  [['DEP', '%'], 'depPercent'],
  [['DESCRIPTION'], 'description'],
  [['QUANTITY'], 'quantity'],
  [['QTY'], 'quantity'],
  [['UNIT'], 'unit'],
  [['PER'], 'unit'],
  [['PRICE'], 'unitPrice'],
  [['REMOVE'], 'remove'],
  [['REPLACE'], 'replace'],
  [['RESET'], 'reset'],
  [['EXTENDED'], 'extended'],
  [['TAX'], 'tax'],
  [['TAXES'], 'tax'],
  [['O&P'], 'overheadProfit'],
  [['GCO&P'], 'overheadProfit'],
  [['OH&P'], 'overheadProfit'],
  [['RCV'], 'rcv'],
  [['RC'], 'rcv'],
  [['TOTAL'], 'rcv'],
  [['*TOTAL'], 'rcv'],
  [['AGE/LIFE'], 'ageLife'],
  [['COND.'], 'condition'],
  [['CONDITION'], 'condition'],
  [['DEP%'], 'depPercent'],
  [['DEPREC.'], 'depreciation'],
  [['DEPREC'], 'depreciation'],
  [['DEPRECIATION'], 'depreciation'],
  [['ACV'], 'acv'],
  [['W/TAX'], null],
  [['PAID'], 'other'],
  [['REMAINING'], 'other'],
  [['ESTIMATED'], 'other'],
];

interface Label {
  readonly kind: ColumnKind | null;
  readonly x0: number;
  readonly x1: number;
}

/** Every word a label is made of. */
const labelWords = new Set(labels.flatMap(([parts]) => parts));

/**
 * `words` with two labels printed edge to edge split apart (`RCVAGE/LIFE`: bold type whose widths the PDF states
 * narrower than it prints), each part placed by its share of the characters.
 */
function splitJoined(words: readonly Word[]): Word[] {
  return words.flatMap((word) => {
    const text = word.text.toUpperCase();
    if (labelWords.has(text)) return [word];
    for (let at = 2; at < text.length - 1; at += 1) {
      if (!labelWords.has(text.slice(0, at)) || !labelWords.has(text.slice(at))) continue;
      const middle = word.x0 + ((word.x1 - word.x0) * at) / text.length;
      return [
        { ...word, text: word.text.slice(0, at), x1: middle },
        { ...word, text: word.text.slice(at), x0: middle },
      ];
    }
    return [word];
  });
}

/** The labels of a row, left to right, and how many of its words are not part of a label. */
function labelsOf(printed: readonly Word[]): { found: Label[]; unknown: number } {
  const words = splitJoined(printed);
  const upper = words.map((word) => word.text.toUpperCase());
  const found: Label[] = [];
  let unknown = 0;
  let at = 0;
  while (at < upper.length) {
    const match = labels.find(([parts]) => parts.every((part, i) => upper[at + i] === part));
    if (!match) {
      unknown += 1;
      at += 1;
      continue;
    }
    const [parts, kind] = match;
    found.push({ kind, x0: words[at]!.x0, x1: words[at + parts.length - 1]!.x1 });
    at += parts.length;
  }
  return { found, unknown };
}

const columnsOf = (found: readonly Label[]): Column[] =>
  found.filter((label): label is Column => label.kind !== null).sort((a, b) => a.x0 - b.x0);

const isTable = (columns: readonly Column[]) =>
  columns.length >= 3 &&
  columns.some((column) => column.kind === 'quantity') &&
  columns.some((column) => column.kind === 'rcv' || column.kind === 'acv');

/** The table header a row prints, or null: nothing but labels, naming a quantity and an amount. */
export function tableHeader(row: Row): TableHeader | null {
  const { found, unknown } = labelsOf(row.words);
  const columns = columnsOf(found);
  return unknown === 0 && isTable(columns) ? { columns } : null;
}

/** A header printed over two rows (a worksheet's `Actual Replacement Cost` over `w/Tax`), or null. */
export function twoRowHeader(first: Row, second: Row | undefined): TableHeader | null {
  if (!second || second.page !== first.page || second.y - first.y > 2 * first.size) return null;
  const top = labelsOf(first.words);
  const bottom = labelsOf(second.words);
  if (top.unknown > 0 || bottom.unknown > 0 || top.found.length === 0) return null;
  // A label over another names the same column (`Replacement Cost` over `Total`): the lower one, nearer the figures, counts.
  const overlaps = (a: Label, b: Label) => a.x0 < b.x1 && b.x0 < a.x1;
  const above = top.found.filter((label) => !bottom.found.some((below) => below.kind !== null && overlaps(label, below)));
  const columns = columnsOf([...above, ...bottom.found]);
  return isTable(columns) ? { columns } : null;
}

/** Whether every word of a row is part of a header label (a row of a header printed over two rows). */
export function isLabelRow(row: Row): boolean {
  const { found, unknown } = labelsOf(row.words);
  return unknown === 0 && found.length > 0;
}

/**
 * Whether a row prints labels but no table of its own: the second row of a header (`CONDITION DEP %`), or a
 * header that a drawing's labels printed over (`O&P Dining Room (1)RCV`), which must not be read as text.
 */
export function isHeaderLike(row: Row): boolean {
  const { found, unknown } = labelsOf(row.words);
  const columns = columnsOf(found);
  if (columns.length > 0 && unknown === 0 && columns.every((column) => column.kind === 'condition' || column.kind === 'depPercent'))
    return true;
  return columns.length >= 4 && unknown <= 3 && columns.some((column) => column.kind === 'quantity' || column.kind === 'description');
}

const moneyKinds: ReadonlySet<ColumnKind> = new Set([
  'unitPrice',
  'remove',
  'replace',
  'reset',
  'extended',
  'tax',
  'overheadProfit',
  'rcv',
  'depreciation',
  'acv',
  'other',
]);
const unitKinds: ReadonlySet<ColumnKind> = new Set(['unitPrice', 'remove', 'replace', 'reset']);

export const isMoneyKind = (kind: ColumnKind) => moneyKinds.has(kind);
export const isUnitKind = (kind: ColumnKind) => unitKinds.has(kind);
