/**
 * A carrier's payment worksheet of a hail claim, printed sideways: every page is portrait paper turned a
 * quarter by its /Rotate, its text written up the paper. Its header spans two rows (`Description … Actual
 * Replacement Cost` over `Qty Estimate Amount Taxes Replacement Cost Total Actual Cash Value w/Tax`); it prints
 * no unit price, and `$` on every amount. Items are numbered `1.`, or `3a.`/`3b.` where an item is removed and
 * replaced. Each group is headed by a path wrapped over two rows (`Source - … - GUTTERS`, left of the item
 * column), with areas (`Front Elevation`) at the item column, and closed by an unnamed `Subtotals` row with a
 * fifth amount, `$0.00`, one of them without a thousands separator; notes under lines; `Totals` at the end.
 * The letterhead is printed on every page, below the top margin.
 */
import { ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, dollars, qty } from '../page-writer.mjs';
import { printedDescription } from '../price-list.mjs';

const source = 'Source - Aerial Roof Report - Source - Aerial Roof Report';
const elevationNote = 'Dented runs on this side of the house; replaced end to end.';
const allowanceNote =
  'Shingle material is priced at the local supplier price of the week of the inspection. Any supplier may be used: the price allowed does not depend on where the material is bought.';

/** Groups of areas of lines; a pair of lines is one item removed and replaced (`3a.`, `3b.`). */
const groups = [
  {
    path: `${source} - Dwelling Roof`,
    areas: [
      [
        'Roof Shingle Repairs',
        ['removeShingleEach', 48],
        ['shingleEach', 48, { notes: [allowanceNote, 'Test square, front slope: 9 hits', 'Test square, rear slope: 3 hits'] }],
        [
          ['removeRidge', 8],
          ['ridgeCap', 8],
        ],
      ],
      [
        'Roof Components',
        [
          ['removeVent', 3],
          ['roofVent', 3],
        ],
        [
          ['removeRainCap', 1],
          ['rainCap', 1],
        ],
        ['flashing', 1],
      ],
    ],
  },
  {
    path: `${source} - GUTTERS`,
    separator: false,
    areas: ['Front', 'Right', 'Rear', 'Left'].map((side, i) => [
      `${side} Elevation`,
      [
        ['removeGutter', i % 2 ? 27.83 : 41.25],
        ['gutterNew', i % 2 ? 27.83 : 41.25, { notes: [elevationNote] }],
      ],
    ]),
  },
  {
    path: `${source} - LEFT ELEVATION`,
    areas: [
      [
        '',
        [
          ['removeSiding', 48],
          ['siding', 48, { notes: ['Matching siding is still made: only the damaged wall is replaced.'] }],
        ],
      ],
    ],
  },
  { path: `${source} - Interior`, areas: [['', ['paintSurface', 32]]] },
  { path: `${source} - DEBRIS REMOVAL`, areas: [['', ['haulDebris', 0.75]]] },
  { path: 'Labor Minimums Applied', areas: [['', ['paintLaborMinimum', 1]]] },
];

/** The worksheet's lines, numbered, each group a room named by its path's last part; no depreciation. */
export function worksheetEstimate() {
  let number = 0;
  const line = ([key, quantity, extra = {}], suffix = '') => [
    key,
    quantity,
    { depreciation: 0, extra: { ...extra, number: `${number}${suffix}` } },
  ];
  const layout = [
    {
      name: 'Dwelling',
      rooms: groups.flatMap((group) =>
        group.areas.map(([area, ...items]) => ({
          name: group.path.split(' - ').at(-1),
          group,
          area,
          lines: items.flatMap((item) => {
            number += 1;
            return Array.isArray(item[0]) ? item.map((part, i) => line(part, 'ab'[i])) : [line(item)];
          }),
        })),
      ),
    },
  ];
  return { name: 'PATEL_S', ...buildEstimate(layout, { opBase: 'none' }) };
}

const columns = { quantity: 300, extended: 399, tax: 486, rcv: 574, acv: 661, paid: 749 };

function furniture(writer) {
  writer.put('Example Mutual Insurance Company', { x: 122, y: 41, bold: true, size: 12 });
  ['P.O. Box 1200', 'Austin, Texas 78767', 'Phone: (800) 555-0142', 'Fax: (800) 555-0199'].forEach((text, i) =>
    writer.put(text, { x: 122, y: 63 + 11.1 * i, size: 10 }),
  );
  writer.put(writer.meta.estimate, { x: 36, y: 563 });
  writer.put('EX-2026-208841', { x: 376, y: 563 });
  writer.put(writer.meta.date, { x: 652, y: 563 });
  writer.put(`Page: ${writer.page}`, { x: 732, y: 563 });
}

function tableHeader(writer) {
  writer.put('Description', { x: 119, y: 114 });
  writer.put('Actual Replacement Cost', { right: 756, y: 114 });
  writer.put('Qty', { right: 274, y: 123 });
  writer.put('Estimate Amount', { right: 392, y: 123 });
  writer.put('Taxes', { right: 459, y: 123 });
  writer.put('Replacement Cost Total', { right: 578, y: 123 });
  writer.put('Actual Cash Value', { right: 657, y: 123 });
  writer.put('w/Tax', { right: 723, y: 123 });
}

function amounts(writer, values, { separator = true } = {}) {
  for (const [key, cents] of Object.entries(values)) writer.put(dollars(cents, { separator }), { right: columns[key] });
}

function printLine(writer, line) {
  const label = `${line.number}.`;
  const indent = 58 + writer.width(`${label} `);
  const rows = writer.wrap(printedDescription(line.entry), 206 - indent);
  const notes = (line.notes ?? []).flatMap((note) => writer.wrap(note, 560));
  writer.room(rows.length + notes.length + 1);
  writer.put(label, { x: 58 });
  writer.put(rows[0], { x: indent });
  writer.put(qty(line.quantity), { right: columns.quantity });
  writer.put(line.entry.unit, { x: columns.quantity + 4 });
  amounts(writer, { extended: line.item, tax: line.tax, rcv: line.rcv, acv: line.acv });
  for (const text of [...rows.slice(1), ...notes]) {
    writer.next(1, 8.85);
    writer.put(text, { x: 58 });
  }
  writer.next(1, 12.5);
}

function subtotal(writer, label, lines, options) {
  writer.room(2);
  writer.put(label, { x: 40, size: 8 });
  amounts(
    writer,
    { extended: sum(lines, 'item'), tax: sum(lines, 'tax'), rcv: sum(lines, 'rcv'), acv: sum(lines, 'acv'), paid: 0 },
    options,
  );
  writer.next(1, 16);
}

export async function worksheetPdf(estimate) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/14/2026',
    sideways: true,
    page: { top: 140, bottom: 540, leading: 15.1 },
    furniture,
  });
  writer.newPage();
  [
    'Insured: Sam Patel',
    'Property: 48 Larkspur Ln, Lincoln, NE 68510',
    'Claim Number: EX-2026-208841',
    'Type of Loss: Windstorm and Hail',
  ].forEach((text) => {
    writer.put(text, { x: 98 });
    writer.next();
  });
  writer.newPage();
  writer.put('Payment Worksheet for Dwelling', { x: 268, y: 114, size: 16 });
  const rows = [
    ['Estimate Total', sum(estimate.lines, 'item')],
    ['Taxes', sum(estimate.lines, 'tax')],
    ['Replacement Cost', sum(estimate.lines, 'rcv')],
    ['Less Deductible', -100000],
  ];
  rows.forEach(([label, cents]) => {
    writer.put(`${label}${'.'.repeat(40)}`, { x: 54 });
    writer.put(dollars(cents), { right: 259 });
    writer.next(1, 9.9);
  });
  writer.onNewPage = () => tableHeader(writer);
  writer.newPage();
  const rooms = estimate.levels[0].rooms;
  rooms.forEach((room, i) => {
    if (room.group !== rooms[i - 1]?.group) {
      const path = writer.wrap(room.group.path, 140, 9);
      writer.room(path.length + 3);
      path.forEach((text) => {
        writer.put(text, { x: 40, size: 9 });
        writer.next(1, 9.9);
      });
      writer.next(1, 2.9);
    }
    if (room.area) {
      writer.room(3);
      writer.put(room.area, { x: 58 });
      writer.next(1, 15.2);
    }
    room.lines.forEach((line) => printLine(writer, line));
    if (room.group !== rooms[i + 1]?.group) {
      const lines = rooms.filter((each) => each.group === room.group).flatMap((each) => each.lines);
      subtotal(writer, 'Subtotals', lines, { separator: room.group.separator ?? true });
    }
  });
  subtotal(writer, 'Totals', estimate.lines);
  writer.onNewPage = null;
  return writer.finish();
}

export async function worksheetFixture() {
  const estimate = worksheetEstimate();
  return {
    name: 'payment-worksheet.pdf',
    about:
      'A payment worksheet printed sideways (/Rotate 90, text up the page): a two-row header Description … Actual Replacement Cost over Qty Estimate Amount Taxes Replacement Cost Total Actual Cash Value w/Tax, no unit price, `$` on every amount, 3a./3b. remove and replace items, groups headed by a wrapped path left of the items, area sub-headings (Front Elevation) whose lines repeat another area’s, notes under lines, unnamed Subtotals with a fifth amount $0.00, one without a thousands separator ($1598.12), Totals at the end, a letterhead on every page below the top margin.',
    bytes: await worksheetPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: groups.length + 1, unmatched: [] },
      limits: ['no-unit-price'],
      items: estimate.lines.map((line) => [line.number, line.room.name, printedDescription(line.entry), line.quantity, null, line.rcv]),
    }),
  };
}
