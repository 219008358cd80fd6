/**
 * The checks of the Estimator Checker, each a pure function from line items (cents) to findings. Every
 * finding names its lines, the expected and the found value and the money at stake.
 */
import { tradeRules as defaultTradeRules } from '@/content/estimate-check-rules';
import type { MoneyField, TradeRule } from '@/content/estimate-check-types';
import { MAD_TO_SD, mad, median } from './stats';
import { hasPhrase, normalise, wordKey } from './text';
import type { CheckedLine, Finding, LineRef, TotalRow } from './types';

/** A difference of a cent is rounding, not an error (software rounds each part on its own). */
export const TOLERANCE_CENTS = 1;
/** Two percentage rates closer than half a point are the same rate. */
export const RATE_TOLERANCE = 0.005;
/** Lines worth less than a dollar tell nothing about a rate. */
const MIN_RATE_BASE = 100;
/** A unit price is an outlier beyond 3.5 robust standard deviations from its group's median… */
export const OUTLIER_Z = 3.5;
/** …and at least 10 % away from it; groups need three priced lines. */
export const OUTLIER_MIN_SHARE = 0.1;
const OUTLIER_MIN_GROUP = 3;

const ref = (line: CheckedLine): LineRef => ({ row: line.row, line: line.line });
const cents = (value: number) => ({ type: 'cents', cents: value }) as const;

/** A money amount that should have been `expected` but is `found`: both amounts, and the difference at stake. */
const misfit = (expected: number, found: number) => ({ expected: cents(expected), found: cents(found), stake: Math.abs(found - expected) });
const rate = (value: number) => ({ type: 'rate', rate: value }) as const;
const differs = (found: number, expected: number) => Math.abs(found - expected) > TOLERANCE_CENTS;

/** Quantity × unit price, rounded to the cent. */
export const computedExtended = (line: CheckedLine) => Math.round(line.quantity * line.unitPrice);
/** The extended price the file states, or the computed one when it states none. */
export const extendedOf = (line: CheckedLine) => line.extended ?? computedExtended(line);
/** What a line adds to the estimate: its RCV, or extended + tax + O&P when the file has no RCV. */
export const valueOf = (line: CheckedLine) => line.rcv ?? extendedOf(line) + (line.tax ?? 0) + (line.overheadProfit ?? 0);

/** Lines that repeat one another: one of them should be there, the rest are at stake. */
function duplicateOf(reason: 'exact' | 'near', lines: readonly CheckedLine[]): Finding {
  return {
    kind: 'duplicate',
    reason,
    refs: lines.map(ref),
    subject: lines[0]!.description,
    expected: { type: 'count', count: 1 },
    found: { type: 'count', count: lines.length },
    stake: Math.abs(lines.slice(1).reduce((sum, line) => sum + valueOf(line), 0)),
  };
}

/**
 * Each line's arithmetic: quantity × unit price against the extended price; extended + tax + O&P against
 * RCV; RCV − depreciation against ACV. Where a column is missing its check is left out, and a missing tax
 * or O&P column counts as zero.
 */
export function checkArithmetic(lines: readonly CheckedLine[]): Finding[] {
  const findings: Finding[] = [];
  for (const line of lines) {
    const subject = line.description;
    const extended = computedExtended(line);
    if (line.extended !== null && differs(line.extended, extended)) {
      findings.push({ kind: 'extension', reason: 'line', refs: [ref(line)], subject, ...misfit(extended, line.extended) });
    }
    if (line.rcv !== null) {
      const rcv = extendedOf(line) + (line.tax ?? 0) + (line.overheadProfit ?? 0);
      if (differs(line.rcv, rcv)) {
        findings.push({ kind: 'rcv', reason: 'line', refs: [ref(line)], subject, ...misfit(rcv, line.rcv) });
      }
      if (line.acv !== null) {
        const acv = line.rcv - (line.depreciation ?? 0);
        if (differs(line.acv, acv)) {
          findings.push({ kind: 'acv', reason: 'line', refs: [ref(line)], subject, ...misfit(acv, line.acv) });
        }
      }
    }
  }
  return findings;
}

/** Mean distance from the median: how closely values follow one rate (0 when all agree). */
function spread(values: readonly number[]): number {
  const centre = median(values);
  return values.reduce((sum, value) => sum + Math.abs(value - centre), 0) / values.length;
}

/** Lines grouped by trade, in file order of each trade's first line. */
function byTrade(lines: readonly CheckedLine[]): Map<string, CheckedLine[]> {
  const groups = new Map<string, CheckedLine[]>();
  for (const line of lines) {
    const group = groups.get(line.trade);
    if (group) group.push(line);
    else groups.set(line.trade, [line]);
  }
  return groups;
}

/**
 * Overhead and profit across trades: the rate the estimate applies (the median over lines that carry O&P,
 * on extended + tax or on extended alone, whichever the lines follow more closely); a trade without O&P, or
 * at another rate, while the rest carry it; and, within a trade that carries it, a line without it or at
 * another rate. An estimate with no O&P anywhere has nothing to compare.
 */
export function checkOverheadProfit(lines: readonly CheckedLine[]): Finding[] {
  const priced = lines.filter((line) => line.overheadProfit !== null && extendedOf(line) >= MIN_RATE_BASE);
  const carrying = priced.filter((line) => (line.overheadProfit ?? 0) > 0);
  if (carrying.length === 0) return [];
  const withTax = (line: CheckedLine) => extendedOf(line) + (line.tax ?? 0);
  const ratesOn = (base: (line: CheckedLine) => number) => carrying.map((line) => (line.overheadProfit ?? 0) / base(line));
  const onTax = ratesOn(withTax);
  const onExtended = ratesOn(extendedOf);
  const taxIncluded = spread(onTax) <= spread(onExtended);
  const base = taxIncluded ? withTax : extendedOf;
  const lineRate = (line: CheckedLine) => (line.overheadProfit ?? 0) / base(line);
  const dominant = median(taxIncluded ? onTax : onExtended);

  const findings: Finding[] = [];
  const trades = byTrade(priced);
  for (const [trade, group] of trades) {
    const tradeRate = median(group.map(lineRate));
    if (trades.size > 1 && Math.abs(tradeRate - dominant) > RATE_TOLERANCE) {
      const missing = group.every((line) => (line.overheadProfit ?? 0) === 0);
      const found = group.reduce((sum, line) => sum + (line.overheadProfit ?? 0), 0);
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
    for (const line of group) {
      const found = line.overheadProfit ?? 0;
      const expected = Math.round(tradeRate * base(line));
      if (Math.abs(lineRate(line) - tradeRate) > RATE_TOLERANCE && Math.abs(found - expected) >= MIN_RATE_BASE) {
        findings.push({
          kind: 'overhead-profit',
          reason: 'line',
          refs: [ref(line)],
          subject: line.description,
          trade,
          ...misfit(expected, found),
        });
      }
    }
  }
  return findings;
}

/**
 * Sales tax across trades: tax falls on materials only, so rates differ from line to line, but a trade
 * with no tax on any line while other trades are taxed deserves a look. The money at stake is estimated at
 * the estimate's median tax rate on taxed lines (right only if the trade's lines are materials like the rest).
 */
export function checkTax(lines: readonly CheckedLine[]): Finding[] {
  const stated = lines.filter((line) => line.tax !== null && extendedOf(line) > 0);
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

/**
 * Duplicate lines: the same code, description, quantity and unit more than once (exact), or the same
 * quantity and unit with the same words in another order or under another code (near: "Drip edge –
 * aluminum" and "Aluminum drip edge"). Lines with no quantity are left out. The money at stake is what the
 * copies after the first add.
 */
export function checkDuplicates(lines: readonly CheckedLine[]): Finding[] {
  const groups = new Map<string, CheckedLine[]>();
  for (const line of lines) {
    if (line.quantity === 0) continue;
    const words = wordKey(line.description);
    if (words === '') continue;
    const key = `${line.unit}\u0000${line.quantity}\u0000${words}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const exact = new Map<string, CheckedLine[]>();
    for (const line of group) {
      const key = `${normalise(line.code)}\u0000${normalise(line.description)}`;
      const same = exact.get(key);
      if (same) same.push(line);
      else exact.set(key, [line]);
    }
    for (const same of exact.values()) {
      if (same.length < 2) continue;
      findings.push(duplicateOf('exact', same));
    }
    if (exact.size > 1) {
      const firsts = [...exact.values()].map((same) => same[0]!);
      findings.push(duplicateOf('near', firsts));
    }
  }
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}

/**
 * Unit prices out of line with the same item elsewhere in the file: lines grouped by code and unit (by the
 * description's words and unit when there is no code), at least three priced lines per group; a price is
 * an outlier when its robust z-score (distance from the group's median in MADs × 1.4826) exceeds 3.5 and it
 * is at least 10 % off the median (when the other prices agree exactly, the 10 % alone decides). The money at
 * stake is the difference from the median times the quantity.
 */
export function checkPriceOutliers(lines: readonly CheckedLine[]): Finding[] {
  const groups = new Map<string, CheckedLine[]>();
  for (const line of lines) {
    if (line.unitPrice <= 0 || line.quantity === 0) continue;
    const item = line.code.trim() ? normalise(line.code) : `\u0000${wordKey(line.description)}`;
    const key = `${item}\u0000${line.unit}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    if (group.length < OUTLIER_MIN_GROUP) continue;
    const prices = group.map((line) => line.unitPrice);
    const centre = median(prices);
    const spread = mad(prices, centre) * MAD_TO_SD;
    for (const line of group) {
      const distance = Math.abs(line.unitPrice - centre);
      const far = spread === 0 || distance / spread > OUTLIER_Z;
      if (!far || distance < OUTLIER_MIN_SHARE * centre) continue;
      findings.push({
        kind: 'price-outlier',
        reason: 'line',
        refs: [ref(line)],
        subject: line.description,
        expected: cents(centre),
        found: cents(line.unitPrice),
        stake: Math.round(Math.abs((line.unitPrice - centre) * line.quantity)),
      });
    }
  }
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}

/**
 * Items that usually go with a trade (the rules in `content/estimate-check-rules.ts`): when a line starts
 * the trade, each expected item should appear somewhere in the estimate. Possibly missing items are not
 * priced.
 */
export function checkMissingItems(lines: readonly CheckedLine[], rules: readonly TradeRule[] = defaultTradeRules): Finding[] {
  const texts = lines.map((line) => normalise(line.description));
  // Descriptions repeat: each distinct one is matched once.
  const distinct = [...new Set(texts)];
  const phrases = (list: readonly string[] = []) => list.map(normalise);
  const matches = (text: string, list: readonly string[]) => list.some((phrase) => hasPhrase(text, phrase));
  const findings: Finding[] = [];
  for (const rule of rules) {
    const when = phrases(rule.when);
    const unless = phrases(rule.unless);
    const starting = new Set(distinct.filter((text) => matches(text, when) && !matches(text, unless)));
    if (starting.size === 0) continue;
    const triggers = lines.filter((_, i) => starting.has(texts[i]!));
    for (const item of rule.expect) {
      const match = phrases(item.match);
      const not = phrases(item.unless);
      if (distinct.some((text) => matches(text, match) && !matches(text, not))) continue;
      findings.push({
        kind: 'missing-item',
        reason: 'expected',
        refs: triggers.map(ref),
        subject: item.item,
        trade: rule.trade,
        expected: { type: 'item', text: item.item },
        found: { type: 'absent' },
        stake: null,
      });
    }
  }
  return findings;
}

/** What one line contributes to a total of `measure`, as the file states it (or as it follows from the rest). */
function lineAmount(line: CheckedLine, measure: MoneyField): number {
  switch (measure) {
    case 'extended':
      return extendedOf(line);
    case 'rcv':
      return valueOf(line);
    case 'acv':
      return line.acv ?? valueOf(line) - (line.depreciation ?? 0);
    case 'unitPrice':
      return 0;
    default:
      return line[measure] ?? 0;
  }
}

/** The total rows of the file against the sum of the lines they cover. */
export function checkTotalRows(lines: readonly CheckedLine[], totals: readonly TotalRow[]): Finding[] {
  const findings: Finding[] = [];
  for (const total of totals) {
    const covered = lines.slice(total.from, total.to);
    for (const [measure, found] of Object.entries(total.amounts) as [MoneyField, number][]) {
      if (measure === 'unitPrice') continue;
      const expected = covered.reduce((sum, line) => sum + lineAmount(line, measure), 0);
      if (!differs(found, expected)) continue;
      findings.push({
        kind: 'total',
        reason: total.scope,
        refs: [{ row: total.row, line: null }],
        subject: total.label,
        measure,
        ...misfit(expected, found),
      });
    }
  }
  return findings;
}
