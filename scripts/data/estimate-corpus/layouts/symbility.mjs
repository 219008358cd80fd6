/**
 * A carrier's hail estimate as Symbility prints it: `Description Quantity Unit Price Per Total O&P Total Taxes
 * RC Depreciation ACV`, repeated under a claim banner on every page of the table. Items are numbered without a
 * dot (`8 Debris Removal …`), quantities of whole units print as integers (`2`), the unit after the price
 * (`$56.90 EA`), `$` on every amount; shingles bought by the bundle print the measured quantity and, in
 * brackets, the rounded one that is priced (`23.18 (23.33)`). Descriptions break after a comma onto the
 * next row. Groups open with measurements and `$0.00` general-items notes and close with `<group> - Subtotal
 * (N items)`, printed twice (once under the group's path); a final `Subtotal` has no name. A `Minimum Charge, …`
 * line tops the glazing lines up to a minimum, so its RC is not quantity × price. A summary page without the
 * header follows the table, and a photograph page with no text at all.
 */
import sharp from 'sharp';
import { ok } from '../expected.mjs';
import { buildEstimate, sum } from '../model.mjs';
import { PageWriter, dollars, qty } from '../page-writer.mjs';

const SIZE = 7.5;
const right = { quantity: 246, unitPrice: 292, unit: 312, op: 362, tax: 414, rcv: 472, depreciation: 530, acv: 582 };
/** The print without O&P and tax columns: `Description Quantity Unit Price Per RC Depreciation ACV`. */
const rcRight = { quantity: 286, unitPrice: 340, unit: 362, rcv: 440, depreciation: 512, acv: 582 };
const rcHeader = [
  ['Description', { x: 30 }],
  ['Quantity', { right: rcRight.quantity }],
  ['Unit Price', { right: rcRight.unitPrice }],
  ['Per', { right: rcRight.unit }],
  ['RC', { right: rcRight.rcv }],
  ['Depreciation', { right: rcRight.depreciation }],
  ['ACV', { right: rcRight.acv }],
];
const header = [
  ['Description', { x: 30 }],
  ['Quantity', { right: 246 }],
  ['Unit Price', { right: 292 }],
  ['Per', { right: 312 }],
  ['Total O&P', { right: 362 }],
  ['Total Taxes', { right: 414 }],
  ['RC', { right: 472 }],
  ['Depreciation', { right: 530 }],
  ['ACV', { right: 582 }],
];
/** How Symbility words the price list's items. */
const wording = {
  removeBeading: 'Remove - Window Glazing Bead, Aluminum',
  windowBeading: 'Replace - Window Glazing Bead, Aluminum',
  ridgeCap: 'Replace - Hip and Ridge Cap, Laminated Shingles',
  dripEdge: 'Replace - Drip Edge, Aluminum, Painted, Eaves and Rakes',
  starter: 'Replace - Starter Course, Shingle, Eaves, Continuous',
  flashing: 'Replace - Pipe Jack Flashing, Aluminum',
  removeVent: 'Remove - Roof Vent, Turbine',
  roofVent: 'Replace - Roof Vent, Turbine',
  tearOffShingles: 'Tear Off, Roof Covering, Laminated Shingles, 1 Layer',
  shingles: 'Replace - Shingles, Laminated, 30 Year',
  felt: 'Replace - Felt, Single Layer, 15 lb.',
  dumpster: 'Debris Removal, Dumpster, 20 Yard',
  removeGutter: 'Remove - Gutter, Aluminum, 5 in.',
  gutterNew: 'Replace - Gutter, Aluminum, 5 in.',
  downspout: 'Replace - Downspout, Aluminum, 2 x 3 in.',
  glassMinimum: 'Minimum Charge, Window Glazing',
};
const waste = (share) => ({ extra: { notes: [`Waste of ${share}% added to the measured quantity.`] } });
const allowance =
  'Shingles priced with a material allowance per square at local prices; the supplier can deliver them to the site for the contractor you choose.';

export function symbilityEstimate() {
  const layout = [
    {
      name: 'Exterior Plan',
      path: 'EXTERIOR PLAN: Exterior Plan',
      measures: ['Exterior: 1,486.20 SF', 'Building perimeter (ground): 168.50 LF'],
      rooms: [
        {
          name: 'Exterior Plan',
          lines: [
            ['removeBeading', 8],
            ['windowBeading', 8.4, { extra: { notes: ['Waste of 5% added to the measured quantity.', 'Two windows on the south wall'] } }],
          ],
        },
      ],
    },
    {
      name: 'Roof',
      path: 'ROOFPLAN: Aerial Report 1 - 20261009',
      twice: 'Aerial Report 1 - 20261009',
      measures: ['Roof area: 2,455.00 SF Squares: 24.6 SQ Soffit: 412.50 SF', 'Eaves: 148.40 LF Ridge: 53.08 LF'],
      general: ['General items: permits and fees $0.00', 'General items: overhead and profit $0.00'],
      rooms: [
        {
          name: 'Roof',
          lines: [
            ['ridgeCap', 58.39, waste(10)],
            ['dripEdge', 179.77, waste(5)],
            ['starter', 181.49, waste(6)],
            ['flashing', 2],
            ['removeVent', 2],
            ['roofVent', 2],
            ['tearOffShingles', 21.04],
            [
              'shingles',
              23.33,
              {
                extra: {
                  measured: 23.18,
                  notes: [allowance, 'Waste of 10% added to the measured quantity.', 'Quantity rounded up to whole bundles.'],
                },
              },
            ],
            ['felt', 22.1, waste(5)],
            ['dumpster', 1, { extra: { notes: ['Sales tax charged on the rental as well as on materials.'] } }],
          ],
        },
      ],
    },
    {
      name: 'Gutters',
      path: 'ELEVATIONS: Front Elevation',
      rooms: [
        {
          name: 'Gutters',
          lines: [
            ['removeGutter', 42.5],
            ['gutterNew', 42.5],
            ['downspout', 18],
          ],
        },
      ],
    },
    { name: 'Minimum Charge Adjustments', rooms: [{ name: 'Minimum Charge Adjustments', lines: [['glassMinimum', 1]] }] },
  ];
  const estimate = { name: 'WEBER_K', ...buildEstimate(layout, { opBase: 'none' }) };
  // The minimum tops the glazing lines up to its price: it adds what they fall short by, with its own tax.
  const glazing = estimate.levels[0].rooms[0].lines;
  const minimum = estimate.lines.at(-1);
  const rcv = minimum.unitCost - sum(glazing, 'item') + 361;
  Object.assign(minimum, { item: rcv - 361, tax: 361, rcv, depreciation: 0, acv: rcv, printedRcv: rcv, printedAcv: rcv });
  return estimate;
}

function furniture(writer) {
  ['Example Mutual Insurance', 'PO Box 1200', 'Austin, TX 78767-1200', 'Fax: (800) 555-0199'].forEach((text, i) =>
    writer.put(text, { x: 30, y: 25 + 11 * i }),
  );
  writer.put(`Claim EX-2026-310277 Page ${writer.page} 10/14/2026`, { x: 30, y: 760 });
}

function banner(writer) {
  writer.put(`ESTIMATE: Estimate 10/14/26 Claim #EX-2026-310277, ${writer.meta.estimate}`, { x: 30, y: 69 });
  writer.put('Status: Draft', { x: 30, y: 80 });
}

function tableHeader(writer) {
  banner(writer);
  for (const [label, at] of writer.columns.header) writer.put(label, { ...at, y: 91 });
  writer.y = 102;
}

/** A description broken after its commas into rows no wider than the column. */
function rowsOf(writer, text) {
  const rows = [];
  for (const part of text.split(/(?<=,) /)) {
    const row = rows.at(-1);
    if (row !== undefined && writer.width(`${row} ${part}`) <= 135) rows[rows.length - 1] = `${row} ${part}`;
    else rows.push(part);
  }
  return rows;
}

function printLine(writer, line) {
  const { right } = writer.columns;
  const label = String(line.number);
  const [first, ...rest] = rowsOf(writer, line.wording ?? wording[line.key]);
  const notes = line.notes ?? [];
  writer.room(1 + rest.length + notes.length * 2);
  writer.put(label, { x: 30 });
  writer.put(first, { x: 30 + writer.width(`${label} `) });
  const whole = Number.isInteger(line.quantity) ? String(line.quantity) : qty(line.quantity);
  if (line.measured) {
    writer.put(qty(line.measured), { right: right.quantity - writer.width(` (${qty(line.quantity)})`) });
    writer.put(`(${qty(line.quantity)})`, { right: right.quantity });
  } else writer.put(whole, { right: right.quantity });
  writer.put(dollars(line.unitCost), { right: right.unitPrice });
  writer.put(line.entry.unit, { right: right.unit });
  const cells = { op: line.op, tax: line.tax, rcv: line.rcv, depreciation: line.depreciation, acv: line.acv };
  for (const [key, cents] of Object.entries(cells)) if (right[key]) writer.put(dollars(cents), { right: right[key] });
  for (const text of rest) {
    writer.next();
    writer.put(text, { x: 30 });
  }
  for (const text of notes.flatMap((note) => writer.wrap(note, 360))) {
    writer.next();
    writer.put(text, { x: writer.columns.noteIndent });
  }
  writer.next();
}

function subtotal(writer, label, lines) {
  const { right } = writer.columns;
  writer.room(2);
  writer.put(label, { x: 30 });
  const cells = {
    op: sum(lines, 'op'),
    tax: sum(lines, 'tax'),
    rcv: sum(lines, 'rcv'),
    depreciation: sum(lines, 'depreciation'),
    acv: sum(lines, 'acv'),
  };
  for (const [key, cents] of Object.entries(cells)) if (right[key]) writer.put(dollars(cents), { right: right[key] });
  writer.next();
}

const items = (count) => `(${count} item${count === 1 ? '' : 's'})`;

export async function symbilityPdf(estimate, { rc = false } = {}) {
  const writer = new PageWriter({
    letterhead: [],
    estimate: estimate.name,
    date: '10/14/2026',
    page: { size: SIZE, top: 102, bottom: 520 },
    furniture,
  });
  writer.columns = rc ? { right: rcRight, header: rcHeader, noteIndent: 44 } : { right, header, noteIndent: 30 };
  writer.newPage();
  [
    'CLAIM NO.: EX-2026-310277 INSURED: Karl Weber',
    'Date of Loss: 09/21/2026',
    'Type of Claim: Hail',
    'Pricing Database: TX Austin October 2026',
  ].forEach((text) => {
    writer.put(text, { x: 30 });
    writer.next();
  });
  writer.newPage();
  writer.put('In the following pages, you will find the estimated cost of covered repairs to your property.', { x: 30 });
  writer.onNewPage = () => tableHeader(writer);
  writer.newPage();
  for (const level of estimate.levels) {
    const lines = level.rooms.flatMap((room) => room.lines);
    writer.room(4);
    if (level.path) {
      writer.put(level.path, { x: 30 });
      writer.next();
    }
    writer.put(level.name, { x: 30 });
    writer.next();
    for (const text of [...(level.measures ?? []), ...(level.general ?? [])]) {
      if (text.endsWith('$0.00')) {
        writer.put(text.slice(0, -6), { x: 30 });
        writer.put('$0.00', { right: right.rcv });
      } else writer.put(text, { x: 30 });
      writer.next();
    }
    lines.forEach((line) => printLine(writer, line));
    const label = `${level.name} - Subtotal ${items(lines.length)}`;
    subtotal(writer, label, lines);
    if (level.path && !rc) subtotal(writer, level.twice ? `${level.twice} - Subtotal ${items(lines.length)}` : label, lines);
  }
  if (rc) subtotal(writer, `${estimate.dwelling} - Subtotal ${items(estimate.lines.length)}`, estimate.lines);
  else subtotal(writer, 'Subtotal', estimate.lines);
  writer.onNewPage = () => banner(writer);
  writer.newPage();
  const total = sum(estimate.lines, 'rcv');
  const recoverable = sum(estimate.lines, 'depreciation');
  const summary = rc
    ? [
        ['Total Materials:', sum(estimate.lines, 'item')],
        ['Replacement Cost Value:', total],
        ['Less Recoverable Depreciation:', -recoverable],
        ['Actual Cash Value:', total - recoverable],
        ['Deductible ($1,000.00):', -100000],
        ['Net Estimate:', total - recoverable - 100000],
      ]
    : [
        ['Total Materials:', sum(estimate.lines, 'item')],
        ['Total Taxes:', sum(estimate.lines, 'tax')],
        ['Replacement Cost Value:', total],
        ['Deductible ($1,000.00):', -100000],
        ['Net Estimate:', total - 100000],
        ['Net Estimate:', total - 100000],
      ];
  summary.forEach(([label, cents]) => {
    writer.put(label, { x: 30 });
    writer.put(cents < 0 ? `$(${dollars(-cents).slice(1)})` : dollars(cents), { right: 560 });
    writer.next();
  });
  writer.onNewPage = null;
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 122, g: 118, b: 110 } } })
    .png()
    .toBuffer();
  writer.image(photo);
  return writer.finish();
}

export async function symbilityFixture() {
  const estimate = symbilityEstimate();
  const subtotals = estimate.levels.reduce((count, level) => count + (level.path ? 2 : 1), 1);
  return {
    name: 'symbility.pdf',
    about:
      'A Symbility estimate: Description Quantity Unit Price Per Total O&P Total Taxes RC Depreciation ACV repeated under a claim banner on every page, items numbered without a dot, integer quantities, the unit after the price ($56.90 EA), `$` on every amount, a bundle-rounded quantity 23.18 (23.33) priced at the bracketed one, descriptions broken after a comma, measurement rows and $0.00 general-items notes, `X - Subtotal (N items)` printed twice, a final unnamed Subtotal, a Minimum Charge line whose RC is not quantity × price, a summary page without the header and a photograph page with no text.',
    bytes: await symbilityPdf(estimate),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: subtotals, unmatched: [] },
      items: estimate.lines.map((line) => [String(line.number), line.room.name, wording[line.key], line.quantity, line.unitCost, line.rcv]),
    }),
  };
}

/**
 * The Symbility print without O&P and tax columns, as a carrier sends it: `Description Quantity Unit Price Per RC
 * Depreciation ACV`, `$(10,958.93)` for an amount taken off, notes indented under their items, a zero-priced note line
 * (`Cosmetic Loss Exclusion applies`), each group closed by `<group> - Subtotal (N items)` with RC, depreciation and
 * ACV, and the whole by `110 - Dwelling - Subtotal (N items)`.
 */
export function symbilityRcEstimate() {
  const note = (text) => ({ extra: { notes: [text] } });
  const layout = [
    {
      name: 'Roof',
      rooms: [
        {
          name: 'Roof',
          lines: [
            ['tearOffShingles', 21.04],
            ['shingles', 23.33, note('Includes 10% waste on quantity.')],
            ['felt', 22.1, note('Includes 5% waste on quantity.')],
            ['starter', 181.49],
            ['dripEdge', 179.77],
            ['ridgeCap', 58.39, note('Includes 5% waste on quantity.')],
            ['flashing', 2],
            ['removeVent', 2],
            ['roofVent', 2],
            ['dumpster', 1],
          ],
        },
      ],
    },
    {
      name: 'Front Elevation',
      rooms: [
        {
          name: 'Front Elevation',
          lines: [
            ['removeGutter', 42.5],
            ['gutterNew', 42.5],
            ['downspout', 18],
            ['placeholder', 1, { unitCost: 0, extra: { wording: 'Cosmetic Loss Exclusion applies - garage door dents' } }],
          ],
        },
      ],
    },
  ];
  const estimate = { name: 'ADEYEMI_T', dwelling: '110 - Dwelling', ...buildEstimate(layout, { opBase: 'none', noTax: true }) };
  return estimate;
}

export async function symbilityRcFixture() {
  const estimate = symbilityRcEstimate();
  return {
    name: 'symbility-rc.pdf',
    about:
      'A Symbility estimate printed without O&P and tax columns: Description Quantity Unit Price Per RC Depreciation ACV, items numbered without a dot, `$` amounts, notes indented under items (Includes 5% waste on quantity.), a zero-priced note line (Cosmetic Loss Exclusion applies), Roof - Subtotal (10 items) with RC, depreciation and ACV, 110 - Dwelling - Subtotal over both groups, then Total Materials:, Less Recoverable Depreciation: $(…) and Actual Cash Value:.',
    bytes: await symbilityPdf(estimate, { rc: true }),
    expected: ok('pdf', estimate.lines.length, {
      reconciliation: { checked: estimate.levels.length + 1, unmatched: [] },
      items: estimate.lines.map((line) => [
        String(line.number),
        line.room.name,
        line.wording ?? wording[line.key],
        line.quantity,
        line.unitCost,
        line.rcv,
      ]),
    }),
  };
}
