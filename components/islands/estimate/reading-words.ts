/**
 * How much of a file was read, in the words of `content/estimator-checker-copy.ts` (`reading`): one line that a
 * visitor can trust ("21 of 21 numbered lines read · 9 of 9 printed totals match"), then a note for each thing the
 * reading could not vouch for. The checker's report and each side of the comparison say it the same way.
 */
import type { ReadingCopy } from '@/content/estimator-checker-copy';
import type { AbsentNumbers, Coverage, Reconciliation } from '@/lib/estimate/types';
import { formatCount, formatList } from '@/lib/numbers';
import { fillTemplate } from '@/lib/template';

export interface ReadingNote {
  readonly kind: 'unread' | 'misread' | 'absent' | 'set-apart';
  readonly text: string;
  /** The rows of lines that could not be read, as printed. */
  readonly printed?: readonly { readonly line: string; readonly page: number; readonly text: string }[];
}

const range = ({ from, to }: { from: number; to: number }) => (from === to ? String(from) : `${from}–${to}`);

/** "line 12", "lines 12, 13 and 20". */
function linesText(copy: ReadingCopy, lines: readonly string[]): string {
  return fillTemplate(lines.length === 1 ? copy.line.one : copy.line.many, { lines: formatList(lines) });
}

/** "page 6", "pages 6 and 7". */
function pagesText(copy: ReadingCopy, pages: readonly number[]): string {
  const distinct = [...new Set(pages)].sort((a, b) => a - b);
  return distinct.length === 1
    ? fillTemplate(copy.page, { page: String(distinct[0]) })
    : fillTemplate(copy.pages, { pages: formatList(distinct.map(String)) });
}

/**
 * The one line: lines read (of those the file numbers, and how many print no price), and the printed totals matched
 * (and how many could not be checked).
 */
export function readingSummary(copy: ReadingCopy, coverage: Coverage, reconciliation: Reconciliation, unpriced: number): string {
  const printed = coverage.read + coverage.unread.length;
  let lines = coverage.numbered
    ? fillTemplate(copy.lines.numbered, { read: formatCount(coverage.read), printed: formatCount(printed) })
    : fillTemplate(copy.lines.plain, { read: formatCount(coverage.read) });
  if (unpriced > 0) lines += ` (${fillTemplate(copy.lines.unpriced, { count: formatCount(unpriced) })})`;
  const { checked, unmatched, notChecked } = reconciliation;
  let totals = copy.totals.none;
  if (checked > 0) {
    const matched = checked - unmatched.length - notChecked.length;
    totals = fillTemplate(copy.totals.checked, { matched: formatCount(Math.max(0, matched)), checked: formatCount(checked) });
    if (notChecked.length > 0) totals += `, ${fillTemplate(copy.totals.notChecked, { count: formatCount(notChecked.length) })}`;
  }
  return `${lines} · ${totals}`;
}

function absentNote(copy: ReadingCopy, absent: readonly AbsentNumbers[], coverage: Coverage, reconciliation: Reconciliation): string {
  const ranges = formatList(absent.map(range));
  if (absent.some((entry) => entry.pagesMissing))
    return fillTemplate(copy.absentPages, { ranges, pages: formatList(coverage.missingPages.map(range)) });
  // Every total matched the lines held: the numbers were skipped on purpose (lines deleted before printing).
  if (reconciliation.notChecked.length === 0 && reconciliation.unmatched.length === 0)
    return fillTemplate(copy.skippedOnPurpose, { ranges });
  return fillTemplate(copy.absent, { ranges });
}

/** What the reading could not vouch for, each said once, in the order a reader needs it. */
export function readingNotes(copy: ReadingCopy, coverage: Coverage, reconciliation: Reconciliation): ReadingNote[] {
  const notes: ReadingNote[] = [];
  if (coverage.unread.length > 0) {
    notes.push({
      kind: 'unread',
      text: fillTemplate(copy.unread, {
        lines: linesText(
          copy,
          coverage.unread.map((line) => line.line),
        ),
        pages: pagesText(
          copy,
          coverage.unread.map((line) => line.page),
        ),
      }),
      printed: coverage.unread.map(({ line, page, printed }) => ({ line, page, text: printed })),
    });
  }
  if (coverage.verdict === 'misread') notes.push({ kind: 'misread', text: copy.misread });
  if (coverage.absent.length > 0) notes.push({ kind: 'absent', text: absentNote(copy, coverage.absent, coverage, reconciliation) });
  if (coverage.setApart.length > 0) {
    const lines = coverage.setApart.map((ref) => ref.line ?? String(ref.row));
    notes.push({ kind: 'set-apart', text: fillTemplate(copy.setApart, { lines: linesText(copy, lines) }) });
  }
  return notes;
}
