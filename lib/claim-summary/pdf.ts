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

const PAGE = { width: 612, height: 792, margin: 40 };
type Color = readonly [number, number, number];
const INK: Color = [17, 24, 39];
const MUTED: Color = [75, 85, 99];
const RULE: Color = [209, 213, 219];
const BRAND: Color = [37, 99, 235];
const GAP: Color = [217, 119, 6];
const DEADLINE: Color = [190, 18, 60];

/** Windows-1252 beyond ASCII and Latin-1: what Helvetica can print. */
const cp1252 = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const replacements: Readonly<Record<string, string>> = { '−': '-', '‑': '-', '≥': '>=', '≤': '<=', '→': '->', '←': '<-', '\u00a0': ' ', '\u202f': ' ', '↔': '<->' };

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
    if (this.y + height <= PAGE.height - PAGE.margin - 14) return;
    this.doc.addPage('letter', 'portrait');
    this.y = PAGE.margin;
  }

  lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(printable(text), width) as string[];
  }

  /** Wrapped text at `x`, moving down. */
  text(text: string, x: number, width: number, size: number, leading = size * 1.3, style: 'normal' | 'bold' = 'normal', color: Color = INK) {
    this.font(size, style, color);
    for (const line of this.lines(text, width)) {
      this.room(leading);
      this.doc.text(line, x, this.y + size * 0.8);
      this.y += leading;
    }
  }
}

function heading(layout: Layout, title: string) {
  layout.room(30);
  layout.y += 6;
  layout.font(11.5, 'bold', BRAND);
  layout.doc.text(printable(title), PAGE.margin, layout.y + 9);
  layout.y += 13;
  layout.doc.setDrawColor(RULE[0], RULE[1], RULE[2]);
  layout.doc.setLineWidth(0.6);
  layout.doc.line(PAGE.margin, layout.y, layout.right, layout.y);
  layout.y += 4;
}

function pairs(layout: Layout, items: readonly (readonly [string, string])[]) {
  // Two pairs a row where they are short, one where a value is long.
  const column = layout.width / 2;
  const labelWidth = 96;
  const size = 8.6;
  for (let i = 0; i < items.length; ) {
    const [label, value] = items[i]!;
    const next = items[i + 1];
    const fits = (text: string) => layout.lines(text, column - labelWidth - 8).length === 1;
    const both = next !== undefined && fits(value) && fits(next[1]) && layout.lines(label, labelWidth).length === 1 && layout.lines(next[0], labelWidth).length === 1;
    const cells = both ? [items[i]!, next] : [items[i]!];
    const valueWidth = both ? column - labelWidth - 8 : layout.width - labelWidth - 8;
    const height = Math.max(...cells.map(([, text]) => layout.lines(text, valueWidth).length)) * size * 1.3;
    layout.room(height);
    cells.forEach(([cellLabel, cellValue], index) => {
      const x = PAGE.margin + index * column;
      layout.font(size, 'bold', MUTED);
      layout.doc.text(printable(cellLabel), x, layout.y + size * 0.8);
      layout.font(size, 'normal', INK);
      layout.lines(cellValue, valueWidth).forEach((line, n) => layout.doc.text(line, x + labelWidth, layout.y + size * 0.8 + n * size * 1.3));
    });
    layout.y += height + 1.5;
    i += cells.length;
  }
}

function table(layout: Layout, spec: PrintTable) {
  const size = 8.2;
  const leading = size * 1.25;
  const weights = spec.widths ?? spec.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * layout.width);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const right = new Set(spec.right ?? []);
  const row = (cells: readonly string[], style: 'normal' | 'bold', shade: boolean) => {
    const wrapped = cells.map((cell, i) => layout.lines(cell, widths[i]! - 6));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * leading + 3;
    layout.room(height);
    if (shade) {
      layout.doc.setFillColor(243, 244, 246);
      layout.doc.rect(PAGE.margin, layout.y, layout.width, height, 'F');
    }
    layout.font(size, style, style === 'bold' ? MUTED : INK);
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        const y = layout.y + 2 + size * 0.85 + n * leading;
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
    layout.doc.line(PAGE.margin, layout.y, layout.right, layout.y);
  }
  layout.y += 4;
}

/** The timeline to scale: an axis, a dot per event (a diamond for a deadline), the gaps marked, a numbered list under it. */
function timeline(layout: Layout, spec: PrintTimeline) {
  const { doc } = layout;
  const points = spec.points;
  if (points.length === 0) return;
  layout.room(64);
  const left = PAGE.margin + 10;
  const width = layout.width - 20;
  const first = dayOf(points[0]!.date);
  const last = dayOf(points.at(-1)!.date);
  const span = Math.max(1, last - first);
  const xOf = (iso: string) => (last === first ? left + width / 2 : left + ((dayOf(iso) - first) / span) * width);
  const axis = layout.y + 20;
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
  // Numbers above the dots, stacked where dots crowd each other.
  let previousX = -Infinity;
  let lift = 0;
  points.forEach((point, index) => {
    const x = xOf(point.date);
    lift = x - previousX < 12 ? lift + 1 : 0;
    previousX = x;
    const color = point.deadline ? DEADLINE : BRAND;
    doc.setFillColor(color[0], color[1], color[2]);
    if (point.deadline) {
      doc.triangle(x, axis - 4.5, x + 4.5, axis, x, axis + 4.5, 'F');
      doc.triangle(x, axis - 4.5, x - 4.5, axis, x, axis + 4.5, 'F');
    } else doc.circle(x, axis, 3.2, 'F');
    layout.font(7, 'bold', color);
    doc.text(String(index + 1), x, axis - 7 - lift * 8, { align: 'center' });
  });
  layout.font(7, 'normal', MUTED);
  doc.text(printable(points[0]!.shown), left, axis + 19);
  if (last !== first) doc.text(printable(points.at(-1)!.shown), left + width, axis + 19, { align: 'right' });
  layout.y = axis + 26;
  // The list: two columns of numbered entries.
  const column = layout.width / 2;
  const size = 8;
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
  layout.text(summary.title, PAGE.margin, layout.width, 17, 21, 'bold');
  layout.text(summary.subtitle, PAGE.margin, layout.width, 9, 12, 'normal', MUTED);
  for (const section of summary.sections) {
    heading(layout, section.title);
    if (section.pairs?.length) pairs(layout, section.pairs);
    for (const spec of section.tables ?? []) table(layout, spec);
    if (section.timeline) timeline(layout, section.timeline);
    for (const paragraph of section.paragraphs ?? []) layout.text(paragraph, PAGE.margin, layout.width, 9, 11.8);
    for (const note of section.notes ?? []) layout.text(note, PAGE.margin, layout.width, 8, 10.4, 'normal', GAP);
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
