/**
 * A page's text as lines in reading order, for documents set in two columns (insurance forms, contracts):
 * the left column, then the right, band by band, where a band ends at a line printed across both columns (a
 * title, a centred heading, a footer). Each word keeps its place on the page, so what is read from a line can
 * be shown where it is printed.
 */
import type { PdfPage, TextItem } from './page';

/** A word and where it is printed: its left and right edge, its baseline (from the top of the page) and size. */
export interface PlacedWord {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly y: number;
  readonly size: number;
  readonly font?: string;
}

export interface TextLine {
  readonly page: number;
  /** 0 for the left (or only) column, 1 for the right one; -1 for a line printed across both. */
  readonly column: number;
  /** Baseline, from the top of the page. */
  readonly y: number;
  readonly size: number;
  readonly x0: number;
  readonly x1: number;
  readonly words: readonly PlacedWord[];
  /** The words joined by single spaces. */
  readonly text: string;
}

/** Words whose baselines are closer than this share of the smaller font size are on one row. */
const SAME_ROW = 0.35;
/** Runs closer than this share of the font size are one word (a PDF may place each glyph apart). */
const SAME_WORD = 0.1;
/** Where a gutter is looked for: the middle of the page. */
const GUTTER_FROM = 0.28;
const GUTTER_TO = 0.72;

/** The words of one run, each placed by its share of the run's characters. */
function wordsOf(item: TextItem): PlacedWord[] {
  const perChar = item.text.length > 0 ? item.width / item.text.length : 0;
  const font = item.font ? { font: item.font } : {};
  return [...item.text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    x0: item.x + match.index * perChar,
    x1: item.x + (match.index + match[0].length) * perChar,
    y: item.y,
    size: item.size,
    ...font,
  }));
}

/** Runs on one baseline, top to bottom, each row's words left to right (touching runs joined into one word). */
function rowsOfItems(items: readonly TextItem[]): PlacedWord[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(item.y - first.y) <= SAME_ROW * Math.min(item.size, first.size)) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const words: PlacedWord[] = [];
    for (const item of row.sort((a, b) => a.x - b.x)) {
      const joinable = !/^\s/.test(item.text);
      wordsOf(item).forEach((word, index) => {
        const previous = words.at(-1);
        const touching =
          previous !== undefined &&
          index === 0 &&
          joinable &&
          Math.abs(previous.size - word.size) <= 0.15 * word.size &&
          word.x0 - previous.x1 < SAME_WORD * word.size &&
          word.x0 >= previous.x0;
        if (touching) words[words.length - 1] = { ...previous, text: previous.text + word.text, x1: word.x1 };
        else words.push(word);
      });
    }
    return words;
  });
}

const quantile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const median = (values: readonly number[]) => quantile(values, 0.5);

/** The white band between two columns: from the right edge of the left column to the left edge of the right one. */
export interface Gutter {
  readonly left: number;
  readonly right: number;
}

/**
 * Where a page set in two columns splits, or null: an upright band of white near the middle with many lines of
 * text on each side of it, lines that read as prose (most run up to the band or to the right edge, several
 * words long) — a table's label and amount columns are not text columns.
 */
export function gutterOf(rows: readonly (readonly PlacedWord[])[], width: number, height: number): Gutter | null {
  const from = Math.floor(width * GUTTER_FROM);
  const size = Math.ceil(width * GUTTER_TO) - from + 1;
  const at = (x: number) => Math.min(size, Math.max(0, Math.round(x) - from));
  // Per point of the band: rows with a word over it, rows that end before it, rows that start after it.
  const cover = new Int32Array(size + 2);
  const ends = new Int32Array(size + 2);
  const starts = new Int32Array(size + 2);
  const body = rows.filter((row) => row[0] && row[0].y > height * 0.06 && row[0].y < height * 0.94);
  for (const row of body) {
    for (const word of row) {
      const lo = at(word.x0 - 1);
      const hi = at(word.x1 + 1);
      if (lo >= size || hi <= 0) continue;
      cover[lo]! += 1;
      cover[hi + 1]! -= 1;
    }
    ends[at(row.at(-1)!.x1 + 1)]! += 1;
    starts[at(row[0]!.x0 - 1)]! += 1;
  }
  const covers = new Int32Array(size);
  const leftOf = new Int32Array(size);
  let covered = 0;
  let ended = 0;
  for (let x = 0; x < size; x += 1) {
    covered += cover[x]!;
    ended += ends[x]!;
    covers[x] = covered;
    leftOf[x] = ended;
  }
  const rightOf = new Int32Array(size);
  let started = 0;
  for (let x = size - 1; x >= 0; x -= 1) {
    started += starts[x + 1]!;
    rightOf[x] = started;
  }
  // Lines across both columns (a title, a footer) may cross the band; a few are allowed.
  const limit = Math.max(2, body.length * 0.1);
  // Rows with text on this side of x: those that end before it, and those that cross it without a word over it.
  const sides = (x: number) => {
    const across = body.length - leftOf[x]! - rightOf[x]! - covers[x]!;
    return Math.min(leftOf[x]! + across, rightOf[x]! + across);
  };
  // Of the runs of white, the one with most lines on both sides, favouring a wide one over the crack between a
  // list number and its text.
  let best: { lo: number; hi: number; lines: number; score: number } | null = null;
  for (let x = 0; x < size; x += 1) {
    if (covers[x]! > limit) continue;
    let hi = x;
    let lines = sides(x);
    while (hi + 1 < size && covers[hi + 1]! <= limit) {
      hi += 1;
      lines = Math.max(lines, sides(hi));
    }
    const score = lines * Math.min(hi - x + 1, 24);
    if (!best || score > best.score) best = { lo: x, hi, lines, score };
    x = hi;
  }
  if (!best || best.lines < Math.max(8, body.length * 0.25)) return null;
  const [left, right] = [from + best.lo, from + best.hi];
  const gutter = (left + right) / 2;
  const lefts = body.map((row) => row.filter((word) => word.x1 <= gutter)).filter((part) => part.length > 0);
  const rights = body.map((row) => row.filter((word) => word.x0 >= gutter)).filter((part) => part.length > 0);
  // Lines of text fill their column: most end near its right edge (justified or ragged), on both sides.
  const leftStart = quantile(
    lefts.map((part) => part[0]!.x0),
    0.1,
  );
  const rightEnd = quantile(
    rights.map((part) => part.at(-1)!.x1),
    0.9,
  );
  const full = (parts: readonly (readonly PlacedWord[])[], edge: number, width: number) =>
    parts.filter((part) => part.at(-1)!.x1 >= edge - 0.2 * width).length >= parts.length * 0.35;
  // Prose is mostly lower-case words; a schedule's labels, amounts and form numbers are not.
  const wordy = (parts: readonly (readonly PlacedWord[])[]) => {
    const words = parts.flat();
    const lower = words.filter((word) => /^[a-z][a-z'’,;:.)-]*$/.test(word.text)).length;
    return median(parts.map((part) => part.length)) >= 4 && lower >= words.length * 0.4;
  };
  const prose = full(lefts, left, left - leftStart) && full(rights, rightEnd, rightEnd - right) && wordy(lefts) && wordy(rights);
  return prose ? { left, right } : null;
}

function lineOf(page: number, column: number, words: readonly PlacedWord[]): TextLine {
  const sizes = new Map<number, number>();
  for (const word of words) sizes.set(word.size, (sizes.get(word.size) ?? 0) + word.text.length);
  const size = [...sizes].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const y = median(words.map((word) => word.y));
  return { page, column, y, size, x0: words[0]!.x0, x1: words.at(-1)!.x1, words, text: words.map((word) => word.text).join(' ') };
}

/** Below this many rows, a part of a page is not looked at for columns of its own. */
const FEWEST_ROWS = 10;
/** How many places a page's columns may start below its top are tried. */
const MOST_TRIES = 8;

/**
 * The gutter of a page, and the first row it divides: the whole page, or else the part below a schedule or a
 * title printed across the page (an endorsement's schedule above its two columns of text).
 */
function columnsOf(rows: readonly (readonly PlacedWord[])[], page: PdfPage): { gutter: Gutter; from: number } | null {
  const whole = gutterOf(rows, page.width, page.height);
  if (whole) return { gutter: whole, from: 0 };
  const middle = page.width / 2;
  const crosses = (row: readonly PlacedWord[]) => row.some((word) => word.x0 < middle && word.x1 > middle);
  // Where a part printed across the page gives way to one that is not: the few places two columns may start.
  let tries = 0;
  for (let index = 0; index + FEWEST_ROWS < rows.length && tries < MOST_TRIES; index += 1) {
    if (!crosses(rows[index]!) || crosses(rows[index + 1]!)) continue;
    tries += 1;
    const gutter = gutterOf(rows.slice(index + 1), page.width, page.height);
    if (gutter) return { gutter, from: index + 1 };
  }
  return null;
}

/**
 * The lines of a page in reading order. A page in one column reads top to bottom; a page in two reads band by
 * band, left column then right, a line printed across the gutter ending a band.
 */
export function linesOf(page: PdfPage): TextLine[] {
  return layoutOf(page).lines;
}

/** A page's rows across its whole width (what a table or a schedule is read from), and its lines in reading order. */
export function layoutOf(page: PdfPage): { readonly rows: TextLine[]; readonly lines: TextLine[] } {
  const placed = rowsOfItems(page.items).filter((row) => row.length > 0);
  const rows = placed.map((row) => lineOf(page.number, 0, row));
  return { rows, lines: linesFrom(placed, page, rows) };
}

function linesFrom(rows: readonly (readonly PlacedWord[])[], page: PdfPage, whole: TextLine[]): TextLine[] {
  const columns = columnsOf(rows, page);
  if (columns === null) return whole;
  const { gutter: band, from } = columns;
  // Right-column text may start anywhere in the band (a heading set out, a list number); left-column text ends at it.
  const gutter = band.left + Math.min(8, (band.right - band.left) / 2);
  const gap = 0.6 * (band.right - band.left);
  // A line across both columns (a title, a centred heading) has a word over the middle of the band, or words
  // closer than a column gap on either side of it.
  const across = (row: readonly PlacedWord[]) =>
    row.some((word, index) => {
      if (word.x0 < gutter - 1 && word.x1 > gutter + 1) return true;
      const next = row[index + 1];
      return (
        next !== undefined &&
        word.x0 + word.x1 < 2 * gutter &&
        next.x0 + next.x1 > 2 * gutter &&
        next.x0 - word.x1 < Math.min(gap, 1.2 * Math.min(word.size, next.size))
      );
    });
  const lines: TextLine[] = rows.slice(0, from).map((row) => lineOf(page.number, -1, row));
  let left: TextLine[] = [];
  let right: TextLine[] = [];
  const flush = () => {
    lines.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const row of rows.slice(from)) {
    if (across(row)) {
      flush();
      lines.push(lineOf(page.number, -1, row));
      continue;
    }
    const l = row.filter((word) => word.x1 <= gutter + 1);
    const r = row.filter((word) => word.x1 > gutter + 1);
    if (l.length > 0) left.push(lineOf(page.number, 0, l));
    if (r.length > 0) right.push(lineOf(page.number, 1, r));
  }
  flush();
  return lines;
}
