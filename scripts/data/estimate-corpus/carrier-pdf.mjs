/**
 * A corpus estimate printed as a carrier's PDF, in the two layouts carriers print Xactimate estimates in:
 * `op` (`DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV`, figures on a line's first row, the rest of
 * its description wrapped under them) and `gcop` (`QUANTITY UNIT PRICE TAX GCO&P RCV AGE/LIFE DEPREC. ACV`
 * over `CONDITION DEP %`, figures under the description, condition and rate stacked under them). Around the
 * tables: a cover, a guide page with example figures, room measurements, notes, headings, room totals,
 * level totals, the line-item total, a summary and recaps by room and category.
 */
import { printedDescription } from './price-list.mjs';
import { sum } from './model.mjs';
import { PAGE, PageWriter, amount, qty } from './page-writer.mjs';

export const carrierLayouts = {
  op: {
    header: [
      ['DESCRIPTION', { x: 36 }],
      ['QUANTITY', { right: 300 }],
      ['UNIT PRICE', { right: 350 }],
      ['TAX', { right: 392 }],
      ['O&P', { right: 436 }],
      ['RCV', { right: 490 }],
      ['DEPREC.', { right: 538 }],
      ['ACV', { right: 584 }],
    ],
    second: [],
    columns: { quantity: 300, unitPrice: 350, tax: 392, op: 436, rcv: 490, depreciation: 538, acv: 584 },
    descriptionWidth: 190,
    runs: 'words',
  },
  gcop: {
    header: [
      ['QUANTITY', { right: 250 }],
      ['UNIT PRICE', { right: 302 }],
      ['TAX', { right: 344 }],
      ['GCO&P', { right: 392 }],
      ['RCV', { right: 446 }],
      ['AGE/LIFE', { right: 496 }],
      ['DEPREC.', { right: 540 }],
      ['ACV', { right: 584 }],
    ],
    second: [
      ['CONDITION', { right: 496 }],
      ['DEP %', { right: 540 }],
    ],
    columns: { quantity: 250, unitPrice: 302, tax: 344, op: 392, rcv: 446, ageLife: 496, depreciation: 540, acv: 584 },
    descriptionWidth: 160,
    runs: 'cell',
  },
};

const meta = (estimate) => ({
  letterhead: ['Example Mutual Insurance Company', 'Property Claims · P.O. Box 1200 · Austin, TX 78767'],
  estimate,
  date: '10/14/2026',
});

export function cover(writer, estimate) {
  writer.newPage();
  const rows = [
    'Insured: Jordan Harris',
    'Property: 1207 Cedar Bend Dr, Austin, TX 78701',
    'Claim Number: EX-2026-104518',
    'Type of Loss: Water Damage',
    'Price List: TXAU8X_OCT26',
    `Estimate: ${estimate}`,
  ];
  rows.forEach((text) => {
    writer.put(text, { x: PAGE.left });
    writer.next();
  });
}

/** A page explaining how to read the estimate, with a header and example lines that are not the estimate's. */
function guide(writer, layout) {
  writer.newPage();
  writer.put('Building Estimate Summary Guide', { x: PAGE.left, bold: true });
  writer.next();
  writer.put('This guide explains the columns of your estimate, using example figures.', { x: PAGE.left });
  writer.next(2);
  for (const [label, at] of layout.header) writer.put(label, { ...at, bold: true });
  writer.next();
  const example = {
    quantity: '10.00 SF',
    unitPrice: '2.00',
    tax: '0.15',
    op: '4.03',
    rcv: '24.18',
    ageLife: '5/25 yrs',
    depreciation: '(4.84)',
    acv: '19.34',
  };
  writer.put('1. Example - R&R drywall', { x: PAGE.left });
  for (const [key, right] of Object.entries(layout.columns)) writer.put(example[key] ?? '', { right });
  writer.next();
}

function tableHeader(writer, layout, room) {
  for (const [label, at] of layout.header) writer.put(label, { ...at, bold: true });
  if (layout.second.length > 0) {
    writer.next();
    for (const [label, at] of layout.second) writer.put(label, { ...at, bold: true });
  }
  writer.next();
  if (room) {
    writer.put(`CONTINUED - ${room}`, { x: PAGE.left });
    writer.next();
  }
}

/** The figures of a line under `layout`'s columns, on the current row. */
function figures(writer, layout, line) {
  const { columns } = layout;
  const { entry } = line;
  const depreciation = line.recoverable === false ? `<${amount(line.depreciation)}>` : `(${amount(line.depreciation)})`;
  writer.put(`${qty(line.quantity)} ${entry.unit}`, { right: columns.quantity });
  writer.put(amount(line.unitCost), { right: columns.unitPrice });
  writer.put(amount(line.tax), { right: columns.tax });
  writer.put(amount(line.op), { right: columns.op });
  writer.put(`${amount(line.printedRcv ?? line.rcv)}${line.suffix ?? ''}`, { right: columns.rcv });
  if (columns.ageLife) writer.put(`${entry.life ? Math.round(entry.life * 0.2) : 0}/${entry.life || 'NA'} yrs`, { right: columns.ageLife });
  writer.put(depreciation, { right: columns.depreciation });
  writer.put(amount(line.printedAcv ?? line.acv), { right: columns.acv });
}

/** One line: its number and description (wrapped), its figures, and what a layout prints under them. */
function printLine(writer, layout, line, roomName) {
  const number = line.printedNumber ?? line.number;
  const label = `${line.star ? '* ' : ''}${number}.`;
  const description = `${printedDescription(line.entry)}${line.mark ?? ''}`;
  const indent = PAGE.left + writer.width(`${label} `);
  const rows = writer.wrap(description, layout.descriptionWidth - (indent - PAGE.left));
  const runs = line.glyphs ? 'glyphs' : layout.runs;
  writer.room(rows.length + 2);
  writer.put(label, { x: PAGE.left });
  rows.forEach((text, i) => {
    if (i > 0) writer.next();
    writer.put(text, { x: indent, runs });
    if (line.open && i === 0) writer.put('OPEN ITEM', { right: layout.columns.unitPrice });
    if (!line.open && layout === carrierLayouts.op && i === 0) figures(writer, layout, line);
  });
  if (!line.open && layout === carrierLayouts.gcop) {
    // A one-row description has its figures on the next row; a wrapped one, on its last row.
    if (rows.length === 1) writer.next();
    figures(writer, layout, line);
    writer.next();
    writer.put('Avg.', { right: layout.columns.ageLife });
    writer.put(`${Math.round(line.entry.depreciation * 100)}.00%${line.manual ? ' [M]' : ''}`, { right: layout.columns.depreciation });
  }
  writer.next(2);
  if (line.note) {
    writer.put(line.note, { x: indent });
    writer.next(2);
  }
  writer.continuing = roomName;
}

function totalRow(writer, layout, label, lines, printed = {}) {
  const { columns } = layout;
  writer.room(2);
  const { page } = writer;
  writer.put(label, { x: PAGE.left, bold: true });
  const depreciation = printed.depreciation ?? sum(lines, 'depreciation');
  writer.put(amount(sum(lines, 'tax')), { right: columns.tax });
  writer.put(amount(sum(lines, 'op')), { right: columns.op });
  writer.put(amount(printed.rcv ?? sum(lines, 'printedRcv')), { right: columns.rcv });
  // The second layout leaves a cell blank rather than print a zero.
  if (!(layout === carrierLayouts.gcop && depreciation === 0)) writer.put(amount(depreciation), { right: columns.depreciation });
  writer.put(amount(printed.acv ?? sum(lines, 'printedAcv')), { right: columns.acv });
  writer.next(2);
  return page;
}

function room(writer, layout, room) {
  writer.room(5);
  writer.put(room.name, { x: PAGE.left, bold: true });
  writer.put("Height: 8'", { x: 300 });
  writer.next();
  if (room.dimensions) {
    const [length, width] = room.dimensions;
    const perimeter = 2 * (length + width);
    writer.put(`${qty(perimeter * 8)} SF Walls ${qty(length * width)} SF Ceiling`, { x: PAGE.left });
    writer.next();
    writer.put(`${qty((length * width) / 9)} SY Flooring ${qty(perimeter)} LF Floor Perimeter`, { x: PAGE.left });
    writer.next();
  }
  for (const line of room.lines) {
    if (line.heading) {
      writer.put(line.heading, { x: PAGE.left });
      writer.next();
    }
    if (!line.omit) printLine(writer, layout, line, room.name);
  }
  room.totalPage = totalRow(
    writer,
    layout,
    `Totals: ${room.name}`,
    room.lines.filter((line) => !line.open && !line.omit),
    room.printedTotals,
  );
  writer.continuing = null;
}

/** The rows of a summary the checker checks: its subtotal, RCV and ACV, and its line-item total against the lines. */
export const SUMMARY_CHECKS = 4;

export function summaryPages(writer, estimate, lines) {
  writer.newPage();
  estimate.summaryPage = writer.page;
  const item = sum(lines, 'item');
  const tax = sum(lines, 'tax');
  const op = sum(lines, 'op');
  // The summary adds up its own rows: a line printed wrong shows as a line-item total short of the lines.
  const rcv = item + tax + op;
  const depreciation = sum(lines, 'depreciation');
  const rows = [
    ['Summary for Dwelling', ''],
    ['Line Item Total', amount(item)],
    ['Material Sales Tax', amount(tax)],
    ['Subtotal', amount(item + tax)],
    ['Overhead', amount(Math.round(op / 2))],
    ['Profit', amount(op - Math.round(op / 2))],
    ['Replacement Cost Value', `$${amount(rcv)}`],
    ['Less Depreciation', `(${amount(depreciation)})`],
    ['Actual Cash Value', `$${amount(rcv - depreciation)}`],
    ['Less Deductible', '(1,000.00)'],
    ['Net Claim', `$${amount(rcv - depreciation - 100000)}`],
  ];
  for (const [label, value] of rows) {
    writer.put(label, { x: PAGE.left, bold: !value });
    writer.put(value, { right: 584 });
    writer.next();
  }
  writer.newPage();
  writer.put('Recap by Room', { x: PAGE.left, bold: true });
  writer.next();
  writer.put(`Estimate: ${estimate.name}`, { x: PAGE.left });
  writer.next();
  for (const level of estimate.levels) {
    writer.put(`Area: ${level.name}`, { x: PAGE.left });
    writer.next();
    for (const { name, lines: roomLines } of level.rooms) {
      const value = sum(
        roomLines.filter((line) => !line.open && !line.omit),
        'item',
      );
      writer.put(name, { x: 60 });
      writer.put(amount(value), { right: 480 });
      writer.put(`${((100 * value) / item).toFixed(2)}%`, { right: 584 });
      writer.next();
    }
  }
  writer.put('Subtotal of Areas', { x: PAGE.left });
  writer.put(amount(item), { right: 480 });
  writer.put('100.00%', { right: 584 });
  writer.next(3);
  writer.put('Recap by Category', { x: PAGE.left, bold: true });
  writer.next();
  writer.put('O&P Items Total %', { x: PAGE.left });
  writer.next();
  const byCat = new Map();
  for (const line of lines) byCat.set(line.entry.cat, (byCat.get(line.entry.cat) ?? 0) + line.item);
  for (const [cat, value] of byCat) {
    writer.put(cat, { x: 60 });
    writer.put(amount(value), { right: 480 });
    writer.put(`${((100 * value) / item).toFixed(2)}%`, { right: 584 });
    writer.next();
  }
}

/**
 * The PDF of `estimate` (from `buildEstimate`, with `name`) in `layoutName`. Each level's rooms are closed by
 * `Total: <level>` (twice when `repeatLevelTotal` names it), the tables by `Line Item Totals:`.
 */
export async function carrierPdf(estimate, layoutName, { guidePage = false, repeatLevelTotal = null, userPassword } = {}) {
  const layout = carrierLayouts[layoutName];
  const writer = new PageWriter({ ...meta(estimate.name), userPassword });
  cover(writer, estimate.name);
  if (guidePage) guide(writer, layout);
  writer.onNewPage = () => tableHeader(writer, layout, writer.continuing);
  writer.newPage();
  const lines = estimate.lines.filter((line) => !line.open && !line.omit);
  for (const level of estimate.levels) {
    writer.room(3);
    writer.put(level.name, { x: PAGE.left, bold: true });
    writer.next();
    for (const each of level.rooms) room(writer, layout, each);
    const levelLines = level.rooms.flatMap((each) => each.lines.filter((line) => !line.open && !line.omit));
    const times = level.name === repeatLevelTotal ? 2 : 1;
    for (let i = 0; i < times; i += 1) totalRow(writer, layout, `Total: ${level.name}`, levelLines);
  }
  totalRow(writer, layout, `Line Item Totals: ${estimate.name}`, lines);
  writer.onNewPage = null;
  summaryPages(writer, estimate, lines);
  return writer.finish();
}
