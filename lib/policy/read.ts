/**
 * The policy reader's entry: the PDFs of one policy, in any order (declarations, the form, its endorsements), read
 * into facts. Each document is read on its own; what joins them is done here: a percentage deductible priced from
 * the coverage it is a percentage of, the forms a declarations page lists matched to the forms given, and the
 * parts of a form an endorsement changes.
 */
import { amendmentsOf } from './amendments';
import { partLines, type PolicyDocument } from './document';
import { isExclusionPart } from './exclusions';
import { isCapitalsHeading, sectionOf } from './headings';
import { flatten, outlineOf } from './outline';
import { linesQuote, sourceOf } from './quote';
import type {
  Amendment,
  ChangedBy,
  Coverage,
  Deductible,
  Definition,
  DocumentReading,
  Exclusion,
  FormRef,
  ListedForm,
  PolicyReading,
  SpecialLimit,
  WorthALook,
} from './types';
import { specialLimitsOf } from './special-limits';
import { formNumbers, startsWithForm } from './forms';
import { documentsOfFile, fileReading, listedOnce, NOT_POLICY, presentOnce, squeeze, type PolicyInput } from './file';
import { readPdfText, type PdfProgress } from '@/lib/pdf/document';

export type { PolicyInput } from './file';

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
    formsPresent.push(...presentOnce(holding.flatMap((read) => formsPresentOf(read.document))));
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
