/** @jest-environment node */
import { analyseExtract } from '@/lib/estimate/analyse';
import type { PdfPage, TextItem } from '@/lib/pdf/page';
import { estimateFromPages } from '@/lib/estimate/pdf/estimate';
import { rowsOf } from '@/lib/pdf/rows';

/**
 * Printed layouts the corpus's PDFs do not all show, as pages of text runs placed like a carrier's PDF:
 * 8-point text, amounts right-aligned under their labels (the same geometry as scripts/data/estimate-corpus).
 */
const SIZE = 8;
const CHAR = 4.2;
const run = (text: string, x: number, y: number): TextItem => ({ text, x, y, width: text.length * CHAR, size: SIZE });
const right = (text: string, edge: number, y: number) => run(text, edge - text.length * CHAR, y);

const edges = { QUANTITY: 300, 'UNIT PRICE': 350, TAX: 392, 'O&P': 436, RCV: 490, 'DEPREC.': 538, ACV: 584 } as const;

/** One page: the header, then each row as description text and the amounts under the columns named. */
function page(number: number, rows: readonly (readonly [string, Partial<Record<keyof typeof edges, string>>?])[]): PdfPage {
  const items: TextItem[] = [run('DESCRIPTION', 36, 100), ...Object.entries(edges).map(([label, edge]) => right(label, edge, 100))];
  rows.forEach(([text, amounts = {}], i) => {
    const y = 111 + 11 * i;
    if (text) items.push(run(text, /^\d+[a-z]?\. |^Totals?:|^Line Item/.test(text) ? 36 : 48, y));
    for (const [label, value] of Object.entries(amounts)) items.push(right(value!, edges[label as keyof typeof edges], y));
  });
  return { number, width: 612, height: 792, items };
}

const figures = (quantity: string, price: string, rcv: string) => ({
  QUANTITY: quantity,
  'UNIT PRICE': price,
  TAX: '0.00',
  'O&P': '0.00',
  RCV: rcv,
  'DEPREC.': '(0.00)',
  ACV: rcv,
});
const totals = (rcv: string) => ({ TAX: '0.00', 'O&P': '0.00', RCV: rcv, 'DEPREC.': '0.00', ACV: rcv });

function read(pages: readonly PdfPage[]) {
  const extract = estimateFromPages(pages);
  if (!extract) throw new Error('no table');
  return extract;
}

describe('reading a printed estimate', () => {
  it('joins a description wrapped onto the next row, capitals included when they close its parenthesis; a heading in capitals is not joined', () => {
    const { lines } = read([
      page(1, [
        ['1. Remove Laminated - comp. shingle rfg (per', figures('28.00 EA', '7.65', '214.20')],
        ['SHINGLE)'],
        ['2. R&R Drywall - hung, taped, floated, ready for', figures('10.00 SF', '2.40', '24.00')],
        ['DRYWALL'],
        ['Totals: Roof', totals('238.20')],
      ]),
    ]);
    expect(lines.map((line) => line.description)).toEqual([
      'Remove Laminated - comp. shingle rfg (per SHINGLE)',
      'R&R Drywall - hung, taped, floated, ready for',
    ]);
  });

  it('keeps a note under a line apart from its description, even one that names an amount', () => {
    const { lines } = read([
      page(1, [
        ['1. Laminated - comp. shingle rfg. - w/out felt', figures('14.00 SQ', '256.24', '3,587.36')],
        ['This line item includes an allowance of $118.62 per unit, which reflects current market values.'],
        ['Totals: Roof', totals('3,587.36')],
      ]),
    ]);
    expect(lines.map((line) => [line.description, line.note])).toEqual([
      [
        'Laminated - comp. shingle rfg. - w/out felt',
        'This line item includes an allowance of $118.62 per unit, which reflects current market values.',
      ],
    ]);
  });

  it('keeps a note in capitals that states a measure with its line, rather than reading it as a heading', () => {
    const { lines } = read([
      page(1, [
        ['1. R&R Drywall - hung, taped, floated, ready for paint', figures('10.00 SF', '2.40', '24.00')],
        ['2. Ice & water barrier', figures('642.87 SF', '2.09', '1,343.60')],
        ['EAVE ONLY = 642.87 SF'],
        ['Totals: Roof', totals('1,367.60')],
      ]),
    ]);
    expect(lines.map((line) => [line.description, line.note])).toEqual([
      ['R&R Drywall - hung, taped, floated, ready for paint', ''],
      ['Ice & water barrier', 'EAVE ONLY = 642.87 SF'],
    ]);
  });

  it('reads the same line on either side of a heading as two items, not one line twice', () => {
    const extract = read([
      page(1, [
        ['1. Paint baseboard - two coats', figures('17.00 LF', '1.46', '24.82')],
        ['TRIM/DOORS'],
        ['2. Paint baseboard - two coats', figures('17.00 LF', '1.46', '24.82')],
        ['Totals: Garage', totals('49.64')],
      ]),
    ]);
    const { findings } = analyseExtract(extract, { name: 'garage.pdf', bytes: 0, sample: false });
    expect(findings.filter((finding) => finding.kind === 'duplicate')).toEqual([]);
  });

  it('reconciles nested level totals against the rooms they roll up, and a total that does not add up against the closest rooms', () => {
    const { totals: stated, lines } = read([
      page(1, [
        ['1. Drip edge', figures('100.00 LF', '3.35', '335.00')],
        ['Totals: Roof', totals('335.00')],
        ['2. Paint siding - 1 coat', figures('100.00 SF', '1.43', '143.00')],
        ['Totals: Left Elevation', totals('143.00')],
        ['Total: Elevations', totals('143.00')],
        ['Total: Dwelling', totals('478.00')],
        ['Total: Exterior', totals('480.00')],
        ['Line Item Totals: EXAMPLE', totals('478.00')],
      ]),
    ]);
    expect(lines).toHaveLength(2);
    expect(stated.map((total) => [total.label, total.scope, total.from, total.to])).toEqual([
      ['Roof', 'section', 0, 1],
      ['Left Elevation', 'section', 1, 2],
      ['Elevations', 'level', 1, 2],
      ['Dwelling', 'level', 0, 2],
      ['Exterior', 'level', 0, 2],
      ['EXAMPLE', 'grand', 0, 2],
    ]);
  });

  it('reads a quantity printed with its unit in one word, and amounts of two columns printed edge to edge', () => {
    const rows = rowsOf({
      number: 1,
      width: 612,
      height: 792,
      items: [run('90.81', 300, 100), run('1,797.54', 321, 100), run('35.01SQ', 200, 100)],
    });
    expect(rows[0]!.words.map((word) => word.text)).toEqual(['35.01SQ', '90.81', '1,797.54']);
    const { lines } = read([
      page(1, [
        ['1. Roofing felt - synthetic underlayment', figures('40.26SQ', '46.89', '1,887.79')],
        ['Totals: Roof', totals('1,887.79')],
      ]),
    ]);
    expect(lines.map((line) => [line.quantity, line.unit])).toEqual([[40.26, 'SQ']]);
  });

  it('joins runs a PDF places glyph by glyph into words', () => {
    const glyphs = [...'Drip'].map((char, i) => run(char, 36 + i * CHAR, 100));
    expect(rowsOf({ number: 1, width: 612, height: 792, items: glyphs })[0]!.text).toBe('Drip');
  });

  it('leaves out the pages of a guide to reading the estimate, and everything after the line-item total', () => {
    const guide = page(1, [['Your guide to reading your estimate'], ['1. Example item', figures('10.00 SF', '2.00', '20.00')]]);
    const estimate = page(2, [
      ['1. Drip edge', figures('100.00 LF', '3.35', '335.00')],
      ['Line Item Totals: EXAMPLE', totals('335.00')],
      ['2. Recap example', figures('1.00 EA', '5.00', '5.00')],
    ]);
    expect(read([guide, estimate]).lines.map((line) => line.description)).toEqual(['Drip edge']);
  });
});
