#!/usr/bin/env node
/**
 * Writes the sample pair of estimate files (public/samples/): the sample claim of the Estimate Analyzer page
 * (CLM-2025-04817, hail and wind-driven rain at 1842 Palm Ave, the claim of our mock screens) as two CSV
 * exports of line items. The contractor's revised estimate has 116 line items, the carrier's first estimate
 * 84 of the same items, some with other quantities, unit prices or depreciation, or without overhead and profit.
 *
 *   node scripts/data/sample-estimate.mjs
 *
 * Every amount is computed here the way estimating software does it, rounded to the cent. The site reads the
 * two files with the same readers as a visitor's: the product page's dashboard and comparison report when it
 * is built, the checker's and the comparison's "try the sample" in the browser. The living-room ceiling is
 * line 88 of the contractor's at $1,218.24 and the hail-split siding line 37, as the Eureka and Delta Mate mock
 * screens cite them; the script stops if an edit moves them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { importTs, root } from '../lib/ts.mjs';

const { sampleHeaders } = await importTs('content/estimator-checker-copy.ts');
const { samplePairFiles } = await importTs('lib/estimate/sample-files.ts');
const TAX_RATE = 0.07; // Florida 6 % + Broward County 1 %, on materials
const OP_RATE = 0.2; // 10 % overhead + 10 % profit

/**
 * Items per trade: [description, unit, qty A, qty B (null: not in B), unit price in $, options].
 * options: m = material share of the price (taxed); d = depreciation rate in A; dB = rate in B;
 * pB = unit price in B; noOpB = B applies no overhead and profit; noOp = neither does (water mitigation is
 * invoiced by the mitigation company, without the general contractor's O&P).
 */
/** Item-code prefix of each trade, in the order the estimates list them. */
const prefixes = {
  Roofing: 'RFG',
  'Gutters & exterior': 'EXT',
  'Water mitigation': 'WTR',
  'Contents & cleaning': 'CON',
  'Flooring & trim': 'FLR',
  'Drywall & insulation': 'DRY',
  Painting: 'PNT',
  'General conditions': 'GEN',
};

const trades = {
  Roofing: [
    ['Remove & replace laminated comp. shingles', 'SQ', 32.67, 26, 318.42, { m: 0.6, d: 0.3, dB: 0.45, pB: 296.18 }],
    ['Roofing felt – synthetic underlayment', 'SQ', 28.4, 22.6, 41.88, { m: 0.6, d: 0.3, dB: 0.45 }],
    ['Ice & water barrier', 'SF', 540, null, 2.18, { m: 0.6, d: 0.3 }],
    ['Drip edge – aluminum', 'LF', 212, 212, 3.42, { m: 0.55, d: 0.25, dB: 0.4 }],
    ['Asphalt starter – universal starter course', 'LF', 212, 168, 2.31, { m: 0.6, d: 0.3, dB: 0.45 }],
    ['Ridge cap – standard profile', 'LF', 96, 64, 7.86, { m: 0.55, d: 0.3, dB: 0.45 }],
    ['Continuous ridge vent – shingle-over style', 'LF', 42, null, 11.48, { m: 0.6, d: 0.3 }],
    ['Step flashing', 'LF', 48, null, 11.92, { m: 0.5, d: 0.25 }],
    ['Counterflashing – apron flashing', 'LF', 18, 18, 14.36, { m: 0.5, d: 0.25 }],
    ['Chimney flashing – average (32" x 36")', 'EA', 1, 1, 518.6, { m: 0.45, d: 0.25 }],
    ['Roof vent – turtle type – metal', 'EA', 6, 4, 68.5, { m: 0.6, d: 0.3 }],
    ['Flashing – pipe jack', 'EA', 4, 4, 52.14, { m: 0.55, d: 0.25 }],
    ['Flashing – pipe jack – lead', 'EA', 1, 1, 96.75, { m: 0.6, d: 0.25 }],
    ['Exhaust cap – through roof – 6" to 8"', 'EA', 2, 1, 124.3, { m: 0.55, d: 0.25 }],
    ['Valley metal – (W) profile', 'LF', 36, 36, 8.94, { m: 0.55, d: 0.25 }],
    ['Skylight flashing kit – remove & replace', 'EA', 1, null, 186.2, { m: 0.5, d: 0.2 }],
    ['Additional charge for steep roof – 7/12 to 9/12 slope', 'SQ', 32.67, 26, 62.14, {}],
    ['Additional charge for high roof (2 stories or greater)', 'SQ', 32.67, 26, 24.85, {}],
    ['Satellite dish – detach & reset', 'EA', 1, 1, 64.8, {}],
    ['Sheathing – plywood – 1/2" CDX', 'SF', 128, 64, 3.86, { m: 0.55, d: 0.2 }],
    ['Sheathing – additional cost for H-clips', 'SF', 128, 64, 0.24, { m: 0.8, d: 0.2 }],
    ['Roof nailing – ring-shank fasteners per current code', 'SQ', 32.67, null, 9.75, { m: 0.7 }],
    ['Drip edge – gutter apron', 'LF', 146, null, 2.96, { m: 0.55, d: 0.25 }],
    ['Prime & paint roof jack / vent to match', 'EA', 10, 6, 24.6, { m: 0.2, d: 0.15 }],
    ['Tarp – all-purpose poly – per SF (labor & material)', 'SF', 420, 420, 0.96, { m: 0.4 }],
    ['Emergency tarp – roofer labor, after hours', 'HR', 3, 3, 86.4, {}],
    ['Roof inspection & photo documentation', 'HR', 1.5, 1, 92, {}],
    ['Roofer – cut & fit shingles at roof penetrations', 'HR', 2, null, 86.4, {}],
    ['Kickout flashing', 'EA', 2, null, 42.6, { m: 0.6, d: 0.25 }],
    ['Gable vent screen – detach & reset', 'EA', 2, 2, 38.5, {}],
  ],
  'Gutters & exterior': [
    ['Gutter – aluminum – up to 5"', 'LF', 146, 146, 9.64, { m: 0.5, d: 0.3, dB: 0.45 }],
    ['Downspout – aluminum – up to 3" x 4"', 'LF', 68, 68, 9.12, { m: 0.5, d: 0.3, dB: 0.45 }],
    ['Gutter guard / screen', 'LF', 146, null, 4.28, { m: 0.6, d: 0.3 }],
    ['Fascia – 1" x 6" – #1 pine', 'LF', 38, 24, 6.84, { m: 0.5, d: 0.2 }],
    ['Soffit – vinyl', 'SF', 44, 24, 8.12, { m: 0.5, d: 0.2 }],
    ['House wrap (air / moisture barrier)', 'SF', 120, 60, 0.38, { m: 0.6, d: 0.25 }],
    ['Siding – vinyl – hail-split panels', 'SF', 120, 60, 5.96, { m: 0.5, d: 0.25 }],
    ['Window screen – 1 to 9 SF', 'EA', 5, 3, 46.2, { m: 0.6, d: 0.2 }],
    ['Wrap wood window frame & trim with aluminum – large', 'EA', 2, null, 212.5, { m: 0.45, d: 0.2 }],
    ['Exterior light fixture – detach & reset', 'EA', 2, 2, 42.6, {}],
    ['Pressure wash – side of house', 'SF', 1240, 860, 0.34, { m: 0.05 }],
    ['Splash block – concrete', 'EA', 3, 3, 18.4, { m: 0.7, d: 0.2 }],
  ],
  'Water mitigation': [
    ['Emergency service call – after business hours', 'EA', 1, 1, 165, { noOp: true }],
    ['Water extraction from carpeted floor', 'SF', 312, 312, 0.82, { noOp: true }],
    ['Air mover (per 24-hour period) – no monitoring', 'EA', 12, 8, 28, { noOp: true }],
    ['Dehumidifier (per 24-hour period) – large – no monitoring', 'EA', 3, 2, 78, { noOp: true }],
    ['Equipment setup, take down & monitoring (hourly charge)', 'HR', 4, 2, 62.4, { noOp: true }],
    ['Apply antimicrobial agent to the surface area', 'SF', 520, 312, 0.34, { m: 0.5, noOp: true }],
    ['Tear out wet drywall, cleanup, bag for disposal', 'SF', 96, 64, 1.62, { noOp: true }],
    ['Tear out wet insulation & bag – batt', 'SF', 96, null, 0.96, { noOp: true }],
    ['Tear out wet carpet pad & bag for disposal', 'SF', 312, 312, 0.58, { noOp: true }],
    ['Tear out baseboard & bag for disposal', 'LF', 46, 32, 0.92, { noOp: true }],
    ['Moisture mapping & documentation – per room', 'EA', 2, 1, 54, { noOp: true }],
    ['Containment barrier / airlock / decon chamber', 'SF', 160, null, 1.12, { m: 0.3, noOp: true }],
    ['Peel & seal zipper', 'EA', 1, 1, 12.4, { m: 0.8, noOp: true }],
    ['HEPA vacuuming – detailed', 'SF', 312, 160, 0.74, { noOp: true }],
    ['Clean floor – extraction of hard surface', 'SF', 120, 120, 0.44, { noOp: true }],
    ['Cleaning technician – per hour', 'HR', 3, 2, 58, { noOp: true }],
  ],
  'Contents & cleaning': [
    ['Content manipulation charge – per hour', 'HR', 4, 2, 46, { noOpB: true }],
    ['Contents – move out then reset – large room', 'EA', 2, 1, 84, { noOpB: true }],
    ['Pack-out – boxes & packing materials – medium box', 'EA', 24, null, 4.86, { m: 0.9 }],
    ['Storage trailer – 20 ft – per day', 'DA', 6, null, 112, {}],
    ['Clean & deodorize upholstered sofa', 'EA', 1, 1, 148, { noOpB: true }],
    ['Final cleaning – construction – residential', 'SF', 520, 520, 0.28, { noOpB: true }],
    ['Clean window blinds – ultrasonic', 'EA', 4, 4, 38.2, { noOpB: true }],
    ['Clean ceiling fan & light fixture', 'EA', 2, 1, 34.6, { noOpB: true }],
    ['Deodorization – thermal fogging', 'SF', 520, null, 0.52, { m: 0.3 }],
    ['Area rug – clean – per SF', 'SF', 48, 48, 2.18, { noOpB: true }],
  ],
  'Flooring & trim': [
    ['Carpet pad – 8 lb. rebond', 'SF', 312, 312, 0.86, { m: 0.7, d: 0.2, dB: 0.35 }],
    ['Carpet – mid grade', 'SF', 312, 260, 4.12, { m: 0.7, d: 0.25, dB: 0.4, pB: 3.64 }],
    ['Baseboard – 3 1/4" MDF', 'LF', 46, 32, 2.96, { m: 0.55, d: 0.15 }],
    ['Quarter round – 3/4"', 'LF', 46, 32, 1.74, { m: 0.55, d: 0.15 }],
    ['Tack strip – per LF', 'LF', 74, 74, 0.64, { m: 0.6 }],
    ['Vinyl plank flooring – floating – hallway', 'SF', 88, null, 6.42, { m: 0.65, d: 0.2 }],
    ['Underlayment – 1/4" lauan / mahogany plywood', 'SF', 88, null, 1.96, { m: 0.6, d: 0.2 }],
    ['Floor preparation – self-leveling compound', 'SF', 40, null, 2.34, { m: 0.5 }],
    ['Transition strip – aluminum', 'LF', 6, 6, 8.74, { m: 0.6, d: 0.2 }],
    ['Remove vinyl plank flooring – hallway', 'SF', 88, null, 1.24, {}],
    ['Interior door – detach & reset – slab only', 'EA', 3, 1, 28.5, {}],
    ['Shoe molding – paint grade', 'LF', 46, 32, 1.56, { m: 0.55, d: 0.15 }],
  ],
  'Drywall & insulation': [
    ['Drywall – ceiling patch & texture – hallway', 'SF', 96, 64, 4.12, { m: 0.3, d: 0.1 }],
    ['Drywall – 1/2" – wall, lower 2 ft', 'SF', 92, 64, 3.62, { m: 0.35, d: 0.1 }],
    ['Tape joint for new to existing drywall – per LF', 'LF', 64, 32, 2.18, { m: 0.15 }],
    ['Drywall – 5/8" fire-rated – garage ceiling', 'SF', 48, 48, 3.94, { m: 0.35, d: 0.1 }],
    ['Corner bead – metal', 'LF', 16, 16, 3.26, { m: 0.4, d: 0.1 }],
    ['Drywall patch – small repair, ready for paint', 'EA', 3, 2, 64.2, { m: 0.15 }],
    ['Acoustic ceiling (popcorn) texture – remove & replace', 'SF', 64, null, 1.58, { m: 0.25, d: 0.1 }],
    ['Drywall – 1/2" – hung, taped, floated, ready for paint – living room ceiling', 'SF', 259, null, 3.8, { m: 0.45, d: 0.1 }],
    ['Texture drywall – machine – knockdown', 'SF', 259, null, 1.14, { m: 0.2, d: 0.1 }],
    ['Batt insulation – 6" – R19 – unfaced', 'SF', 259, null, 1.46, { m: 0.6, d: 0.1 }],
    ['Blown-in insulation – 12" depth – R30', 'SF', 259, 128, 1.82, { m: 0.55, d: 0.1 }],
    ['Vapor barrier – ceiling – remove & replace', 'SF', 259, null, 0.42, { m: 0.6 }],
    ['Drywall installer / finisher – per hour', 'HR', 2, null, 78.4, {}],
    ['Scaffolding – vaulted ceiling – per week', 'WK', 1, null, 286, {}],
  ],
  Painting: [
    ['Paint ceiling – 2 coats – hallway & bedroom', 'SF', 412, 280, 1.26, { m: 0.25, d: 0.15 }],
    ['Seal / prime then paint the ceiling (2 coats) – living room', 'SF', 259, null, 1.42, { m: 0.25, d: 0.15 }],
    ['Seal stain-blocking primer – water stain', 'SF', 160, 96, 0.68, { m: 0.35, d: 0.15 }],
    ['Paint the walls – 2 coats', 'SF', 864, 448, 1.08, { m: 0.25, d: 0.15, pB: 1.02 }],
    ['Paint baseboard – 2 coats', 'LF', 112, 46, 1.42, { m: 0.2, d: 0.15 }],
    ['Paint door or window opening – 2 coats (per side)', 'EA', 6, 2, 36.8, { m: 0.2, d: 0.15 }],
    ['Paint door slab only – 2 coats (per side)', 'EA', 4, null, 31.4, { m: 0.2, d: 0.15 }],
    ['Paint crown molding – 2 coats', 'LF', 64, 64, 1.86, { m: 0.2, d: 0.15 }],
    ['Mask & prep for paint – plastic, paper, tape (per LF)', 'LF', 112, 60, 1.18, { m: 0.3 }],
    ['Floor protection – plastic & tape – 10 mil', 'SF', 312, 160, 0.36, { m: 0.5 }],
    ['Paint fascia – 2 coats', 'LF', 38, 24, 2.86, { m: 0.2, d: 0.2 }],
    ['Paint soffit – 2 coats', 'SF', 44, null, 1.44, { m: 0.2, d: 0.2 }],
    ['Stain & finish trim – hallway', 'LF', 22, null, 3.12, { m: 0.25, d: 0.15 }],
    ['Painter – per hour (touch-up)', 'HR', 2, 1, 72.6, {}],
  ],
  'General conditions': [
    ['Dumpster load – approx. 30 yards, 5–7 tons of debris', 'EA', 1, 1, 712, {}],
    ['Residential supervision / project management – per hour', 'HR', 12, null, 68, {}],
    ['Temporary toilet – per month', 'MO', 1, 1, 186, {}],
    ['Building permit – re-roof & interior repair (municipal fee)', 'EA', 1, 1, 385, { noOp: true }],
    ['Final inspection & punch list – per hour', 'HR', 2, null, 68, {}],
    ['Haul debris – per pickup truck load – incl. dump fees', 'EA', 2, 1, 168, {}],
    ['Electrician – reset recessed lights after ceiling repair', 'HR', 3, 1, 96, {}],
    ['Smoke detector – detach & reset', 'EA', 2, 2, 24.5, {}],
  ],
};

const cents = (dollars) => Math.round(dollars * 100);

function line(trade, code, description, unit, quantity, price, { m = 0, d = 0, noOp = false } = {}) {
  const unitPrice = cents(price);
  const base = Math.round(quantity * unitPrice);
  const tax = Math.round(base * m * TAX_RATE);
  const overheadProfit = noOp ? 0 : Math.round((base + tax) * OP_RATE);
  const rcv = base + tax + overheadProfit;
  const depreciation = Math.round((base + tax) * d);
  return { code, trade, description, quantity, unit, unitPrice, tax, overheadProfit, rcv, depreciation, acv: rcv - depreciation };
}

function build(version) {
  const lines = [];
  for (const [trade, items] of Object.entries(trades)) {
    items.forEach(([description, unit, qtyA, qtyB, price, options], i) => {
      const quantity = version === 'A' ? qtyA : qtyB;
      if (quantity === null) return;
      const code = `${prefixes[trade]} ${String(i + 1).padStart(2, '0')}`;
      const isB = version === 'B';
      const opts = isB ? { ...options, d: options.dB ?? options.d, noOp: options.noOp || options.noOpB } : options;
      lines.push(line(trade, code, description, unit, quantity, isB ? (options.pB ?? price) : price, opts));
    });
  }
  return lines.map((l, i) => ({ line: i + 1, ...l }));
}

const a = build('A');
const b = build('B');
const total = (lines) => (lines.reduce((sum, l) => sum + l.rcv, 0) / 100).toFixed(2);
console.log(`Contractor's (A): ${a.length} lines, RCV $${total(a)}; carrier's (B): ${b.length} lines, RCV $${total(b)}`);
const check = (ok, message) => {
  if (!ok) throw new Error(message);
};
check(a.length === 116, `Estimate A has ${a.length} lines, expected 116`);
check(b.length === 84, `Estimate B has ${b.length} lines, expected 84`);
check(a[87].description.includes('living room ceiling') && a[87].rcv === 121_824, 'Line 88 of A must be the $1,218.24 living-room ceiling');
check(a[36].description.includes('hail-split'), 'Line 37 of A must be the hail-split siding');

const columns = [
  'line',
  'code',
  'trade',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'tax',
  'overheadProfit',
  'rcv',
  'depreciation',
  'acv',
];
const money = new Set(['unitPrice', 'tax', 'overheadProfit', 'rcv', 'depreciation', 'acv']);
const cell = (l, key) => (money.has(key) ? (l[key] / 100).toFixed(2) : String(l[key]));

// The carrier's estimate is side A of the pair, the contractor's side B.
for (const [file, lines] of [
  [samplePairFiles.a, b],
  [samplePairFiles.b, a],
]) {
  const rows = [columns.map((key) => sampleHeaders[key]), ...lines.map((l) => columns.map((key) => cell(l, key)))];
  writeFileSync(join(root, 'public', file.path), `${Papa.unparse(rows, { newline: '\n' })}\n`);
  console.log(`Wrote public${file.path}`);
}
