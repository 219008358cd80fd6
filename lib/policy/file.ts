/**
 * What each file a visitor gives is: most files one document, read by every finder; a policy printed into one PDF
 * (declarations, the form, its endorsements), each document it holds read apart (stack.ts) and the file's kind and
 * form told from theirs.
 */
import { conditionsOf, deductibleClausesOf } from './clauses';
import { declarationsOf } from './declarations';
import { definitionsOf } from './definitions';
import { documentOf, type PolicyDocument } from './document';
import { exclusionsOf } from './exclusions';
import { mainForm, oddPageLabels, pageForms, type PageForms } from './forms';
import { isOfferOrEstimate, kindOf } from './kind';
import { formsListedOf } from './listed';
import { joined, spansOf, spanText, type Span } from './stack';
import { pageLayout, policyText, type PolicyText } from './text';
import type { DocumentKind, DocumentReading, FormRef, ListedForm } from './types';
import type { PdfPage } from '@/lib/pdf/page';

export interface PolicyInput {
  readonly name: string;
  readonly pages: readonly PdfPage[];
}

/** A form number as two listings of it may differ only in spaces and dots: 'HO 00 03' and 'HO0003'. */
export const squeeze = (number: string) => number.replace(/[\s.]/g, '').toUpperCase();

/** One document read by every finder, and the kind what it prints makes it. */
export function readDocument(document: PolicyDocument) {
  const declared = declarationsOf(document);
  const own = {
    definitions: definitionsOf(document),
    exclusions: exclusionsOf(document),
    listed: formsListedOf(document),
    clauses: deductibleClausesOf(document),
    conditions: conditionsOf(document),
  };
  const { kind, signs } = kindOf(document, {
    coverages: declared.coverages.length,
    deductibles: declared.deductibles.length,
    formsListed: own.listed.length,
    definitions: own.definitions.length,
    exclusions: own.exclusions.length,
    conditions: own.conditions.length,
  });
  return { document, kind, signs, declared, own };
}

export type DocumentRead = ReturnType<typeof readDocument>;

/** The kinds of document that state nothing of a policy. */
export const NOT_POLICY: ReadonlySet<DocumentKind> = new Set(['estimate', 'quote', 'unknown']);

/** The kinds a document of a file may stand apart as, when the file holds several: the rest go with the next. */
const STANDS_APART: ReadonlySet<DocumentKind> = new Set(['declarations', 'policy-with-declarations', 'endorsement']);

/**
 * The documents a file holds, each read as what it is: one for most files; for a policy printed into one PDF
 * (declarations, the form, endorsements), one per document (stack.ts). A file that reads as an estimate or a quote
 * is judged whole. The pages before the first form number are a document of their own when they read as
 * declarations or an endorsement alone (a claim report), or when what follows opens as a document does (an
 * endorsement's banner, a declarations title); otherwise they are the first form's cover or first page.
 */
export function documentsOfFile(input: PolicyInput): { reads: DocumentRead[]; spans: Span[]; text: PolicyText; forms: PageForms } {
  const layouts = input.pages.map(pageLayout);
  const text = policyText(input.name, input.pages, layouts);
  const forms = pageForms(text);
  const spans = isOfferOrEstimate(text) ? [] : spansOf(text, forms);
  if (spans.length <= 1) return { reads: [readDocument(documentOf(text, forms))], spans: [], text, forms };
  const readSpan = (span: Span) => readDocument(documentOf(spanText(text, layouts, span)));
  const reads = spans.map(readSpan);
  const [lead, next] = [reads[0]!, reads[1]!];
  const begins = spans[1]!.opening !== null || next.kind === 'declarations';
  if (spans[0]!.form === null && !STANDS_APART.has(lead.kind) && !begins) {
    spans.splice(0, 2, joined(spans[0]!, spans[1]!));
    reads.splice(0, 2, readSpan(spans[0]!));
  }
  return { reads, spans, text, forms };
}

/** The forms the documents of one file list, each once with every page that lists it (listed.ts does so within one). */
export function listedOnce(lists: readonly (readonly ListedForm[])[]): ListedForm[] {
  const byNumber = new Map<string, ListedForm>();
  for (const form of lists.flat()) {
    const key = squeeze(form.number);
    const first = byNumber.get(key);
    byNumber.set(key, first ? { ...first, pages: [...new Set([...first.pages, ...form.pages])] } : form);
  }
  return [...byNumber.values()];
}

/** Forms printed in one file, each once: a package may print an endorsement twice. */
export const presentOnce = (forms: readonly FormRef[]) =>
  forms.filter((form, at) => forms.findIndex((other) => other.number === form.number) === at);

/** The form a file of several documents is read under: its longest policy form's, else the form most pages print. */
function mainFormOf(reads: readonly DocumentRead[], spans: readonly Span[], forms: PageForms, text: PolicyText): string | null {
  const longest = reads
    .map((read, at) => ({ read, pages: spans[at]!.last - spans[at]!.first + 1 }))
    .filter(({ read }) => read.kind === 'policy-form' && read.document.form)
    .sort((a, b) => b.pages - a.pages)[0];
  return (longest?.read.document.form ?? mainForm(forms, text))?.number ?? null;
}

/** What a file is, and for a file of several documents, each of them. */
export function fileReading(input: PolicyInput, { reads, spans, text, forms }: ReturnType<typeof documentsOfFile>): DocumentReading {
  const [only] = reads;
  const several = reads.length > 1;
  return {
    name: input.name,
    kind: several ? fileKind(reads.map((read) => read.kind)) : only!.kind,
    signs: [...new Set(reads.flatMap((read) => read.signs))],
    pages: input.pages.length,
    blankPages: input.pages.filter((page) => !page.items.some((item) => item.text.trim() !== '')).map((page) => page.number),
    form: several ? mainFormOf(reads, spans, forms, text) : (only!.document.form?.number ?? null),
    pageLabels: oddPageLabels(text),
    contains: several
      ? spans.map((span, at) => ({
          kind: reads[at]!.kind,
          form: reads[at]!.document.form?.number ?? null,
          first: span.first,
          last: span.last,
        }))
      : [],
  };
}

/** What a file of several documents is, from the kinds of the documents in it. */
function fileKind(kinds: readonly DocumentKind[]): DocumentKind {
  const has = (...wanted: DocumentKind[]) => kinds.some((kind) => wanted.includes(kind));
  const wording = has('policy-form', 'endorsement', 'policy-with-declarations');
  if (has('policy-with-declarations') || (has('declarations') && wording)) return 'policy-with-declarations';
  if (has('policy-form')) return 'policy-form';
  if (has('endorsement')) return 'endorsement';
  if (has('declarations')) return 'declarations';
  return kinds[0] ?? 'unknown';
}
