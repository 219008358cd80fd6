/**
 * Text placed on PDF pages as an estimating program prints it: at exact positions, right-aligned in
 * columns, as one run per cell, one per word or one per glyph (PDF producers differ), with the page
 * furniture (letterhead, estimate name and page number) on every page. A page may be printed sideways (a
 * portrait page turned a quarter by its /Rotate, its text written up the page). Built on pdfkit.
 */
import PDFDocument from 'pdfkit';

export const PAGE = { width: 612, height: 792, top: 84, bottom: 742, left: 36, size: 8, leading: 11 };
/** A page read sideways: the reader's width is the paper's height. */
export const SIDEWAYS = { ...PAGE, width: 792, height: 612, bottom: 560 };

export class PageWriter {
  /**
   * @param {{ letterhead: string[], estimate: string, date: string, userPassword?: string, page?: Partial<typeof PAGE>,
   *   sideways?: boolean, furniture?: (writer: PageWriter) => void }} meta `furniture` prints what every page repeats
   *   (the letterhead, estimate name and page number by default); `page` changes the geometry and type size.
   */
  constructor(meta) {
    this.meta = meta;
    this.layout = { ...(meta.sideways ? SIDEWAYS : PAGE), ...meta.page };
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
    this.y = this.layout.top;
    this.onNewPage = null;
  }

  font(bold, size = this.layout.size) {
    return this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  }

  width(text, bold = false, size = this.layout.size) {
    return this.font(bold, size).widthOfString(text);
  }

  /** `text` with its left edge at `x` (or its right edge at `right`) on the current row, as `runs` text runs. */
  put(text, { x, right, bold = false, runs = 'cell', y = this.y, size = this.layout.size } = {}) {
    if (!text) return;
    const doc = this.font(bold, size);
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
    if (this.meta.sideways) {
      // The paper stays portrait and the viewer turns it: text runs up the paper, read left to right.
      this.doc.page.dictionary.data.Rotate = 90;
      this.doc.transform(0, -1, 1, 0, 0, PAGE.height);
    }
    (this.meta.furniture ?? defaultFurniture)(this);
    this.y = this.layout.top;
    this.onNewPage?.();
  }

  /** Moves down `by` points (a row by default), starting a page when fewer than `rows` rows are left. */
  next(rows = 1, by = this.layout.leading) {
    this.y += by;
    if (this.y + (rows - 1) * this.layout.leading > this.layout.bottom) this.newPage();
  }

  /** Makes room for `rows` rows on this page. */
  room(rows) {
    if (this.page === 0 || this.y + rows * this.layout.leading > this.layout.bottom) this.newPage();
  }

  /** Greedy word wrap of `text` into rows no wider than `width`. */
  wrap(text, width, size = this.layout.size) {
    const rows = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, false, size) > width) {
        rows.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) rows.push(current);
    return rows;
  }

  /** An image filling the page (a scanned estimate, a photograph). */
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

/** A letterhead, the estimate's name, date and page number at the top, and the page number at the foot. */
function defaultFurniture(writer) {
  const { letterhead, estimate, date } = writer.meta;
  const { width, left } = writer.layout;
  letterhead.forEach((line, i) => writer.put(line, { x: left, y: 24 + i * 10, bold: i === 0 }));
  writer.put(`${estimate} ${date} Page: ${writer.page}`, { right: width - left, y: 24 + letterhead.length * 10 });
  writer.put(String(writer.page), { right: width / 2 + 4, y: 762 });
}

/** `cents` as an estimate prints it: `1,234.56`, `-692.08`. */
export const amount = (cents) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `cents` with a dollar sign, `$1,234.56`, `-$5.00`, or without the thousands separator (`$1808.42`). */
export const dollars = (cents, { separator = true } = {}) => {
  const text = separator ? amount(Math.abs(cents)) : (Math.abs(cents) / 100).toFixed(2);
  return `${cents < 0 ? '-' : ''}$${text}`;
};
export const qty = (value) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
