/**
 * A carrier's Xactimate estimate (`DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV`, figures on a line's
 * first row) with what real ones print around the figures: a formula in an unlabelled column before the
 * quantity (`VAL*.06 1.34 SQ`, the high-roof charge as a share of the roof), a note that begins with a year
 * (`2025. …`) like a line number, a room's sketch whose labels print in much smaller type over the table
 * (alone on a row, on a line's own rows, and against the header, `Dining Room (1)RCV`), and descriptions
 * wrapped onto the row after the figures (`SHINGLE)`).
 */
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const SIZE = 9;
const LABEL = 5.5;
const right = { quantity: 246, formula: 204, unitPrice: 304, tax: 356, op: 410, rcv: 463, depreciation: 520, acv: 573 };
const header = [
  ['DESCRIPTION', 36],
  ['QUANTITY', 245],
  ['UNIT PRICE', 304],
  ['TAX', 356],
  ['O&P', 410],
  ['RCV', 463],
  ['DEPREC.', 520],
  ['ACV', 573],
];

export function quirksEstimate() {
  const layout = [
    {
      name: 'Dwelling',
      rooms: [
        {
          name: 'Dwelling Roof',
          lines: [
            ['tearOffShingles', 22.33],
            ['felt', 22.33],
            ['shingles', 24.67, { extra: { notes: ['Auto Calculated Waste: 10.5%, 2.34SQ'] } }],
            ['highRoof', 1.34, { extra: { formula: 'VAL*.06' } }],
            ['starter', 88.5],
            [
              'dripEdge',
              161.2,
              { extra: { notes: ['2025. IRC R905.2.8.5 requires drip edge at the eaves and the rake edges of shingle roofs.'] } },
            ],
            ['ridgeCap', 46.75],
            ['flashing', 2],
          ],
        },
        {
          name: 'Garage Roof',
          lines: [
            ['removeShingleEach', 24],
            ['shingleEach', 24, { extra: { notes: ['Hail hits marked on the rear slope only.'] } }],
          ],
        },
        {
          name: 'Dining Room',
          sketch: true,
          lines: [
            ['sealPaint', 428.5],
            ['baseboard', 46],
            ['paintBase', 46, { extra: { label: 'Kitchen' } }],
            ['vinylPlank', 138.6, { extra: { wrapLabel: 'Dining Room (1)' } }],
            ['cleanFloor', 132],
          ],
        },
      ],
    },
  ];
  return { name: 'BRENNAN_T', ...buildEstimate(layout, { opBase: 'item' }) };
}

function furniture(writer) {
  writer.put('Example Mutual Insurance Company', { x: 36, y: 30, bold: true });
  writer.put(`${writer.meta.estimate} ${writer.meta.date} Page: ${writer.page}`, { right: 576, y: 42 });
}

/** A label of the room's sketch, in small type, with its right edge at `edge` (or its left at `x`). */
const label = (writer, text, at) => writer.put(text, { ...at, size: LABEL });

function tableHeader(writer, { sketch = false } = {}) {
  for (const [text, edge] of header) writer.put(text, edge === 36 ? { x: 36, bold: true } : { right: edge, bold: true });
  if (sketch) label(writer, 'Dining Room (1)', { right: right.rcv - writer.width('RCV', true) });
  writer.next(1, 16.5);
}

function printLine(writer, line) {
  const number = `${line.number}.`;
  const indent = 36 + writer.width(`${number} `);
  const [first, ...rest] = writer.wrap(printedDescription(line.entry), 162 - indent);
  const wrapped = rest.length > 0 ? writer.wrap(rest.join(' '), 126) : [];
  const notes = line.notes ?? [];
  writer.room(1 + wrapped.length + notes.length);
  writer.put(number, { x: 36 });
  writer.put(first, { x: indent });
  if (line.formula) writer.put(line.formula, { right: right.formula });
  writer.put(`${qty(line.quantity)} ${line.entry.unit}`, { right: right.quantity });
  writer.put(amount(line.unitCost), { right: right.unitPrice });
  writer.put(amount(line.tax), { right: right.tax });
  writer.put(amount(line.op), { right: right.op });
  writer.put(amount(line.rcv), { right: right.rcv });
  writer.put(`(${amount(line.depreciation)})`, { right: right.depreciation });
  writer.put(amount(line.acv), { right: right.acv });
  // A sketch's label printed over the line's row, between its figures.
  if (line.label) label(writer, line.label, { x: right.tax + 6 });
  for (const text of [...wrapped, ...notes]) {
    writer.next(1, 10);
    writer.put(text, { x: 36 });
    // The sketch's label on the same baseline as the description's last words, longer than they are.
    if (line.wrapLabel && text === wrapped.at(-1)) label(writer, line.wrapLabel, { x: 36 + writer.width(`${text} `) + 40 });
  }
  writer.next(1, 13.2);
}

function totalRow(writer, text, lines) {
  writer.room(2);
  writer.put(text, { x: 36, bold: true });
  for (const [key, field] of [
    ['tax', 'tax'],
    ['op', 'op'],
    ['rcv', 'rcv'],
    ['depreciation', 'depreciation'],
    ['acv', 'acv'],
  ])
    writer.put(amount(sum(lines, field)), { right: right[key] });
  writer.next(1, 20);
}

/** The room's sketch: its labels in small type on rows of their own, around where the drawing is. */
function sketch(writer) {
  for (const [text, x] of [
    ['Pantry', 150],
    ['Kitchen', 62],
    ['Dining Room (1)', 158],
  ]) {
    label(writer, text, { x });
    writer.next(1, 7);
  }
  writer.next(1, 6);
}

export async function quirksPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/14/2026',
    page: { size: SIZE, top: 70, bottom: 740, leading: 13.2 },
    furniture,
  });
  writer.newPage();
  ['Insured: Tess Brennan', 'Property: 9 Quarry Hill Rd, Austin, TX 78731', 'Type of Loss: Hail and Water Damage'].forEach((text) => {
    writer.put(text, { x: 36 });
    writer.next();
  });
  writer.newPage();
  for (const room of estimate.levels[0].rooms) {
    writer.room(8);
    writer.put(room.name, { x: 36, bold: true });
    writer.next(1, 16);
    if (room.sketch) sketch(writer);
    tableHeader(writer, { sketch: room.sketch });
    room.lines.forEach((line) => printLine(writer, line));
    totalRow(writer, `Totals: ${room.name}`, room.lines);
  }
  totalRow(writer, `Line Item Totals: ${estimate.name}`, estimate.lines);
  return writer.finish();
}

export async function quirksFixture() {
  const estimate = quirksEstimate();
  return {
    name: 'xactimate-quirks.pdf',
    about:
      'A carrier PDF, DESCRIPTION QUANTITY UNIT PRICE TAX O&P RCV DEPREC. ACV, with an unlabelled formula column before a quantity (VAL*.06 1.34 SQ), a note that begins `2025. ` like a line number (not a line), a room sketch’s labels in much smaller type on rows of their own, over a line’s figures and against a header label (Dining Room (1)RCV), and descriptions wrapped onto the row after the figures (… (per / SHINGLE)).',
    bytes: await quirksPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: estimate.levels[0].rooms.length + 1, unmatched: [] },
      items: itemsOf(estimate.lines, true),
    }),
  };
}
