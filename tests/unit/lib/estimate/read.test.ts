/** @jest-environment node */
import { estimateFields } from '@/lib/estimate/fields';
import { headerAliases } from '@/lib/estimate/rules';
import { detectMapping, findHeader, missingRequired } from '@/lib/estimate/columns';
import { decode, MAX_FILE_BYTES } from '@/lib/estimate/input';
import { detectDecimalStyle, parseCents, parseQuantity } from '@/lib/estimate/numbers';
import { codePrefix, readRows, totalScope } from '@/lib/estimate/read';
import { sniff } from '@/lib/estimate/readers';
import { hasPhrase, normalise } from '@/lib/estimate/text';

describe('reading amounts', () => {
  it.each([
    ['$1,234.50', 123450],
    ['1234.5', 123450],
    ['1.234,50', 123450],
    ['1 234,50', 123450],
    ["1'234.50", 123450],
    ['(12.00)', -1200],
    ['12.00-', -1200],
    ['-$12.00', -1200],
    ['−3', -300],
    ['USD 40', 4000],
    ['$ 2,050.00', 205000],
    ['0.005', 1],
    ['.5', 50],
    ['1,234,567.89', 123456789],
    ['1.234.567', 123456700],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it('keeps fractions of a cent for unit prices when asked', () => {
    expect(parseCents('3.4275', 'dot', { round: false })).toBeCloseTo(342.75, 10);
    expect(parseCents('3.4275')).toBe(343);
  });

  it.each(['', 'N/A', 'twelve', '12abc', '1,23,4', '1.234.5', '20%', '$', '(', 'call for price', '1..2'])('refuses %p', (text) => {
    expect(parseCents(text)).toBeNull();
    expect(parseQuantity(text)).toBeNull();
  });

  it('reads a lone separator before three digits by the file’s style', () => {
    expect(parseQuantity('1,250', 'dot')).toBe(1250);
    expect(parseQuantity('1.250', 'dot')).toBe(1.25);
    expect(parseQuantity('1.250', 'comma')).toBe(1250);
    expect(parseQuantity('1,250', 'comma')).toBe(1.25);
    // Not ambiguous: two decimals, a leading zero, or four digits after the separator.
    expect(parseQuantity('12,50', 'dot')).toBe(12.5);
    expect(parseQuantity('0,500', 'dot')).toBe(0.5);
    expect(parseQuantity('1,2345', 'dot')).toBe(1.2345);
  });

  it('reads quantities, negative ones included, and zero without a sign', () => {
    expect(parseQuantity('32.67')).toBe(32.67);
    expect(parseQuantity('(2)')).toBe(-2);
    expect(Object.is(parseQuantity('-0'), 0)).toBe(true);
  });

  it('tells how a file writes decimals from the values that can be read only one way', () => {
    expect(detectDecimalStyle(['1.234,50', '12,5', '1.250'])).toBe('comma');
    expect(detectDecimalStyle(['1,234.50', '12.5', '1,250'])).toBe('dot');
    expect(detectDecimalStyle(['1,250', '2'])).toBe('dot');
  });
});

describe('text as the checker compares it', () => {
  it('normalises punctuation, ampersands and number signs', () => {
    expect(normalise('O & P')).toBe('o and p');
    expect(normalise('O&P')).toBe('o and p');
    expect(normalise('Line #')).toBe('line no');
    expect(normalise(' Unit Cost ($) ')).toBe('unit cost');
  });

  it('matches phrases at the start of words only', () => {
    expect(hasPhrase(normalise('Drywall – hung, taped, floated'), 'tape')).toBe(true);
    expect(hasPhrase(normalise('Landscape tarp'), 'scape')).toBe(false);
  });
});

describe('columns', () => {
  it('recognises common header spellings in any order', () => {
    const headers = [
      'Actual Cash Value',
      'Deprec.',
      'Replacement Cost',
      'O & P',
      'Sales tax',
      'Ext. price',
      'Unit cost ($)',
      'UoM',
      'Qty.',
      'Line item',
      'Trade cat',
      'Sel',
      'Item #',
      'Notes',
    ];
    expect(detectMapping(headers)).toEqual({
      acv: 0,
      depreciation: 1,
      rcv: 2,
      overheadProfit: 3,
      tax: 4,
      extended: 5,
      unitPrice: 6,
      unit: 7,
      quantity: 8,
      description: 9,
      trade: 10,
      code: 11,
      line: 12,
    });
  });

  it('gives each column to one field, exact spellings before prefixes', () => {
    // "Line item" is a description (exact), not the line number (prefix of "line").
    expect(detectMapping(['Line item', 'Quantity', 'Price'])).toEqual({ description: 0, quantity: 1, unitPrice: 2 });
    // "Total" is the RCV only while no other column claims RCV.
    expect(detectMapping(['Description', 'Total', 'RCV'])).toEqual({ description: 0, rcv: 2 });
  });

  it('has a spelling list for every field, without a spelling claimed by two fields', () => {
    const seen = new Map<string, string>();
    for (const field of estimateFields) {
      expect(headerAliases[field].length).toBeGreaterThan(0);
      for (const alias of headerAliases[field]) {
        const key = normalise(alias);
        expect([alias, seen.get(key)]).toEqual([alias, undefined]);
        seen.set(key, field);
      }
    }
  });

  it('finds the header below rows about the claim, and none in a file of something else', () => {
    const rows = [['Insured:', 'J. Sample'], ['Claim:', 'CLM-1'], [''], ['Description', 'Qty', 'Unit price'], ['Gutter', '10', '9.10']];
    expect(findHeader(rows)).toEqual({ index: 3, mapping: { description: 0, quantity: 1, unitPrice: 2 } });
    expect(
      findHeader([
        ['Name', 'Email', 'Phone'],
        ['Jane', 'jane@example.com', '555'],
      ]),
    ).toBeNull();
  });

  it('names the required fields a mapping lacks', () => {
    expect(missingRequired({ description: 0, quantity: 1 })).toEqual(['unitPrice']);
    expect(missingRequired({ description: 0, quantity: 1, unitPrice: 2 })).toEqual([]);
  });
});

describe('rows to lines', () => {
  const mapping = { line: 0, code: 1, description: 2, quantity: 3, unit: 4, unitPrice: 5, tax: 6, rcv: 7 };

  it('reads line items in cents and skips, with its reason, each row that is not one', () => {
    const { lines, skipped, totals } = readRows(
      [
        ['1', 'RFG 01', 'Shingles', '10', 'sq', '$265.40', '', '2,654.00'],
        ['', '', 'Roof', '', '', '', '', ''],
        ['2', 'RFG 02', 'Felt', 'ten', 'SQ', '38.75', '', ''],
        ['3', 'RFG 03', 'Vent', '2', 'EA', 'call', '', ''],
        ['4', 'RFG 04', 'Drip edge', '', 'LF', '3.18', '', ''],
        ['', '', '', '', '', '', '', ''],
        ['5', 'RFG 05', 'Credit', '1', 'EA', '(85.00)', '', '(85.00)'],
        ['', '', 'Subtotal roof', '', '', '', '', '2,569.00'],
      ],
      mapping,
    );
    expect(
      lines.map((line) => [line.row, line.line, line.trade, line.quantity, line.unit, line.unitPrice, line.tax, line.rcv, line.extended]),
    ).toEqual([
      [2, '1', 'RFG', 10, 'SQ', 26540, 0, 265400, null],
      [8, '5', 'RFG', 1, 'EA', -8500, 0, -8500, null],
    ]);
    expect(skipped).toEqual([
      { row: 3, reason: { kind: 'no-amounts' } },
      { row: 4, reason: { kind: 'not-a-number', field: 'quantity', value: 'ten' } },
      { row: 5, reason: { kind: 'not-a-number', field: 'unitPrice', value: 'call' } },
      { row: 6, reason: { kind: 'missing-value', field: 'quantity' } },
    ]);
    expect(totals).toEqual([{ row: 9, line: null, label: 'Subtotal roof', scope: 'section', from: 0, to: 2, amounts: { rcv: 256900 } }]);
  });

  it('leaves a column the file lacks as null, and reads an empty tax cell as no tax', () => {
    const [line] = readRows([['1', 'X 1', 'Item', '1', 'EA', '5', '', '']], mapping).lines;
    expect([line?.tax, line?.overheadProfit, line?.rcv, line?.acv]).toEqual([0, null, null, null]);
  });

  it('tells grand totals from section totals', () => {
    expect(totalScope('Grand Total')).toBe('grand');
    expect(totalScope('TOTAL')).toBe('grand');
    expect(totalScope('Total: Roofing')).toBe('section');
    expect(totalScope('Subtotal')).toBe('section');
    expect(totalScope('Totally new vent')).toBeNull();
  });

  it('takes the letters of an item code as its trade', () => {
    expect(codePrefix('RFG 01')).toBe('RFG');
    expect(codePrefix('dry-1/2')).toBe('DRY');
    expect(codePrefix('12345')).toBe('');
    expect(codePrefix('ROOFING')).toBe('');
  });
});

describe('what a file is', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('tells text, PDFs and workbooks from files it refuses, each with its own reason', () => {
    const zip = (...names: string[]) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, ...names.flatMap((name) => [...text(name), 0])]);
    expect(sniff(bytes())).toEqual({ kind: 'empty' });
    expect(sniff(new Uint8Array(MAX_FILE_BYTES + 1))).toEqual({ kind: 'too-large', bytes: MAX_FILE_BYTES + 1 });
    expect(sniff(text('%PDF-1.7\n…'))).toEqual({ kind: 'pdf' });
    expect(sniff(text('\n\n%PDF-1.4\n…'))).toEqual({ kind: 'pdf' });
    expect(sniff(zip('[Content_Types].xml', 'xl/workbook.xml'))).toEqual({ kind: 'workbook' });
    expect(sniff(zip('XACTDOC.ZIPXML', '1.JPG'))).toEqual({ kind: 'esx' });
    expect(sniff(zip('anything'), 'Smith roof.esx')).toEqual({ kind: 'esx' });
    expect(sniff(zip('photos/1.jpg'))).toEqual({ kind: 'binary' });
    expect(sniff(bytes(0xd0, 0xcf, 0x11, 0xe0, 1, 2))).toEqual({ kind: 'old-spreadsheet' });
    expect(sniff(bytes(0x41, 0x00, 0x42))).toEqual({ kind: 'binary' });
    expect(sniff(text('Description,Qty\nA,1\n'))).toEqual({ kind: 'text' });
  });

  it('decodes UTF-8 with or without a byte-order mark, UTF-16 and Windows-1252', () => {
    expect(decode(bytes(0xef, 0xbb, 0xbf, ...text('Qté')))).toBe('Qté');
    expect(decode(text('Drip edge – aluminum'))).toBe('Drip edge – aluminum');
    const utf16 = [0xff, 0xfe, ...[...'Qty\t1'].flatMap((c) => [c.charCodeAt(0), 0])];
    expect(sniff(bytes(...utf16))).toEqual({ kind: 'text' });
    expect(decode(bytes(...utf16))).toBe('Qty\t1');
    // Not UTF-8: read as Windows-1252, as spreadsheet programs of old save CSV.
    expect(decode(bytes(0x51, 0x74, 0xe9))).toBe('Qté');
  });
});
