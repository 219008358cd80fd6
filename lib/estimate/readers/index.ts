/**
 * The estimate readers, in the order they are asked: the first whose `detect` says yes reads the file. A new
 * format is one file in this folder and one line in a list below. Files refused whatever their format (empty,
 * too large, an Xactimate project, an `.xls`) are turned away before (`refusal` in `../input.ts`); a file no
 * reader claims is `binary`, a table no reader claims has `no-columns`.
 */
import { refusal } from '../input';
import type { Progress, Table } from '../table';
import type { Extract, InputProblem, Mapping } from '../types';
import { delimitedText } from './delimited-text';
import { namedColumns } from './named-columns';
import { pdf } from './pdf';
import { isProblem, type FileRead, type FileReader, type TableReader } from './types';
import { workbook } from './workbook';
import { xactimateComponents } from './xactimate-components';
import { xactimateLineItems } from './xactimate-line-items';

export { isProblem, type FileRead, type FileReader, type TableReader } from './types';

/** From bytes to a table or to lines. */
export const fileReaders: readonly FileReader[] = [pdf, workbook, delimitedText];

/** From a table to lines; the reader by header names last, as it reads any table with a header. */
export const tableReaders: readonly TableReader[] = [xactimateComponents, xactimateLineItems, namedColumns];

/** Lines read, or the problem of a file whose rows were all skipped. */
function withLines(extract: Extract): Extract | InputProblem {
  return extract.lines.length > 0 ? extract : { kind: 'no-lines', skipped: extract.skipped.length, example: extract.skipped[0] };
}

/** The reader that takes `bytes`, or why none is given them. */
export function fileReaderOf(bytes: Uint8Array, name = '', readers = fileReaders): FileReader | InputProblem {
  return refusal(bytes, name) ?? readers.find((reader) => reader.detect(bytes, name)) ?? { kind: 'binary' };
}

/** What a file is, in a word: its reader's id, or its problem's kind. */
export function sniff(bytes: Uint8Array, name = '', readers = fileReaders): { readonly kind: string } | InputProblem {
  const reader = fileReaderOf(bytes, name, readers);
  return isProblem(reader) ? reader : { kind: reader.id };
}

/** The table a file holds, or its lines when it is printed, or why it cannot be read. */
export async function readFile(bytes: Uint8Array, name: string, progress?: Progress, readers = fileReaders): Promise<FileRead> {
  const reader = fileReaderOf(bytes, name, readers);
  if (isProblem(reader)) return reader;
  const read = await reader.read(bytes, { name, bytes: bytes.length, sample: false }, progress);
  if (!('extract' in read)) return read;
  const extract = withLines(read.extract);
  return isProblem(extract) ? extract : { extract };
}

/** The reader that takes `table`; with the visitor's `override`, none that reads fixed columns. */
export function tableReaderOf(table: Table, override?: Mapping, readers = tableReaders): TableReader | null {
  return readers.find((reader) => !(override && reader.fixedColumns) && reader.detect(table)) ?? null;
}

/** The lines of a parsed table, read by its format or, with `override`, by the visitor's choice of its columns. */
export function extractFromTable(table: Table, override?: Mapping, readers = tableReaders): Extract | InputProblem {
  const reader = tableReaderOf(table, override, readers);
  if (!reader) return { kind: 'no-columns' };
  const extract = reader.read(table, override);
  return isProblem(extract) ? extract : withLines(extract);
}

/** A file's lines or why it has none, and the table it held, if any, for a later correction of its columns. */
export async function readEstimate(
  bytes: Uint8Array,
  name: string,
  progress?: Progress,
  { files = fileReaders, tables = tableReaders }: { files?: readonly FileReader[]; tables?: readonly TableReader[] } = {},
): Promise<{ readonly extract: Extract | InputProblem; readonly table: Table | null }> {
  const read = await readFile(bytes, name, progress, files);
  if ('table' in read) return { extract: extractFromTable(read.table, undefined, tables), table: read.table };
  return { extract: 'extract' in read ? read.extract : read, table: null };
}
