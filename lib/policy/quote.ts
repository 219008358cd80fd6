/**
 * The printed words an item rests on, and where they are: a run of words from one line to another (across a
 * column or a page), quoted as printed with a box around its part of each line.
 */
import type { Line } from './text';
import type { Box, Quote, Source } from './types';

/** A place in a document's lines: a line and a word of it. */
export interface At {
  readonly line: Line;
  readonly word: number;
}

/** Words [from, to] of a run of consecutive lines (to included), as a quote. */
export function quoteOf(lines: readonly Line[], from: At, to: At): Quote {
  const start = positionOf(lines, from.line);
  const end = positionOf(lines, to.line);
  const segments: { line: Line; from: number; to: number }[] = [];
  for (let index = start; index >= 0 && index <= end; index += 1) {
    const line = lines[index]!;
    segments.push({ line, from: index === start ? from.word : 0, to: index === end ? to.word : line.words.length - 1 });
  }
  return quoteWords(segments);
}

/** Words of lines (each line's words [from, to]), in order, as a quote: a table row, a label and the row it goes on in. */
export function quoteWords(segments: readonly { readonly line: Line; readonly from: number; readonly to: number }[]): Quote {
  const boxes: Box[] = [];
  const texts: string[] = [];
  for (const { line, from, to } of segments) {
    const words = line.words.slice(from, to + 1);
    if (words.length === 0) continue;
    texts.push(words.map((word) => word.text).join(' '));
    boxes.push({
      page: line.page,
      x0: round(words[0]!.x0),
      y0: round(Math.min(...words.map((word) => word.y - 0.8 * word.size))),
      x1: round(words.at(-1)!.x1),
      y1: round(Math.max(...words.map((word) => word.y + 0.25 * word.size))),
    });
  }
  return { text: texts.join(' '), boxes };
}

/** Whole lines as a quote. */
export const linesQuote = (lines: readonly Line[], first: Line, last: Line = first) =>
  quoteOf(lines, { line: first, word: 0 }, { line: last, word: last.words.length - 1 });

/** A source: the document, the page the words start on, and the words. */
export const sourceOf = (document: string, quote: Quote): Source => ({ document, page: quote.boxes[0]?.page ?? 0, quote });

/** Where a line is in a run of lines kept in reading order (by binary search on its index). */
export function positionOf(lines: readonly Line[], line: Line): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const index = lines[mid]!.index;
    if (index === line.index) return mid;
    if (index < line.index) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const round = (value: number) => Math.round(value * 10) / 10;
