/**
 * A run of lines as one string, each word at a known offset, so that wording that runs over lines, columns and
 * pages ('is deleted and replaced by the / following:') is found with one pattern and quoted where it is printed.
 */
import { quoteOf, type At } from './quote';
import type { Line } from './text';
import type { Quote } from './types';

export interface Stream {
  readonly text: string;
  readonly lines: readonly Line[];
  /** For each word, in order: its offset in the text, its line's position in `lines` and its place in the line. */
  readonly offsets: Int32Array;
  readonly lineOf: Int32Array;
  readonly wordOf: Int32Array;
}

export function streamOf(lines: readonly Line[]): Stream {
  const count = lines.reduce((sum, line) => sum + line.words.length, 0);
  const offsets = new Int32Array(count);
  const lineOf = new Int32Array(count);
  const wordOf = new Int32Array(count);
  const parts: string[] = [];
  let offset = 0;
  let at = 0;
  lines.forEach((line, position) => {
    line.words.forEach((word, index) => {
      offsets[at] = offset;
      lineOf[at] = position;
      wordOf[at] = index;
      parts.push(word.text);
      offset += word.text.length + 1;
      at += 1;
    });
  });
  return { text: parts.join(' '), lines, offsets, lineOf, wordOf };
}

/** The word an offset of the text falls in (or the next word, for an offset on a space). */
export function wordAt(stream: Stream, offset: number): number {
  let lo = 0;
  let hi = stream.offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (stream.offsets[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The place of a word of the stream. */
export const placeOf = (stream: Stream, word: number): At => ({ line: stream.lines[stream.lineOf[word]!]!, word: stream.wordOf[word]! });

/** The printed words of the text between two offsets (the end excluded), as a quote. */
export function quoteSpan(stream: Stream, from: number, to: number): Quote {
  const first = wordAt(stream, from);
  const last = Math.max(first, wordAt(stream, Math.max(from, to - 1)));
  return quoteOf(stream.lines, placeOf(stream, first), placeOf(stream, last));
}

/** The offset where the words of a line start in the stream. */
export function lineOffset(stream: Stream, position: number): number {
  let lo = 0;
  let hi = stream.lineOf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stream.lineOf[mid]! < position) lo = mid + 1;
    else hi = mid;
  }
  return stream.offsets[lo] ?? stream.text.length;
}
