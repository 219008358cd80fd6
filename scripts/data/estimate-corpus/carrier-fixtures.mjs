/**
 * The realistic claim printed by a carrier in the two layouts of carrier-pdf.mjs, each with the quirks real
 * ones print, and with seeded defects.
 */
import { SUMMARY_CHECKS, carrierPdf } from './carrier-pdf.mjs';
import { defects } from './defects.mjs';
import { claim } from './estimates.mjs';
import { cents, itemsOf, ok } from './expected.mjs';
import { sum } from './model.mjs';

/** How many totals a printed claim states: rooms, levels (one repeated), the line-item total, and its summary's rows. */
const printedTotals = (estimate, repeated = 0) =>
  estimate.levels.reduce((total, level) => total + level.rooms.length + 1, 0) + repeated + 1 + SUMMARY_CHECKS;

export async function carrierFixtures() {
  const pdfDefects = defects(true);
  const opClaim = claim({ opBase: 'item' }, { laborMinimum: true, fence: true, edit: markOpClaim });
  const gcopClaim = claim({ opBase: 'item+tax', cleaningTaxAfterOp: true }, { edit: markGcopClaim });
  const bathroom = pdfDefects.estimate.levels[0].rooms.find((room) => room.name === 'Bathroom');
  bathroom.printedTotals = { rcv: sum(bathroom.lines, 'printedRcv') + 2500 };
  const defectsPdf = await carrierPdf(pdfDefects.estimate, 'op');
  pdfDefects.findings.push({
    kind: 'total',
    reason: 'section',
    refs: [`p${bathroom.totalPage}`],
    subject: 'Bathroom',
    measure: 'rcv',
    expected: cents(sum(bathroom.lines, 'printedRcv')),
    found: cents(sum(bathroom.lines, 'printedRcv') + 2500),
    stake: 2500,
  });

  return [
    {
      name: 'carrier-op.pdf',
      about:
        'A carrier PDF, DESCRIPTION … O&P RCV DEPREC. ACV: O&P on the item alone, figures on the first row, wrapped descriptions, notes, a heading, a glyph-by-glyph row, <x> depreciation, an OPEN ITEM, a labor minimum numbered out of order, a level total printed twice, summary and recaps.',
      bytes: await carrierPdf(opClaim, 'op', { repeatLevelTotal: 'Main Level' }),
      expected: ok('pdf', opClaim.lines.filter((line) => !line.open).length, {
        skipped: 1,
        reconciliation: { checked: printedTotals(opClaim, 1), unmatched: [] },
        items: itemsOf(
          opClaim.lines.filter((line) => !line.open),
          true,
        ),
      }),
    },
    {
      name: 'carrier-gcop.pdf',
      about:
        'A carrier PDF, QUANTITY … GCO&P RCV AGE/LIFE DEPREC. ACV over CONDITION DEP %: a guide page, figures under the description, stacked condition and rate, [M], starred line numbers, a *EN bid item, cleaning tax after O&P, blank total cells.',
      bytes: await carrierPdf(gcopClaim, 'gcop', { guidePage: true }),
      expected: ok('pdf', gcopClaim.lines.length, {
        reconciliation: { checked: printedTotals(gcopClaim), unmatched: [] },
        items: itemsOf(gcopClaim.lines, true),
      }),
    },
    {
      name: 'carrier-defects.pdf',
      about: 'The first carrier layout with seeded defects: a line’s RCV, a room total, a line twice in one room, one item at two prices.',
      bytes: defectsPdf,
      expected: ok('pdf', pdfDefects.estimate.lines.length, {
        findings: pdfDefects.findings,
        // The line printed $100 over its parts: the summary's line-item total adds the parts, and a summary may cover
        // part of an estimate (one coverage), so the difference is not called wrong.
        reconciliation: { checked: printedTotals(pdfDefects.estimate), unmatched: ['Bathroom'], notChecked: ['Line Item Total'] },
        items: itemsOf(pdfDefects.estimate.lines, true),
      }),
    },
  ];
}

/** The first carrier layout's quirks, line by line. */
function markOpClaim(room) {
  const mark = (key, extra) => (line) =>
    line[0] === key ? [line[0], line[1], { ...line[2], extra: { ...line[2]?.extra, ...extra } }] : line;
  const edits = {
    Kitchen: [mark('drywall', { heading: 'DRYWALL' }), mark('tapeFloat', { glyphs: true })],
    'Living Room': [
      mark('sealPaint', { note: 'Allowance for matching the adjoining hallway walls.' }),
      mark('carpet', { recoverable: false }),
    ],
    Bathroom: [mark('paintBase', { mark: '*' })],
    Roof: [mark('shingles', { note: 'Auto Calculated Waste: 10.0%, 2.60SQ' })],
  };
  return { ...room, lines: (edits[room.name] ?? []).reduce((lines, edit) => lines.map(edit), room.lines) };
}

/** The second carrier layout's quirks: starred numbers, [M], a bid item marked *EN. */
function markGcopClaim(room) {
  const mark = (key, extra) => (line) => (line[0] === key ? [line[0], line[1], { extra }] : line);
  const edits = {
    Kitchen: [mark('drywall', { star: true }), mark('vinylPlank', { manual: true })],
    Roof: [mark('gutter', { star: true })],
  };
  const lines = (edits[room.name] ?? []).reduce((all, edit) => all.map(edit), room.lines);
  return room.name === 'General Conditions'
    ? { ...room, lines: [...lines, ['bidKitchen', 1, { extra: { suffix: '*EN' } }]] }
    : { ...room, lines };
}
