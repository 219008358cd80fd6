/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFromTable, isProblem, readFile } from '@/lib/estimate/readers';
import { compareEstimates, type MatchBasis, type PairStatus } from '@/lib/estimate/compare';

/**
 * Every generated pair (scripts/data/estimate-pairs.mjs) gives exactly its expected comparison: the lines
 * matched, the lines one side only has, the statuses it names and the RCV difference. A new pair needs no edit.
 */
const folder = join(__dirname, '../../../../fixtures/estimates');
interface Expected {
  readonly a: string;
  readonly b: string;
  readonly matched?: Readonly<Record<string, string>>;
  readonly matchedCount?: number;
  readonly onlyA?: readonly string[];
  readonly onlyB?: readonly string[];
  readonly statuses?: Readonly<Record<string, PairStatus>>;
  /** Why lines were matched, by side A's line, where it matters. */
  readonly bases?: Readonly<Record<string, MatchBasis>>;
  readonly rcvDifference?: number;
}
const expected = JSON.parse(readFileSync(join(folder, 'pairs/expected.json'), 'utf8')) as Record<string, Expected>;

async function side(path: string) {
  const read = await readFile(new Uint8Array(readFileSync(join(folder, path))), path);
  const extract = 'table' in read ? extractFromTable(read.table) : 'extract' in read ? read.extract : read;
  if (isProblem(extract)) throw new Error(`${path}: ${extract.kind}`);
  return { name: path, extract };
}

describe.each(Object.entries(expected))('the pair “%s”', (name, want) => {
  it('compares as expected', async () => {
    const comparison = compareEstimates(await side(want.a), await side(want.b));
    const numbers = (items: readonly { line: string | null }[]) => items.map((item) => item.line ?? '?').join('+');
    const matched = comparison.pairs.filter((pair) => pair.a.length > 0 && pair.b.length > 0);
    if (want.matched) expect(Object.fromEntries(matched.map((pair) => [numbers(pair.a), numbers(pair.b)]))).toEqual(want.matched);
    if (want.matchedCount !== undefined) expect(matched).toHaveLength(want.matchedCount);
    if (want.onlyA) expect(comparison.pairs.filter((pair) => pair.b.length === 0).map((pair) => numbers(pair.a))).toEqual(want.onlyA);
    if (want.onlyB) expect(comparison.pairs.filter((pair) => pair.a.length === 0).map((pair) => numbers(pair.b))).toEqual(want.onlyB);
    const statuses = Object.fromEntries(matched.map((pair) => [numbers(pair.a), pair.status]));
    for (const [line, status] of Object.entries(want.statuses ?? {})) expect([line, statuses[line]]).toEqual([line, status]);
    const bases = Object.fromEntries(matched.map((pair) => [numbers(pair.a), pair.match?.basis]));
    for (const [line, basis] of Object.entries(want.bases ?? {})) expect([line, bases[line]]).toEqual([line, basis]);
    const unnamed = matched.filter((pair) => !want.statuses?.[numbers(pair.a)] && want.matched).map((pair) => pair.status);
    if (name !== 'supplement' && name !== 'split' && name !== 'wording')
      expect(new Set(unnamed)).toEqual(new Set(unnamed.length > 0 ? ['same'] : []));
    if (want.rcvDifference !== undefined) expect(comparison.totals[1].rcv - comparison.totals[0].rcv).toBe(want.rcvDifference);
    const { waterfall } = comparison;
    expect(Object.values(waterfall).reduce((sum, part) => sum + part, 0)).toBe(comparison.stated[1] - comparison.stated[0]);
    expect(comparison.problem).toBeNull();
  }, 60_000); // a PDF loads pdf.js, which jest compiles on first use: seconds on a loaded machine
});

describe('what the comparison refuses to call a comparison', () => {
  it('says when two files hold the same estimate, and when two estimates have nothing in common', async () => {
    const clean = await side('clean.csv');
    expect(compareEstimates(clean, await side('clean.csv')).problem).toBe('same-estimate');
    expect(compareEstimates(clean, await side('corpus/xactimate-repeats.csv')).problem).toBe('nothing-in-common');
  });

  it('never says two estimates have nothing in common when one of them was not read whole', async () => {
    const unread = await side('corpus/unreadable-lines.pdf');
    const comparison = compareEstimates(await side('corpus/xactimate-repeats.csv'), unread);
    expect(comparison.pairs.filter((pair) => pair.a.length > 0 && pair.b.length > 0)).toHaveLength(0);
    expect(comparison.readings[1].coverage.unread.map((line) => line.line)).toEqual(['3', '11']);
    expect(comparison.problem).toBeNull();
  }, 60_000);
});
