/**
 * A roofing contractor's estimate in Xactimate's `DESCRIPTION QTY REMOVE REPLACE TAX TOTAL` layout, one row
 * per item (TOTAL = QTY × (REMOVE + REPLACE) + TAX), its description wrapped under the number. Items the
 * carrier is asked to revise print `REVISED` where the money should be. The first group has no room total:
 * `Total: Roof` closes it; rooms with `Totals:` follow, then a second `Total: Roof` over all of them. Notes
 * cite the building code at length. `Line Item Totals: NAME` states tax and total.
 *
 * The same layout prints a second, small estimate whose first group total comes before any room: a permit
 * closed by `Total: <estimate name>`, then a window bid in `Windows` with `Totals: Windows`.
 */
import { itemsOf, ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, amount, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const SIZE = 9;
const right = { quantity: 222, remove: 325, replace: 409, tax: 492, total: 576 };
const header = [
  ['DESCRIPTION', { x: 36 }],
  ['QTY', { right: 241 }],
  ['REMOVE', { right: 325 }],
  ['REPLACE', { right: 409 }],
  ['TAX', { right: 492 }],
  ['TOTAL', { right: 576 }],
];
const codeNote = [
  'R905.2.8.4 Starter Course',
  'Our reading of the adopted residential code: a starter course goes along every eave before the first course of shingles, set so the sealant strip bonds the first course, and the shingle maker’s warranty asks for the same. A field course cut to length does not qualify, so a starter product is priced.',
];
const iceNote = [
  'EAVES = 588.50 SF',
  'Coverage: two courses of ice barrier from the eave edge up the roof, which carries it past the heated wall line on this house’s deep overhangs, as the adopted code asks in this county.',
];
const revised = { extra: { revised: true } };
const note = (...notes) => ({ extra: { notes } });

/** The contractor's claim: a roof group, two elevations, interior, debris and a labor minimum. */
export function contractorEstimate() {
  const elevation = (side, downspout, notes) => ({
    name: `${side} Elevation`,
    lines: [
      ['removeGutter', 41.25],
      ['gutterNew', 41.25],
      ['downspout', downspout, notes],
    ],
  });
  const layout = [
    {
      name: 'Roof',
      rooms: [
        {
          name: 'Roof',
          implicit: true,
          lines: [
            ['removeShingleEach', 48, revised],
            ['shingleEach', 48, revised],
            ['removeRidge', 8, revised],
            ['ridgeCap', 8, revised],
            ['removeVent', 3],
            ['roofVent', 3],
            ['removeRainCap', 1],
            ['rainCap', 1],
            ['tearOffLaminated', 24.5],
            ['felt', 24.5],
            ['iceWater', 588.5, note(...iceNote)],
            ['gutterApron', 164],
            ['starter', 164, note(...codeNote)],
            ['shingles', 27.33],
            ['ridgeCap', 58],
            ['flashing', 3],
          ],
        },
        elevation('Front', 24),
        elevation('Rear', 18, note('Includes lifting off and refitting the gutter guards on this run.')),
      ],
    },
    {
      name: 'Other',
      rooms: [
        { name: 'Interior', lines: [['paintSurface', 32]] },
        { name: 'Debris Removal', lines: [['haulDebris', 1]] },
        { name: 'Labor Minimums Applied', lines: [['paintLaborMinimum', 1]] },
      ],
    },
  ];
  return { name: 'NGUYEN_ROOF', ...buildEstimate(layout, { opBase: 'none' }) };
}

/** A small estimate: a permit closed by a total named for the estimate, then one room with a bid. */
export function groupFirstEstimate() {
  const layout = [
    { name: 'ALVAREZ_WINDOWS', rooms: [{ name: 'ALVAREZ_WINDOWS', implicit: true, lines: [['permit', 1]] }] },
    { name: 'Windows', rooms: [{ name: 'Windows', lines: [['windowBid', 1]] }] },
  ];
  return { name: 'ALVAREZ_WINDOWS', ...buildEstimate(layout, { opBase: 'none' }) };
}

function furniture(writer) {
  writer.put('Example Roofing & Construction', { x: 104, y: 45, bold: true, size: 12 });
  ['Example Roofing & Construction', '1200 Harvest Rd, Lincoln, NE 68510', '(402) 555-0175'].forEach((text, i) =>
    writer.put(text, { x: 104, y: 66 + 11.1 * i, size: 10 }),
  );
  writer.put(writer.meta.estimate, { x: 27, y: 721, size: 10 });
  writer.put(writer.meta.date, { x: 463, y: 721, size: 10 });
  writer.put(`Page: ${writer.page}`, { x: 555, y: 721, size: 10 });
}

function tableHeader(writer) {
  for (const [label, at] of header) writer.put(label, { ...at, bold: true });
  writer.next(1, 18.4);
}

function printLine(writer, line) {
  const label = `${line.number}.`;
  const indent = 36 + writer.width(`${label} `);
  const [first, ...rest] = writer.wrap(printedDescription(line.entry), 178 - indent);
  const wrapped = rest.length > 0 ? writer.wrap(rest.join(' '), 142) : [];
  const notes = (line.notes ?? []).flatMap((text) => writer.wrap(text, 520));
  writer.room(2 + wrapped.length + notes.length);
  writer.put(label, { x: 36 });
  writer.put(first, { x: indent });
  writer.put(qty(line.quantity), { right: right.quantity });
  writer.put(line.entry.unit, { x: right.quantity + 4 });
  if (line.revised) writer.put('REVISED', { right: right.total });
  else {
    const removing = line.entry.activity === 'Remove';
    writer.put(amount(removing ? line.unitCost : 0), { right: right.remove });
    writer.put(amount(removing ? 0 : line.unitCost), { right: right.replace });
    writer.put(amount(line.tax), { right: right.tax });
    writer.put(amount(line.rcv), { right: right.total });
  }
  for (const text of [...wrapped, ...notes]) {
    writer.next(1, 10);
    writer.put(text, { x: 36 });
  }
  writer.next(1, notes.length > 0 ? 14 : 16.3);
}

function totalRow(writer, label, lines) {
  writer.room(3);
  const priced = lines.filter((line) => !line.revised);
  writer.put(label, { x: 36 });
  writer.put(amount(sum(priced, 'tax')), { right: right.tax });
  writer.put(amount(sum(priced, 'rcv')), { right: right.total });
  writer.next(1, 46);
}

/** A room: its name centred over its own header, its lines and `Totals:`. */
function printRoom(writer, room) {
  writer.room(6);
  writer.put(room.name, { x: 165, size: 10 });
  writer.next(1, 20.2);
  tableHeader(writer);
  writer.continuing = room.name;
  room.lines.forEach((line) => printLine(writer, line));
  writer.continuing = null;
  totalRow(writer, `Totals: ${room.name}`, room.lines);
}

/** Each level: an implicit group closed by `Total: <level>`, or rooms, then `Total: <level>` when `levelTotal`. */
export async function contractorPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/04/2026',
    page: { size: SIZE, top: 120, bottom: 700, leading: 16.3 },
    furniture,
  });
  writer.newPage();
  ['Insured: Minh Nguyen', 'Property: 77 Prairie View Ct, Lincoln, NE 68516', 'Type of Loss: Hail', `Estimate: ${estimate.name}`].forEach(
    (text) => {
      writer.put(text, { x: 75, size: 10 });
      writer.next();
    },
  );
  writer.onNewPage = () => {
    if (!writer.continuing) return;
    writer.put(`CONTINUED - ${writer.continuing}`, { x: 260, size: 10 });
    writer.next(1, 23);
    tableHeader(writer);
  };
  writer.newPage();
  writer.put('ESTIMATE', { x: 280, size: 10 });
  writer.next(1, 17);
  for (const level of estimate.levels) {
    const [first, ...rooms] = level.rooms;
    if (first.implicit) {
      writer.room(5);
      writer.put(first.name, { x: 36, size: 10 });
      writer.next(1, 21.8);
      tableHeader(writer);
      writer.continuing = first.name;
      first.lines.forEach((line) => printLine(writer, line));
      writer.continuing = null;
      totalRow(writer, `Total: ${level.name}`, first.lines);
    } else printRoom(writer, first);
    rooms.forEach((room) => printRoom(writer, room));
    if (first.implicit && rooms.length > 0)
      totalRow(
        writer,
        `Total: ${level.name}`,
        level.rooms.flatMap((room) => room.lines),
      );
  }
  const priced = estimate.lines.filter((line) => !line.revised);
  writer.put(`Line Item Totals: ${estimate.name}`, { x: 36 });
  writer.put(amount(sum(priced, 'tax')), { right: right.tax });
  writer.put(amount(sum(priced, 'rcv')), { right: right.total });
  writer.onNewPage = null;
  writer.newPage();
  writer.put('Summary for Dwelling', { x: 265, size: 12 });
  writer.next(1, 16.5);
  [
    ['Line Item Total', amount(sum(priced, 'item'))],
    ['Material Sales Tax', amount(sum(priced, 'tax'))],
    ['Replacement Cost Value', `$${amount(sum(priced, 'rcv'))}`],
    ['Net Claim', `$${amount(sum(priced, 'rcv'))}`],
  ].forEach(([label, value]) => {
    writer.put(label, { x: 36, size: 10 });
    writer.put(value, { right: 576, size: 10 });
    writer.next(1, 14.5);
  });
  return writer.finish();
}

export async function contractorFixture() {
  const estimate = contractorEstimate();
  const priced = estimate.lines.filter((line) => !line.revised);
  const [roof, other] = estimate.levels;
  return {
    name: 'contractor-revised.pdf',
    about:
      'A contractor’s estimate, DESCRIPTION QTY REMOVE REPLACE TAX TOTAL, one row per item: four items print REVISED where the money should be (kept as unpriced with their quantity), a first group closed only by Total: Roof, rooms with Totals:, then a second, cumulative Total: Roof, long code-citation notes, Line Item Totals: NAME with tax and total.',
    bytes: await contractorPdf(estimate),
    expected: ok('pdf', priced.length, {
      skipped: estimate.lines.length - priced.length,
      // The totals, and the summary's RCV and line-item total.
      reconciliation: { checked: 1 + (roof.rooms.length - 1) + 1 + other.rooms.length + 1 + 2, unmatched: [] },
      items: itemsOf(priced, true),
    }),
  };
}

export async function groupFirstFixture() {
  const estimate = groupFirstEstimate();
  return {
    name: 'group-total-first.pdf',
    about:
      'A contractor’s estimate whose first group has no room: a permit closed by Total: <estimate name>, then Windows with one bid and Totals: Windows; both totals and Line Item Totals match.',
    bytes: await contractorPdf(estimate),
    expected: ok('pdf', estimate.lines.length, { reconciliation: { checked: 3 + 2, unmatched: [] }, items: itemsOf(estimate.lines, true) }),
  };
}
