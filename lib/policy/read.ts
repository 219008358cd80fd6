/**
 * The policy reader's entry: the PDFs of one policy, in any order (declarations, the form, its endorsements), read
 * into facts. Each document is read on its own; what joins them is done here: a percentage deductible priced from
 * the coverage it is a percentage of, the forms a declarations page lists matched to the forms given, and the
 * parts of a form an endorsement changes.
 */
import { amendmentsOf } from './amendments';
import { conditionsOf, deductibleClausesOf } from './clauses';
import { declarationsOf } from './declarations';
import { definitionsOf } from './definitions';
import { documentOf, partLines, type PolicyDocument } from './document';
import { exclusionsOf, isExclusionPart } from './exclusions';
import { isCapitalsHeading, sectionOf } from './headings';
import { isOfferOrEstimate, kindOf } from './kind';
import { formsListedOf } from './listed';
import { flatten, outlineOf } from './outline';
import { linesQuote, sourceOf } from './quote';
import type {
  Amendment,
  ChangedBy,
  Coverage,
  Deductible,
  Definition,
  DocumentKind,
  DocumentReading,
  Exclusion,
  FormRef,
  ListedForm,
  PolicyReading,
  SpecialLimit,
  WorthALook,
} from './types';
import { specialLimitsOf } from './special-limits';
import { formNumbers, mainForm, oddPageLabels, pageForms, startsWithForm, type PageForms } from './forms';
import { joined, spansOf, spanText, type Span } from './stack';
import { pageLayout, policyText, type PolicyText } from './text';
import { readPdfText, type PdfProgress } from '@/lib/pdf/document';
import type { PdfPage } from '@/lib/pdf/page';

export interface PolicyInput {
  readonly name: string;
  readonly pages: readonly PdfPage[];
}

const squeeze = (number: string) => number.replace(/[\s.]/g, '').toUpperCase();

/** The forms a document prints on its own pages, each once, with the title its first page prints largest. */
function formsPresentOf(document: PolicyDocument): FormRef[] {
  const seen = new Map<string, FormRef>();
  for (const [page, form] of document.forms) {
    if (seen.has(form.number)) continue;
    const own = document.text.body.filter((line) => line.page === page);
    // Not a row of a list of forms ('CP 10 36 10 12 LIMITATIONS ON COVERAGE FOR ROOF SURFACING').
    const title = own
      .filter((line) => isCapitalsHeading(line) && !/\d{3}/.test(line.text) && !startsWithForm(line))
      .sort((a, b) => b.size - a.size)[0];
    seen.set(form.number, {
      ...sourceOf(document.name, linesQuote(document.text.lines, form.line)),
      number: form.number,
      base: form.base,
      edition: form.edition,
      title: title?.text ?? null,
    });
  }
  // A form that names itself only on its cover ('F-122 / October 2021').
  const cover =
    document.form && !seen.has(document.form.number)
      ? document.text.lines.find((line) => line.text.includes(document.form!.number))
      : undefined;
  if (document.form && cover) {
    seen.set(document.form.number, {
      ...sourceOf(document.name, linesQuote(document.text.lines, cover)),
      number: document.form.number,
      base: document.form.base,
      edition: document.form.edition,
      title: null,
    });
  }
  return [...seen.values()];
}

/** A percentage deductible in dollars, where the documents state what it is a percentage of. */
function priced(deductible: Deductible, coverages: readonly Coverage[]): Deductible {
  if (deductible.percent === null || deductible.percentOf) return deductible;
  const named = /of Coverage ([A-F])\b/i.exec(deductible.quote.text)?.[1]?.toUpperCase();
  const candidates = coverages.filter((coverage) => coverage.amount !== null && (named ? coverage.code === named : true));
  const match = named
    ? candidates[0]
    : deductible.amount !== null
      ? candidates.find((coverage) => Math.abs((coverage.amount! * deductible.percent!) / 100 - deductible.amount!) <= 1)
      : undefined;
  if (!match || match.amount === null) return deductible;
  const dollars = Math.round((match.amount * deductible.percent) / 100);
  return { ...deductible, percentOf: { coverage: match.label, limit: match.amount, dollars } };
}

/** Two items of one form (an endorsement's own new definition is not what it changes). */
const sameForm = (a: { document: string; form: string | null }, b: { document: string; form: string | null }) =>
  a.document === b.document && (a.form === b.form || a.form === null || b.form === null);

/** The definitions and exclusions of the forms given that an endorsement given replaces, deletes or adds to. */
function linksOf(amendments: readonly Amendment[], definitions: readonly Definition[], exclusions: readonly Exclusion[]): ChangedBy[] {
  const links: ChangedBy[] = [];
  const same = (a: string, b: string) => a.toLowerCase().replace(/[^a-z]/g, '') === b.toLowerCase().replace(/[^a-z]/g, '');
  for (const amendment of amendments) {
    if (amendment.action === 'added' || !amendment.heading) continue;
    const inDefinitions = /DEFINITIONS/i.test(amendment.section ?? '');
    for (const definition of definitions) {
      if (!inDefinitions || definition.change || !same(definition.term, amendment.heading) || sameForm(definition, amendment)) continue;
      links.push({
        target: { kind: 'definition', document: definition.document, page: definition.page, heading: definition.term },
        endorsement: amendment.form,
        document: amendment.document,
        page: amendment.page,
        action: amendment.action,
      });
    }
    const section = sectionOf(amendment.section ?? '');
    for (const exclusion of exclusions) {
      if (exclusion.change || !same(exclusion.heading, amendment.heading) || sameForm(exclusion, amendment)) continue;
      if (section && exclusion.section && exclusion.section !== section) continue;
      links.push({
        target: { kind: 'exclusion', document: exclusion.document, page: exclusion.page, heading: exclusion.heading },
        endorsement: amendment.form,
        document: amendment.document,
        page: amendment.page,
        action: amendment.action,
      });
    }
  }
  return links;
}

/** The least number of labels missing from a list for the gap to be said: one may only be misprinted ('Tl.'). */
const GAP_SAID = 2;

/** Where a list of definitions or exclusions skips numbers it goes on past (7. then 10.): a page may be missing. */
function numberingGaps(document: PolicyDocument): WorthALook[] {
  return document.parts
    .filter((part) => !part.minor && (part.kind === 'definitions' || isExclusionPart(part)))
    .flatMap((part) => {
      const lines = partLines(document, part);
      return flatten(outlineOf(lines))
        .filter((item) => item.skipped >= GAP_SAID)
        .map((item) => {
          const line = lines[item.start]!;
          return { ...sourceOf(document.name, linesQuote(document.text.lines, line)), kind: 'numbering-gap' as const, text: line.text };
        });
    });
}

/** Headings that name an exclusion outside the exclusions parts (an endorsement titled '… EXCLUSION'): worth a look. */
function possibleExclusions(document: PolicyDocument, exclusions: readonly Exclusion[]): WorthALook[] {
  const parts = document.parts.filter((part) => !part.minor && isExclusionPart(part));
  return document.text.body
    .filter(
      (line, position) =>
        isCapitalsHeading(line) &&
        /\bEXCL(?:USION|\s*-)/.test(line.text) &&
        // A schedule's row names a form; it is listed, not a heading of this document.
        formNumbers(line.text)[0]?.index !== 0 &&
        !parts.some((part) => part.start <= position && position < part.end),
    )
    .filter((line) => !exclusions.some((exclusion) => exclusion.document === document.name && exclusion.page === line.page))
    .map((line) => ({
      ...sourceOf(document.name, linesQuote(document.text.lines, line)),
      kind: 'possible-exclusion' as const,
      text: line.text,
    }));
}

/** One document read by every finder, and the kind what it prints makes it. */
function readDocument(document: PolicyDocument) {
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

type DocumentRead = ReturnType<typeof readDocument>;

/** The kinds of document that state nothing of a policy. */
const NOT_POLICY: ReadonlySet<DocumentKind> = new Set(['estimate', 'quote', 'unknown']);

/** The kinds a document of a file may stand apart as, when the file holds several: the rest go with the next. */
const STANDS_APART: ReadonlySet<DocumentKind> = new Set(['declarations', 'policy-with-declarations', 'endorsement']);

/**
 * The documents a file holds, each read as what it is: one for most files; for a policy printed into one PDF
 * (declarations, the form, endorsements), one per document (stack.ts). A file that reads as an estimate or a quote
 * is judged whole. The pages before the first form number are a document of their own when they read as
 * declarations or an endorsement alone (a claim report), or when what follows opens as a document does (an
 * endorsement's banner, a declarations title); otherwise they are the first form's cover or first page.
 */
function documentsOfFile(input: PolicyInput): { reads: DocumentRead[]; spans: Span[]; text: PolicyText; forms: PageForms } {
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
function listedOnce(lists: readonly (readonly ListedForm[])[]): ListedForm[] {
  const once = new Map<string, ListedForm>();
  for (const form of lists.flat()) {
    const key = squeeze(form.number);
    const first = once.get(key);
    once.set(key, first ? { ...first, pages: [...new Set([...first.pages, ...form.pages])] } : form);
  }
  return [...once.values()];
}

/** Forms printed in one file, each once: a package may print an endorsement twice. */
const once = (forms: readonly FormRef[]) => forms.filter((form, at) => forms.findIndex((other) => other.number === form.number) === at);

/** The form a file of several documents is read under: its longest policy form's, else the form most pages print. */
function mainFormOf(reads: readonly DocumentRead[], spans: readonly Span[], forms: PageForms, text: PolicyText): string | null {
  const longest = reads
    .map((read, at) => ({ read, pages: spans[at]!.last - spans[at]!.first + 1 }))
    .filter(({ read }) => read.kind === 'policy-form' && read.document.form)
    .sort((a, b) => b.pages - a.pages)[0];
  return (longest?.read.document.form ?? mainForm(forms, text))?.number ?? null;
}

/** What a file is, and for a file of several documents, each of them. */
function fileReading(input: PolicyInput, { reads, spans, text, forms }: ReturnType<typeof documentsOfFile>): DocumentReading {
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

/** Reads the documents of one policy (any order) into what they state. */
export function readPolicy(documents: readonly PolicyInput[]): PolicyReading {
  const readings: DocumentReading[] = [];
  const coverages: Coverage[] = [];
  const deductibles: Deductible[] = [];
  const specialLimits: SpecialLimit[] = [];
  const definitions: Definition[] = [];
  const exclusions: Exclusion[] = [];
  const formsPresent: FormRef[] = [];
  const formsListed: ListedForm[] = [];
  const amendments: Amendment[] = [];
  const conditions: PolicyReading['conditions'][number][] = [];
  const worthALook: WorthALook[] = [];
  for (const input of documents) {
    const file = documentsOfFile(input);
    readings.push(fileReading(input, file));
    // An estimate or a quote states no policy: nothing it prints is read as a policy's term.
    const policy = file.reads.filter((read) => !NOT_POLICY.has(read.kind));
    formsListed.push(...listedOnce(policy.map((read) => read.own.listed)));
    // A notice printed among a policy's documents (a privacy notice, a jacket) is still a form the file holds.
    const holding = file.reads.length > 1 ? file.reads.filter((read) => read.kind !== 'estimate' && read.kind !== 'quote') : policy;
    formsPresent.push(...once(holding.flatMap((read) => formsPresentOf(read.document))));
    for (const { document, kind, declared, own } of policy) {
      coverages.push(...declared.coverages);
      deductibles.push(...declared.deductibles, ...own.clauses);
      specialLimits.push(...specialLimitsOf(document));
      definitions.push(...own.definitions);
      exclusions.push(...own.exclusions);
      // An endorsement's changes, and those printed among declarations (a package prints endorsements between them).
      if (kind !== 'policy-form') amendments.push(...amendmentsOf(document, kind === 'endorsement'));
      conditions.push(...own.conditions);
      worthALook.push(...possibleExclusions(document, own.exclusions), ...numberingGaps(document));
    }
  }
  const present = new Map(formsPresent.map((form) => [squeeze(form.base), form]));
  const presentFull = new Map(formsPresent.map((form) => [squeeze(form.number), form]));
  const listed = formsListed.map((form) => ({
    ...form,
    given: (presentFull.get(squeeze(form.number)) ?? present.get(squeeze(form.base)))?.document ?? null,
  }));
  return {
    documents: readings,
    coverages,
    deductibles: deductibles.map((deductible) => priced(deductible, coverages)),
    specialLimits,
    definitions,
    exclusions,
    formsPresent,
    formsListed: listed,
    formsMissing: listed.filter((form) => form.given === null),
    amendments,
    changedBy: linksOf(amendments, definitions, exclusions),
    conditions,
    worthALook,
  };
}

export type PolicyFileProblem = { readonly name: string; readonly problem: 'pdf-locked' | 'pdf-scanned' | 'unreadable' };

/** Reads PDF files of one policy with pdf.js; a file that cannot be read is named with its problem. */
export async function readPolicyPdf(
  files: readonly { readonly name: string; readonly bytes: Uint8Array }[],
  progress?: PdfProgress,
): Promise<{ readonly reading: PolicyReading; readonly problems: readonly PolicyFileProblem[] }> {
  const inputs: PolicyInput[] = [];
  const problems: PolicyFileProblem[] = [];
  for (const [index, file] of files.entries()) {
    const text = await readPdfText(file.bytes, (done, pages) => progress?.((index + done) / files.length, pages));
    if (text.ok) inputs.push({ name: file.name, pages: text.pages });
    else problems.push({ name: file.name, problem: text.problem });
  }
  return { reading: readPolicy(inputs), problems };
}
