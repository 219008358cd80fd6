/**
 * The reader's verdict on its own reading, before anything is said about the file: whole, partial (numbered lines
 * it could not read, named) or misread (most of the file's totals disagree with what was read, in more than one
 * way: the fault is taken to be the reader's). Totals that cannot be judged on such a reading are left unchecked.
 */
import type { TotalCheck } from './checks';
import { sumOf } from './checks';
import type { Numbering } from './coverage';
import type { CheckedLine, Coverage, LineRef } from './types';

/** The amount by which a total differs from its lines, on the first measure it states. */
function difference({ total }: TotalCheck, lines: readonly CheckedLine[]): number {
  const [measure, amount] = Object.entries(total.amounts).find(([measure]) => measure !== 'unitPrice') ?? [];
  return measure === undefined ? 0 : amount! - sumOf(lines.slice(total.from, total.to), measure as Parameters<typeof sumOf>[1]);
}

/**
 * Most totals differ, and not by one amount: one wrong line makes its room's total, its level's and the estimate's
 * differ by the same amount, which is the file's error; differences of many amounts are the reader's.
 */
function mostDisagree(checks: readonly TotalCheck[], lines: readonly CheckedLine[]): boolean {
  const unmatched = checks.filter((entry) => entry.status === 'unmatched');
  const matched = checks.filter((entry) => entry.status === 'matched').length;
  if (unmatched.length < 2 || unmatched.length <= matched) return false;
  return new Set(unmatched.map((entry) => difference(entry, lines))).size > 1;
}

const refOf = ({ row, line, page }: LineRef): LineRef => (page === undefined ? { row, line } : { row, line, page });

export function judgeReading(
  numbering: Numbering,
  checks: readonly TotalCheck[],
  lines: readonly CheckedLine[],
): { readonly coverage: Coverage; readonly checks: readonly TotalCheck[] } {
  const verdict: Coverage['verdict'] = numbering.unread.length > 0 ? 'partial' : mostDisagree(checks, lines) ? 'misread' : 'whole';
  const judged =
    verdict === 'whole'
      ? checks
      : checks.map((entry) =>
          entry.status === 'unmatched' ? { ...entry, status: 'not-checked' as const, gap: 'unread' as const } : entry,
        );
  const { numbered, read, unread, absent, missingPages } = numbering;
  const setApart = [...new Set(checks.flatMap((entry) => entry.setApart))].map(refOf);
  return { coverage: { numbered, read, unread, absent, missingPages, setApart, verdict }, checks: judged };
}
