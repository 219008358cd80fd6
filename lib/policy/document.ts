/**
 * One PDF of a policy, read once for every finder: its lines, its parts, the form printed on each page, and
 * helpers every finder needs (the lines of a part, the form of a page).
 */
import { changesOf, type ChangeWording, type Divisions } from './changes';
import { mainForm, pageForms, type FormNumber, type PageForms } from './forms';
import { isCentredTitle } from './headings';
import { partsOf, type Part } from './parts';
import { lineOffset, streamOf, type Stream } from './stream';
import { policyText, type Line, type PolicyText } from './text';
import type { PdfPage } from '@/lib/pdf/page';

export interface PolicyDocument {
  readonly name: string;
  readonly text: PolicyText;
  readonly parts: readonly Part[];
  readonly forms: PageForms;
  readonly form: FormNumber | null;
  /** The body as one stream, and the changes its wording makes (an endorsement's). */
  readonly stream: Stream;
  readonly changes: readonly ChangeWording[];
}

export const policyDocument = (name: string, pages: readonly PdfPage[]): PolicyDocument => documentOf(policyText(name, pages));

/** A document from its lines: a whole file's, or one document's pages of a file that holds several (stack.ts). */
export function documentOf(text: PolicyText, forms = pageForms(text)): PolicyDocument {
  const { name, pages } = text;
  const stream = streamOf(text.body);
  const parts = partsOf(text.body);
  return {
    name,
    text,
    parts,
    forms,
    form: mainForm(forms, text),
    stream,
    changes: changesOf(stream, divisionsOf(text.body, parts, stream, pages)),
  };
}

/** The headings and paragraph starts of a document's body, as offsets in its stream. */
function divisionsOf(lines: readonly Line[], parts: readonly Part[], stream: Stream, pages: readonly PdfPage[]): Divisions {
  // A centred title ('Roof Surface Payment Schedule') ends the wording before it, as a part's heading does.
  const width = new Map(pages.map((page) => [page.number, page.width]));
  const titles = lines.flatMap((line, at) => (isCentredTitle(line, width.get(line.page) ?? 612, lines[at + 1]) ? [at] : []));
  const starts = [...parts.map((part) => part.start), ...titles].sort((a, b) => a - b);
  const headings = starts.map((at): [number, number] => [lineOffset(stream, at), lineOffset(stream, at) + lines[at]!.text.length]);
  const gaps: number[] = [];
  for (let at = 1; at < lines.length; at += 1) {
    const [a, b] = [lines[at - 1]!, lines[at]!];
    if (a.page === b.page && a.column === b.column && b.y > a.y) gaps.push(b.y - a.y);
  }
  const leading = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 12;
  const paragraphs: number[] = [];
  for (let at = 1; at < lines.length; at += 1) {
    const [a, b] = [lines[at - 1]!, lines[at]!];
    if (a.page === b.page && a.column === b.column && b.y - a.y > 1.5 * leading) paragraphs.push(lineOffset(stream, at));
  }
  return { headings, paragraphs };
}

/** The part (not a division within one) a line of the body is in. */
export function partAt(document: PolicyDocument, position: number): Part | null {
  let found: Part | null = null;
  for (const part of document.parts) if (!part.minor && part.start <= position && position < part.end) found = part;
  return found;
}

/** The section (I or II) a line is in: its part's, or the last one a heading before it named. */
export function sectionAt(document: PolicyDocument, position: number): 'I' | 'II' | null {
  let section: 'I' | 'II' | null = null;
  for (const part of document.parts) {
    if (part.start > position) break;
    if (part.section) section = part.section;
    else if (!part.minor && /^(?:DEFINITIONS|GENERAL CONDITIONS|SECTIONS I AND II)/i.test(part.title)) section = null;
  }
  return section;
}

/** The lines of a part, its heading left out. */
export const partLines = (document: PolicyDocument, part: Part): readonly Line[] => document.text.body.slice(part.start + 1, part.end);

/** A part's lines as one stream. */
export const partStream = (document: PolicyDocument, part: Part): Stream => streamOf(partLines(document, part));

/** The form printed on a page (or the document's own), as the number an item is cited under. */
export const formOn = (document: PolicyDocument, page: number): string | null =>
  document.forms.get(page)?.number ?? document.form?.number ?? null;
