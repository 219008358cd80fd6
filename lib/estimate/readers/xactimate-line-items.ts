/** Xactimate's line-item ("RAW") export, 28 or 37/38 columns, as CSV or saved again from Excel. */
import { findRawHeader, readRawExport } from '../xactimate';
import type { TableReader } from './types';

export const xactimateLineItems: TableReader = {
  id: 'xactimate-line-items',
  detect: (table) => findRawHeader(table.rows) !== null,
  read: (table) => readRawExport(table.rows, table.container) ?? { kind: 'no-columns' },
  fixedColumns: true,
};
