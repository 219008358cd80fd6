/**
 * One PDF of a policy, read once for every finder: its lines, its parts, the form printed on each page, and
 * helpers every finder needs (the lines of a part, the form of a page).
 */
import { mainForm, pageForms, type FormNumber } from './forms';
import { partsOf, type Part } from './parts';
import { streamOf, type Stream } from './stream';
import { policyText, type Line, type PolicyText } from './text';
import type { PdfPage } from '@/lib/pdf/page';

export interface PolicyDocument {
  readonly name: string;
  readonly text: PolicyText;
  readonly parts: readonly Part[];
  readonly forms: ReadonlyMap<number, FormNumber & { readonly line: Line }>;
  readonly form: FormNumber | null;
}

export function policyDocument(name: string, pages: readonly PdfPage[]): PolicyDocument {
  const text = policyText(name, pages);
  const forms = pageForms(text);
  return { name, text, parts: partsOf(text.body), forms, form: mainForm(forms, text) };
}

/** The lines of a part, its heading left out. */
export const partLines = (document: PolicyDocument, part: Part): readonly Line[] => document.text.body.slice(part.start + 1, part.end);

/** A part's lines as one stream. */
export const partStream = (document: PolicyDocument, part: Part): Stream => streamOf(partLines(document, part));

/** The form printed on a page (or the document's own), as the number an item is cited under. */
export const formOn = (document: PolicyDocument, page: number): string | null =>
  document.forms.get(page)?.number ?? document.form?.number ?? null;
