/**
 * A carrier's water claim in the layout of its 10-point estimates: `QUANTITY UNIT PRICE TAX GCO&P RCV AGE/LIFE
 * DEPREC. ACV` over `CONDITION DEP %`, printed again under each room's measurements. A line's number and
 * description fill one row; its figures are right-aligned on the next, the quantity at the far left (its
 * widest figures start left of where descriptions do), a `*` after a changed unit price; a depreciated
 * line prints its age and life (`4/10 yrs`) and, on a third row, its condition and rate (`Avg. 40.00%`).
 * Headings (`WALLS`) and notes sit between lines, `* 11.` marks a line, and `Total: Main Level` closes both
 * the one-line group before the first room and, at the end, the whole level.
 */
import { SUMMARY_CHECKS, cover, summaryPages } from '../carrier-pdf.mjs';
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const SIZE = 10;
const LEFT = 36;
/** Right edges of the figures; the condition prints right-aligned under AGE/LIFE. */
const right = { quantity: 80, unitPrice: 156, tax: 260, op: 324, rcv: 388, ageLife: 451, condition: 439, depreciation: 509, acv: 573 };
const header = [
  ['QUANTITY', 98],
  ['UNIT PRICE', 170],
  ['TAX', 261],
  ['GCO&P', 325],
  ['RCV', 389],
  ['AGE/LIFE', 451],
  ['DEPREC.', 509],
  ['ACV', 573],
];
const second = [
  ['CONDITION', 457],
  ['DEP %', 503],
];

const mark = (extra) => ({ extra });

/** The claim: one line before the first room, three rooms on the main level, and a labor minimum. */
export function carrierAEstimate() {
  const layout = [
    {
      name: 'Main Level',
      rooms: [
        { name: 'Main Level', implicit: true, lines: [['haulDebris', 1.25]] },
        {
          name: 'Garage',
          dimensions: [22, 17.5],
          lines: [
            ['contents', 1],
            ['freezer', 1],
            ['insulation', 12, mark({ heading: 'WALLS' })],
            ['tapeFloat', 22],
            ['texture', 84, mark({ note: 'Texture matched on the patched band of wall only, not the whole room.' })],
            ['paintWalls', 1017],
            ['paintBase', 79, mark({ heading: 'TRIM/DOORS', star: true })],
          ],
        },
        {
          name: 'Bedroom',
          dimensions: [13, 12.5],
          lines: [
            ['paintWalls', 576.5],
            ['tearOutCarpet', 162.5, mark({ heading: 'CARPET' })],
            ['carpetPad', 162.5, mark({ priceMark: true })],
            ['carpet', 178.75, mark({ priceMark: true, star: true })],
            ['paintBase', 51, mark({ star: true })],
          ],
        },
        {
          name: 'Hall Closet',
          dimensions: [4, 3],
          lines: [
            ['tearOutCarpet', 12],
            ['carpetPad', 12, mark({ priceMark: true })],
            ['carpet', 13.2, mark({ priceMark: true })],
          ],
        },
      ],
    },
    { name: 'Labor Minimums', rooms: [{ name: 'Labor Minimums Applied', lines: [['drywallMinimum', 1]] }] },
  ];
  return { name: 'MORALES_R', ...buildEstimate(layout, { opBase: 'item+tax' }) };
}

function furniture(writer) {
  writer.put('Example Mutual Insurance Company', { x: 232, y: 44, bold: true, size: 12 });
  writer.put(writer.meta.estimate, { right: 585, y: 58 });
  writer.put(`Date: ${writer.meta.date} 4:23 PM`, { x: 27, y: 741 });
  writer.put(`Page: ${writer.page}`, { right: 585, y: 741 });
}

function tableHeader(writer) {
  for (const [label, edge] of header) writer.put(label, { right: edge, bold: true });
  writer.next(1, 11.7);
  for (const [label, edge] of second) writer.put(label, { right: edge, bold: true });
  writer.next(1, 16.2);
}

/** One line: number and description, then its figures, then (when depreciated) its condition and rate. */
function printLine(writer, line) {
  const { entry } = line;
  const rate = entry.depreciation;
  writer.room(line.note || line.heading ? 5 : 4);
  if (line.heading) {
    writer.put(line.heading, { x: LEFT });
    writer.next(1, 12.4);
  }
  const label = `${line.number}.`;
  const numberX = line.star ? LEFT + 8 : LEFT;
  if (line.star) writer.put('*', { x: LEFT });
  writer.put(label, { x: numberX });
  writer.put(printedDescription(entry), { x: numberX + writer.width(label) + 4 });
  writer.next(1, 13.8);
  writer.put(qty(line.quantity), { right: right.quantity });
  writer.put(entry.unit, { x: right.quantity + 4 });
  writer.put(amount(line.unitCost), { right: right.unitPrice });
  if (line.priceMark) writer.put('*', { x: right.unitPrice + 3 });
  writer.put(amount(line.tax), { right: right.tax });
  writer.put(amount(line.op), { right: right.op });
  writer.put(amount(line.rcv), { right: right.rcv });
  if (rate > 0) {
    writer.put(`${Math.round(rate * entry.life)}/${entry.life} yrs`, { right: right.ageLife });
    writer.put(`(${amount(line.depreciation)})`, { right: right.depreciation });
  }
  writer.put(amount(line.acv), { right: right.acv });
  if (rate > 0) {
    writer.next(1, 12.2);
    writer.put('Avg.', { right: right.condition });
    writer.put(`${(rate * 100).toFixed(2)}%`, { right: right.depreciation });
  }
  writer.next(1, 12.9);
  if (line.note) {
    writer.put(line.note, { x: LEFT });
    writer.next(1, 12.9);
  }
}

function totalRow(writer, label, lines) {
  writer.room(2);
  writer.put(label, { x: LEFT, bold: true });
  writer.put(amount(sum(lines, 'tax')), { right: right.tax });
  writer.put(amount(sum(lines, 'op')), { right: right.op });
  writer.put(amount(sum(lines, 'rcv')), { right: right.rcv });
  writer.put(amount(sum(lines, 'depreciation')), { right: right.depreciation });
  writer.put(amount(sum(lines, 'acv')), { right: right.acv });
  writer.next(1, 22.6);
}

/** A room's name and measurements, its header, lines and total. */
function printRoom(writer, room) {
  const [length, width] = room.dimensions;
  const walls = 2 * (length + width) * 8;
  const floor = length * width;
  writer.room(11);
  writer.put(room.name, { x: 165, bold: true });
  writer.put("Height: 8'", { x: 520 });
  writer.next(1, 22.5);
  writer.put(`${qty(walls)} SF Walls`, { x: 235 });
  writer.put(`${qty(floor)} SF Ceiling`, { x: 438 });
  writer.next(1, 13.5);
  writer.put(`${qty(walls + floor)} SF Walls & Ceiling`, { x: 235 });
  writer.put(`${qty(floor)} SF Floor`, { x: 438 });
  writer.next(1, 13.5);
  writer.put(`${qty(2 * (length + width))} LF Ceil. Perimeter`, { x: 248 });
  writer.put(`${qty(2 * (length + width))} LF Floor Perimeter`, { x: 443 });
  writer.next(1, 26);
  writer.continuing = room.name;
  tableHeader(writer);
  for (const line of room.lines) printLine(writer, line);
  writer.continuing = null;
  totalRow(writer, `Totals: ${room.name}`, room.lines);
}

export async function carrierAPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/14/2026',
    page: { size: SIZE, top: 86, bottom: 726, leading: 12.9 },
    furniture,
  });
  cover(writer, estimate.name);
  writer.onNewPage = () => {
    if (!writer.continuing) return;
    writer.put(`CONTINUED - ${writer.continuing}`, { x: 252 });
    writer.next(1, 41.3);
    tableHeader(writer);
  };
  writer.newPage();
  const [main, labor] = estimate.levels;
  const [first, ...rooms] = main.rooms;
  writer.put(main.name, { x: LEFT, bold: true });
  writer.next(1, 28.7);
  tableHeader(writer);
  for (const line of first.lines) printLine(writer, line);
  totalRow(writer, `Total: ${main.name}`, first.lines);
  for (const room of rooms) printRoom(writer, room);
  const area = (measure) => qty(rooms.reduce((total, room) => total + measure(...room.dimensions), 0));
  writer.put(`Area Totals: ${main.name}`, { x: LEFT });
  writer.next(1, 16.3);
  writer.put(`${area((l, w) => 16 * (l + w))} SF Walls ${area((l, w) => l * w)} SF Ceiling`, { x: 87 });
  writer.next();
  writer.put(`${area((l, w) => l * w)} SF Floor ${area((l, w) => 2 * (l + w))} LF Floor Perimeter`, { x: 87 });
  writer.next(1, 24);
  totalRow(
    writer,
    `Total: ${main.name}`,
    main.rooms.flatMap((room) => room.lines),
  );
  const [minimums] = labor.rooms;
  writer.room(8);
  writer.put(minimums.name, { x: LEFT, bold: true });
  writer.next(1, 27.7);
  tableHeader(writer);
  writer.continuing = minimums.name;
  for (const line of minimums.lines) printLine(writer, line);
  writer.continuing = null;
  totalRow(writer, `Totals: ${minimums.name}`, minimums.lines);
  totalRow(writer, `Line Item Totals: ${estimate.name}`, estimate.lines);
  writer.onNewPage = null;
  summaryPages(writer, estimate, estimate.lines);
  return writer.finish();
}

export async function carrierAFixture() {
  const estimate = carrierAEstimate();
  // Total: Main Level after the one-line group, each room's Totals:, Total: Main Level again, the labor room's Totals:, Line Item Totals,
  // and the summary's rows.
  const totals = 1 + (estimate.levels[0].rooms.length - 1) + 1 + 1 + 1 + SUMMARY_CHECKS;
  return {
    name: 'carrier-a.pdf',
    about:
      'A carrier PDF in 10-point type, QUANTITY … GCO&P RCV AGE/LIFE DEPREC. ACV over CONDITION DEP %, printed under each room’s measurements: figures on the row under the description with the quantity far left (left of where descriptions start), `4/10 yrs` age and life, `Avg. 40.00%` on a third row, a `*` after a changed unit price (`3.85 *`), `* 11.` starred numbers, headings (WALLS) and a note between lines, Total: Main Level after a one-line group and again at the end, area totals, CONTINUED pages.',
    bytes: await carrierAPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: totals, unmatched: [] },
      items: itemsOf(estimate.lines, true),
    }),
  };
}
