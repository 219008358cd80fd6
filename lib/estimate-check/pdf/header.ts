/**
 * The header of a printed line-item table: which columns it has, in which order, and where each ends on the
 * page (numbers are printed right-aligned under their label). Estimates print several layouts, such as
 * `DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV` and `QUANTITY UNIT PRICE TAX GCO&P RCV AGE/LIFE
 * DEPREC. ACV` over a second row `CONDITION DEP %`, and repeat the header on every page.
 */
import type { Row } from './rows';

export type ColumnKind =
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'remove'
  | 'replace'
  | 'reset'
  | 'tax'
  | 'overheadProfit'
  | 'rcv'
  | 'ageLife'
  | 'condition'
  | 'depPercent'
  | 'depreciation'
  | 'acv';

export interface Column {
  readonly kind: ColumnKind;
  readonly x0: number;
  readonly x1: number;
}

export interface TableHeader {
  readonly columns: readonly Column[];
}

/** Header labels, as words of the row (upper case); longer labels are tried first. */
const labels: readonly (readonly [readonly string[], ColumnKind])[] = [
  [['UNIT', 'PRICE'], 'unitPrice'],
  [['UNIT', 'COST'], 'unitPrice'],
  [['SALES', 'TAX'], 'tax'],
  [['DEP', '%'], 'depPercent'],
  [['DESCRIPTION'], 'description'],
  [['QUANTITY'], 'quantity'],
  [['QTY'], 'quantity'],
  [['UNIT'], 'unitPrice'],
  [['PRICE'], 'unitPrice'],
  [['REMOVE'], 'remove'],
  [['REPLACE'], 'replace'],
  [['RESET'], 'reset'],
  [['TAX'], 'tax'],
  [['O&P'], 'overheadProfit'],
  [['GCO&P'], 'overheadProfit'],
  [['OH&P'], 'overheadProfit'],
  [['RCV'], 'rcv'],
  [['TOTAL'], 'rcv'],
  [['AGE/LIFE'], 'ageLife'],
  [['COND.'], 'condition'],
  [['CONDITION'], 'condition'],
  [['DEP%'], 'depPercent'],
  [['DEPREC.'], 'depreciation'],
  [['DEPREC'], 'depreciation'],
  [['DEPRECIATION'], 'depreciation'],
  [['ACV'], 'acv'],
];

/** The labels of a row, left to right, or null when any word of it is not part of a label. */
function labelsOf(row: Row): Column[] | null {
  const words = row.words.map((word) => word.text.toUpperCase());
  const columns: Column[] = [];
  let at = 0;
  while (at < words.length) {
    const match = labels.find(([parts]) => parts.every((part, i) => words[at + i] === part));
    if (!match) return null;
    const [parts, kind] = match;
    columns.push({ kind, x0: row.words[at]!.x0, x1: row.words[at + parts.length - 1]!.x1 });
    at += parts.length;
  }
  return columns;
}

/** The table header a row prints, or null: it names a quantity, an amount (RCV or total) and nothing but labels. */
export function tableHeader(row: Row): TableHeader | null {
  const columns = labelsOf(row);
  if (!columns || columns.length < 3) return null;
  if (!columns.some((column) => column.kind === 'quantity') || !columns.some((column) => column.kind === 'rcv')) return null;
  return { columns };
}

/** Whether a row is the second row of a two-row header (`CONDITION DEP %`): labels only, none naming an amount. */
export function isHeaderContinuation(row: Row): boolean {
  const columns = labelsOf(row);
  return columns !== null && columns.length > 0 && columns.every((column) => column.kind === 'condition' || column.kind === 'depPercent');
}

/** The money columns of a line, in the order printed: what is written as plain amounts (depreciation is bracketed). */
export const lineMoneyKinds = (header: TableHeader) =>
  header.columns.map((column) => column.kind).filter((kind) => moneyKinds.has(kind) && kind !== 'depreciation');

/** The columns a total row prints amounts in, in order: the money columns but the unit price. */
export const totalMoneyKinds = (header: TableHeader) =>
  header.columns.map((column) => column.kind).filter((kind) => moneyKinds.has(kind) && !unitKinds.has(kind));

export const moneyKinds: ReadonlySet<ColumnKind> = new Set([
  'unitPrice',
  'remove',
  'replace',
  'reset',
  'tax',
  'overheadProfit',
  'rcv',
  'depreciation',
  'acv',
]);
const unitKinds: ReadonlySet<ColumnKind> = new Set(['unitPrice', 'remove', 'replace', 'reset']);
export const isUnitKind = (kind: ColumnKind) => unitKinds.has(kind);
