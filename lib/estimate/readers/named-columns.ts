/**
 * Any other table with a header row (Symbility's and other programs' exports, contractors' spreadsheets,
 * estimates typed up by hand): its columns found by their header names, or as the visitor chose them. The
 * fallback, last in the registry: it also reads the tables the readers before it know better.
 */
import { findHeader, missingRequired } from '../columns';
import { decimalStyleOf, readRows } from '../read';
import type { Table } from '../table';
import type { Extract, InputProblem, Mapping } from '../types';
import type { TableReader } from './types';

function readNamedColumns(table: Table, override?: Mapping): Extract | InputProblem {
  const header = findHeader(table.rows);
  if (!header) return { kind: 'no-columns' };
  const headers = table.rows[header.index] ?? [];
  const mapping = override ?? header.mapping;
  const missing = missingRequired(mapping);
  if (missing.length > 0) return { kind: 'missing-columns', fields: missing, headers, mapping };
  const data = table.rows.slice(header.index + 1);
  const decimal = decimalStyleOf(data, mapping);
  const read = readRows(data, mapping, { firstRow: header.index + 2, decimal });
  return {
    ...read,
    format: {
      kind: 'columns',
      container: table.container,
      delimiter: table.delimiter,
      decimal,
      headers,
      headerRow: header.index + 1,
      mapping,
      detected: header.mapping,
    },
  };
}

export const namedColumns: TableReader = {
  id: 'named-columns',
  detect: (table) => findHeader(table.rows) !== null,
  read: readNamedColumns,
};
