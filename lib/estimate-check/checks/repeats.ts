/** Items that repeat: the same line twice in one room, and the same item at two prices in one estimate. */
import { billedItemPhrases } from '@/content/estimate-check-rules';
import { hasPhrase, normalise, wordKey } from '../text';
import type { CheckedLine, Finding } from '../types';
import { cents, groupBy, ref, valueOf } from './shared';

const joined = (...parts: readonly (string | number)[]) => parts.join('\u0000');
const billed = (line: CheckedLine) => billedItemPhrases.some((phrase) => hasPhrase(normalise(line.description), phrase));
const roomOf = (lines: readonly CheckedLine[]) => (lines[0]!.room ? { room: lines[0]!.room } : {});

/** Lines that repeat one another: one of them should be there, the rest are at stake. */
function duplicateOf(reason: 'exact' | 'near', lines: readonly CheckedLine[]): Finding {
  return {
    kind: 'duplicate',
    reason,
    refs: lines.map(ref),
    subject: lines[0]!.description,
    ...roomOf(lines),
    expected: { type: 'count', count: 1 },
    found: { type: 'count', count: lines.length },
    stake: Math.abs(lines.slice(1).reduce((sum, line) => sum + valueOf(line), 0)),
  };
}

/**
 * Duplicate lines within one room: the same code, description, activity, quantity, unit and unit price more
 * than once (exact), or the same with the words in another order or under another code (near: "Drip edge –
 * aluminum" and "Aluminum drip edge"). The same item in two rooms is two items, and the same item at two
 * prices in one room is two kinds of work (removing and replacing it), and lines whose notes differ were told
 * apart by the estimator ("top layer", "underside of the furring"). Lines with no quantity are left out. The
 * money at stake is what the copies after the first add.
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
    const words = wordKey(line.description);
    if (line.quantity === 0 || words === '') return null;
    return joined(
      runs.get(line)!,
      normalise(line.activity ?? ''),
      line.unit,
      line.quantity,
      Math.round(line.unitPrice),
      normalise(line.note),
      words,
    );
  });
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const exact = groupBy(group, (line) => joined(normalise(line.code), normalise(line.description)));
    for (const same of exact.values()) if (same.length > 1) findings.push(duplicateOf('exact', same));
    if (exact.size > 1)
      findings.push(
        duplicateOf(
          'near',
          [...exact.values()].map((same) => same[0]!),
        ),
      );
  }
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}

/**
 * The same item (code, activity, description and unit) at more than one unit price in one estimate, even
 * twice: a price list applies one price to an item. The price most of its lines carry is taken as the
 * expected one (the earliest on a tie); each other price is a finding naming its lines and the first line at
 * the expected price. Lines without a price or a quantity are left out, and so are lines whose activity the
 * file does not say (removing an item and replacing it are priced apart) and lines priced by their own
 * invoice or bid. The money at stake is the difference times the quantity of each line at the other price.
 */
export function checkPriceDifferences(lines: readonly CheckedLine[]): Finding[] {
  const groups = groupBy(lines, (line) => {
    const words = wordKey(line.description);
    if (line.unitPrice <= 0 || line.quantity === 0 || words === '' || line.activity === null || billed(line)) return null;
    return joined(normalise(line.code), normalise(line.activity), line.unit, words);
  });
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    const byPrice = groupBy(group, (line) => String(Math.round(line.unitPrice)));
    if (byPrice.size < 2) continue;
    const [expected, ...others] = [...byPrice.values()].sort((a, b) => b.length - a.length || a[0]!.row - b[0]!.row);
    const price = expected![0]!.unitPrice;
    for (const other of others) {
      findings.push({
        kind: 'price',
        reason: 'differs',
        refs: [expected![0]!, ...other].sort((a, b) => a.row - b.row).map(ref),
        subject: other[0]!.description,
        expected: cents(price),
        found: cents(other[0]!.unitPrice),
        stake: Math.round(other.reduce((sum, line) => sum + Math.abs(line.unitPrice - price) * Math.abs(line.quantity), 0)),
      });
    }
  }
  return findings.sort((a, b) => a.refs[0]!.row - b.refs[0]!.row);
}
