/**
 * A workbook (Excel `.xlsx`, OpenDocument `.ods`) read into a table with SheetJS, loaded only when a
 * workbook is chosen. Cells are read as their values, not as Excel formats them: a price shown rounded to
 * the cent keeps its own digits, as it does when Excel saves the sheet as CSV.
 */
import { findHeader, mappedCount } from './columns';
import type { Table } from './table';
import type { Analysis } from './types';
import { findRawHeader } from './xactimate';

type Rows = string[][];

/** SheetJS's mini build: `.xlsx` and `.ods`, a third of the full build's size. */
const loadSheetJs = async () => {
  const loaded = await import('@e965/xlsx/dist/xlsx.mini.min.js');
  return (('default' in loaded ? loaded.default : loaded) ?? loaded) as typeof import('@e965/xlsx');
};

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** How well a sheet's first rows read as an estimate: an Xactimate export first, then the most fields named. */
function score(rows: Rows): number {
  if (findRawHeader(rows)) return Number.MAX_SAFE_INTEGER;
  const header = findHeader(rows);
  return header ? mappedCount(header.mapping) : 0;
}

/** The sheet of `bytes` that reads best as an estimate, as rows of text; null when the file is not a workbook it can open. */
export async function tableFromWorkbook(bytes: Uint8Array, source: Analysis['source']): Promise<Table | null> {
  const xlsx = await loadSheetJs();
  let book;
  try {
    book = xlsx.read(bytes, { type: 'array', dense: true, cellDates: false, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch {
    return null;
  }
  let best: { rows: Rows; score: number } | null = null;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    const values = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
    const rows = values.map((row) => row.map(cellText));
    const rowsScore = score(rows);
    if (!best || rowsScore > best.score) best = { rows, score: rowsScore };
  }
  return best ? { rows: best.rows, delimiter: '', container: 'workbook', source } : null;
}
