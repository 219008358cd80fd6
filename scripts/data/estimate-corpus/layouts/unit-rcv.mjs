/**
 * A carrier's wind and hail estimate in the layout without tax and O&P columns: `DESCRIPTION QUANTITY UNIT RCV
 * AGE/LIFE COND. DEP % DEPREC. ACV`, where the lone `UNIT` holds the unit price (the unit of measure prints
 * with the quantity, `12.57 SQ`) and RCV is quantity × price. Each description prints on its own row above
 * its figures; a fence's depreciation is non-recoverable (`<72.00>`); elevations found undamaged print a note
 * and zero totals; `Total: Interior` is printed twice.
 */
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const right = { quantity: 300, unitPrice: 340, rcv: 392, ageLife: 438, condition: 466, depPercent: 500, depreciation: 545, acv: 582 };
const header = [
  ['DESCRIPTION', { x: 30 }],
  ['QUANTITY', { right: 300 }],
  ['UNIT', { right: 340 }],
  ['RCV', { right: 392 }],
  ['AGE/LIFE', { right: 438 }],
  ['COND.', { right: 466 }],
  ['DEP %', { right: 500 }],
  ['DEPREC.', { right: 545 }],
  ['ACV', { right: 582 }],
];
const undamaged = 'Inspected: no storm damage to this elevation.';

export function unitRcvEstimate() {
  const layout = [
    {
      name: 'Roof',
      rooms: [
        {
          name: 'Main Roof',
          lines: [
            ['tearOffShingles', 18.67],
            ['felt', 18.67],
            ['shingles', 20.67, { extra: { notes: ['Auto Calculated Waste: 10.7%, 2.00SQ'] } }],
            ['starter', 96.5],
            ['dripEdge', 154.4],
            ['ridgeCap', 53.08],
            ['flashing', 2],
          ],
        },
      ],
    },
    {
      name: 'Elevations',
      rooms: [
        { name: 'Front Elevation', lines: [] },
        {
          name: 'Left Elevation',
          lines: [
            ['removeGutter', 31.5],
            ['gutterNew', 31.5],
            ['paintSurface', 288.4],
          ],
        },
      ],
    },
    {
      name: 'Interior',
      repeatTotal: true,
      rooms: [
        { name: 'Bathroom', lines: [['paintWalls', 81.33]] },
        { name: 'Bedroom 2', lines: [['sealPaint', 52.5]] },
      ],
    },
    { name: 'Other Structures', rooms: [{ name: 'Fencing', lines: [['fence', 24, { extra: { recoverable: false } }]] }] },
  ];
  return { name: 'OKAFOR_C', ...buildEstimate(layout, { opBase: 'none', noTax: true }) };
}

function furniture(writer) {
  ['Example Mutual Insurance Company', 'National Property Team', 'P.O. Box 1200', 'Austin, Texas 78767'].forEach((text, i) =>
    writer.put(text, { x: 30, y: 25 + 11 * i }),
  );
  writer.put(writer.meta.estimate, { x: 30, y: 80 });
  writer.put(writer.meta.date, { x: 299, y: 80 });
  writer.put(`Page: ${writer.page}`, { x: 555, y: 80 });
}

function tableHeader(writer) {
  for (const [label, at] of header) writer.put(label, { ...at, bold: true });
  writer.next();
}

function printLine(writer, line) {
  const { entry } = line;
  const label = `${line.number}.`;
  const indent = 30 + writer.width(`${label} `);
  const notes = line.notes ?? [];
  writer.room(2 + notes.length);
  writer.put(label, { x: 30 });
  writer.put(printedDescription(entry), { x: indent });
  writer.next();
  const rate = entry.depreciation;
  writer.put(`${qty(line.quantity)} ${entry.unit}`, { right: right.quantity });
  writer.put(amount(line.unitCost), { right: right.unitPrice });
  writer.put(amount(line.rcv), { right: right.rcv });
  writer.put(`${Math.round(rate * entry.life)}/${entry.life || 'NA'} yrs`, { right: right.ageLife });
  writer.put('Avg.', { right: right.condition });
  writer.put(rate > 0 ? `${(rate * 100).toFixed(2)}%` : 'NA', { right: right.depPercent });
  const depreciation = amount(line.depreciation);
  writer.put(line.recoverable === false ? `<${depreciation}>` : `(${depreciation})`, { right: right.depreciation });
  writer.put(amount(line.acv), { right: right.acv });
  writer.next();
  for (const text of notes) {
    writer.put(text, { x: 30 });
    writer.next();
  }
}

function totalRow(writer, label, lines) {
  writer.room(2);
  writer.put(label, { x: 30 });
  writer.put(amount(sum(lines, 'rcv')), { right: right.rcv });
  writer.put(amount(sum(lines, 'depreciation')), { right: right.depreciation });
  writer.put(amount(sum(lines, 'acv')), { right: right.acv });
  writer.next();
}

export async function unitRcvPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '08/08/2026',
    page: { top: 108, bottom: 750 },
    furniture,
  });
  writer.newPage();
  [
    'Insured: Chidi Okafor',
    'Property: 310 Mesquite Trl, Round Rock, TX 78664',
    'Type of Loss: Windstorm and Hail',
    `Estimate: ${estimate.name}`,
  ].forEach((text) => {
    writer.put(text, { x: 30 });
    writer.next();
  });
  writer.newPage();
  for (const level of estimate.levels) {
    writer.room(6);
    writer.put(level.name, { x: 30 });
    writer.next();
    for (const room of level.rooms) {
      writer.room(4);
      writer.put(room.name, { x: 30 });
      writer.next();
      tableHeader(writer);
      if (room.lines.length === 0) {
        writer.put(undamaged, { x: 30 });
        writer.next();
      }
      room.lines.forEach((line) => printLine(writer, line));
      totalRow(writer, `Totals: ${room.name}`, room.lines);
    }
    const lines = level.rooms.flatMap((room) => room.lines);
    if (level.rooms.length > 1 || level.name !== level.rooms[0].name)
      for (let i = 0; i < (level.repeatTotal ? 2 : 1); i += 1) totalRow(writer, `Total: ${level.name}`, lines);
  }
  totalRow(writer, `Line Item Totals: ${estimate.name}`, estimate.lines);
  writer.newPage();
  writer.put('Summary for Dwelling', { x: 250 });
  writer.next();
  writer.put('Line Item Total', { x: 30 });
  writer.put(amount(sum(estimate.lines, 'rcv')), { right: 560 });
  writer.next();
  writer.put('Replacement Cost Value', { x: 30 });
  writer.put(`$${amount(sum(estimate.lines, 'rcv'))}`, { right: 560 });
  return writer.finish();
}

export async function unitRcvFixture() {
  const estimate = unitRcvEstimate();
  const rooms = estimate.levels.reduce((count, level) => count + level.rooms.length, 0);
  const levelTotals = estimate.levels.reduce((count, level) => count + (level.repeatTotal ? 2 : 1), 0);
  return {
    name: 'carrier-unit-rcv.pdf',
    about:
      'A carrier PDF, DESCRIPTION QUANTITY UNIT RCV AGE/LIFE COND. DEP % DEPREC. ACV: no tax or O&P columns, no UNIT PRICE label (the lone UNIT holds the price, the unit prints with the quantity), each description on its own row above its figures, <x> non-recoverable depreciation, an undamaged elevation with a note and zero totals, Total: Interior printed twice.',
    bytes: await unitRcvPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      // The totals, and the summary's RCV and line-item total.
      reconciliation: { checked: rooms + levelTotals + 1 + 2, unmatched: [] },
      items: itemsOf(estimate.lines, true),
    }),
  };
}
