/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { parseTable, type Table } from '@/lib/estimate/table';
import {
  extractFromTable,
  fileReaders,
  isProblem,
  readEstimate,
  readFile,
  sniff,
  tableReaderOf,
  tableReaders,
  type FileReader,
  type TableReader,
} from '@/lib/estimate/readers';
import { delimitedText } from '@/lib/estimate/readers/delimited-text';
import { namedColumns } from '@/lib/estimate/readers/named-columns';
import type { Extract, InputProblem } from '@/lib/estimate/types';

/**
 * Which reader takes each fixture, from the files present: a new fixture in a known format needs no edit here,
 * a new format one line in `byExtension` (and one in `tableOf` if its tables are a new kind).
 */
const folder = join(__dirname, '../../../../fixtures/estimates');

// A workbook loads SheetJS, which jest compiles on first use: seconds on a loaded machine.
jest.setTimeout(30_000);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(json|ts)$/.test(name) ? [] : [relative(folder, full)];
  });
}

const fixtures = filesUnder(folder).sort();
const bytesOf = (path: string) => new Uint8Array(readFileSync(join(folder, path)));

/** What a file of each extension is: the file reader that takes it, or the problem it is refused with before any. */
const byExtension: Readonly<Record<string, string>> = {
  '.csv': 'text',
  '.tsv': 'text',
  '.pdf': 'pdf',
  '.xlsx': 'workbook',
  '.ods': 'workbook',
  '.esx': 'esx',
  '.xls': 'old-spreadsheet',
};

/** The corpus says what each of its files reads as (format) or is refused as (problem). */
const corpus = JSON.parse(readFileSync(join(folder, 'corpus/expected.json'), 'utf8')) as Record<
  string,
  { readonly format?: string; readonly problem?: string }
>;

/** The table reader for what a table reads as; null where no reader claims it. */
const tableOf: Readonly<Record<string, string | null>> = {
  xactimate: 'xactimate-line-items',
  components: 'xactimate-components',
  columns: 'named-columns',
  'no-columns': null,
};

/** What a fixture's table reads as: the corpus says it; the other fixtures are tables typed up by hand, one without a header. */
function tableKind(path: string): string {
  const entry = path.startsWith('corpus/') ? corpus[path.slice('corpus/'.length)] : undefined;
  if (entry) return entry.problem ?? entry.format!;
  return path === 'no-columns.csv' ? 'no-columns' : 'columns';
}

async function tableOfFixture(path: string): Promise<Table> {
  const read = await readFile(bytesOf(path), path);
  if (!('table' in read)) throw new Error(`${path} holds no table`);
  return read.table;
}

const linesOf = (extract: Extract | InputProblem) =>
  isProblem(extract) ? extract.kind : extract.lines.map((line) => [line.description, line.quantity, line.extended]);

describe('the file readers', () => {
  it.each(fixtures)('take %s as its format says', (path) => {
    const bytes = bytesOf(path);
    const expected = bytes.length === 0 ? 'empty' : byExtension[extname(path)];
    if (!expected) throw new Error(`${path}: say in byExtension which reader takes a ${extname(path)} file`);
    expect(sniff(bytes, path)).toEqual({ kind: expected });
  });

  it('ask the PDF reader before the text reader: a PDF of plain text passes for text', () => {
    const letter = bytesOf('corpus/letter.pdf');
    expect(delimitedText.detect(letter, 'letter.pdf')).toBe(true);
    expect(sniff(letter, 'letter.pdf')).toEqual({ kind: 'pdf' });
  });

  it('call a file no reader claims binary', () => {
    expect(sniff(new Uint8Array([0x41, 0x00, 0x42]))).toEqual({ kind: 'binary' });
    expect(sniff(bytesOf('clean.csv'), 'clean.csv', [])).toEqual({ kind: 'binary' });
  });
});

describe('the table readers', () => {
  // The files whose reader gives a table (a PDF's gives its lines).
  const tables = fixtures.filter((path) => ['text', 'workbook'].includes(sniff(bytesOf(path), path).kind));

  it.each(tables)('read %s as its kind of table', async (path) => {
    const kind = tableKind(path);
    if (!(kind in tableOf)) throw new Error(`${path}: say in tableOf which reader takes a table of ${kind}`);
    expect(tableReaderOf(await tableOfFixture(path))?.id ?? null).toBe(tableOf[kind]);
  });

  it('ask the reader by header names last: it also claims the Xactimate exports the readers before it know', async () => {
    expect(tableReaders.at(-1)).toBe(namedColumns);
    for (const [path, reader] of [
      ['corpus/xactimate-28.csv', 'xactimate-line-items'],
      ['corpus/components.csv', 'xactimate-components'],
    ] as const) {
      const table = await tableOfFixture(path);
      expect(namedColumns.detect(table)).toBe(true);
      expect(tableReaderOf(table)?.id).toBe(reader);
    }
  });

  it('pass over the fixed columns of the RAW export once the visitor chooses the columns, not the Components refusal', async () => {
    const override = { description: 4, quantity: 5, unitPrice: 7 };
    expect(tableReaderOf(await tableOfFixture('corpus/xactimate-28.csv'), override)?.id).toBe('named-columns');
    expect(extractFromTable(await tableOfFixture('corpus/components.csv'), override)).toEqual({ kind: 'components' });
  });

  it('find no columns in a table no reader claims', async () => {
    expect(extractFromTable(await tableOfFixture('no-columns.csv'))).toEqual({ kind: 'no-columns' });
    expect(extractFromTable(await tableOfFixture('clean.csv'), undefined, [])).toEqual({ kind: 'no-columns' });
  });
});

describe('a reader added to the registry', () => {
  const source = { name: 'made-up', bytes: 0, sample: false };

  it('reads a file format the others cannot', async () => {
    // A made-up format: "EST" and a NUL byte, then the rows as JSON.
    const madeUp: FileReader = {
      id: 'json-rows',
      detect: (bytes) => bytes[0] === 0x45 && bytes[1] === 0x53 && bytes[2] === 0x54 && bytes[3] === 0,
      read: async (bytes, from) => {
        const rows = JSON.parse(new TextDecoder().decode(bytes.subarray(4))) as string[][];
        return { table: { rows, delimiter: '', container: 'text', source: from } };
      },
    };
    const rows = [
      ['Description', 'Quantity', 'Unit price', 'Extended price'],
      ['Drip edge', '120', '2.50', '300.00'],
    ];
    const bytes = new Uint8Array([0x45, 0x53, 0x54, 0, ...new TextEncoder().encode(JSON.stringify(rows))]);
    expect(sniff(bytes, 'roof.est')).toEqual({ kind: 'binary' });
    const files = [...fileReaders, madeUp];
    expect(sniff(bytes, 'roof.est', files)).toEqual({ kind: 'json-rows' });
    const { extract, table } = await readEstimate(bytes, 'roof.est', undefined, { files });
    expect(linesOf(extract)).toEqual([['Drip edge', 120, 30000]]);
    expect(table?.rows).toEqual(rows);
  });

  it('reads a table the others cannot', () => {
    // A made-up program that prints its name where the header would be, and its columns always in this order.
    const madeUp: TableReader = {
      id: 'headerless',
      detect: (table) => table.rows[0]?.[0] === 'ACME ESTIMATOR',
      read: (table) =>
        namedColumns.read({ ...table, rows: [['Description', 'Quantity', 'Unit price', 'Extended price'], ...table.rows.slice(1)] }),
      fixedColumns: true,
    };
    const table = parseTable('ACME ESTIMATOR\nDrip edge,120,2.50,300.00\n', source);
    expect(extractFromTable(table)).toEqual({ kind: 'no-columns' });
    expect(linesOf(extractFromTable(table, undefined, [...tableReaders, madeUp]))).toEqual([['Drip edge', 120, 30000]]);
  });
});
