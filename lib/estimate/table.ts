/**
 * A delimited text file (CSV, TSV, semicolons, pipes) parsed into rows of text cells with papaparse, a slice
 * at a time so a large file reports its progress.
 */
import Papa from 'papaparse';
import { findHeader, mappedCount } from './columns';
import type { Analysis } from './types';

export type Phase = 'read' | 'parse' | 'check';
export type Progress = (phase: Phase, done: number) => void;

/** A table of text cells as parsed, with what the analysis needs to know about its source. */
export interface Table {
  readonly rows: readonly (readonly string[])[];
  readonly delimiter: string;
  readonly container: 'text' | 'workbook';
  readonly source: Analysis['source'];
}

const delimiters = [',', '\t', ';', '|'] as const;

/**
 * The delimiter whose first rows give the best header (most fields recognised): papaparse's own guess
 * looks for consistent field counts, which the few rows about the claim above a header break.
 */
export function guessDelimiter(text: string): string {
  let best: { delimiter: string; count: number } = { delimiter: ',', count: -1 };
  for (const delimiter of delimiters) {
    const preview = Papa.parse<string[]>(text.slice(0, 64 * 1024), { delimiter, preview: 40, skipEmptyLines: 'greedy' }).data;
    const header = findHeader(preview);
    const count = header ? mappedCount(header.mapping) : 0;
    if (count > best.count) best = { delimiter, count };
  }
  return best.delimiter;
}

/** The line break a text uses: `\r\n`, `\n`, or `\r` alone. */
function newlineOf(text: string): '\r\n' | '\n' | '\r' {
  const at = text.indexOf('\n');
  if (at > 0 && text[at - 1] === '\r') return '\r\n';
  return at < 0 && text.includes('\r') ? '\r' : '\n';
}

/**
 * `text` cut into pieces of about `size` characters at line breaks outside quoted fields (where the number
 * of quotes so far is even: a quote inside a quoted field is written twice), without the break itself, so
 * each piece parses on its own into whole rows.
 */
export function* slices(text: string, size: number, newline: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let cut = start + size;
    if (cut >= text.length) {
      yield text.slice(start);
      return;
    }
    let quotes = 0;
    for (let i = text.indexOf('"', start); i >= 0 && i < cut; i = text.indexOf('"', i + 1)) quotes += 1;
    let next = text.indexOf(newline, cut);
    while (next >= 0) {
      for (let i = text.indexOf('"', cut); i >= 0 && i < next; i = text.indexOf('"', i + 1)) quotes += 1;
      if (quotes % 2 === 0) break;
      cut = next;
      next = text.indexOf(newline, next + newline.length);
    }
    if (next < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, next);
    start = next + newline.length;
  }
}

/** How much text each step of parsing takes, between two progress reports. */
const SLICE = 256 * 1024;

/** Parses `text` into rows (papaparse), a slice at a time, reporting progress after each. */
export function parseTable(text: string, source: Analysis['source'], progress?: Progress): Table {
  const delimiter = guessDelimiter(text);
  const newline = newlineOf(text);
  const rows: string[][] = [];
  let done = 0;
  for (const slice of slices(text, SLICE, newline)) {
    // Empty lines are kept (and ignored later), so row numbers stay those a spreadsheet shows.
    const { data } = Papa.parse<string[]>(slice, { delimiter, newline, skipEmptyLines: false });
    for (const row of data) rows.push(row);
    done += slice.length + newline.length;
    progress?.('parse', Math.min(1, done / text.length));
  }
  progress?.('parse', 1);
  return { rows, delimiter, container: 'text', source };
}
