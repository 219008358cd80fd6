/** @jest-environment node */
import type { TradeRule } from '@/lib/estimate/fields';
import { tradeRules } from '@/lib/estimate/rules';
import {
  checkArithmetic,
  checkDuplicates,
  checkMissingItems,
  checkOverheadProfit,
  checkPriceDifferences,
  checkSteps,
  checkTax,
  checkTotalRows,
} from '@/lib/estimate/checks';
import type { CheckedLine, Finding, TotalRow } from '@/lib/estimate/types';

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
    room: '',
    roomKey: '',
    activity: '',
    note: '',
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

  it('allows the rounding of a printed quantity and unit price, and no more', () => {
    // 1,234.567 SF × $3.4049 prints as 1,234.57 × $3.40; the amount was computed before rounding.
    const rounded = line({ description: 'Paint', quantity: 1234.57, unitPrice: 340 });
    const stated = Math.round(1234.567 * 340.49);
    expect(checkArithmetic([{ ...rounded, extended: stated, rcv: null, acv: null }])).toEqual([]);
    expect(summary(checkArithmetic([{ ...rounded, extended: stated + 1000, rcv: null, acv: null }]))).toMatchObject([
      { kind: 'extension' },
    ]);
  });

  it('checks RCV against quantity × unit price when the file states no extension, within the same rounding', () => {
    const printed = { ...line({ description: 'Shingles', quantity: 12.57, unitPrice: 7205 }), extended: null };
    expect(checkArithmetic([{ ...printed, rcv: printed.rcv! + 3, acv: printed.acv! + 3 }])).toEqual([]);
    expect(summary(checkArithmetic([{ ...printed, rcv: printed.rcv! + 500, acv: printed.acv! + 500 }]))).toMatchObject([
      { kind: 'rcv', stake: 500 },
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
    const findings = checkOverheadProfit([roof('Shingles'), roof('Felt'), roof('Deck'), roof('Permit', 0), roof('Vent', 0.1)]);
    expect(summary(findings)).toEqual([
      {
        kind: 'overhead-profit',
        reason: 'line-missing',
        lines: ['4'],
        expected: { type: 'cents', cents: 2080 },
        found: { type: 'cents', cents: 0 },
        stake: 2080,
      },
      {
        kind: 'overhead-profit',
        reason: 'line',
        lines: ['5'],
        expected: { type: 'cents', cents: 2080 },
        found: { type: 'cents', cents: 1040 },
        stake: 1040,
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

  it('accepts single lines whose O&P leaves their tax out (cleaning, storage) in an estimate that includes it', () => {
    const cleaning = line({ description: 'Clean floor', trade: 'Roofing' }, { taxRate: 0.0625 });
    const onItem = Math.round(cleaning.extended! * 0.2);
    const withoutTax = { ...cleaning, overheadProfit: onItem, rcv: cleaning.extended! + cleaning.tax! + onItem };
    expect(checkOverheadProfit([roof('Shingles'), roof('Felt'), roof('Vent'), withoutTax])).toEqual([]);
  });

  it('leaves out a line whose extension is wrong, so the error is reported once', () => {
    const base = roof('Shingles');
    expect(checkOverheadProfit([roof('Felt'), roof('Vent'), { ...base, extended: base.extended! + 6300 }])).toEqual([]);
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

  it('is left out where the estimating program computed each line’s tax from its material', () => {
    const lines = [
      line({ description: 'Shingles', trade: 'Roofing' }),
      line({ description: 'Dumpster', trade: 'General' }, { taxRate: 0 }),
    ];
    const kinds = (taxesComputed: boolean) =>
      checkSteps(lines, [], [], { taxesComputed, rules: [] }).flatMap((step) => step().map((finding) => finding.kind));
    expect([kinds(false), kinds(true)]).toEqual([['tax'], []]);
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

  it('does not call lines duplicates when their descriptions differ in more than case, spacing and punctuation', () => {
    const findings = checkDuplicates([
      line({ description: 'Step flashing', code: '', quantity: 36, unit: 'LF' }),
      line({ description: 'Flashing – step', code: '', quantity: 36, unit: 'LF' }),
      line({ description: 'STEP  flashing.', code: '', quantity: 36, unit: 'LF' }),
    ]);
    expect(summary(findings).map((f) => [f.reason, f.lines])).toEqual([['exact', ['1', '3']]]);
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

  it('finds duplicates within one room only, and names the room: the same item in two rooms is two items', () => {
    const vent = (room: string, activity = '') =>
      line({ description: 'Roof vent', code: 'RFG 09', quantity: 4, room, roomKey: room, activity });
    const findings = checkDuplicates([vent('Garage'), vent('Garage'), vent('Porch'), vent('Porch', 'Remove')]);
    expect(summary(findings).map((f) => f.lines)).toEqual([['1', '2']]);
    expect(findings[0]?.room).toBe('Garage');
  });

  it('does not call lines whose notes differ duplicates: the estimator told them apart', () => {
    const layer = (note: string) => line({ description: '5/8" drywall - hung, taped, ready for texture', quantity: 725.01, note });
    expect(checkDuplicates([layer('Top ceiling layer'), layer('Double rock on the furring')])).toEqual([]);
    expect(summary(checkDuplicates([layer(''), layer('')])).map((f) => f.lines)).toEqual([['3', '4']]);
  });

  it('takes a room met again after other rooms for another room: units of one building repeat their rooms’ names', () => {
    const fan = (room: string) => line({ description: 'Ceiling fan & light', quantity: 1, room, roomKey: room });
    expect(checkDuplicates([fan('Sun Room'), fan('Kitchen'), fan('Sun Room')])).toEqual([]);
    expect(summary(checkDuplicates([fan('Sun Room'), fan('Sun Room'), fan('Kitchen')])).map((f) => f.lines)).toEqual([['4', '5']]);
  });

  it('does not call the same item at two prices in one room a duplicate: it is two kinds of work', () => {
    const detector = (unitPrice: number) =>
      line({ description: 'Security system - motion detector', code: 'ELE SECMD', quantity: 1, unitPrice, activity: null });
    expect(checkDuplicates([detector(3488), detector(9618)])).toEqual([]);
  });

  it('finds a credit given twice', () => {
    const credit = () => line({ description: 'Salvage credit', quantity: 1, unitPrice: -8500 }, { taxRate: 0, opRate: 0 });
    expect(summary(checkDuplicates([credit(), credit()]))).toMatchObject([{ reason: 'exact', stake: 8500 }]);
  });
});

describe('one item at two prices', () => {
  const paint = (unitPrice: number, fields: Partial<CheckedLine> = {}) =>
    line({ description: 'Paint walls', code: 'PNT 04', unit: 'SF', unitPrice, quantity: 100, ...fields });

  it('finds the same item at another price even when it appears only twice, priced at the difference times the quantity', () => {
    expect(summary(checkPriceDifferences([paint(112), paint(119, { quantity: 50 })]))).toEqual([
      {
        kind: 'price',
        reason: 'differs',
        lines: ['1', '2'],
        expected: { type: 'cents', cents: 112 },
        found: { type: 'cents', cents: 119 },
        stake: 350,
      },
    ]);
  });

  it('expects the price most of the item’s lines carry, and names each other price with its lines', () => {
    const findings = checkPriceDifferences([paint(119), paint(112), paint(112), paint(125), paint(112), paint(125)]);
    expect(summary(findings).map((f) => [f.lines, f.expected, f.found, f.stake])).toEqual([
      [['1', '2'], { type: 'cents', cents: 112 }, { type: 'cents', cents: 119 }, 700],
      [['2', '4', '6'], { type: 'cents', cents: 112 }, { type: 'cents', cents: 125 }, 2600],
    ]);
  });

  it('leaves out lines priced by their own invoice or bid', () => {
    const invoice = (unitPrice: number) => line({ description: 'Invoice Green Earth Tree Service*', quantity: 1, unitPrice });
    expect(checkPriceDifferences([invoice(450000), invoice(50000)])).toEqual([]);
  });

  it('leaves out lines whose activity the file does not say: removing and replacing an item are priced apart', () => {
    expect(checkPriceDifferences([paint(112, { activity: null }), paint(140, { activity: null })])).toEqual([]);
  });

  it('with codes, tells items apart by code and activity (a code names one price-list item, whatever the description says)', () => {
    expect(
      checkPriceDifferences([
        paint(112),
        paint(140, { code: 'PNT 05' }),
        paint(140, { activity: 'Remove' }),
        paint(0),
        paint(140, { quantity: 0 }),
      ]),
    ).toEqual([]);
    expect(summary(checkPriceDifferences([paint(112), paint(140, { description: 'Paint walls - two coats' })]))).toHaveLength(1);
  });

  it('without codes, tells items apart by their whole description and unit, never by their first words', () => {
    const item = (description: string, unitPrice: number, unit = 'EA') => line({ description, code: '', unit, unitPrice, quantity: 2 });
    const different = [
      ['Flashing - pipe jack', 'Flashing - pipe jack - 6"'],
      ['Flashing - pipe jack', 'Flashing - pipe jack - lead'],
      ['Comb and straighten a/c condenser fins - with trip charge', 'Comb and straighten a/c condenser fins - w/out trip charge'],
      ['R&R Furnace vent - rain cap and storm collar, 6"', 'R&R Furnace vent - rain cap and storm collar, 5"'],
      ['Remove Additional charge for high roof (2 stories or greater)', 'Remove Additional charge for steep roof - 7/12 to 9/12 slope'],
      ['Seal & paint wood siding', 'Seal & paint - wood fence'],
      ["R&R Overhead door & hardware - 16' x 7'", 'R&R Wrap window frame & trim with aluminum sheet'],
    ];
    for (const [first, second] of different) expect(checkPriceDifferences([item(first!, 6000), item(second!, 9000)])).toEqual([]);
    // A description cut short by its file ("R&R") names no item, nor does one that stops on a comma.
    expect(checkPriceDifferences([item('R&R', 6000), item('R&R', 9000)])).toEqual([]);
    expect(
      checkPriceDifferences([item('Replace - Vent Pipe Flashing, Furnace,', 16136), item('Replace - Vent Pipe Flashing, Furnace,', 10814)]),
    ).toEqual([]);
    expect(checkPriceDifferences([item('Drip edge', 300, 'LF'), item('Drip edge', 400, 'EA')])).toEqual([]);
    // Case, spacing and punctuation aside, a description is the same item.
    expect(summary(checkPriceDifferences([item('Flashing - pipe jack', 6000), item('FLASHING  pipe jack.', 9000)]))).toHaveLength(1);
  });

  it('sets apart as minor a price a few cents off (the item priced on another day), not a price changed by dollars', () => {
    const [minor] = checkPriceDifferences([paint(241), paint(241), paint(259)]);
    const [changed] = checkPriceDifferences([paint(241), paint(241), paint(441)]);
    expect([minor?.minor, changed?.minor]).toEqual([true, undefined]);
  });

  it('finds nothing when every line of an item has its price, in any room', () => {
    expect(
      checkPriceDifferences([paint(112, { room: 'Kitchen', roomKey: 'Kitchen' }), paint(112, { room: 'Den', roomKey: 'Den' })]),
    ).toEqual([]);
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

  it('is not started by a credit or a $0 allowance', () => {
    const credit = { ...line({ description: 'Salvage credit - metal roofing panels', quantity: 1, unitPrice: -8500 }) };
    const allowance = line({ description: 'Roofing allowance - to be priced', quantity: 1, unitPrice: 0 });
    expect(checkMissingItems([credit, allowance])).toEqual([]);
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
    line: null,
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
