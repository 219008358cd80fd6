/**
 * Small pages for the policy reader's unit tests: each line of text placed where a page prints it, one run per
 * line (or per column part), in a regular or a bold font.
 */
import type { PdfPage, TextItem } from '@/lib/pdf/page';

export interface Run {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly bold?: boolean;
  readonly size?: number;
}

/** A run's width as Helvetica at 10 points prints it, near enough: half its size per character. */
const item = ({ x, y, text, bold = false, size = 10 }: Run): TextItem => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
  font: bold ? 'bold' : 'regular',
});

export const pageOf = (number: number, runs: readonly Run[], width = 612, height = 792): PdfPage => ({
  number,
  width,
  height,
  items: runs.map(item),
});

/** Lines down a column from `y`, a line every 12 points. */
export const column = (x: number, y: number, lines: readonly (string | Omit<Run, 'x' | 'y'>)[]): Run[] =>
  lines.map((line, index) => (typeof line === 'string' ? { x, y: y + index * 12, text: line } : { ...line, x, y: y + index * 12 }));
