/** Overhead and profit, and sales tax: the rates an estimate applies, trade by trade and line by line. */
import { median } from '../stats';
import type { CheckedLine, Finding } from '../types';
import { groupBy } from '@/lib/group-by';
import { RATE_TOLERANCE, extendedOf, misfit, rate, ref, wrongExtension } from './shared';

/** Lines worth less than a dollar tell nothing about a rate. */
const MIN_RATE_BASE = 100;

/** Mean distance from the median: how closely values follow one rate (0 when all agree). */
function spread(values: readonly number[]): number {
  const centre = median(values);
  return values.reduce((sum, value) => sum + Math.abs(value - centre), 0) / values.length;
}

const byTrade = (lines: readonly CheckedLine[]) => groupBy(lines, (line) => line.trade);

type Base = (line: CheckedLine) => number;
const withTax: Base = (line) => extendedOf(line) + (line.tax ?? 0);
const op = (line: CheckedLine) => line.overheadProfit ?? 0;

/**
 * Overhead and profit across trades: the rate the estimate applies (the median over lines that carry O&P,
 * on extended + tax or on extended alone, whichever the lines follow more closely); a trade without O&P or
 * at another rate, while the rest carry it; and, within a trade that carries it, a line without it or at
 * another rate. A line may take O&P on either base: estimates leave some taxes (cleaning, storage) out of it.
 * An estimate with no O&P anywhere has nothing to compare.
 */
export function checkOverheadProfit(lines: readonly CheckedLine[]): Finding[] {
  // A line whose extension is wrong is already a finding; what its O&P was taken on cannot be told.
  const priced = lines.filter((line) => line.overheadProfit !== null && extendedOf(line) >= MIN_RATE_BASE && !wrongExtension(line));
  const carrying = priced.filter((line) => op(line) > 0);
  if (carrying.length === 0) return [];
  const taxIncluded =
    spread(carrying.map((line) => op(line) / withTax(line))) <= spread(carrying.map((line) => op(line) / extendedOf(line)));
  const [base, other]: [Base, Base] = taxIncluded ? [withTax, extendedOf] : [extendedOf, withTax];
  const dominant = median(carrying.map((line) => op(line) / base(line)));
  /** The line's rate on the estimate's base, or on the other one when that one gives `target`. */
  const rateNear = (line: CheckedLine, target: number) => {
    const onOther = op(line) / other(line);
    return Math.abs(onOther - target) <= RATE_TOLERANCE ? onOther : op(line) / base(line);
  };

  const findings: Finding[] = [];
  const trades = byTrade(priced);
  for (const [trade, group] of trades) {
    const tradeRate = median(group.map((line) => rateNear(line, dominant)));
    if (trades.size > 1 && Math.abs(tradeRate - dominant) > RATE_TOLERANCE) {
      const missing = group.every((line) => op(line) === 0);
      const found = group.reduce((sum, line) => sum + op(line), 0);
      const expected = group.reduce((sum, line) => sum + dominant * base(line), 0);
      findings.push({
        kind: 'overhead-profit',
        reason: missing ? 'trade-missing' : 'trade-rate',
        refs: group.map(ref),
        subject: trade,
        trade,
        expected: rate(dominant),
        found: rate(missing ? 0 : tradeRate),
        stake: Math.round(Math.abs(expected - found)),
      });
      continue;
    }
    // Where most lines of the trade carry no O&P, the few that do are not for this check to question.
    if (tradeRate === 0) continue;
    const carriersByRoom = groupBy(
      group.filter((line) => op(line) > 0),
      (line) => line.roomKey,
    );
    for (const line of group) {
      const found = op(line);
      const expected = Math.round(tradeRate * base(line));
      if (Math.abs(rateNear(line, tradeRate) - tradeRate) > RATE_TOLERANCE && Math.abs(found - expected) >= MIN_RATE_BASE) {
        const reason = found === 0 ? 'line-missing' : 'line';
        // A line without O&P in a room whose other lines carry none either (contents, a tree service billed as
        // is) was left out on purpose: only a line missing it among lines that carry it is worth a look.
        if (reason === 'line-missing' && (carriersByRoom.get(line.roomKey)?.length ?? 0) < 2) continue;
        findings.push({ kind: 'overhead-profit', reason, refs: [ref(line)], subject: line.description, trade, ...misfit(expected, found) });
      }
    }
  }
  return findings;
}

/**
 * Sales tax across trades, where taxes are typed by hand: tax falls on materials only, so rates differ from
 * line to line, but a trade with no tax on any line while other trades are taxed deserves a look. Lines of
 * no known trade are left out. The money at stake is estimated at the estimate's median tax rate on taxed
 * lines (right only if the trade's lines are materials like the rest).
 */
export function checkTax(lines: readonly CheckedLine[]): Finding[] {
  const stated = lines.filter((line) => line.tax !== null && extendedOf(line) > 0 && !wrongExtension(line));
  const taxed = stated.filter((line) => (line.tax ?? 0) > 0);
  const trades = byTrade(stated);
  if (taxed.length === 0 || trades.size < 2) return [];
  const typical = median(taxed.map((line) => (line.tax ?? 0) / extendedOf(line)));
  const findings: Finding[] = [];
  for (const [trade, group] of trades) {
    if (trade === '' || group.some((line) => (line.tax ?? 0) !== 0)) continue;
    const extended = group.reduce((sum, line) => sum + extendedOf(line), 0);
    findings.push({
      kind: 'tax',
      reason: 'trade-missing',
      refs: group.map(ref),
      subject: trade,
      trade,
      expected: rate(typical),
      found: rate(0),
      stake: Math.round(typical * extended),
    });
  }
  return findings;
}
