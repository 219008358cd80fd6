#!/usr/bin/env node
/**
 * Writes the comparison's fixture pairs (tests/fixtures/estimates/pairs/): two estimates of one claim each, made
 * from one base estimate by what real pairs do — a contractor's supplement adding items and O&P, a quantity or
 * a unit price changed, a room renamed, an item moved to another room, an "R&R" line split into its removal and
 * its replacement, a different price list, and one claim as an Xactimate export against its printed PDF — and
 * what comparing each must give (expected.json): the lines matched, the lines one side only has, each matched
 * line's status and the RCV difference; and two PDFs in two carrier layouts of the corpus's claim, remeasured
 * (tests/unit/lib/estimate/compare/pairs.test.ts reads them all).
 *
 *   node scripts/data/estimate-pairs.mjs
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { carrierPdf } from './estimate-corpus/carrier-pdf.mjs';
import { claim, exportSettings } from './estimate-corpus/estimates.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const out = join(root, 'tests/fixtures/estimates/pairs');
const TAX = 0.07;

/** The base estimate: room, description, quantity, unit, unit price (dollars), taxable share of the price. */
const base = [
  ['Roof', 'Remove Laminated - comp. shingle rfg. - w/out felt', 24.5, 'SQ', 72.05, 0],
  ['Roof', 'Laminated - comp. shingle rfg. - w/out felt', 27, 'SQ', 256.24, 0.45],
  ['Roof', 'Roofing felt - 15 lb.', 24.5, 'SQ', 33.43, 0.6],
  ['Roof', 'Hip / Ridge cap - Standard profile - composition shingles', 96, 'LF', 7.17, 0.4],
  ['Roof', 'Flashing - pipe jack', 3, 'EA', 49.18, 0.35],
  ['Roof', 'Flashing - pipe jack - lead', 1, 'EA', 97.08, 0.5],
  ['Front Elevation', 'R&R Gutter - aluminum - up to 5"', 44.58, 'LF', 11.32, 0.5],
  ['Front Elevation', 'R&R Downspout - aluminum - up to 5"', 22, 'LF', 10.69, 0.5],
  ['Bedroom 1', 'Seal/prime then paint the walls and ceiling (2 coats)', 410, 'SF', 1.16, 0.2],
  ['Bedroom 1', 'Baseboard - 3 1/4"', 48, 'LF', 3.84, 0.55],
  ['Den', 'Carpet', 196, 'SF', 4.67, 0.6],
  ['Den', 'Carpet pad', 196, 'SF', 0.86, 0.6],
];

const cents = (dollars) => Math.round(dollars * 100);
/** A line's figures in cents, the way estimating software rounds them. */
function line([room, description, quantity, unit, price, taxable], { op = 0 } = {}) {
  const extended = Math.round(quantity * cents(price));
  const tax = Math.round(extended * taxable * TAX);
  const overheadProfit = Math.round((extended + tax) * op);
  return { room, description, quantity, unit, price: cents(price), tax, overheadProfit, rcv: extended + tax + overheadProfit };
}

const header = ['Line', 'Room', 'Description', 'Quantity', 'Unit', 'Unit price', 'Tax', 'O&P', 'RCV'];
const money = (value) => (value / 100).toFixed(2);
const csv = (lines) =>
  `${Papa.unparse(
    [
      header,
      ...lines.map((l, i) => [
        String(i + 1),
        l.room,
        l.description,
        String(l.quantity),
        l.unit,
        money(l.price),
        money(l.tax),
        money(l.overheadProfit),
        money(l.rcv),
      ]),
    ],
    { newline: '\n' },
  )}\n`;

const A = base.map((entry) => line(entry));
const numbers = (count) => Array.from({ length: count }, (_, i) => String(i + 1));
const same = Object.fromEntries(numbers(A.length).map((n) => [n, n]));
const total = (lines) => lines.reduce((sum, l) => sum + l.rcv, 0);

const pairs = [];
function pair(name, about, b, expected) {
  pairs.push({ name, about, a: csv(A), b: csv(b), expected: { rcvDifference: total(b) - total(A), ...expected } });
}

{
  const added = [
    ['Roof', 'Asphalt starter - universal starter course', 150, 'LF', 2.56, 0.5],
    ['Roof', 'Drip edge', 150, 'LF', 3.41, 0.5],
    ['Roof', 'Ice & water barrier', 642.87, 'SF', 2.09, 0.7],
  ];
  const b = [...base.slice(0, 6), ...added, ...base.slice(6)].map((entry) => line(entry, { op: 0.2 }));
  const matched = Object.fromEntries(numbers(A.length).map((n) => [n, String(Number(n) > 6 ? Number(n) + 3 : Number(n))]));
  pair('supplement', 'A contractor’s supplement: starter, drip edge and ice & water shield added, O&P on every line.', b, {
    matched,
    onlyA: [],
    onlyB: ['7', '8', '9'],
  });
}
{
  const b = base.map((entry, i) => line(i === 2 ? [entry[0], entry[1], 27, entry[3], entry[4], entry[5]] : entry));
  pair('quantity', 'The felt measured again: 24.5 SQ against 27 SQ.', b, {
    matched: same,
    onlyA: [],
    onlyB: [],
    statuses: { 3: 'quantity' },
  });
}
{
  const b = base.map((entry, i) => line(i === 9 ? [entry[0], entry[1], entry[2], entry[3], 4.31, entry[5]] : entry));
  pair('price', 'The baseboard priced at $4.31 against $3.84 a foot.', b, {
    matched: same,
    onlyA: [],
    onlyB: [],
    statuses: { 10: 'price' },
  });
}
{
  const b = base.map((entry) =>
    line([entry[0] === 'Bedroom 1' ? 'BEDROOM (1)' : entry[0] === 'Den' ? 'Family Room' : entry[0], ...entry.slice(1)]),
  );
  pair('rooms-renamed', 'Rooms named differently: “Bedroom 1” as “BEDROOM (1)”, “Den” as “Family Room”.', b, {
    matched: same,
    onlyA: [],
    onlyB: [],
  });
}
{
  const b = base.map((entry, i) => line(i === 9 ? ['Den', ...entry.slice(1)] : entry));
  pair('moved', 'The baseboard listed under the den instead of the bedroom.', b, { matched: same, onlyA: [], onlyB: [] });
}
{
  const gutter = base[6];
  const removal = ['Front Elevation', 'Remove Gutter - aluminum - up to 5"', gutter[2], 'LF', 0.63, 0];
  const replacement = ['Front Elevation', 'Gutter - aluminum - up to 5"', gutter[2], 'LF', 10.69, 0.5];
  const b = [...base.slice(0, 6), removal, replacement, ...base.slice(7)].map((entry) => line(entry));
  const matched = Object.fromEntries(
    numbers(A.length)
      .filter((n) => n !== '7')
      .map((n) => [n, String(Number(n) > 7 ? Number(n) + 1 : Number(n))]),
  );
  pair('split', 'One “R&R” gutter line against its removal and its replacement.', b, {
    matched: { ...matched, 7: '7+8' },
    onlyA: [],
    onlyB: [],
  });
}
{
  const b = base.map((entry) => line([...entry.slice(0, 4), Math.round(entry[4] * 103) / 100, entry[5]]));
  pair('price-list', 'A later price list: every unit price 3 % higher.', b, {
    matched: same,
    onlyA: [],
    onlyB: [],
    statuses: Object.fromEntries(numbers(A.length).map((n) => [n, 'price'])),
  });
}

{
  // A contractor's supplement in its own words against the carrier program's: the same work at another grade or
  // in other words is paired (less sure); a pipe jack and a 6" pipe jack are two items, never paired.
  const carrier = [
    ['Roof', 'Tear off composition shingles - Laminated (no haul off)', 24.5, 'SQ', 61.34, 0],
    ['Roof', 'Roofing felt - 15 lb.', 24.5, 'SQ', 33.43, 0.6],
    ['Roof', 'Hip / Ridge cap - cut from 3 tab - composition shingles', 96, 'LF', 4.72, 0.4],
    ['Roof', 'Drip edge', 150, 'LF', 3.41, 0.5],
    ['Roof', 'Flashing - pipe jack', 3, 'EA', 49.18, 0.35],
  ];
  const contractor = [
    ['Roof', 'Tear off comp shingles - 3 tab', 24.5, 'SQ', 65, 0],
    ['Roof', 'Felt underlayment - 15# or synthetic equivalent', 26, 'SQ', 38, 0.6],
    ['Roof', 'Hip & ridge shingles - architectural', 96, 'LF', 8.25, 0.4],
    ['Roof', 'Drip edge - aluminum', 150, 'LF', 3.75, 0.5],
    ['Roof', 'Flashing - pipe jack - 6"', 2, 'EA', 72, 0.35],
  ];
  const a = carrier.map((entry) => line(entry));
  const b = contractor.map((entry) => line(entry));
  pairs.push({
    name: 'wording',
    about:
      'A contractor’s supplement in its own words against the carrier program’s: four items paired as the same work, a 6″ pipe jack kept apart from a pipe jack.',
    a: csv(a),
    b: csv(b),
    expected: {
      rcvDifference: total(b) - total(a),
      matched: { 1: '1', 2: '2', 3: '3', 4: '4' },
      bases: { 1: 'scope', 2: 'scope', 3: 'scope', 4: 'scope' },
      onlyA: ['5'],
      onlyB: ['5'],
      statuses: { 1: 'price', 2: 'quantity-price', 3: 'price', 4: 'price' },
    },
  });
}

/** The corpus's claim, with its roof's tear-off remeasured (26 SQ against 28.5 SQ) on one side. */
async function pdfPair() {
  const remeasured = (room) =>
    room.name === 'Roof'
      ? { ...room, lines: room.lines.map((entry) => (entry[0] === 'tearOffShingles' ? [entry[0], 28.5] : entry)) }
      : room;
  const a = claim(exportSettings);
  const b = claim(exportSettings, { edit: remeasured });
  const changed = b.lines.find((l, i) => l.quantity !== a.lines[i].quantity);
  const printed = (estimate) => estimate.lines.filter((l) => !l.open && !l.omit).reduce((total, l) => total + l.printedRcv, 0);
  return {
    a: await carrierPdf(a, 'op'),
    b: await carrierPdf(b, 'gcop', { guidePage: true }),
    expected: {
      about:
        'The corpus claim printed by two carrier layouts (figures on the description’s row against figures under it, a guide page), its tear-off remeasured.',
      matched: Object.fromEntries(a.lines.map((l) => [String(l.number), String(l.number)])),
      onlyA: [],
      onlyB: [],
      statuses: { [String(changed.number)]: 'quantity' },
      rcvDifference: printed(b) - printed(a),
    },
  };
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const expected = {};
for (const { name, about, a, b, expected: want } of pairs) {
  writeFileSync(join(out, `${name}-a.csv`), a);
  writeFileSync(join(out, `${name}-b.csv`), b);
  expected[name] = { about, a: `pairs/${name}-a.csv`, b: `pairs/${name}-b.csv`, ...want };
}
{
  const pdfs = await pdfPair();
  writeFileSync(join(out, 'pdf-layouts-a.pdf'), pdfs.a);
  writeFileSync(join(out, 'pdf-layouts-b.pdf'), pdfs.b);
  expected['pdf-layouts'] = { ...pdfs.expected, a: 'pairs/pdf-layouts-a.pdf', b: 'pairs/pdf-layouts-b.pdf' };
}
// One claim as Xactimate exported it and as the carrier printed it (the corpus's files): every line paired.
expected['export-against-pdf'] = {
  about: 'The corpus claim as a 38-column Xactimate export against the carrier’s PDF of it: two programs’ layouts.',
  a: 'corpus/xactimate-38.csv',
  b: 'corpus/carrier-op.pdf',
  matchedCount: 106,
};
writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`Wrote ${pairs.length} pairs and expected.json to ${out}`);
