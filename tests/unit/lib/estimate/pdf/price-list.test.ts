/** @jest-environment node */
import type { PdfPage, TextItem } from '@/lib/pdf/page';
import { priceListOf } from '@/lib/estimate/pdf/price-list';

const run = (text: string, x: number, y: number): TextItem => ({ text, x, y, width: text.length * 4.2, size: 8 });
/** A page of rows, each row its runs left to right. */
const page = (number: number, rows: readonly (readonly string[])[]): PdfPage => ({
  number,
  width: 612,
  height: 792,
  items: rows.flatMap((runs, i) => runs.map((text, j) => run(text, 36 + 160 * j, 100 + 12 * i))),
});

describe('the price list an estimate names', () => {
  it('is read whether the label and the code are one run or two', () => {
    expect(
      priceListOf([
        page(1, [
          ['Insured:', 'Jordan Harris'],
          ['Price List:', 'NEOM8X_JUL24'],
        ]),
      ]),
    ).toBe('NEOM8X_JUL24');
    expect(priceListOf([page(1, [['Date Completed: 7/22/2024 Price List: TXHO8X_JUL24']])])).toBe('TXHO8X_JUL24');
  });

  it('is not the one of a guide page’s sample estimate', () => {
    const guide = page(2, [['This summary guide is based on a sample estimate.'], ['Price List:', 'ILBL8F_MAR 13']]);
    expect(priceListOf([page(1, [['Price List:', 'TXDF28_JUN24']]), guide])).toBe('TXDF28_JUN24');
  });

  it('is not said when the file names none, or two', () => {
    expect(priceListOf([page(1, [['Price List:', 'Restoration/Service/Remodel']])])).toBeUndefined();
    expect(priceListOf([page(1, [['Price List: NEOM8X_JUL24']]), page(2, [['Price List: NEOM8X_OCT24']])])).toBeUndefined();
  });
});
