/** Items that repeat: the same line twice in one room, and the same item at two prices in one estimate. */
import { billedItemPhrases, inventoryNotePhrases } from '@/lib/estimate/rules';
import { sameItemKey } from '../same-item';
import { hasPhrase, normalise, remembered } from '../text';
import type { CheckedLine, Finding } from '../types';
import { groupBy } from '@/lib/group-by';
import { cents, ref, valueOf } from './shared';

const joined = (...parts: readonly (string | number)[]) => parts.join('\u0000');
const billedDescription = remembered((description) => billedItemPhrases.some((phrase) => hasPhrase(normalise(description), phrase)));
const billed = (line: CheckedLine) => billedDescription(line.description);
const inventoryNote = remembered((note) => inventoryNotePhrases.some((phrase) => hasPhrase(normalise(note), phrase)));
const roomOf = (lines: readonly CheckedLine[]) => (lines[0]!.room ? { room: lines[0]!.room } : {});

/** Lines that repeat one another: one of them should be there, the rest are at stake. */
function duplicateOf(lines: readonly CheckedLine[]): Finding {
  return {
    kind: 'duplicate',
    reason: 'exact',
    refs: lines.map(ref),
    subject: lines[0]!.description,
    ...roomOf(lines),
    expected: { type: 'count', count: 1 },
    found: { type: 'count', count: lines.length },
    stake: Math.abs(lines.slice(1).reduce((sum, line) => sum + valueOf(line), 0)),
  };
}

/**
 * Duplicate lines within one room: the same item (by `sameItemKey`) with the same quantity and unit price more
 * than once. The same item in two rooms is two items, the same item at two prices in one room is two kinds of
 * work (removing and replacing it), and lines whose notes differ were told apart by the estimator ("top
 * layer", "underside of the furring"). Lines with no quantity are left out. The money at stake is what the
 * copies after the first add.
 *
 * A room is a run of lines of one room in file order: estimates list their lines room by room, and a
 * building of several units repeats its rooms' names (and codes) in each, so a name met again after other
 * rooms is another room.
 */
export function checkDuplicates(lines: readonly CheckedLine[]): Finding[] {
  let run = 0;
  const runs = new Map<CheckedLine, number>();
  lines.forEach((line, i) => {
    if (i > 0 && line.roomKey !== lines[i - 1]!.roomKey) run += 1;
    runs.set(line, run);
  });
  const groups = groupBy(lines, (line) => {
    // Lines equal in every figure are one item twice even where the file does not say their activity.
    const item = sameItemKey(line, line.activity ?? '');
    if (line.quantity === 0 || item === null || inventoryNote(line.note)) return null;
    return joined(
      runs.get(line)!,
      item,
      normalise(line.description),
      line.quantity,
      Math.round(line.unitPrice ?? valueOf(line)),
      normalise(line.note),
    );
  });
  const findings: Finding[] = [];
  for (const group of groups.values()) if (group.length > 1) findings.push(duplicateOf(group));
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}

/**
 * The same item (by `sameItemKey`) at more than one unit price in one estimate, even twice: a price list
 * applies one price to an item. The price most of its lines carry is taken as the expected one (the earliest
 * on a tie); each other price is a finding naming its lines and the first line at the expected price. A
 * price a few cents off (`isMinorPrice`: the item priced on another day) is marked minor. Lines without a
 * price or a quantity are left out, and so are lines whose activity the file does not say (removing an item
 * and replacing it are priced apart) and lines priced by their own invoice or bid. The money at stake is the
 * difference times the quantity of each line at the other price.
 */
export function checkPriceDifferences(lines: readonly CheckedLine[]): Finding[] {
  const groups = groupBy(lines, (line) => {
    if (line.unitPrice === null || line.unitPrice <= 0 || line.quantity === 0 || line.activity === null || billed(line)) return null;
    return sameItemKey(line);
  });
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    const byPrice = groupBy(group, (line) => String(Math.round(line.unitPrice!)));
    if (byPrice.size < 2) continue;
    const [expected, ...others] = [...byPrice.values()].sort((a, b) => b.length - a.length || a[0]!.row - b[0]!.row);
    const price = expected![0]!.unitPrice!;
    for (const other of others) {
      const found = other[0]!.unitPrice!;
      findings.push({
        kind: 'price',
        reason: 'differs',
        refs: [expected![0]!, ...other].sort((a, b) => a.row - b.row).map(ref),
        subject: other[0]!.description,
        expected: cents(price),
        found: cents(found),
        stake: Math.round(other.reduce((sum, line) => sum + Math.abs(found - price) * Math.abs(line.quantity), 0)),
        ...(isMinorPrice(price, found) ? { minor: true } : {}),
      });
    }
  }
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}

/** A unit price under a dollar and under a tenth from another is the same item priced on another day, not a price changed. */
export const isMinorPrice = (expected: number, found: number) => {
  const difference = Math.abs(found - expected);
  return difference < 100 && difference < 0.1 * Math.abs(expected);
};
