/**
 * The summary as a PDF file, made in the browser with jsPDF (a kept library: no eval, so it runs under the
 * page's policy; text drawn as text, so it can be selected, searched and read back). One US Letter page for a
 * typical claim — sections in the reader's order, figures in tables, the timeline drawn to scale with its gaps and
 * deadline, the sources listed — and more pages only when the claim needs them. Everything it prints arrives
 * worded (`PrintableSummary`): this module lays it out and says nothing of its own.
 *
 * jsPDF's built-in Helvetica writes Windows-1252 text; anything outside it is replaced (`printable`), since one
 * character outside would make jsPDF write the whole line in another encoding.
 */
import { jsPDF } from 'jspdf';

export interface PrintTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Columns set right (amounts); the rest left. */
  readonly right?: readonly number[];
  /** Relative widths; equal when left out. */
  readonly widths?: readonly number[];
}

export interface PrintSection {
  readonly title: string;
  /** Label and value pairs, set in two columns. */
  readonly pairs?: readonly (readonly [string, string])[];
  readonly tables?: readonly PrintTable[];
  readonly paragraphs?: readonly string[];
  /** Set apart under the section (a check, a disagreement). */
  readonly notes?: readonly string[];
  /** The timeline drawn here. */
  readonly timeline?: PrintTimeline;
  /** Lines in small print (the documents and what each states). */
  readonly sources?: readonly string[];
}

export interface PrintTimeline {
  /** Each point: its date (ISO), the words under its number, and whether it is a deadline. */
  readonly points: readonly { readonly date: string; readonly shown: string; readonly label: string; readonly deadline: boolean }[];
  /** Stretches without events, drawn on the axis with their words (`43 days`). */
  readonly gaps: readonly { readonly from: string; readonly to: string; readonly label: string }[];
}

export interface PrintableSummary {
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly PrintSection[];
  /** The file's name and subject, in its properties. */
  readonly subject: string;
  /** Small print on every page (the legal wording). */
  readonly footer: string;
  /** `Page {page} of {pages}`. */
  readonly pageLabel: (page: number, pages: number) => string;
}

const PAGE = { width: 612, height: 792, margin: 36 };
type Color = readonly [number, number, number];
const INK: Color = [17, 24, 39];
const MUTED: Color = [75, 85, 99];
const RULE: Color = [209, 213, 219];
const BRAND: Color = [37, 99, 235];
const GAP: Color = [217, 119, 6];
const DEADLINE: Color = [190, 18, 60];

/** Windows-1252 beyond ASCII and Latin-1: what Helvetica can print. */
const cp1252 = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const replacements: Readonly<Record<string, string>> = {
  '−': '-',
  '‑': '-',
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '↔': '<->',
};

/** `text` with every character Helvetica cannot print replaced by one it can, or `?`. */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (replacements[char] !== undefined) out += replacements[char];
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || cp1252.has(char)) out += char;
    else if (char === '\n' || char === '\t') out += ' ';
    else out += '?';
  }
  return out;
}

const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

class Layout {
  y: number = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  constructor(readonly doc: jsPDF) {}

  font(size: number, style: 'normal' | 'bold' = 'normal', color: Color = INK) {
    this.doc.setFont('helvetica', style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(color[0], color[1], color[2]);
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number) {
    if (this.y + height <= PAGE.height - 46) return;
    this.doc.addPage('letter', 'portrait');
    this.y = PAGE.margin;
  }

  /** `text` cut into lines of at most `width` points in the current font and size. */
  lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(printable(text), width) as string[];
  }

  /** Wrapped text at `x`, moving down. */
  text(
    text: string,
    x: number,
    width: number,
    size: number,
    leading = size * 1.3,
    style: 'normal' | 'bold' = 'normal',
    color: Color = INK,
  ) {
    this.font(size, style, color);

    for (const line of this.lines(text, width)) {
      this.room(leading);
      this.doc.text(line, x, this.y + size * 0.8);
      this.y += leading;
    }
  }
}

function heading(layout: Layout, title: string) {
  // A heading goes with the first lines under it.
  layout.room(44);
  layout.y += 5;
  layout.font(10.5, 'bold', BRAND);
  layout.doc.text(printable(title), PAGE.margin, layout.y + 8.5);
  layout.y += 12;
  layout.doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
  layout.doc.setLineWidth(0.6);
  layout.doc.line(PAGE.margin, layout.y, layout.right, layout.y);
  layout.y += 3;
}

function pairs(layout: Layout, items: readonly (readonly [string, string])[]) {
  // Two pairs a row where they are short, one where a value is long; a long label wraps in its column.
  const column = layout.width / 2;
  const labelWidth = 100;
  const size = 8.3;
  const leading = size * 1.25;
  for (let i = 0; i < items.length;) {
    // Text is measured in the size it is set in.
    layout.font(size, 'bold', MUTED);
    const next = items[i + 1];
    const short = ([label, value]: readonly [string, string]) =>
      layout.lines(value, column - labelWidth - 8).length === 1 && layout.lines(label, labelWidth - 4).length === 1;
    const cells = next !== undefined && short(items[i]!) && short(next) ? [items[i]!, next] : [items[i]!];
    const valueWidth = cells.length === 2 ? column - labelWidth - 8 : layout.width - labelWidth - 8;
    const wrapped = cells.map(([label, value]) => [layout.lines(label, labelWidth - 4), layout.lines(value, valueWidth)] as const);
    const height = Math.max(...wrapped.map(([label, value]) => Math.max(label.length, value.length))) * leading;
    layout.room(height);
    wrapped.forEach(([label, value], index) => {
      const x = PAGE.margin + index * column;
      layout.font(size, 'bold', MUTED);
      label.forEach((line, n) => layout.doc.text(line, x, layout.y + size * 0.8 + n * leading));
      layout.font(size, 'normal', INK);
      value.forEach((line, n) => layout.doc.text(line, x + labelWidth, layout.y + size * 0.8 + n * leading));
    });
    layout.y += height + 1;
    i += cells.length;
  }
}

/** A narrow table of four rows or more (a label and an amount) is set in two halves side by side. */
function table(layout: Layout, spec: PrintTable) {
  if (spec.columns.length > 2 || spec.rows.length < 4) return tableAt(layout, spec, PAGE.margin, layout.width);
  const half = Math.ceil(spec.rows.length / 2);
  const gutter = 14;
  const width = (layout.width - gutter) / 2;
  const top = layout.y;
  const page = layout.doc.getCurrentPageInfo().pageNumber;
  tableAt(layout, { ...spec, rows: spec.rows.slice(0, half) }, PAGE.margin, width);
  const left = { y: layout.y, page: layout.doc.getCurrentPageInfo().pageNumber };
  // The second half beside the first, where the first stayed on its page; under it otherwise.
  if (left.page === page) layout.y = top;
  tableAt(layout, { ...spec, rows: spec.rows.slice(half) }, left.page === page ? PAGE.margin + width + gutter : PAGE.margin, width);
  if (left.page === page) layout.y = Math.max(layout.y, left.y);
}

function tableAt(layout: Layout, spec: PrintTable, left: number, tableWidth: number) {
  const size = 7.8;
  const leading = size * 1.2;
  const weights = spec.widths ?? spec.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * tableWidth);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const right = new Set(spec.right ?? []);
  const row = (cells: readonly string[], style: 'normal' | 'bold', shade: boolean) => {
    layout.font(size, style, style === 'bold' ? MUTED : INK);
    const wrapped = cells.map((cell, i) => layout.lines(cell, widths[i]! - 6));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * leading + 2.4;
    layout.room(height);
    if (shade) {
      layout.doc.setFillColor(243, 244, 246);
      layout.doc.rect(left, layout.y, tableWidth, height, 'F');
    }
    layout.font(size, style, style === 'bold' ? MUTED : INK);
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        const y = layout.y + 1.6 + size * 0.85 + n * leading;
        if (right.has(i)) layout.doc.text(line, xs[i]! + widths[i]! - 3, y, { align: 'right' });
        else layout.doc.text(line, xs[i]! + 3, y);
      });
    });
    layout.y += height;
  };
  row(spec.columns, 'bold', true);
  for (const cells of spec.rows) {
    row(cells, 'normal', false);
    layout.doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
    layout.doc.setLineWidth(0.3);
    layout.doc.line(left, layout.y, left + tableWidth, layout.y);
  }
  layout.y += 3;
}

/** The timeline to scale: an axis, a dot per event (a diamond for a deadline), the gaps marked, a numbered list under it. */
function timeline(layout: Layout, spec: PrintTimeline) {
  const { doc } = layout;
  const points = spec.points;
  if (points.length === 0) return;
  const left = PAGE.margin + 10;
  const width = layout.width - 20;
  const first = dayOf(points[0]!.date);
  const last = dayOf(points.at(-1)!.date);
  const span = Math.max(1, last - first);
  const xOf = (iso: string) => (last === first ? left + width / 2 : left + ((dayOf(iso) - first) / span) * width);
  // Numbers above the dots, stacked where dots crowd each other; the axis leaves room for the highest.
  const lifts: number[] = [];
  let previousX = -Infinity;
  for (const point of points) {
    const x = xOf(point.date);
    lifts.push(x - previousX < 12 ? (lifts.at(-1) ?? 0) + 1 : 0);
    previousX = x;
  }
  const axis = layout.y + 16 + Math.max(0, ...lifts) * 8;
  layout.room(axis - layout.y + 40);
  doc.setDrawColor(MUTED[0], MUTED[1], MUTED[2]);
  doc.setLineWidth(1);
  doc.line(left, axis, left + width, axis);
  for (const gap of spec.gaps) {
    const x0 = xOf(gap.from);
    const x1 = xOf(gap.to);
    doc.setDrawColor(GAP[0], GAP[1], GAP[2]);
    doc.setLineWidth(3);
    doc.line(x0 + 4, axis, x1 - 4, axis);
    layout.font(6.8, 'normal', GAP);
    if (x1 - x0 > doc.getTextWidth(printable(gap.label)) + 4) doc.text(printable(gap.label), (x0 + x1) / 2, axis + 10, { align: 'center' });
  }
  points.forEach((point, index) => {
    const x = xOf(point.date);
    const color = point.deadline ? DEADLINE : BRAND;
    doc.setFillColor(color[0], color[1], color[2]);
    if (point.deadline) {
      doc.triangle(x, axis - 4.5, x + 4.5, axis, x, axis + 4.5, 'F');
      doc.triangle(x, axis - 4.5, x - 4.5, axis, x, axis + 4.5, 'F');
    } else doc.circle(x, axis, 3.2, 'F');
    layout.font(7, 'bold', color);
    doc.text(String(index + 1), x, axis - 7 - lifts[index]! * 8, { align: 'center' });
  });
  layout.font(7, 'normal', MUTED);
  doc.text(printable(points[0]!.shown), left, axis + 19);
  if (last !== first) doc.text(printable(points.at(-1)!.shown), left + width, axis + 19, { align: 'right' });
  layout.y = axis + 26;
  // The list: two columns of numbered entries.
  const column = layout.width / 2;
  const size = 8;
  layout.font(size);
  const entries = points.map((point, index) => layout.lines(`${index + 1}.  ${point.shown}  ${point.label}`, column - 10));
  const half = Math.ceil(entries.length / 2);
  const heightOf = (list: string[][]) => list.reduce((sum, lines) => sum + lines.length * size * 1.25, 0);
  const height = Math.max(heightOf(entries.slice(0, half)), heightOf(entries.slice(half)));
  layout.room(height);
  const top = layout.y;
  [entries.slice(0, half), entries.slice(half)].forEach((list, col) => {
    let y = top;
    list.forEach((lines, n) => {
      const point = points[col * half + n]!;
      layout.font(size, 'normal', point.deadline ? DEADLINE : INK);
      for (const line of lines) {
        doc.text(line, PAGE.margin + col * column, y + size * 0.85);
        y += size * 1.25;
      }
    });
  });
  layout.y = top + height + 4;
}

/** The summary laid out as a PDF: its bytes. */
export function summaryPdf(summary: PrintableSummary): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait', compress: true });
  doc.setProperties({ title: printable(summary.title), subject: printable(summary.subject), creator: 'Claim Summary Builder' });
  const layout = new Layout(doc);
  layout.text(summary.title, PAGE.margin, layout.width, 16, 19, 'bold');
  layout.text(summary.subtitle, PAGE.margin, layout.width, 8.6, 11, 'normal', MUTED);
  for (const section of summary.sections) {
    heading(layout, section.title);
    if (section.pairs?.length) pairs(layout, section.pairs);
    for (const spec of section.tables ?? []) table(layout, spec);
    if (section.timeline) timeline(layout, section.timeline);
    for (const paragraph of section.paragraphs ?? []) layout.text(paragraph, PAGE.margin, layout.width, 8.4, 10.8);
    for (const note of section.notes ?? []) layout.text(note, PAGE.margin, layout.width, 7.6, 9.6, 'normal', GAP);
    for (const source of section.sources ?? []) layout.text(source, PAGE.margin, layout.width, 7.6, 9.4, 'normal', MUTED);
  }
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    layout.font(6.8, 'normal', MUTED);
    const footer = doc.splitTextToSize(printable(summary.footer), layout.width - 60) as string[];
    footer.forEach((line, n) => doc.text(line, PAGE.margin, PAGE.height - 26 - (footer.length - 1 - n) * 8.5));
    doc.text(printable(summary.pageLabel(page, pages)), layout.right, PAGE.height - 26, { align: 'right' });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
