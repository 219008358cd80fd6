/**
 * A policy document as lines of text in reading order (left column, then right, page after page), each word
 * knowing where it is printed and whether it is set in a heavier font than the text around it (policies print
 * defined terms in bold). What every page repeats (a form number and copyright line, a page number, an
 * "Insured Copy" stamp) is marked as furniture, kept apart from the text the clauses are read from.
 */
import { layoutOf, type PlacedWord, type TextLine } from '@/lib/pdf/columns';
import type { PdfPage, TextItem } from '@/lib/pdf/page';

export interface Word extends PlacedWord {
  /** Set in another font than the text of its size around it: bold or italic, in practice bold. */
  readonly bold: boolean;
}

export interface Line {
  /** Its place among the document's lines. */
  readonly index: number;
  readonly page: number;
  /** 0 left (or only) column, 1 right, -1 across both. */
  readonly column: number;
  readonly y: number;
  readonly size: number;
  readonly x0: number;
  readonly x1: number;
  readonly words: readonly Word[];
  readonly text: string;
  /** Printed on every page (a footer, a page number, a stamp): not part of the document's text. */
  readonly furniture: boolean;
}

export interface PolicyText {
  readonly name: string;
  readonly pages: readonly PdfPage[];
  /** Every line, furniture included, in reading order. */
  readonly lines: readonly Line[];
  /** The lines that are not furniture, in reading order. */
  readonly body: readonly Line[];
  /** Each page's rows across its whole width (a schedule's row, not split at a gutter), furniture marked. */
  readonly rows: ReadonlyMap<number, readonly Line[]>;
}

/** The share of a page's height, at top and bottom, where running heads and footers are printed. */
const MARGIN = 0.1;
/** `Page 4 of 6`, `PAGE 1 OF 30`, `Page 11 of 10`. */
export const pageOf = /\bpage\s*(\d{1,4})\s+of\s+(\d{1,4})\b/i;

/**
 * A diagonal watermark ('SAMPLE', 'SPECIMEN') that pdf.js placed among the page's text: one word in a type
 * several times the size of the page's text. The PDF layer keeps only runs in the page's reading direction,
 * which drops a watermark at 45 degrees; one turned the other way (-45) comes through and is dropped here.
 */
function withoutWatermark(page: PdfPage): PdfPage {
  const sizes = page.items.map((item) => item.size).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const mark = (item: TextItem) => item.size > 3 * usual && /^[A-Z]{4,12}$/.test(item.text.trim());
  return page.items.some(mark) ? { ...page, items: page.items.filter((item) => !mark(item)) } : page;
}

/** For each type size, the font most of the text of that size is set in. */
function usualFonts(lines: readonly TextLine[]): Map<number, string | undefined> {
  const counts = new Map<number, Map<string | undefined, number>>();
  for (const line of lines)
    for (const word of line.words) {
      const bucket = Math.round(word.size);
      const fonts = counts.get(bucket) ?? new Map<string | undefined, number>();
      fonts.set(word.font, (fonts.get(word.font) ?? 0) + word.text.length);
      counts.set(bucket, fonts);
    }
  const usual = new Map<number, string | undefined>();
  for (const [bucket, fonts] of counts) usual.set(bucket, [...fonts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]);
  return usual;
}

/** A line's text with its figures blanked, and its height on the page: what a repeated line keeps. */
const signature = (line: { y: number; text: string }) => `${Math.round(line.y / 4)}\u0000${line.text.replace(/\d+/g, '#')}`;

/** A page's rows and its lines in reading order (lib/pdf/columns.ts), its watermark left out. */
export type PageLayout = ReturnType<typeof layoutOf>;

export const pageLayout = (page: PdfPage): PageLayout => layoutOf(withoutWatermark(page));

/**
 * The lines of a document, with its furniture marked and its bold words told apart, both against the document's
 * own pages: `layouts` (one per page, in order) when the pages were laid out already, as one document of a file
 * that holds several is (stack.ts).
 */
export function policyText(name: string, pages: readonly PdfPage[], layouts: readonly PageLayout[] = pages.map(pageLayout)): PolicyText {
  const placed = layouts.flatMap((layout) => layout.lines);
  const usual = usualFonts(placed);
  const seen = new Map<string, Set<number>>();
  const keys = placed.map(signature);
  placed.forEach((line, at) => {
    const key = keys[at]!;
    const on = seen.get(key) ?? new Set<number>();
    on.add(line.page);
    seen.set(key, on);
  });
  const heights = new Map(pages.map((page) => [page.number, page.height]));
  const repeated = Math.max(2, Math.ceil(pages.length * 0.3));
  const everywhere = Math.max(3, Math.ceil(pages.length * 0.5));
  const marked = (line: TextLine, index: number, key: string): Line => {
    const height = heights.get(line.page) ?? 792;
    const inMargin = line.y < height * MARGIN || line.y > height * (1 - MARGIN);
    const recurs = seen.get(key)?.size ?? 0;
    const furniture = (inMargin && (recurs >= repeated || pageOf.test(line.text))) || recurs >= everywhere;
    const words = line.words.map((word): Word => {
      const bold = word.font !== undefined && word.font !== usual.get(Math.round(word.size));
      return { text: word.text, x0: word.x0, x1: word.x1, y: word.y, size: word.size, font: word.font, bold };
    });
    const { page, column, y, size, x0, x1, text } = line;
    return { index, page, column, y, size, x0, x1, words, text, furniture };
  };
  const lines = placed.map((line, at) => marked(line, at, keys[at]!));
  const byPage = new Map<number, Line[]>();
  for (const line of lines) {
    const own = byPage.get(line.page);
    if (own) own.push(line);
    else byPage.set(line.page, [line]);
  }
  const rows = new Map<number, Line[]>();
  layouts.forEach((layout, at) => {
    // A page read in one column has its rows as its lines; only a page in two needs its rows apart.
    const same = layout.rows === layout.lines;
    const own = same ? (byPage.get(pages[at]!.number) ?? []) : layout.rows.map((row, index) => marked(row, -1 - index, signature(row)));
    rows.set(pages[at]!.number, own);
  });
  return { name, pages, lines, body: lines.filter((line) => !line.furniture), rows };
}
