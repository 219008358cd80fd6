/** @jest-environment node */
import { checkTotals } from '@/lib/estimate/checks';
import type { Numbering } from '@/lib/estimate/coverage';
import type { CheckedLine, TotalRow } from '@/lib/estimate/types';
import { judgeReading } from '@/lib/estimate/verdict';

const line = (row: number, rcv: number): CheckedLine => ({
  row,
  line: null,
  code: '',
  trade: '',
  room: '',
  roomKey: '',
  activity: '',
  description: `Item ${row}`,
  note: '',
  quantity: 1,
  unit: 'EA',
  unitPrice: rcv,
  extended: null,
  tax: null,
  overheadProfit: null,
  rcv,
  depreciation: null,
  acv: null,
});
const total = (row: number, scope: TotalRow['scope'], from: number, to: number, rcv: number): TotalRow => ({
  row,
  line: null,
  label: `Total ${row}`,
  scope,
  from,
  to,
  amounts: { rcv },
});
const unnumbered: Numbering = { numbered: false, read: 4, unread: [], absent: [], missingPages: [], gaps: [] };
const lines = [line(1, 1000), line(2, 2000), line(3, 3000), line(4, 4000)];
const verdictOf = (totals: TotalRow[]) => judgeReading(unnumbered, checkTotals(lines, totals, []), lines);

describe('the reader’s verdict on its own reading', () => {
  it('takes one wrong amount, carried up through the totals over it, for the file’s error', () => {
    // Room 1 prints 100 too much, and so do the level and the grand total that include it.
    const { coverage, checks } = verdictOf([
      total(10, 'section', 0, 2, 3100),
      total(11, 'section', 2, 4, 7000),
      total(12, 'level', 0, 4, 10100),
      total(13, 'grand', 0, 4, 10100),
    ]);
    expect(coverage.verdict).toBe('whole');
    expect(checks.map((check) => check.status)).toEqual(['unmatched', 'matched', 'unmatched', 'unmatched']);
  });

  it('takes most totals differing by many amounts for its own misreading, and then calls none of them wrong', () => {
    const { coverage, checks } = verdictOf([
      total(10, 'section', 0, 2, 3500),
      total(11, 'section', 2, 4, 7900),
      total(12, 'grand', 0, 4, 10000),
    ]);
    expect(coverage.verdict).toBe('misread');
    expect(checks.map((check) => check.status)).toEqual(['not-checked', 'not-checked', 'matched']);
  });

  it('calls a reading with numbered lines it could not read partial, and leaves every differing total unchecked', () => {
    const numbering: Numbering = {
      ...unnumbered,
      numbered: true,
      unread: [{ line: '5', page: 2, printed: '5. Drip edge' }],
      gaps: [{ kind: 'unread', at: [4] }],
    };
    const totals = [total(10, 'section', 0, 2, 3000), total(11, 'grand', 0, 4, 12000)];
    const { coverage, checks } = judgeReading(numbering, checkTotals(lines, totals, numbering.gaps), lines);
    expect(coverage.verdict).toBe('partial');
    expect(checks.map((check) => check.status)).toEqual(['matched', 'not-checked']);
  });
});
