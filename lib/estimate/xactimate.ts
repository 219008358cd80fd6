/**
 * Xactimate's exports, read by their own column names (their order and number vary between versions and
 * after a trip through a spreadsheet program): the line-item ("RAW") export, and the Components export,
 * which is recognised only to say that it is not an estimate.
 */
import { HEADER_SEARCH_ROWS } from './columns';
import { decimalStyleOf, readRows } from './read';
import { normalise } from './text';
import type { CheckedLine, Extract, Mapping } from './types';

/** The RAW export's columns the checker reads, by their header names (compared normalised: `#` reads "no"). */
const rawColumns = {
  line: '#',
  groupCode: 'Group Code',
  room: 'Group Description',
  description: 'Desc',
  quantity: 'Qty',
  extended: 'Item Amount',
  unitPrice: 'Unit Cost',
  unit: 'Unit',
  coverage: 'Coverage',
  unitLocation: 'Unit Location',
  activity: 'Activity',
  tax: 'Sales Tax',
  rcv: 'RCV',
  depreciation: 'Depreciation Amount',
  acv: 'ACV',
  cat: 'Cat',
  sel: 'Sel',
  note: 'Note 1',
} as const;

type RawColumn = keyof typeof rawColumns;
type RawColumns = Partial<Record<RawColumn, number>>;

/** Without these, a file is not the RAW export (and is read like any other table). */
const requiredRaw: readonly RawColumn[] = ['description', 'quantity', 'extended', 'unitPrice', 'tax', 'rcv', 'cat', 'sel'];

/** The Components export's header names that no estimate has. */
const componentsMarkers = ['tax status', 'contractor supplied', 'request third party pricing'];

function rawColumnsOf(headers: readonly string[]): RawColumns | null {
  const names = headers.map(normalise);
  const found: RawColumns = {};
  for (const [key, header] of Object.entries(rawColumns) as [RawColumn, string][]) {
    const column = names.indexOf(normalise(header));
    if (column >= 0) found[key] = column;
  }
  return requiredRaw.every((key) => found[key] !== undefined) ? found : null;
}

/** The header row and columns of a RAW export among the first rows, or null. */
export function findRawHeader(rows: readonly (readonly string[])[]): { index: number; columns: RawColumns } | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    const columns = rawColumnsOf(rows[index] ?? []);
    if (columns) return { index, columns };
  }
  return null;
}

/** Whether the first rows hold the header of Xactimate's Components export. */
export function isComponentsExport(rows: readonly (readonly string[])[]): boolean {
  return rows.slice(0, HEADER_SEARCH_ROWS).some((row) => {
    const names = new Set(row.map(normalise));
    return componentsMarkers.filter((marker) => names.has(marker)).length >= 2;
  });
}

/**
 * The lines of a RAW export. Rows are read like any table's (money with or without `$` and separators,
 * empty rows skipped), then completed from the export's own conventions: the code is Cat + Sel and the trade
 * Cat; the room is the group, told apart by its code, coverage and unit location; O&P, which has no column, is what RCV
 * holds beyond the item amount and its tax; the activity keeps a removal apart from a replacement of the
 * same item. The shorter layout has no activity column, and its description and flags do not say it either
 * (real exports flag every line `Replace: No`), so its lines' activity is unknown.
 */
export function readRawExport(rows: readonly (readonly string[])[], container: 'text' | 'workbook'): Extract | null {
  const header = findRawHeader(rows);
  if (!header) return null;
  const { columns, index } = header;
  const mapping: Mapping = {
    line: columns.line,
    trade: columns.cat,
    room: columns.room,
    description: columns.description,
    quantity: columns.quantity,
    unit: columns.unit,
    unitPrice: columns.unitPrice,
    extended: columns.extended,
    tax: columns.tax,
    rcv: columns.rcv,
    depreciation: columns.depreciation,
    acv: columns.acv,
  };
  const data = rows.slice(index + 1);
  const decimal = decimalStyleOf(data, mapping);
  const firstRow = index + 2;
  const read = readRows(data, mapping, { firstRow, decimal });
  const text = (cells: readonly string[], key: RawColumn) => {
    const column = columns[key];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const lines = read.lines.map((line): CheckedLine => {
    const cells = data[line.row - firstRow] ?? [];
    const extended = line.extended;
    return {
      ...line,
      line: line.line && /^\d{1,3}(,\d{3})+$/.test(line.line) ? line.line.replace(/,/g, '') : line.line,
      code: [text(cells, 'cat'), text(cells, 'sel')].filter(Boolean).join(' '),
      // A building of several units repeats its rooms' names in each: the unit's location tells them apart.
      room: [line.room, text(cells, 'unitLocation')].filter(Boolean).join(', '),
      roomKey: [text(cells, 'coverage'), text(cells, 'unitLocation'), text(cells, 'groupCode'), line.room].join('\u0000'),
      activity: columns.activity === undefined ? null : text(cells, 'activity'),
      note: text(cells, 'note'),
      overheadProfit: line.rcv === null || extended === null ? null : line.rcv - extended - (line.tax ?? 0),
    };
  });
  const named = rows[index]!.filter((cell) => cell.trim() !== '').length;
  return { lines, skipped: read.skipped, totals: read.totals, format: { kind: 'xactimate', container, columns: named } };
}
