/**
 * Every file of the corpus and what the checker must give for it: lines read, lines skipped, findings
 * (seeded defects only: the rest of each estimate is right), totals reconciled, or the problem it names.
 */
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import XLSX from '@e965/xlsx';
import { carrierFixtures } from './carrier-fixtures.mjs';
import { carrierPdf } from './carrier-pdf.mjs';
import { defects } from './defects.mjs';
import { claim, exportSettings, repeatsEstimate } from './estimates.mjs';
import { itemsOf, ok } from './expected.mjs';
import { layoutFixtures } from './layouts/index.mjs';
import { PageWriter, PAGE } from './page-writer.mjs';
import { componentsCsv, layouts, rawExportCsv } from './xactimate-csv.mjs';

const writtenLines = (estimate) => estimate.lines.filter((line) => !line.open);

function rawFixture(name, about, estimate, options = {}) {
  const order = options.order ?? writtenLines(estimate);
  return {
    name,
    about,
    bytes: rawExportCsv(estimate, { ...options, order }),
    expected: ok('xactimate', order.length, { ...options.expected, items: itemsOf(order, false) }),
  };
}

async function scannedPdf() {
  const text = [
    'Example Mutual Insurance Company',
    'HARRIS_J 10/14/2026 Page: 2',
    '',
    'Kitchen',
    'DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV',
    '1. R&R Baseboard 52.00 LF 4.16 3.69 43.26 263.27 (0.00) 263.27',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1224" height="1584"><rect width="100%" height="100%" fill="#f4f1ea"/>${text.map((line, i) => `<text x="72" y="${120 + i * 40}" font-family="sans-serif" font-size="22" fill="#222">${line.replace(/&/g, '&amp;')}</text>`).join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).greyscale().png().toBuffer();
  const writer = new PageWriter({ letterhead: [], estimate: 'SCAN', date: '' });
  writer.image(png);
  return writer.finish();
}

async function letterPdf() {
  const writer = new PageWriter({ letterhead: ['Example Mutual Insurance Company'], estimate: 'EX-2026-104518', date: '10/14/2026' });
  writer.newPage();
  const paragraphs = [
    'Re: Claim EX-2026-104518, 1207 Cedar Bend Dr',
    'Dear Jordan Harris,',
    'We have received your notice of loss and assigned an adjuster, who will contact you within two business days to schedule an inspection.',
    'Please keep receipts for any emergency repairs, and photographs of the damage before it is repaired.',
    'Sincerely, Property Claims',
  ];
  for (const paragraph of paragraphs) {
    for (const row of writer.wrap(paragraph, 500)) {
      writer.put(row, { x: PAGE.left });
      writer.next();
    }
    writer.next();
  }
  return writer.finish();
}

/** The rows of a RAW export as a workbook would hold them: numbers as numbers. */
function workbook(csv, bookType) {
  const rows = Papa.parse(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data.map((row, index) =>
    index === 0 ? row : row.map((cell) => (/^-?\$?[\d,]+(\.\d+)?\s*$/.test(cell) ? Number(cell.replace(/[$,\s]/g, '')) : cell)),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Claim', 'EX-2026-104518'],
      ['Insured', 'Jordan Harris'],
    ]),
    'Summary',
  );
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Line Items');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true });
}

/** A deterministic stand-in for the encrypted estimate inside a project file. */
const opaque = (length) => Uint8Array.from({ length }, (_, i) => (i * 7919 + 13) % 251);

export async function corpus() {
  const estimate = claim(exportSettings);
  const lines = writtenLines(estimate);
  const short = rawExportCsv(estimate, { order: lines });
  const supplement = lines.map((line, i) => (i % 9 === 4 ? { ...line, number: 3241 + i } : line));
  const csvDefects = defects(false);
  return [
    rawFixture('xactimate-28.csv', 'The 28-column RAW export: byte-order mark, CRLF, money bare or quoted with separators.', estimate),
    rawFixture(
      'xactimate-37.csv',
      'The 37-column RAW export: unit, activity and the unit-cost breakdown (a negative market condition).',
      estimate,
      { columns: layouts.long },
    ),
    rawFixture(
      'xactimate-38.csv',
      'The 38-column RAW export: its last columns in another order, an ADJ_SOURCE column and an empty last header.',
      estimate,
      { columns: layouts.longOtherTail },
    ),
    rawFixture('xactimate-dollars.csv', 'Money with `$` on every other row and a trailing space on every third.', estimate, {
      dollars: true,
      trailingSpace: true,
    }),
    rawFixture('xactimate-supplement.csv', 'Supplement lines numbered out of order, with thousands separators ("3,245").', estimate, {
      order: supplement,
      numbers: (line) => line.number,
    }),
    rawFixture('xactimate-blank-rows.csv', 'Forty rows of bare commas after the last line.', estimate, { blankRows: 40 }),
    rawFixture('xactimate-excel.csv', 'After a trip through Excel: two dozen empty columns beside the header.', estimate, {
      emptyHeaders: 24,
    }),
    rawFixture('xactimate-no-op.csv', 'No overhead and profit on any line: RCV is item amount plus tax.', claim({ opBase: 'none' })),
    rawFixture(
      'xactimate-repeats.csv',
      'The same room and lines in nineteen units of two buildings (told apart by the unit’s location, or only by the rooms between), a $28,450 bid item, a $0 placeholder and a credit.',
      repeatsEstimate(exportSettings),
      { columns: layouts.long },
    ),
    rawFixture(
      'xactimate-defects.csv',
      'Seeded defects in the 37-column export: an item amount, an ACV, a line twice in one room, one item at two prices, no drip edge on a new roof.',
      csvDefects.estimate,
      { columns: layouts.long, expected: { findings: csvDefects.findings } },
    ),
    rawFixture(
      'xactimate-28-defects.csv',
      'The same defects in the 28-column export, which does not say a line’s activity: the item at two prices is not judged.',
      csvDefects.estimate,
      { expected: { findings: csvDefects.findings.filter((finding) => finding.kind !== 'price') } },
    ),
    {
      name: 'xactimate-28.xlsx',
      about: 'The 28-column export saved as an Excel workbook, after a summary sheet.',
      bytes: workbook(short, 'xlsx'),
      expected: ok('xactimate', lines.length, { items: itemsOf(lines, false) }),
    },
    {
      name: 'xactimate-28.xls',
      about: 'The same workbook in the Excel 97–2003 format.',
      bytes: workbook(short, 'biff8'),
      expected: { problem: 'old-spreadsheet' },
    },
    {
      name: 'components.csv',
      about: 'Xactimate’s Components export: materials and labor added up.',
      bytes: componentsCsv(),
      expected: { problem: 'components' },
    },
    {
      name: 'project.esx',
      about: 'An Xactimate project file: a ZIP holding the encrypted estimate.',
      bytes: zipSync({ 'XACTDOC.ZIPXML': opaque(4096), '1.JPG': opaque(512) }, { mtime: new Date('2026-10-14T12:00:00Z') }),
      expected: { problem: 'esx' },
    },
    ...(await carrierFixtures()),
    ...(await layoutFixtures()),
    {
      name: 'scanned.pdf',
      about: 'A scan of an estimate page: an image, no text.',
      bytes: await scannedPdf(),
      expected: { problem: 'pdf-scanned' },
    },
    {
      name: 'locked.pdf',
      about: 'A carrier PDF that asks for a password.',
      bytes: await carrierPdf(claim({ opBase: 'item' }), 'op', { userPassword: 'claim2026' }),
      expected: { problem: 'pdf-locked' },
    },
    {
      name: 'letter.pdf',
      about: 'A letter from the carrier: text, no line-item table.',
      bytes: await letterPdf(),
      expected: { problem: 'pdf-no-table' },
    },
  ];
}
