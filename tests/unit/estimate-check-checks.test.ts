/** @jest-environment node */
import type { TradeRule } from '@/content/estimate-check-types';
import { tradeRules } from '@/content/estimate-check-rules';
import {
  checkArithmetic,
  checkDuplicates,
  checkMissingItems,
  checkOverheadProfit,
  checkPriceOutliers,
  checkTax,
  checkTotalRows,
} from '@/lib/estimate-check/checks';
import type { CheckedLine, Finding, TotalRow } from '@/lib/estimate-check/types';

let nextRow = 2;

/**
 * A line whose arithmetic holds unless a test says otherwise: extended = quantity × unit price, tax at
 * `taxRate` of it, O&P at `opRate` of extended + tax, RCV, depreciation at 20 % and ACV.
 */
function line(
  fields: Partial<CheckedLine> & { description: string },
  { taxRate = 0.04, opRate = 0.2 }: { taxRate?: number; opRate?: number } = {},
): CheckedLine {
  const row = fields.row ?? nextRow++;
  const quantity = fields.quantity ?? 10;
  const unitPrice = fields.unitPrice ?? 1000;
  const extended = Math.round(quantity * unitPrice);
  const tax = Math.round(extended * taxRate);
  const overheadProfit = Math.round((extended + tax) * opRate);
  const rcv = extended + tax + overheadProfit;
  const depreciation = Math.round(rcv * 0.2);
  return {
    row,
    line: String(row - 1),
    code: '',
    trade: '',
    unit: 'EA',
    quantity,
    unitPrice,
    extended,
    tax,
    overheadProfit,
    rcv,
    depreciation,
    acv: rcv - depreciation,
    ...fields,
  };
}

const summary = (findings: readonly Finding[]) =>
  findings.map((f) => ({
    kind: f.kind,
    reason: f.reason,
    lines: f.refs.map((ref) => ref.line ?? `row ${ref.row}`),
    expected: f.expected,
    found: f.found,
    stake: f.stake,
  }));

beforeEach(() => {
  nextRow = 2;
});

describe('line arithmetic', () => {
  it('finds nothing on lines that add up, rounding to the cent allowed', () => {
    const good = line({ description: 'Gutter', quantity: 32.67, unitPrice: 318.42 });
    const vent = line({ description: 'Vent' });
    expect(checkArithmetic([good, { ...vent, rcv: vent.rcv! + 1, acv: vent.acv! + 1 }])).toEqual([]);
  });

  it('names the line, the expected and found value and the money at stake of each error', () => {
    const base = line({ description: 'Shingles' });
    const findings = checkArithmetic([
      { ...base, extended: base.extended! + 5000, rcv: base.rcv! + 5000, acv: base.acv! + 5000 },
      { ...line({ description: 'Felt' }), rcv: 99999, acv: 99999 - 2496 },
      { ...line({ description: 'Vent' }), acv: 1 },
    ]);
    expect(summary(findings)).toEqual([
      {
        kind: 'extension',
        reason: 'line',
        lines: ['1'],
        expected: { type: 'cents', cents: 10000 },
        found: { type: 'cents', cents: 15000 },
        stake: 5000,
      },
      {
        kind: 'rcv',
        reason: 'line',
        lines: ['2'],
        expected: { type: 'cents', cents: 12480 },
        found: { type: 'cents', cents: 99999 },
        stake: 87519,
      },
      // ACV follows from the stated RCV, so a wrong RCV is one finding, not two.
      {
        kind: 'acv',
        reason: 'line',
        lines: ['3'],
        expected: { type: 'cents', cents: 9984 },
        found: { type: 'cents', cents: 1 },
        stake: 9983,
      },
    ]);
  });

  it('checks a zero-quantity line like any other', () => {
    expect(checkArithmetic([line({ description: 'Detach', quantity: 0 })])).toEqual([]);
    expect(summary(checkArithmetic([{ ...line({ description: 'Detach', quantity: 0 }), extended: 500 }]))[0]).toMatchObject({
      kind: 'extension',
      expected: { cents: 0 },
      stake: 500,
    });
  });

  it('checks negative credits like any other line', () => {
    const credit = {
      ...line({ description: 'Salvage credit', quantity: 1, unitPrice: -8500 }, { taxRate: 0, opRate: 0 }),
      depreciation: 0,
      acv: -8500,
    };
    expect(credit.rcv).toBe(-8500);
    expect(checkArithmetic([credit])).toEqual([]);
    expect(summary(checkArithmetic([{ ...credit, rcv: -9000, acv: -9000 }]))).toEqual([
      {
        kind: 'rcv',
        reason: 'line',
        lines: ['1'],
        expected: { type: 'cents', cents: -8500 },
        found: { type: 'cents', cents: -9000 },
        stake: 500,
      },
    ]);
  });

  it('without a tax column, checks RCV as extended + O&P, and leaves out what no column states', () => {
    const noTax = { ...line({ description: 'Labor' }, { taxRate: 0 }), tax: null };
    expect(checkArithmetic([noTax])).toEqual([]);
    const bare = { ...line({ description: 'Bare' }), extended: null, rcv: null, acv: null };
    expect(checkArithmetic([{ ...bare, unitPrice: 1 }])).toEqual([]);
  });
});

describe('overhead and profit', () => {
  const roof = (description: string, opRate = 0.2) => line({ description, trade: 'Roofing' }, { opRate });
  const water = (description: string, opRate = 0.2) => line({ description, trade: 'Water' }, { opRate });

  it('finds a trade without O&P while the rest carries it, priced at the estimate’s rate', () => {
    const findings = checkOverheadProfit([roof('Shingles'), roof('Felt'), water('Extraction', 0), water('Fans', 0)]);
    expect(summary(findings)).toEqual([
      {
        kind: 'overhead-profit',
        reason: 'trade-missing',
        lines: ['3', '4'],
        expected: { type: 'rate', rate: 0.2 },
        found: { type: 'rate', rate: 0 },
        stake: 4160,
      },
    ]);
    expect(findings[0]?.trade).toBe('Water');
  });

  it('finds a trade at another rate', () => {
    const [finding] = checkOverheadProfit([roof('Shingles'), roof('Felt'), roof('Vent'), water('Fans', 0.1), water('Pump', 0.1)]);
    expect(finding).toMatchObject({ reason: 'trade-rate', expected: { rate: 0.2 }, found: { rate: expect.closeTo(0.1, 3) }, stake: 2080 });
  });

  it('finds a line without O&P in a trade that carries it', () => {
    const findings = checkOverheadProfit([roof('Shingles'), roof('Felt'), roof('Permit', 0)]);
    expect(summary(findings)).toEqual([
      {
        kind: 'overhead-profit',
        reason: 'line',
        lines: ['3'],
        expected: { type: 'cents', cents: 2080 },
        found: { type: 'cents', cents: 0 },
        stake: 2080,
      },
    ]);
  });

  it('finds nothing when no line carries O&P, or only a few lines of a trade do', () => {
    expect(checkOverheadProfit([roof('Shingles', 0), water('Fans', 0)])).toEqual([]);
    expect(checkOverheadProfit([roof('Shingles', 0), roof('Felt', 0), roof('Vent')])).toEqual([]);
  });

  it('leaves out credits and lines under a dollar, whose rates say nothing', () => {
    const credit = line({ description: 'Credit', trade: 'Roofing', quantity: 1, unitPrice: -5000 }, { taxRate: 0, opRate: 0 });
    const tiny = line({ description: 'Nail', trade: 'Roofing', quantity: 1, unitPrice: 50 }, { opRate: 0 });
    expect(checkOverheadProfit([roof('Shingles'), roof('Felt'), credit, tiny])).toEqual([]);
  });

  it('follows O&P taken on extended alone as well as on extended + tax', () => {
    const onExtended = (description: string) => {
      const base = line({ description, trade: 'Roofing' }, { taxRate: 0.07 });
      const overheadProfit = Math.round(base.extended! * 0.2);
      const rcv = base.extended! + base.tax! + overheadProfit;
      return { ...base, overheadProfit, rcv, acv: rcv - base.depreciation! };
    };
    expect(checkOverheadProfit([onExtended('Shingles'), onExtended('Felt'), { ...onExtended('Labor'), tax: 0 }])).toEqual([]);
  });
});

describe('tax', () => {
  it('finds a trade with no tax on any line while others are taxed, priced at the median tax rate', () => {
    const findings = checkTax([
      line({ description: 'Shingles', trade: 'Roofing' }),
      line({ description: 'Felt', trade: 'Roofing' }, { taxRate: 0.06 }),
      line({ description: 'Dumpster', trade: 'General' }, { taxRate: 0 }),
    ]);
    expect(summary(findings)).toEqual([
      {
        kind: 'tax',
        reason: 'trade-missing',
        lines: ['3'],
        expected: { type: 'rate', rate: 0.05 },
        found: { type: 'rate', rate: 0 },
        stake: 500,
      },
    ]);
  });

  it('finds nothing without a tax column, without taxed lines or with a single trade', () => {
    const untaxed = (trade: string) => ({ ...line({ description: 'x', trade }, { taxRate: 0 }), tax: null });
    expect(checkTax([untaxed('A'), untaxed('B')])).toEqual([]);
    expect(
      checkTax([line({ description: 'x', trade: 'A' }, { taxRate: 0 }), line({ description: 'y', trade: 'B' }, { taxRate: 0 })]),
    ).toEqual([]);
    expect(checkTax([line({ description: 'x', trade: 'A' }), line({ description: 'y', trade: 'A' }, { taxRate: 0 })])).toEqual([]);
  });
});

describe('duplicates', () => {
  it('finds the same code, description and quantity twice, priced at the copy', () => {
    const first = line({ description: 'Ridge cap', code: 'RFG 06', quantity: 64 });
    const other = line({ description: 'Felt' });
    const copy = line({ description: 'Ridge cap', code: 'RFG 06', quantity: 64 });
    const findings = checkDuplicates([first, other, copy]);
    expect(summary(findings)).toEqual([
      {
        kind: 'duplicate',
        reason: 'exact',
        lines: ['1', '3'],
        expected: { type: 'count', count: 1 },
        found: { type: 'count', count: 2 },
        stake: copy.rcv,
      },
    ]);
  });

  it('finds near-duplicates: the same words in another order or under another code', () => {
    const findings = checkDuplicates([
      line({ description: 'Step flashing', code: 'RFG 07', quantity: 36, unit: 'LF' }),
      line({ description: 'Flashing – step', code: 'RFG 12', quantity: 36, unit: 'LF' }),
    ]);
    expect(summary(findings).map((f) => [f.reason, f.lines])).toEqual([['near', ['1', '2']]]);
  });

  it('does not call lines duplicates when quantity, unit or words differ, or the quantity is zero', () => {
    expect(
      checkDuplicates([
        line({ description: 'Step flashing', quantity: 36 }),
        line({ description: 'Step flashing', quantity: 12 }),
        line({ description: 'Step flashing', quantity: 36, unit: 'LF' }),
        line({ description: 'Step flashing – lead', quantity: 36 }),
        line({ description: 'Detach vent', quantity: 0 }),
        line({ description: 'Detach vent', quantity: 0 }),
      ]),
    ).toEqual([]);
  });

  it('finds a credit given twice', () => {
    const credit = () => line({ description: 'Salvage credit', quantity: 1, unitPrice: -8500 }, { taxRate: 0, opRate: 0 });
    expect(summary(checkDuplicates([credit(), credit()]))).toMatchObject([{ reason: 'exact', stake: 8500 }]);
  });
});

describe('unit price outliers', () => {
  const paint = (unitPrice: number, quantity = 100) =>
    line({ description: 'Paint walls', code: 'PNT 04', unit: 'SF', unitPrice, quantity });

  it('finds a price far from the same item’s median, priced at the difference times the quantity', () => {
    const findings = checkPriceOutliers([paint(112), paint(110), paint(115), paint(113), paint(240, 50)]);
    expect(summary(findings)).toEqual([
      {
        kind: 'price-outlier',
        reason: 'line',
        lines: ['5'],
        expected: { type: 'cents', cents: 113 },
        found: { type: 'cents', cents: 240 },
        stake: 6350,
      },
    ]);
  });

  it('when the other prices agree exactly, finds one more than 10 % away', () => {
    expect(summary(checkPriceOutliers([paint(112), paint(112), paint(150)])).map((f) => f.lines)).toEqual([['3']]);
    expect(checkPriceOutliers([paint(112), paint(112), paint(120)])).toEqual([]);
  });

  it('needs three priced lines of the same item and unit', () => {
    expect(checkPriceOutliers([paint(112), paint(400)])).toEqual([]);
    expect(checkPriceOutliers([paint(112), paint(112), { ...paint(400), unit: 'LF' }])).toEqual([]);
    expect(checkPriceOutliers([paint(112), paint(112), paint(400, 0)])).toEqual([]);
  });

  it('groups lines without a code by their words', () => {
    const plain = (unitPrice: number) => line({ description: 'Haul debris – pickup load', unitPrice });
    expect(summary(checkPriceOutliers([plain(3360), plain(3360), plain(3400), plain(9000)])).map((f) => f.lines)).toEqual([['4']]);
  });
});

describe('items often missing for the trade', () => {
  const roof = [
    'Remove & replace laminated comp. shingles',
    'Synthetic underlayment',
    'Starter strip',
    'Ridge cap – standard profile',
    'Step flashing',
    'Drip edge – aluminum',
  ];
  const lines = (descriptions: readonly string[]) => descriptions.map((description) => line({ description }));

  it('lists an item the trade usually has, naming the lines that start the trade, unpriced', () => {
    const findings = checkMissingItems(lines(roof.filter((d) => !d.startsWith('Drip'))));
    expect(summary(findings)).toEqual([
      {
        kind: 'missing-item',
        reason: 'expected',
        lines: ['1'],
        expected: { type: 'item', text: 'Drip edge' },
        found: { type: 'absent' },
        stake: null,
      },
    ]);
    expect(findings[0]?.trade).toBe('Roofing');
  });

  it('finds nothing on a complete roof, or on a roof repair', () => {
    expect(checkMissingItems(lines(roof))).toEqual([]);
    expect(checkMissingItems(lines(['Shingle repair – up to 3 tabs', 'Roof vent – turtle type']))).toEqual([]);
  });

  it('reads the rule table it is given', () => {
    const rules: TradeRule[] = [{ trade: 'Fencing', when: ['fence'], expect: [{ item: 'Gate', match: ['gate'] }] }];
    expect(summary(checkMissingItems(lines(['Wood fence']), rules)).map((f) => f.expected)).toEqual([{ type: 'item', text: 'Gate' }]);
    expect(checkMissingItems(lines(['Wood fence', 'Fence gate']), rules)).toEqual([]);
  });

  it('has a rule table whose items name what to look for', () => {
    for (const rule of tradeRules) {
      expect(rule.when.length).toBeGreaterThan(0);
      for (const item of rule.expect) expect(item.match.length).toBeGreaterThan(0);
    }
  });
});

describe('total rows', () => {
  const lines = [line({ description: 'A' }), line({ description: 'B' }), line({ description: 'C' })];
  const total = (fields: Partial<TotalRow>): TotalRow => ({
    row: 10,
    label: 'Total',
    scope: 'grand',
    from: 0,
    to: 3,
    amounts: {},
    ...fields,
  });

  it('checks each total against the lines it covers, measure by measure', () => {
    const rcv = lines.reduce((sum, l) => sum + l.rcv!, 0);
    const tax = lines.reduce((sum, l) => sum + l.tax!, 0);
    expect(checkTotalRows(lines, [total({ amounts: { rcv, tax } })])).toEqual([]);
    const findings = checkTotalRows(lines, [
      total({ row: 4, label: 'Subtotal', scope: 'section', from: 0, to: 2, amounts: { rcv: 20000 } }),
      total({ amounts: { rcv: rcv - 5000, tax } }),
    ]);
    expect(findings.map((f) => [f.reason, f.subject, f.measure, f.refs[0]?.row, f.expected, f.found, f.stake])).toEqual([
      ['section', 'Subtotal', 'rcv', 4, { type: 'cents', cents: 24960 }, { type: 'cents', cents: 20000 }, 4960],
      ['grand', 'Total', 'rcv', 10, { type: 'cents', cents: rcv }, { type: 'cents', cents: rcv - 5000 }, 5000],
    ]);
  });
});
