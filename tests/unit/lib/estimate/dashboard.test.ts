/** @jest-environment node */
import { trades } from '@/lib/estimate/dashboard-types';
import { carrierEstimate, contractorEstimate } from '@/content/sample-estimate';
import {
  estimateTotals,
  formatCents,
  formatDifference,
  formatQuantity,
  formatShare,
  lineArithmeticProblems,
  manualReviewMinutes,
  totalsByTrade,
} from '@/lib/estimate/dashboard';
import type { EstimateLine } from '@/lib/estimate/dashboard-types';

const line = (overrides: Partial<EstimateLine> = {}): EstimateLine => ({
  line: 1,
  code: 'RFG 01',
  trade: 'Roofing',
  description: 'Shingles',
  quantity: 2.5,
  unit: 'SQ',
  unitPrice: 10_000,
  tax: 1_050,
  overheadProfit: 5_210,
  rcv: 31_260,
  depreciation: 7_815,
  acv: 23_445,
  ...overrides,
});

describe('the sample estimates', () => {
  it('hold 116 line items in the contractor estimate and 84 in the carrier estimate', () => {
    expect(contractorEstimate.lines).toHaveLength(116);
    expect(carrierEstimate.lines).toHaveLength(84);
    expect(contractorEstimate.lines.map((l) => l.line)).toEqual(Array.from({ length: 116 }, (_, i) => i + 1));
  });

  it('have consistent arithmetic on every line: RCV = qty × price + tax + O&P and ACV = RCV − depreciation', () => {
    const problems = [...contractorEstimate.lines, ...carrierEstimate.lines].flatMap(lineArithmeticProblems);
    expect(problems).toEqual([]);
  });

  it('use each item code once per estimate, and every carrier item is in the contractor estimate', () => {
    const codesA = contractorEstimate.lines.map((l) => l.code);
    const codesB = carrierEstimate.lines.map((l) => l.code);
    expect(new Set(codesA).size).toBe(codesA.length);
    expect(new Set(codesB).size).toBe(codesB.length);
    expect(codesB.filter((code) => !codesA.includes(code))).toEqual([]);
  });

  it('match the figures our mock screens cite: line 88 is the living-room ceiling at $1,218.24', () => {
    const ceiling = contractorEstimate.lines[87]!;
    expect(ceiling.description).toMatch(/living room ceiling/);
    expect(formatCents(ceiling.rcv)).toBe('$1,218.24');
    expect(carrierEstimate.lines.some((l) => (l.code as string) === ceiling.code)).toBe(false);
  });
});

describe('lineArithmeticProblems', () => {
  it('accepts a consistent line and names what is wrong with an inconsistent one', () => {
    expect(lineArithmeticProblems(line())).toEqual([]);
    expect(lineArithmeticProblems(line({ rcv: 31_261, acv: 23_446 }))).toEqual(['line 1: RCV ≠ qty × price + tax + O&P']);
    expect(lineArithmeticProblems(line({ acv: 23_000 }))).toEqual(['line 1: ACV ≠ RCV − depreciation']);
  });
});

describe('estimateTotals', () => {
  it('adds up the lines, and the tiles reconcile: RCV − depreciation = ACV', () => {
    const totals = estimateTotals(contractorEstimate.lines);
    expect(totals.lines).toBe(116);
    expect(totals.rcv - totals.depreciation).toBe(totals.acv);
    expect(totals.rcv).toBe(contractorEstimate.lines.reduce((sum, l) => sum + l.rcv, 0));
    expect(formatCents(totals.rcv)).toBe('$56,946.80');
  });

  it('is zero for no lines', () => {
    expect(estimateTotals([])).toEqual({ lines: 0, rcv: 0, depreciation: 0, acv: 0, overheadProfit: 0, tax: 0 });
  });
});

describe('totalsByTrade', () => {
  const byTrade = totalsByTrade(contractorEstimate.lines);
  const totals = estimateTotals(contractorEstimate.lines);

  it('covers every trade once, largest RCV first, and sums back to the estimate', () => {
    expect(byTrade.map((row) => row.trade).sort()).toEqual([...trades].sort());
    expect(byTrade.map((row) => row.rcv)).toEqual([...byTrade.map((row) => row.rcv)].sort((a, b) => b - a));
    for (const key of ['lines', 'rcv', 'depreciation', 'acv', 'overheadProfit'] as const) {
      expect(byTrade.reduce((sum, row) => sum + row[key], 0)).toBe(totals[key]);
    }
    expect(byTrade.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 10);
  });

  it('leaves out trades without lines', () => {
    expect(totalsByTrade([line()]).map((row) => row.trade)).toEqual(['Roofing']);
  });
});

describe('manualReviewMinutes', () => {
  it('takes 58 minutes for 116 items at 30 seconds a line', () => {
    expect(manualReviewMinutes(116)).toBe(58);
    expect(manualReviewMinutes(contractorEstimate.lines.length)).toBe(58);
    expect(manualReviewMinutes(10, 60)).toBe(10);
  });
});

describe('formatting', () => {
  it('writes money, differences, quantities and shares the way the dashboard shows them', () => {
    expect(formatCents(3_979_216)).toBe('$39,792.16');
    expect(formatDifference(117_720)).toBe('+$1,177.20');
    expect(formatDifference(-8_400)).toBe('−$84.00');
    expect(formatDifference(0)).toBe('—');
    expect(formatQuantity(32.67, 'SQ')).toBe('32.67 SQ');
    expect(formatQuantity(1240, 'SF')).toBe('1,240 SF');
    expect(formatShare(0.5143)).toBe('51.4%');
  });
});

describe('loading the module', () => {
  it('makes no currency formatter until money is shown (the first one loads locale data on the main thread)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const estimate = jest.requireActual<typeof import('@/lib/estimate/dashboard')>('@/lib/estimate/dashboard');
      expect(made).not.toHaveBeenCalled();
      expect(estimate.formatCents(123_456)).toBe('$1,234.56');
      expect(estimate.formatDifference(-8_400)).toBe('−$84.00');
      expect(made).toHaveBeenCalledTimes(1);
    });
    made.mockRestore();
  });
});
