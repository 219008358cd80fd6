/**
 * A carrier's hail estimate of roofs measured by a roof report (EagleView), as field copies print it: header
 * `QUANTITY UNIT PRICE TAX RCV AGE/LIFE DEPREC. ACV` over `CONDITION DEP %`, each description on its row and its
 * figures on the next. The quirks that made readers lose lines:
 * - the roof diagrams are printed on the line pages, in the estimate's own type size, between rooms and beside them:
 *   lengths (`20' 6"`), facet and ridge labels (`F5 (C)`, `R6 (2)`) and measures (`4738.36 Surface Area`), some on the
 *   baselines of the lines' own rows;
 * - the level's total is a running total, printed after the third room and again, larger, after the fifth;
 * - a description ends one page and its figures open the next, above that page's header and `CONTINUED - <room>`;
 * - non-recoverable depreciation in angle brackets (`<931.53>`) with `60% [%]` beside it, next to lines of `(0.00)`.
 */
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount as amountOf, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const right = { quantity: 290, unitPrice: 345, tax: 385, rcv: 435, ageLife: 470, depPercent: 506, depreciation: 550, acv: 592 };
const LEVEL = 'Source - EagleView Roof';
const header = [
  ['QUANTITY', { right: right.quantity }],
  ['UNIT PRICE', { right: right.unitPrice }],
  ['TAX', { right: right.tax }],
  ['RCV', { right: right.rcv }],
  ['AGE/LIFE', { right: right.ageLife }],
  ['DEPREC.', { right: right.depreciation }],
  ['ACV', { right: right.acv }],
];
/** A roof diagram's labels, printed where its drawing is: x, rows below the diagram's top, text. */
const diagram = [
  [80, 0, '20\' 6"'],
  [210, 0, 'R6 (2)'],
  [330, 1, 'F5 (C)'],
  [120, 2, '33\' 11"'],
  [260, 2, 'F4 (B)'],
  [420, 3, '12\' 2"'],
  [60, 4, '4738.36 Surface Area'],
  [300, 4, '47.38 Number of Squares'],
];

export function eagleviewEstimate() {
  const nrd = { extra: { recoverable: false, rateMark: true } };
  const layout = [
    {
      name: LEVEL,
      runningTotalAfter: 3,
      rooms: [
        {
          name: 'Dwelling Roof',
          lines: [
            ['tearOffLaminated', 31.42],
            ['felt', 31.42],
            ['shingles', 34.67, { extra: { notes: ['Auto Calculated Waste: 10.3%, 3.25SQ'] } }],
            ['starter', 188.4],
            ['dripEdge', 236.5, { extra: { breakAfterDescription: true } }],
            ['ridgeCap', 74.33],
            ['flashing', 3],
          ],
        },
        {
          name: 'Front Elevation',
          lines: [
            ['removeGutter', 42.5],
            ['gutterNew', 42.5],
          ],
        },
        { name: 'Right Elevation', lines: [['paintSurface', 120]] },
        {
          name: 'Garage Roof',
          lines: [
            ['tearOffLaminated', 6.15],
            ['shingles', 6.67, nrd],
          ],
        },
        {
          name: 'Shed Roof',
          lines: [
            ['tearOffLaminated', 1.2],
            ['shingles', 1.33],
          ],
        },
      ],
    },
  ];
  return { name: 'EAGLEVIEW_H', ...buildEstimate(layout, { opBase: 'none' }) };
}

function furniture(writer) {
  ['Example Casualty Company', 'Catastrophe Claims', 'P.O. Box 9001', 'Omaha, NE 68103'].forEach((text, i) =>
    writer.put(text, { x: 36, y: 24 + 10 * i }),
  );
  writer.put(`${writer.meta.estimate} ${writer.meta.date} Page: ${writer.page}`, { right: 590, y: 74 });
}

function tableHeader(writer, continuing) {
  if (continuing) {
    writer.put(`CONTINUED - ${continuing}`, { x: 250, bold: true });
    writer.next();
  }
  for (const [label, at] of header) writer.put(label, { ...at, bold: true });
  writer.next(1, 9);
  writer.put('CONDITION', { right: right.ageLife, bold: true });
  writer.put('DEP %', { right: right.depPercent, bold: true });
  writer.next();
}

/** An amount as a worn copy or a bad conversion prints it: its zeros read as the letter O. */
const smudged = (text) => text.replace(/0/g, 'O');

function figures(writer, line) {
  const { entry } = line;
  const amount = line.smudged ? (cents) => smudged(amountOf(cents)) : amountOf;
  const rate = Math.round(entry.depreciation * 100);
  writer.put(`${qty(line.quantity)} ${entry.unit}`, { right: right.quantity });
  writer.put(amount(line.unitCost), { right: right.unitPrice });
  writer.put(amount(line.tax), { right: right.tax });
  writer.put(amount(line.rcv), { right: right.rcv });
  writer.put(`${Math.round(entry.depreciation * entry.life)}/${entry.life || 'NA'} yrs`, { right: right.ageLife });
  writer.put(line.rateMark ? `${rate}% [%]` : `${rate}%`, { right: right.depPercent });
  const depreciation = amount(line.depreciation);
  writer.put(line.recoverable === false ? `<${depreciation}>` : `(${depreciation})`, { right: right.depreciation });
  writer.put(amount(line.acv), { right: right.acv });
}

function printLine(writer, line, room) {
  const notes = line.notes ?? [];
  writer.room(line.breakAfterDescription ? 1 : 2 + notes.length);
  writer.put(`${line.number}.`, { x: 36 });
  writer.put(printedDescription(line.entry), { x: 52 });
  if (line.number === 2) writer.put('14\' 8"', { x: 520 });
  writer.next();
  if (line.breakAfterDescription) {
    // The figures open the next page, above its header and the room's CONTINUED line.
    const onNewPage = writer.onNewPage;
    writer.onNewPage = null;
    writer.newPage();
    figures(writer, line);
    writer.next();
    tableHeader(writer, room.name);
    writer.onNewPage = onNewPage;
  } else {
    figures(writer, line);
    if (line.number === 4) writer.put('R2 (1)', { x: 598 });
    writer.next();
  }
  for (const text of notes) {
    writer.put(text, { x: 52 });
    writer.next();
  }
}

function printDiagram(writer) {
  writer.room(6);
  const top = writer.y;
  for (const [x, row, text] of diagram) writer.put(text, { x, y: top + row * writer.layout.leading });
  writer.next(1, 5 * writer.layout.leading);
}

function totalRow(writer, label, lines) {
  const amount = amountOf;
  writer.room(2);
  writer.put(label, { x: 36 });
  writer.put(amount(sum(lines, 'tax')), { right: right.tax });
  writer.put(amount(sum(lines, 'rcv')), { right: right.rcv });
  writer.put(amount(sum(lines, 'depreciation')), { right: right.depreciation });
  writer.put(amount(sum(lines, 'acv')), { right: right.acv });
  writer.next();
}

export async function eagleviewPdf(estimate) {
  const writer = new PageWriter({ letterhead: [], estimate: estimate.name, date: '06/02/2026', page: { top: 96, bottom: 740 }, furniture });
  writer.newPage();
  [
    'Insured: Dana Whitfield',
    'Property: 2207 Cottonwood Dr, Kearney, NE 68845',
    'Type of Loss: Hail',
    `Estimate: ${estimate.name}`,
  ].forEach((text) => {
    writer.put(text, { x: 36 });
    writer.next();
  });
  writer.newPage();
  const level = estimate.levels[0];
  writer.put(level.name, { x: 36, bold: true });
  writer.next();
  level.rooms.forEach((room, i) => {
    if (i === 0 || i === 3) printDiagram(writer);
    writer.room(4);
    writer.put(room.name, { x: 36, bold: true });
    writer.next();
    writer.onNewPage = () => tableHeader(writer, room.name);
    tableHeader(writer);
    room.lines.forEach((line) => printLine(writer, line, room));
    totalRow(writer, `Totals: ${room.name}`, room.lines);
    writer.onNewPage = null;
    if (i + 1 === level.runningTotalAfter || i + 1 === level.rooms.length)
      totalRow(
        writer,
        `Total: ${level.name}`,
        level.rooms.slice(0, i + 1).flatMap((each) => each.lines),
      );
  });
  totalRow(writer, `Line Item Totals: ${estimate.name}`, estimate.lines);
  return writer.finish();
}

export async function eagleviewFixture() {
  const estimate = eagleviewEstimate();
  const rooms = estimate.levels[0].rooms.length;
  return {
    name: 'eagleview-roof.pdf',
    about:
      'A carrier hail estimate of roofs measured by EagleView, QUANTITY UNIT PRICE TAX RCV AGE/LIFE DEPREC. ACV over CONDITION DEP %: the roof diagrams printed in the estimate’s own type between and beside rooms (20′ 6″, F5 (C), R6 (2), 4738.36 Surface Area, one on a description’s row and one on a figures row), the level’s running total printed after the third room and again after the fifth, a description ending one page with its figures opening the next above the header and CONTINUED - Dwelling Roof, <x> non-recoverable depreciation with 60% [%] beside it.',
    bytes: await eagleviewPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: rooms + 2 + 1, unmatched: [] },
      items: itemsOf(estimate.lines, true),
    }),
  };
}

/** Lines of the same estimate whose figures cannot be read (`4O9.O6`): the reader names them and judges no total over them. */
export async function unreadableFixture() {
  const estimate = eagleviewEstimate();
  const smudge = new Set([3, 11]);
  for (const line of estimate.lines) if (smudge.has(line.number)) line.smudged = true;
  const read = estimate.lines.filter((line) => !line.smudged);
  const level = estimate.levels[0];
  const { rooms } = level;
  // In the order printed: each room holding an unread line, and each running total printed after one.
  const notChecked = new Set();
  rooms.forEach((room, i) => {
    if (room.lines.some((line) => line.smudged)) notChecked.add(room.name);
    if ((i + 1 === level.runningTotalAfter || i + 1 === rooms.length) && notChecked.size > 0) notChecked.add(LEVEL);
  });
  return {
    name: 'unreadable-lines.pdf',
    about:
      'The EagleView estimate with the figures of lines 3 and 11 printed unreadably (zeros as the letter O, `4O9.O6`): the reader names them as not read, matches the totals of the rooms without them, and leaves the totals over them unchecked, never wrong.',
    bytes: await eagleviewPdf(estimate),
    expected: ok('pdf', read.length, {
      reconciliation: {
        checked: rooms.length + 2 + 1,
        unmatched: [],
        notChecked: [...notChecked, estimate.name],
      },
      coverage: { verdict: 'partial', unread: [...smudge].map(String) },
      items: itemsOf(read, true),
    }),
  };
}
