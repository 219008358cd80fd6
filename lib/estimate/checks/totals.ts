/**
 * The totals a file prints against the lines they cover. A total that differs is judged only when every line it
 * may cover was read: one that spans or touches lines that could not be read, or that the file does not hold, is
 * left unchecked, since the difference may be those lines. A file may also leave lines out of its own totals (a
 * code upgrade paid only when incurred): a total that matches without such lines, and only without them, matches.
 */
import type { MoneyField } from '@/lib/estimate/fields';
import { setApartPhrases } from '@/lib/estimate/rules';
import type { Gap } from '../coverage';
import { hasPhrase, normalise, remembered } from '../text';
import type { CheckedLine, Finding, TotalRow } from '../types';
import { sumOf } from './arithmetic';
import { differs, misfit, ref } from './shared';

export type TotalStatus = 'matched' | 'unmatched' | 'not-checked';

export interface TotalCheck {
  readonly total: TotalRow;
  readonly status: TotalStatus;
  /** Why a total was not checked: it may cover lines that were not read, or lines the file does not hold. */
  readonly gap?: Gap['kind'];
  /** Lines in its scope that it leaves out, as the file does. */
  readonly setApart: readonly CheckedLine[];
}

const setApartText = remembered((text) => setApartPhrases.some((phrase) => hasPhrase(normalise(text), phrase)));
/** A line the file says it pays only once incurred, which its totals may leave out. */
const paidApart = (line: CheckedLine) => setApartText(`${line.description} ${line.note}`);

const measuresOf = (total: TotalRow) => (Object.keys(total.amounts) as MoneyField[]).filter((measure) => measure !== 'unitPrice');

/** Measures every line states or derives: a total's RCV and ACV can always be checked, its tax only where lines print theirs. */
const derived: ReadonlySet<MoneyField> = new Set(['rcv', 'acv']);

/** `total` with only the amounts the lines can be checked against (not a tax the lines print only as a flag, `T`). */
function checkable(total: TotalRow, lines: readonly CheckedLine[]): TotalRow {
  const kept = measuresOf(total).filter((measure) => derived.has(measure) || lines.some((line) => line[measure] !== null));
  return { ...total, amounts: Object.fromEntries(kept.map((measure) => [measure, total.amounts[measure]!])) };
}

/** Whether `lines` add up to every amount `total` states. */
const adds = (total: TotalRow, lines: readonly CheckedLine[]) =>
  measuresOf(total).every((measure) => !differs(total.amounts[measure]!, sumOf(lines, measure)));

/** Whether a gap at `at` may hold lines of `total`: inside or at the edge of its scope, or anywhere before it for a roll-up. */
function touches(total: TotalRow, at: number): boolean {
  if (total.scope === 'section') return total.from <= at && at <= total.to;
  return at <= total.to;
}

/**
 * `total` against its lines. `starts` are where earlier groups began: a roll-up that does not add up from where the
 * reader put its start may add up from another (a room that began after lines the file does not hold).
 */
function check(total: TotalRow, lines: readonly CheckedLine[], gaps: readonly Gap[], starts: ReadonlySet<number>): TotalCheck {
  const covered = lines.slice(total.from, total.to);
  if (adds(total, covered)) return { total, status: 'matched', setApart: [] };
  if (total.scope !== 'section') {
    const from = [...starts].find((start) => start <= total.to && adds(total, lines.slice(start, total.to)));
    if (from !== undefined) return { total: { ...total, from }, status: 'matched', setApart: [] };
  }
  const apart = covered.filter(paidApart);
  if (
    apart.length > 0 &&
    adds(
      total,
      covered.filter((line) => !paidApart(line)),
    )
  )
    return { total, status: 'matched', setApart: apart };
  if (total.scope === 'section') {
    // Lines missing inside a room's run: the room the total closes may begin after them (a page not in the file).
    const inside = gaps.flatMap((gap) => gap.at).filter((at) => total.from < at && at < total.to);
    const start = inside.length > 0 ? Math.max(...inside) : null;
    if (start !== null && adds(total, lines.slice(start, total.to)))
      return { total: { ...total, from: start }, status: 'matched', setApart: [] };
  }
  const near = gaps.filter((gap) => gap.at.some((at) => touches(total, at)));
  if (near.length > 0)
    return { total, status: 'not-checked', gap: near.some((gap) => gap.kind === 'unread') ? 'unread' : 'absent', setApart: [] };
  return { total, status: 'unmatched', setApart: [] };
}

/** Each total that states an amount, checked against the lines it covers. */
export function checkTotals(lines: readonly CheckedLine[], totals: readonly TotalRow[], gaps: readonly Gap[]): TotalCheck[] {
  const starts = new Set([0]);
  return totals
    .map((total) => checkable(total, lines))
    .filter((total) => measuresOf(total).length > 0)
    .map((total) => {
      const checked = check(total, lines, gaps, starts);
      starts.add(checked.total.from).add(checked.total.to);
      return checked;
    });
}

/** The findings of the totals that differ from their lines. */
export function totalFindings(checks: readonly TotalCheck[], lines: readonly CheckedLine[]): Finding[] {
  return checks
    .filter((entry) => entry.status === 'unmatched')
    .flatMap(({ total }) => {
      const covered = lines.slice(total.from, total.to);
      return measuresOf(total).flatMap((measure): Finding[] => {
        const expected = sumOf(covered, measure);
        const found = total.amounts[measure]!;
        if (!differs(found, expected)) return [];
        return [{ kind: 'total', reason: total.scope, refs: [ref(total)], subject: total.label, measure, ...misfit(expected, found) }];
      });
    });
}

/** The findings of `totals` against the lines they cover, lines missing at `gaps` (none by default). */
export const checkTotalRows = (lines: readonly CheckedLine[], totals: readonly TotalRow[], gaps: readonly Gap[] = []) =>
  totalFindings(checkTotals(lines, totals, gaps), lines);
