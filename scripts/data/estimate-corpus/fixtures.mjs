/**
 * Every file of the corpus and what the checker must give for it: lines read, lines skipped, findings
 * (seeded defects only: the rest of each estimate is right), totals reconciled, or the problem it names.
 */
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import XLSX from '@e965/xlsx';
import { carrierPdf } from './carrier-pdf.mjs';
import { claim, repeatsEstimate } from './estimates.mjs';
import { sum } from './model.mjs';
import { PageWriter, PAGE } from './page-writer.mjs';
import { printedDescription, priceList, unitCost } from './price-list.mjs';
import { componentsCsv, layouts, rawExportCsv } from './xactimate-csv.mjs';

const cents = (value) => ({ type: 'cents', cents: value });
const count = (value) => ({ type: 'count', count: value });
const ok = (format, lines, { skipped = 0, findings = [], reconciliation = { checked: 0, unmatched: [] }, items } = {}) => ({
  format,
  lines,
  skipped,
  findings,
  reconciliation,
  ...(items ? { items } : {}),
});

/** Each line as the checker must read it: number, room, description, quantity, unit price and RCV (cents). */
const itemsOf = (lines, printed) =>
  lines.map((line) => [
    String(line.number),
    printed ? line.room.name : [line.room.name, line.room.unitLocation].filter(Boolean).join(', '),
    printed ? `${printedDescription(line.entry)}${line.mark ?? ''}` : line.entry.description,
    line.quantity,
    line.unitCost,
    line.printedRcv,
  ]);

/** The same claim, read from an export: O&P on item and tax (cleaning on the item alone). */
const exportSettings = { opBase: 'item+tax' };
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

/** The rooms a level total covers, and how many totals a printed claim states: rooms, levels (one repeated), the line-item total. */
const printedTotals = (estimate, repeated = 0) =>
  estimate.levels.reduce((total, level) => total + level.rooms.length + 1, 0) + repeated + 1;

/** The claim with seeded defects, as `printed` (a PDF, descriptions with their activity) or exported. */
function defects(printed) {
  const base = unitCost(priceList.sealPaint);
  const estimate = claim(printed ? { opBase: 'item' } : exportSettings, {
    edit: (room) => {
      if (room.name === 'Roof' && !printed) return { ...room, lines: room.lines.filter(([key]) => key !== 'dripEdge') };
      if (room.name === 'Bedroom 2')
        return { ...room, lines: room.lines.map((line) => (line[0] === 'sealPaint' ? [line[0], line[1], { unitCost: base + 7 }] : line)) };
      if (room.name === 'Kitchen') {
        const at = room.lines.findIndex(([key]) => key === 'paintBase');
        return { ...room, lines: [...room.lines.slice(0, at + 1), room.lines[at], ...room.lines.slice(at + 1)] };
      }
      return room;
    },
  });
  const describe = (line) => (printed ? printedDescription(line.entry) : line.entry.description);
  const find = (roomName, key) => estimate.lines.filter((line) => line.room.name === roomName && line.key === key);
  const findings = [];

  /** A line whose `found` amount should have been `expected`. */
  const lineFinding = (kind, line, expected, found) => ({
    kind,
    reason: 'line',
    refs: [String(line.number)],
    subject: describe(line),
    expected: cents(expected),
    found: cents(found),
    stake: Math.abs(found - expected),
  });
  const [wrongRcv] = find('Living Room', 'baseboard');
  if (printed) {
    Object.assign(wrongRcv, { printedRcv: wrongRcv.rcv + 10000, printedAcv: wrongRcv.acv + 10000 });
    findings.push(lineFinding('rcv', wrongRcv, wrongRcv.rcv, wrongRcv.rcv + 10000));
  } else {
    Object.assign(wrongRcv, { printedItem: wrongRcv.item + 6300, printedRcv: wrongRcv.rcv + 6300, printedAcv: wrongRcv.acv + 6300 });
    findings.push(lineFinding('extension', wrongRcv, wrongRcv.item, wrongRcv.item + 6300));
    const [wrongAcv] = find('Hallway', 'carpet');
    wrongAcv.printedAcv = wrongAcv.acv - 2500;
    findings.push(lineFinding('acv', wrongAcv, wrongAcv.acv, wrongAcv.acv - 2500));
    const roofLines = estimate.lines.filter(
      (line) =>
        line.room.name === 'Roof' &&
        /\bshingle/i.test(line.entry.description) &&
        !/\b(?:ridge|hip|starter)\b/i.test(line.entry.description),
    );
    findings.push({
      kind: 'missing-item',
      reason: 'expected',
      refs: roofLines.map((line) => String(line.number)),
      subject: 'Drip edge',
      trade: 'Roofing',
      expected: { type: 'item', text: 'Drip edge' },
      found: { type: 'absent' },
      stake: null,
    });
  }
  const [original, copy] = find('Kitchen', 'paintBase');
  findings.push({
    kind: 'duplicate',
    reason: 'exact',
    refs: [String(original.number), String(copy.number)],
    subject: describe(copy),
    room: 'Kitchen',
    expected: count(1),
    found: count(2),
    stake: copy.printedRcv,
  });
  const [first] = estimate.lines.filter((line) => line.key === 'sealPaint');
  const [odd] = find('Bedroom 2', 'sealPaint');
  findings.push({
    kind: 'price',
    reason: 'differs',
    refs: [String(first.number), String(odd.number)],
    subject: describe(odd),
    expected: cents(base),
    found: cents(base + 7),
    stake: Math.round(7 * odd.quantity),
  });
  return { estimate, findings };
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
  const pdfDefects = defects(true);
  const opClaim = claim({ opBase: 'item' }, { laborMinimum: true, fence: true, edit: markOpClaim });
  const gcopClaim = claim({ opBase: 'item+tax', cleaningTaxAfterOp: true }, { edit: markGcopClaim });
  const bathroom = pdfDefects.estimate.levels[0].rooms.find((room) => room.name === 'Bathroom');
  bathroom.printedTotals = { rcv: sum(bathroom.lines, 'printedRcv') + 2500 };
  const defectsPdf = await carrierPdf(pdfDefects.estimate, 'op');
  pdfDefects.findings.push({
    kind: 'total',
    reason: 'section',
    refs: [`p${bathroom.totalPage}`],
    subject: 'Bathroom',
    measure: 'rcv',
    expected: cents(sum(bathroom.lines, 'printedRcv')),
    found: cents(sum(bathroom.lines, 'printedRcv') + 2500),
    stake: 2500,
  });

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
    {
      name: 'carrier-op.pdf',
      about:
        'A carrier PDF, DESCRIPTION … O&P RCV DEPREC. ACV: O&P on the item alone, figures on the first row, wrapped descriptions, notes, a heading, a glyph-by-glyph row, <x> depreciation, an OPEN ITEM, a labor minimum numbered out of order, a level total printed twice, summary and recaps.',
      bytes: await carrierPdf(opClaim, 'op', { repeatLevelTotal: 'Main Level' }),
      expected: ok('pdf', opClaim.lines.filter((line) => !line.open).length, {
        skipped: 1,
        reconciliation: { checked: printedTotals(opClaim, 1), unmatched: [] },
        items: itemsOf(
          opClaim.lines.filter((line) => !line.open),
          true,
        ),
      }),
    },
    {
      name: 'carrier-gcop.pdf',
      about:
        'A carrier PDF, QUANTITY … GCO&P RCV AGE/LIFE DEPREC. ACV over CONDITION DEP %: a guide page, figures under the description, stacked condition and rate, [M], starred line numbers, a *EN bid item, cleaning tax after O&P, blank total cells.',
      bytes: await carrierPdf(gcopClaim, 'gcop', { guidePage: true }),
      expected: ok('pdf', gcopClaim.lines.length, {
        reconciliation: { checked: printedTotals(gcopClaim), unmatched: [] },
        items: itemsOf(gcopClaim.lines, true),
      }),
    },
    {
      name: 'carrier-defects.pdf',
      about: 'The first carrier layout with seeded defects: a line’s RCV, a room total, a line twice in one room, one item at two prices.',
      bytes: defectsPdf,
      expected: ok('pdf', pdfDefects.estimate.lines.length, {
        findings: pdfDefects.findings,
        reconciliation: { checked: printedTotals(pdfDefects.estimate), unmatched: ['Bathroom'] },
        items: itemsOf(pdfDefects.estimate.lines, true),
      }),
    },
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

/** The first carrier layout's quirks, line by line. */
function markOpClaim(room) {
  const mark = (key, extra) => (line) =>
    line[0] === key ? [line[0], line[1], { ...line[2], extra: { ...line[2]?.extra, ...extra } }] : line;
  const edits = {
    Kitchen: [mark('drywall', { heading: 'DRYWALL' }), mark('tapeFloat', { glyphs: true })],
    'Living Room': [
      mark('sealPaint', { note: 'Allowance for matching the adjoining hallway walls.' }),
      mark('carpet', { recoverable: false }),
    ],
    Bathroom: [mark('paintBase', { mark: '*' })],
    Roof: [mark('shingles', { note: 'Auto Calculated Waste: 10.0%, 2.60SQ' })],
  };
  return { ...room, lines: (edits[room.name] ?? []).reduce((lines, edit) => lines.map(edit), room.lines) };
}

/** The second carrier layout's quirks: starred numbers, [M], a bid item marked *EN. */
function markGcopClaim(room) {
  const mark = (key, extra) => (line) => (line[0] === key ? [line[0], line[1], { extra }] : line);
  const edits = {
    Kitchen: [mark('drywall', { star: true }), mark('vinylPlank', { manual: true })],
    Roof: [mark('gutter', { star: true })],
  };
  const lines = (edits[room.name] ?? []).reduce((all, edit) => all.map(edit), room.lines);
  return room.name === 'General Conditions'
    ? { ...room, lines: [...lines, ['bidKitchen', 1, { extra: { suffix: '*EN' } }]] }
    : { ...room, lines };
}
