/**
 * A contractor's supplement printed from a web page: an HTML table, `DESCRIPTION QUANTITY UNIT TAX RCV
 * AGE/LIFE COND. DEP % DEPREC. ACV`, where UNIT is the unit of measure (no unit price is printed) and TAX
 * holds `T` or `NT`. Items carry no numbers; each is a table cell whose description wraps above and below
 * the row of its figures (a cell's text is centred against its neighbours), and cells are padded further
 * apart than the rows inside them. Group headings in capitals (`TEAR-OFF & PREPARATION`) head the items of a room,
 * `Totals: Roof - Dwelling` closes it with the tax, RCV, depreciation and ACV (the tax an amount where the lines print
 * only a flag), amounts carry `$` and depreciation prints `($12.50)`. An ESTIMATE SUMMARY block follows:
 * `Dwelling Line Items Subtotal`, `Material Sales Tax (8.25%)`, `Revised Total Estimate (RCV)`. The grand total
 * states more than its lines add up to: the seeded error.
 */
import { ok, totalFinding } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, dollars, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const SIZE = 8;
/** The height of a row of text in a cell, and each cell's padding above and below it. */
const LINE = 9.6;
const PAD = 10;
const DESCRIPTION_WIDTH = 100;
const right = { quantity: 250, rcv: 366, ageLife: 414, depPercent: 478, depreciation: 530, acv: 584 };
const left = { unit: 262, tax: 298, condition: 424 };
const header = [
  ['DESCRIPTION', { x: 36 }],
  ['QUANTITY', { right: right.quantity }],
  ['UNIT', { x: left.unit }],
  ['TAX', { x: left.tax }],
  ['RCV', { right: right.rcv }],
  ['AGE/LIFE', { right: right.ageLife }],
  ['COND.', { x: left.condition }],
  ['DEP %', { right: right.depPercent }],
  ['DEPREC.', { right: right.depreciation }],
  ['ACV', { right: right.acv }],
];
/** What the grand total states beyond its lines: RCV and depreciation (ACV follows). */
export const OVERSTATED = { rcv: 46000, depreciation: 100 };

export function supplementEstimate() {
  const group = (heading) => ({ extra: { group: heading } });
  const layout = [
    {
      name: 'Supplement',
      rooms: [
        {
          name: 'Roof - Dwelling',
          lines: [
            ['tearOffLaminated', 6.33, group('TEAR-OFF & PREPARATION')],
            ['felt', 6.33],
            ['shingles', 7, group('ROOFING')],
            ['starter', 48],
            ['dripEdge', 52.5],
            ['ridgeCap', 18],
            ['flashing', 2, group('FLASHING & VENTILATION')],
          ],
        },
        {
          name: 'Gutters - Dwelling',
          lines: [
            ['gutterNew', 38.5],
            ['downspout', 21],
          ],
        },
        {
          name: 'Siding - Dwelling',
          lines: [
            ['removeSiding', 84],
            ['siding', 84],
            ['paintSurface', 84],
          ],
        },
      ],
    },
  ];
  return { name: 'SUPPLEMENT 1', ...buildEstimate(layout, { opBase: 'none' }) };
}

function furniture(writer) {
  writer.put('10/14/2026, 3:12 PM', { x: 24, y: 14, size: 6.5 });
  writer.put('Supplement 1 - Example Roofing', { x: 250, y: 14, size: 6.5 });
  writer.put('https://estimates.example-roofing.test/supplements/1/print', { x: 24, y: 770, size: 6.5 });
  writer.put(String(writer.page), { right: 588, y: 770, size: 6.5 });
}

function tableHeader(writer) {
  for (const [label, at] of header) writer.put(label, { ...at, bold: true });
  writer.next(1, LINE + 2 * PAD);
}

/** One item's cell: its description's rows, with the figures centred against them. */
function printCell(writer, line) {
  const rows = writer.wrap(printedDescription(line.entry), DESCRIPTION_WIDTH);
  const height = (rows.length - 1) * LINE;
  if (writer.y + height > writer.layout.bottom) writer.newPage();
  const top = writer.y;
  rows.forEach((text, i) => writer.put(text, { x: 36, y: top + i * LINE }));
  const y = top + height / 2;
  const { entry } = line;
  writer.put(qty(line.quantity), { right: right.quantity, y });
  writer.put(entry.unit, { x: left.unit, y });
  writer.put(entry.parts.material > 0 ? 'T' : 'NT', { x: left.tax, y });
  writer.put(dollars(line.rcv), { right: right.rcv, y });
  writer.put(`${Math.round(entry.depreciation * entry.life)}/${entry.life || 'NA'} yrs`, { right: right.ageLife, y });
  writer.put('Avg.', { x: left.condition, y });
  writer.put(`${Math.round(entry.depreciation * 100)}%`, { right: right.depPercent, y });
  writer.put(`(${dollars(line.depreciation)})`, { right: right.depreciation, y });
  writer.put(dollars(line.acv), { right: right.acv, y });
  writer.next(1, height + LINE + 2 * PAD);
}

function totalRow(writer, label, { tax, rcv, depreciation }) {
  writer.room(2);
  writer.put(label, { x: 36, bold: true });
  writer.put(dollars(tax), { x: left.tax - 12, bold: true });
  writer.put(dollars(rcv), { right: right.rcv, bold: true });
  writer.put(dollars(depreciation), { right: right.depreciation, bold: true });
  writer.put(dollars(rcv - depreciation), { right: right.acv, bold: true });
  writer.next(1, LINE + 2 * PAD);
}

const totals = (lines) => ({ tax: sum(lines, 'tax'), rcv: sum(lines, 'rcv'), depreciation: sum(lines, 'depreciation') });

export async function supplementPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/14/2026',
    page: { size: SIZE, top: 60, bottom: 740, leading: LINE },
    furniture,
  });
  writer.newPage();
  writer.put('Example Roofing', { x: 36, size: 14, bold: true });
  writer.next(1, 18);
  writer.put('Supplement 1 to the insurer’s estimate of 09/02/2026 · 48 Larkspur Ln, Lincoln, NE 68510', { x: 36 });
  writer.next(1, 14);
  writer.put('Items found when the roof was opened, priced at the insurer’s price list.', { x: 36 });
  writer.next(1, 26);
  writer.onNewPage = () => {
    writer.y = 60;
    tableHeader(writer);
  };
  tableHeader(writer);
  for (const room of estimate.levels[0].rooms) {
    writer.room(6);
    writer.put(room.name, { x: 36, bold: true });
    writer.next(1, LINE + 2 * PAD);
    for (const line of room.lines) {
      if (line.group) {
        writer.room(4);
        writer.put(line.group, { x: 36, bold: true });
        writer.next(1, LINE + 2 * PAD);
      }
      printCell(writer, line);
    }
    totalRow(writer, `Totals: ${room.name}`, totals(room.lines));
  }
  const all = totals(estimate.lines);
  writer.grandPage = writer.page;
  totalRow(writer, `Line Item Totals: ${estimate.name}`, {
    tax: all.tax,
    rcv: all.rcv + OVERSTATED.rcv,
    depreciation: all.depreciation + OVERSTATED.depreciation,
  });
  writer.onNewPage = null;
  writer.room(6);
  writer.put('ESTIMATE SUMMARY', { x: 36, bold: true });
  writer.next(1, LINE + PAD);
  const items = all.rcv - all.tax;
  for (const [label, cents] of [
    ['Dwelling Line Items Subtotal', items],
    ['Material Sales Tax (8.25%)', all.tax],
    ['Revised Total Estimate (RCV)', items + all.tax],
  ]) {
    writer.put(label, { x: 36 });
    writer.put(dollars(cents), { right: right.rcv });
    writer.next(1, LINE + 4);
  }
  const bytes = await writer.finish();
  return { bytes, grandPage: writer.grandPage };
}

export async function supplementFixture() {
  const estimate = supplementEstimate();
  const { bytes, grandPage } = await supplementPdf(estimate);
  const all = totals(estimate.lines);
  const grand = (measure, expected, over) => totalFinding('grand', grandPage, estimate.name, measure, expected, expected + over);
  return {
    name: 'web-supplement.pdf',
    about:
      'A contractor’s supplement printed from a web page: DESCRIPTION QUANTITY UNIT TAX RCV AGE/LIFE COND. DEP % DEPREC. ACV with UNIT the unit of measure (no unit price) and TAX holding T/NT, `$` amounts, ($x) depreciation, unnumbered items under group headings in capitals (TEAR-OFF & PREPARATION), each description wrapped above and below its figures (an HTML cell centred against its row), cells padded further apart than their rows, Totals: Roof - Dwelling with the tax as an amount, an ESTIMATE SUMMARY (Dwelling Line Items Subtotal, Material Sales Tax (8.25%), Revised Total Estimate (RCV)), and a grand total $460.00 above its lines (RCV; $459.00 ACV, $1.00 depreciation) among sound lines.',
    bytes,
    expected: ok('pdf', estimate.lines.length, {
      findings: [
        grand('rcv', all.rcv, OVERSTATED.rcv),
        grand('depreciation', all.depreciation, OVERSTATED.depreciation),
        grand('acv', all.rcv - all.depreciation, OVERSTATED.rcv - OVERSTATED.depreciation),
      ],
      // Each room's total and the grand total; the summary's own sum, and its line-item subtotal, which the lines cannot
      // be checked against: they print a tax flag, not the tax they hold.
      reconciliation: {
        checked: estimate.levels[0].rooms.length + 1 + 2,
        unmatched: [estimate.name],
        notChecked: ['Dwelling Line Items Subtotal'],
      },
      limits: ['no-unit-price'],
      items: estimate.lines.map((line) => [null, line.room.name, printedDescription(line.entry), line.quantity, null, line.rcv]),
    }),
  };
}
