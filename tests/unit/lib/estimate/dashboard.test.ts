/** @jest-environment node */
import {
  estimateTotals,
  formatCents,
  formatDifference,
  formatQuantity,
  formatShare,
  manualReviewMinutes,
  totalsByTrade,
  type DashboardLine,
} from '@/lib/estimate/dashboard';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import { readSampleFile } from '@/lib/estimate/sample-pair';

const line = (overrides: Partial<DashboardLine> = {}): DashboardLine => ({
  trade: 'Roofing',
  tax: 1_050,
  overheadProfit: 5_210,
  rcv: 31_260,
  depreciation: 7_815,
  acv: 23_445,
  ...overrides,
});

// The sample pair as the readers take it from public/samples/ (its arithmetic is checked in analyse.test.ts).
const contractor = readSampleFile(samplePairFiles.b).extract.lines;
const carrier = readSampleFile(samplePairFiles.a).extract.lines;

describe('the sample pair', () => {
  it('holds 116 line items in the contractor estimate and 84 in the carrier estimate, numbered in order', () => {
    expect(contractor).toHaveLength(116);
    expect(carrier).toHaveLength(84);
    expect(contractor.map((l) => l.line)).toEqual(Array.from({ length: 116 }, (_, i) => String(i + 1)));
  });

  it('uses each item code once per estimate, and every carrier item is in the contractor estimate', () => {
    const codesA = contractor.map((l) => l.code);
    const codesB = carrier.map((l) => l.code);
    expect(new Set(codesA).size).toBe(codesA.length);
    expect(new Set(codesB).size).toBe(codesB.length);
    expect(codesB.filter((code) => !codesA.includes(code))).toEqual([]);
  });

  it('matches the figures our mock screens cite: line 88 is the living-room ceiling at $1,218.24', () => {
    const ceiling = contractor[87]!;
    expect(ceiling.description).toMatch(/living room ceiling/);
    expect(formatCents(ceiling.rcv!)).toBe('$1,218.24');
    expect(carrier.some((l) => l.code === ceiling.code)).toBe(false);
  });
});

describe('estimateTotals', () => {
  it('adds up the lines, and the tiles reconcile: RCV − depreciation = ACV', () => {
    const totals = estimateTotals(contractor);
    expect(totals.lines).toBe(116);
    expect(totals.rcv - totals.depreciation).toBe(totals.acv);
    expect(totals.rcv).toBe(contractor.reduce((sum, l) => sum + l.rcv!, 0));
    expect(formatCents(totals.rcv)).toBe('$56,946.80');
  });

  it('is zero for no lines', () => {
    expect(estimateTotals([])).toEqual({ lines: 0, rcv: 0, depreciation: 0, acv: 0, overheadProfit: 0, tax: 0 });
  });
});

describe('totalsByTrade', () => {
  const byTrade = totalsByTrade(contractor);
  const totals = estimateTotals(contractor);

  it('covers every trade once, largest RCV first, and sums back to the estimate', () => {
    expect(byTrade.map((row) => row.trade).sort()).toEqual([...new Set(contractor.map((l) => l.trade))].sort());
    expect(byTrade.map((row) => row.rcv)).toEqual([...byTrade.map((row) => row.rcv)].sort((a, b) => b - a));
    for (const key of ['lines', 'rcv', 'depreciation', 'acv', 'overheadProfit'] as const) {
      expect(byTrade.reduce((sum, row) => sum + row[key], 0)).toBe(totals[key]);
    }
    expect(byTrade.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 10);
  });

  it('names only the trades the lines name, and counts an amount not stated as zero', () => {
    const rows = totalsByTrade([line(), line({ trade: 'Painting', rcv: null, acv: null, depreciation: null })]);
    expect(rows.map((row) => [row.trade, row.rcv])).toEqual([
      ['Roofing', 31_260],
      ['Painting', 0],
    ]);
  });
});

describe('manualReviewMinutes', () => {
  it('takes 58 minutes for 116 items at 30 seconds a line', () => {
    expect(manualReviewMinutes(116)).toBe(58);
    expect(manualReviewMinutes(contractor.length)).toBe(58);
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
