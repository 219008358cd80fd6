/**
 * Text placed on PDF pages as an estimating program prints it: at exact positions, right-aligned in
 * columns, as one run per cell, one per word or one per glyph (PDF producers differ), with the page
 * furniture (letterhead, estimate name and page number) on every page. Built on pdfkit.
 */
import PDFDocument from 'pdfkit';

export const PAGE = { width: 612, height: 792, top: 84, bottom: 742, left: 36, size: 8, leading: 11 };

export class PageWriter {
  /** @param {{ letterhead: string[], estimate: string, date: string, userPassword?: string }} meta */
  constructor(meta) {
    this.meta = meta;
    const encryption = meta.userPassword
      ? { userPassword: meta.userPassword, ownerPassword: `${meta.userPassword}-owner`, pdfVersion: '1.4' }
      : {};
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      autoFirstPage: false,
      compress: true,
      info: { Title: meta.estimate, Producer: 'estimate corpus', CreationDate: new Date('2026-10-14T12:00:00Z') },
      ...encryption,
    });
    this.chunks = [];
    this.doc.on('data', (chunk) => this.chunks.push(chunk));
    this.page = 0;
    this.y = PAGE.top;
    this.onNewPage = null;
  }

  width(text, bold = false) {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(PAGE.size);
    return this.doc.widthOfString(text);
  }

  /** `text` with its left edge at `x` (or its right edge at `right`) on the current row, as `runs` text runs. */
  put(text, { x, right, bold = false, runs = 'cell', y = this.y } = {}) {
    if (!text) return;
    const { doc } = this;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(PAGE.size);
    let left = right === undefined ? x : right - doc.widthOfString(text);
    if (runs === 'cell') {
      doc.text(text, left, y, { lineBreak: false });
      return;
    }
    const parts = runs === 'words' ? text.split(' ') : [...text];
    for (const part of parts) {
      if (part) doc.text(part, left, y, { lineBreak: false });
      left += doc.widthOfString(part) + (runs === 'words' ? doc.widthOfString(' ') : 0);
    }
  }

  /** A new page with its furniture; `onNewPage` prints what a table page repeats (its header, "CONTINUED"). */
  newPage() {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
    const { letterhead, estimate, date } = this.meta;
    letterhead.forEach((line, i) => this.put(line, { x: PAGE.left, y: 24 + i * 10, bold: i === 0 }));
    this.put(`${estimate} ${date} Page: ${this.page}`, { right: PAGE.width - PAGE.left, y: 24 + letterhead.length * 10 });
    this.put(String(this.page), { right: PAGE.width / 2 + 4, y: 762 });
    this.y = PAGE.top;
    this.onNewPage?.();
  }

  /** Moves to the next row, starting a page when fewer than `rows` rows are left. */
  next(rows = 1) {
    this.y += PAGE.leading;
    if (this.y + (rows - 1) * PAGE.leading > PAGE.bottom) this.newPage();
  }

  /** Makes room for `rows` rows on this page. */
  room(rows) {
    if (this.page === 0 || this.y + rows * PAGE.leading > PAGE.bottom) this.newPage();
  }

  /** Greedy word wrap of `text` into rows no wider than `width`. */
  wrap(text, width) {
    const rows = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate) > width) {
        rows.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) rows.push(current);
    return rows;
  }

  /** An image filling the page (a scanned estimate). */
  image(png) {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
    this.doc.image(png, 0, 0, { width: PAGE.width, height: PAGE.height });
  }

  finish() {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.end();
    });
  }
}

/** `cents` as an estimate prints it: `1,234.56`, `-692.08`. */
export const amount = (cents) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const qty = (value) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
