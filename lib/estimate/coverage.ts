/**
 * How much of a file was read, from what the file states about itself: its lines are numbered, so a number the
 * file prints that was not read is a line the reader missed, and a number it skips is a line the file does not hold
 * (deleted, or on a page that is not in the file, as its own page numbers show).
 */
import type { AbsentNumbers, CheckedLine, Extract, PrintedNumber, UnreadLine } from './types';

/** A line number's value without its suffix (`10a` → 10); null when it is not a number. */
export function numberValue(line: string | null | undefined): number | null {
  const match = /^(\d{1,5})[a-z]?$/i.exec(line ?? '');
  return match ? Number(match[1]) : null;
}

/** Where lines are missing among those read: after which of them (indices into the lines, 0 to their count). */
export interface Gap {
  readonly kind: 'unread' | 'absent';
  readonly at: readonly number[];
}

export interface Numbering {
  readonly numbered: boolean;
  readonly read: number;
  readonly unread: readonly UnreadLine[];
  readonly absent: readonly AbsentNumbers[];
  readonly missingPages: readonly { readonly from: number; readonly to: number }[];
  readonly gaps: readonly Gap[];
}

/** A share of the lines read that must carry a number for the file to count as numbered. */
const NUMBERED_SHARE = 0.8;

/** Printed numbers that were not read and that belong to the file's numbering: within it, or going on past its end. */
function unreadNumbers(printed: readonly PrintedNumber[], read: ReadonlySet<string>, min: number, max: number): PrintedNumber[] {
  const candidates = printed
    .filter((number) => !number.read && !read.has(number.line) && numberValue(number.line) !== null)
    .sort((a, b) => numberValue(a.line)! - numberValue(b.line)!);
  const taken = new Map<string, PrintedNumber>();
  let last = max;
  for (const candidate of candidates) {
    const value = numberValue(candidate.line)!;
    if (taken.has(candidate.line) || value < min) continue;
    if (value > last + 1) break;
    taken.set(candidate.line, candidate);
    last = Math.max(last, value);
  }
  return [...taken.values()];
}

/** The numbers from `min` to `max` in neither set, as ranges. */
function absentRanges(min: number, max: number, present: ReadonlySet<number>): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (let value = min; value <= max; value += 1) {
    if (present.has(value)) continue;
    const open = ranges.at(-1);
    if (open && open.to === value - 1) open.to = value;
    else ranges.push({ from: value, to: value });
  }
  return ranges;
}

/** Runs of page numbers that the file's own numbering says it does not hold: a jump between two pages that follow each other. */
function missingPages(labels: readonly { readonly page: number; readonly label: number }[]): { from: number; to: number }[] {
  const sorted = [...labels].sort((a, b) => a.page - b.page);
  const missing: { from: number; to: number }[] = [];
  sorted.forEach((entry, i) => {
    const next = sorted[i + 1];
    if (next && next.page === entry.page + 1 && next.label > entry.label + 1) missing.push({ from: entry.label + 1, to: next.label - 1 });
  });
  return missing;
}

/** The index in `lines` of the line whose number is the nearest below `value` (or above, with `above`). */
function nearest(lines: readonly CheckedLine[], value: number, above: boolean): number | null {
  let best: { index: number; value: number } | null = null;
  lines.forEach((line, index) => {
    const own = numberValue(line.line);
    if (own === null || (above ? own <= value : own >= value)) return;
    if (!best || (above ? own < best.value : own > best.value)) best = { index, value: own };
  });
  return (best as { index: number } | null)?.index ?? null;
}

/** The file's numbering against the lines read. */
export function checkNumbering({ lines, skipped, selfStated }: Pick<Extract, 'lines' | 'skipped' | 'selfStated'>): Numbering {
  const unpriced = skipped.filter((row) => row.reason.kind === 'unpriced');
  const readLines = [...lines.map((line) => line.line), ...unpriced.map((row) => row.line ?? null)];
  const values = readLines.map(numberValue).filter((value): value is number => value !== null);
  const numbered = values.length >= 2 && values.length >= NUMBERED_SHARE * readLines.length;
  const pages = missingPages(selfStated?.pageLabels ?? []);
  const none = { numbered, read: readLines.length, unread: [], absent: [], missingPages: pages, gaps: [] };
  // A table export holds every line as a row of its own (a row not read is listed as skipped); its numbers are the
  // program's, with gaps where lines were deleted. Only a print is checked against the numbers it prints.
  if (!numbered || !selfStated) return none;
  // Estimates number their lines from 1: a file whose first number is higher lacks the lines before it.
  const min = 1;
  const max = Math.max(...values);
  const unread = unreadNumbers(selfStated?.numbers ?? [], new Set(readLines.filter((line) => line !== null)), min, max);
  const present = new Set([...values, ...unread.map((number) => numberValue(number.line)!)]);
  const labelOf = new Map((selfStated?.pageLabels ?? []).map((entry) => [entry.page, entry.label]));
  const absent = absentRanges(min, max, present).map(({ from, to }) => {
    const previous = nearest(lines, from, false);
    const next = nearest(lines, to, true);
    const fromLabel = previous === null ? undefined : labelOf.get(lines[previous]!.page ?? 0);
    const toLabel = next === null ? undefined : labelOf.get(lines[next]!.page ?? 0);
    const pagesMissing =
      fromLabel !== undefined && toLabel !== undefined && pages.some((range) => range.from > fromLabel && range.from <= toLabel);
    const at = [...new Set([previous === null ? 0 : previous + 1, next ?? lines.length])];
    return { range: { from, to, pagesMissing }, gap: { kind: 'absent' as const, at } };
  });
  return {
    numbered,
    read: readLines.length,
    unread: unread.map(({ line, page, printed }) => ({ line, page, printed })),
    absent: absent.map((entry) => entry.range),
    missingPages: pages,
    gaps: [...unread.map((number) => ({ kind: 'unread' as const, at: [number.before] })), ...absent.map((entry) => entry.gap)],
  };
}
