/**
 * A contractor's water-loss estimate in Xactimate's `DESCRIPTION QTY RESET REMOVE REPLACE *TOTAL` layout: the
 * star says each total includes the sales tax paid on materials, which the file does not print, so a line's
 * total exceeds its quantity × price by that tax. A line prints its remove and replace prices, and a detached
 * and reset item its reset price as well; room and level totals state the total alone.
 */
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const right = { quantity: 330, reset: 390, remove: 446, replace: 506, total: 582 };
const header = [
  ['DESCRIPTION', { x: 30 }],
  ['QTY', { right: 330 }],
  ['RESET', { right: 390 }],
  ['REMOVE', { right: 446 }],
  ['REPLACE', { right: 506 }],
  ['*TOTAL', { right: 582 }],
];

export function taxInTotalEstimate() {
  const layout = [
    { name: 'Exterior', rooms: [{ name: 'Exterior', lines: [['dumpster', 1]] }] },
    {
      name: 'Interior',
      rooms: [
        {
          name: 'Living Room',
          lines: [
            ['contents', 1],
            ['tearOutDrywall', 132],
            ['drywall', 132],
            ['tapeFloat', 66],
            ['sealPaint', 420.5],
            ['baseboard', 66],
            ['paintBase', 66],
            ['carpet', 217.8],
            ['carpetPad', 198],
            ['cleanFloor', 198],
          ],
        },
        {
          name: 'Kitchen',
          lines: [
            ['detachBase', 22],
            ['vinylPlank', 176.4],
            ['paintBase', 22],
            ['cleanFloor', 168],
          ],
        },
      ],
    },
  ];
  return { name: 'HOLLOWAY_FLOOD', ...buildEstimate(layout, { opBase: 'none' }) };
}

/** A line's price split as the layout prints it: reset, remove and replace. */
function prices(line) {
  const { activity } = line.entry;
  if (activity === 'Detach & Reset') return { reset: line.unitCost, remove: 0, replace: 0 };
  if (activity === 'Remove') return { remove: line.unitCost, replace: 0 };
  if (activity === 'Remove and Replace') {
    const remove = Math.round(line.unitCost * 0.2);
    return { remove, replace: line.unitCost - remove };
  }
  return { remove: 0, replace: line.unitCost };
}

function furniture(writer) {
  ['Example Restoration', 'Example Restoration & Carpentry', 'P.O. Box 410', 'Waco, TX 76701'].forEach((text, i) =>
    writer.put(text, { x: 30, y: 28 + 11 * i }),
  );
  writer.put('* Amounts include the sales tax paid on materials', { x: 30, y: 740 });
  writer.put(`${writer.meta.estimate} ${writer.meta.date} Page: ${writer.page}`, { right: 582, y: 752 });
}

function tableHeader(writer) {
  for (const [text, at] of header) writer.put(text, { ...at, bold: true });
  writer.next();
}

function printLine(writer, line) {
  const number = `${line.number}.`;
  const indent = 30 + writer.width(`${number} `);
  const [first, ...rest] = writer.wrap(printedDescription(line.entry), 200 - indent);
  const wrapped = rest.length > 0 ? writer.wrap(rest.join(' '), 170) : [];
  writer.room(1 + wrapped.length);
  writer.put(number, { x: 30 });
  writer.put(first, { x: indent });
  writer.put(`${qty(line.quantity)} ${line.entry.unit}`, { right: right.quantity });
  for (const [key, cents] of Object.entries(prices(line))) writer.put(amount(cents), { right: right[key] });
  writer.put(amount(line.rcv), { right: right.total });
  for (const text of wrapped) {
    writer.next();
    writer.put(text, { x: 30 });
  }
  writer.next();
}

function totalRow(writer, text, lines) {
  writer.room(2);
  writer.put(text, { x: 30 });
  writer.put(amount(sum(lines, 'rcv')), { right: right.total });
  writer.next();
}

export async function taxInTotalPdf(estimate) {
  const writer = new PageWriter({ letterhead: [], estimate: estimate.name, date: '10/29/2026', page: { top: 84, bottom: 500 }, furniture });
  writer.newPage();
  ['Insured: Dana Holloway', 'Property: 2214 Riverbend Rd, Waco, TX 76706', 'Type of Loss: Flood'].forEach((text) => {
    writer.put(text, { x: 30 });
    writer.next();
  });
  writer.onNewPage = () => {
    if (!writer.continuing) return;
    writer.put(`CONTINUED - ${writer.continuing}`, { x: 30 });
    writer.next();
    tableHeader(writer);
  };
  writer.newPage();
  for (const level of estimate.levels) {
    writer.room(6);
    writer.put(level.name, { x: 30 });
    writer.next();
    for (const room of level.rooms) {
      writer.room(5);
      writer.put(room.name, { x: 30 });
      writer.next();
      tableHeader(writer);
      writer.continuing = room.name;
      room.lines.forEach((line) => printLine(writer, line));
      writer.continuing = null;
      totalRow(writer, `Totals: ${room.name}`, room.lines);
    }
    totalRow(
      writer,
      `Total: ${level.name}`,
      level.rooms.flatMap((room) => room.lines),
    );
  }
  totalRow(writer, `Line Item Totals: ${estimate.name}`, estimate.lines);
  return writer.finish();
}

export async function taxInTotalFixture() {
  const estimate = taxInTotalEstimate();
  const rooms = estimate.levels.reduce((count, level) => count + level.rooms.length + 1, 0);
  return {
    name: 'contractor-tax-in-total.pdf',
    about:
      'A contractor’s estimate, DESCRIPTION QTY RESET REMOVE REPLACE *TOTAL: each line’s total includes a sales tax the file does not print (so it is not quantity × price, and the checker says so once instead of flagging lines), remove and replace prices on each line and a reset price on a detach-and-reset line, totals stating the total alone.',
    bytes: await taxInTotalPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: rooms + 1, unmatched: [] },
      limits: ['tax-in-totals'],
      items: itemsOf(estimate.lines, true),
    }),
  };
}
