/**
 * The two kinds of estimate reader. A file reader takes a file's bytes to a table of text cells (or, for a
 * printed estimate, straight to its lines); a table reader takes such a table to its lines. Each registry in
 * `index.ts` asks its readers in order and the first whose `detect` says yes reads the file.
 */
import type { Progress, Table } from '../table';
import type { Analysis, Extract, InputProblem, Mapping } from '../types';

/** What a file reader gives: a table for the table readers, the lines themselves, or why it cannot. */
export type FileRead = { readonly table: Table } | { readonly extract: Extract } | InputProblem;

export interface FileReader {
  /** What the file is called once recognised (`sniff` answers with it). */
  readonly id: string;
  /** Whether `bytes` are in this format, by their signature: cheap, as it runs on every file until one says yes. */
  detect(bytes: Uint8Array, name: string): boolean;
  /** Reads the file; a reader with heavy code imports it here, so it loads only for a file of its own. */
  read(bytes: Uint8Array, source: Analysis['source'], progress?: Progress): Promise<FileRead>;
}

export interface TableReader {
  readonly id: string;
  /** Whether the table is in this format: its header among the first rows, mostly. */
  detect(table: Table): boolean;
  /** The table's lines, or why it has none; `override` is the visitor's own choice of its columns. */
  read(table: Table, override?: Mapping): Extract | InputProblem;
  /** Reads the columns its program always writes: once the visitor chooses the columns, it stands aside. */
  readonly fixedColumns?: boolean;
}

/** Whether a reader's answer is a problem (problems alone carry a `kind`). */
export const isProblem = (value: object): value is InputProblem => 'kind' in value;
