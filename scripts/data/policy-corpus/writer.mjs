/**
 * Text set as insurance forms print it, with pdfkit: headings, numbered and lettered items with hanging indents,
 * words in bold, flowed down one column or two (the left column, then the right, then the next page), a footer
 * with the form number and 'Page N of M' on every page, a diagonal watermark, blank pages, and tables of labels
 * and amounts. Every item placed can be marked, and the writer records the physical page it starts on: what the
 * corpus expects is read from those marks, not typed twice.
 */
import PDFDocument from 'pdfkit';

/** Dollars as declarations print them: '$312,000'. */
export const money = (dollars) => `$${dollars.toLocaleString('en-US')}`;

export const PAGE = { width: 612, height: 792, top: 72, bottom: 718, left: 54, right: 558 };
const SIZE = 9.5;
/** The typefaces a document may be set in, regular and bold: a file of several documents may use two. */
const FACES = { helvetica: ['Helvetica', 'Helvetica-Bold'], times: ['Times-Roman', 'Times-Bold'] };
const LEADING = 11.5;
const GUTTER = 18;

export class PolicyWriter {
  /**
   * @param {{ title: string, columns?: 1 | 2, footer?: (page: number, pages: number) => string,
   *   watermarks?: { text: string, angle: number }[] }} meta
   */
  constructor(meta) {
    this.meta = meta;
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      info: { Title: meta.title, Producer: 'policy corpus', CreationDate: new Date('2026-10-14T12:00:00Z') },
    });
    this.chunks = [];
    this.doc.on('data', (chunk) => this.chunks.push(chunk));
    this.pages = 0;
    this.columns = meta.columns ?? 1;
    /** The typeface of what is written next (`FACES`). */
    this.face = 'helvetica';
    this.column = 0;
    this.y = PAGE.top;
    /** @type {{ mark: object, page: number }[]} */
    this.marks = [];
    /** Pages left without a word (a blank back of a cover). */
    this.blank = new Set();
  }

  get width() {
    return this.columns === 2 ? (PAGE.right - PAGE.left - GUTTER) / 2 : PAGE.right - PAGE.left;
  }

  get x() {
    return PAGE.left + this.column * (this.width + GUTTER);
  }

  font(bold, size = SIZE) {
    return this.doc.font(FACES[this.face][bold ? 1 : 0]).fontSize(size);
  }

  newPage({ blank = false } = {}) {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.pages += 1;
    this.column = 0;
    this.y = PAGE.top;
    if (blank) this.blank.add(this.pages);
    else for (const stamp of this.meta.watermarks ?? []) this.watermark(stamp);
  }

  /** A word drawn across the page at an angle, in a large type (a 'SAMPLE' stamp). */
  watermark({ text, angle }) {
    const { doc } = this;
    doc.save();
    doc.rotate(angle, { origin: [PAGE.width / 2, PAGE.height / 2] });
    this.font(true, 72)
      .fillColor('#dddddd')
      .text(text, PAGE.width / 2 - 150, PAGE.height / 2 - 36, { lineBreak: false });
    doc.restore();
    doc.fillColor('black');
  }

  /** Room for `rows` more rows in this column, or the next column, or the next page. */
  room(rows = 1) {
    if (this.pages === 0 || this.blank.has(this.pages)) this.newPage();
    if (this.y + rows * LEADING <= PAGE.bottom) return;
    if (this.columns === 2 && this.column === 0) {
      this.column = 1;
      this.y = this.top ?? PAGE.top;
    } else {
      this.newPage();
    }
  }

  /** Records where a marked item starts. */
  mark(mark) {
    if (mark) this.marks.push({ mark, page: this.pages });
  }

  /** A heading in this column (or centred across the page with `across`), with space above it. */
  heading(text, { mark, across = false, size = SIZE + 1 } = {}) {
    this.y += LEADING / 2;
    this.room(3);
    this.mark(mark);
    const width = this.font(true, size).widthOfString(text);
    const x = across ? (PAGE.width - width) / 2 : this.x;
    this.doc.text(text, x, this.y, { lineBreak: false });
    this.y += LEADING + 3;
    if (across) this.top = this.y;
  }

  /** A title across the top of the first page, before the columns start. */
  title(text, { size = 14, mark } = {}) {
    this.room(2);
    this.mark(mark);
    const width = this.font(true, size).widthOfString(text);
    this.doc.text(text, (PAGE.width - width) / 2, this.y, { lineBreak: false });
    this.y += size + 10;
    this.top = this.y;
  }

  /**
   * A paragraph: `segments` of text, some bold, wrapped to the column, after a `label` ('A.', '1.', '(a)') set
   * `level` steps in, its text hanging after the label. Rows that do not fit go on in the next column or page.
   */
  paragraph(segments, { label = '', level = 0, mark, gap = 2 } = {}) {
    const parts = typeof segments === 'string' ? [{ text: segments }] : segments;
    const indent = level * 15;
    const hang = label ? 15 : 0;
    const width = this.width - indent - hang;
    const words = parts.flatMap((part) =>
      part.text
        .split(' ')
        .filter(Boolean)
        .map((text) => ({ text, bold: Boolean(part.bold) })),
    );
    const rows = [];
    let row = [];
    let used = 0;
    for (const word of words) {
      const size = this.font(word.bold).widthOfString(`${word.text} `);
      if (row.length > 0 && used + size - this.font(false).widthOfString(' ') > width) {
        rows.push(row);
        row = [];
        used = 0;
      }
      row.push(word);
      used += size;
    }
    if (row.length > 0) rows.push(row);
    rows.forEach((words, index) => {
      this.room(1);
      if (index === 0) {
        this.mark(mark);
        if (label) this.font(false).text(label, this.x + indent, this.y, { lineBreak: false });
      }
      let x = this.x + indent + hang;
      for (const word of words) {
        this.font(word.bold).text(word.text, x, this.y, { lineBreak: false });
        x += this.font(word.bold).widthOfString(`${word.text} `);
      }
      this.y += LEADING;
    });
    this.y += gap;
  }

  /** A row of a table: each cell at its x (a number is set right at `right`). */
  row(cells, { mark, bold = false } = {}) {
    this.room(1);
    this.mark(mark);
    for (const cell of cells) {
      if (!cell.text) continue;
      const width = this.font(bold || cell.bold).widthOfString(cell.text);
      this.doc.text(cell.text, cell.right !== undefined ? cell.right - width : cell.x, this.y, { lineBreak: false });
    }
    this.y += LEADING + 1;
  }

  space(rows = 1) {
    this.y += rows * LEADING;
  }

  /** Writes each page's footer (it needs the page count), and the file. */
  finish() {
    const footer = this.meta.footer;
    if (footer) {
      for (let page = 1; page <= this.pages; page += 1) {
        const text = footer(page, this.pages);
        if (this.blank.has(page) || !text) continue;
        this.doc.switchToPage(page - 1);
        this.face = 'helvetica';
        this.font(false, 8).text(text, PAGE.left, 750, { lineBreak: false });
      }
    }
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.end();
    });
  }

  /** The pages the marks of a kind start on: `marks('definition')` → [{ mark, page }]. */
  marked(kind) {
    return this.marks.filter((entry) => entry.mark.kind === kind);
  }
}
