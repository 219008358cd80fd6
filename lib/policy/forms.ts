/**
 * Form numbers: the number and edition a form prints in its footer or header ('HO 00 03 10 00', 'CP 03 21 10
 * 12', '64010 (12-10)', 'END. 584E (MO) Ed. 1/19'), and the same numbers where a declarations page lists them,
 * sometimes without the edition ('HO 80 03', 'IL0017 (11-85)').
 */
import { groupBy } from '@/lib/group-by';
import { pageOf, type Line, type PolicyText } from './text';
import type { PageLabel } from './types';

export interface FormNumber {
  readonly number: string;
  /** The number without its edition, to match a listing that leaves the edition out. */
  readonly base: string;
  readonly edition: string | null;
  /** The whole name of a form as its pages print it: with its edition, or of a shape that prints none (State Farm's 'FP-7955'). */
  readonly complete: boolean;
  /** Where the number is in the text it was found in. */
  readonly index: number;
  readonly length: number;
}

/** The shapes of form numbers, each giving the number as printed, its base and its edition (`bare`: printed without one). */
const SHAPES: readonly {
  readonly pattern: RegExp;
  readonly parts: (m: RegExpMatchArray) => [string, string, string | null];
  readonly bare?: true;
}[] = [
  // Mesa Underwriters: prefix, state and line, a five-digit number and a four-digit edition.
  { pattern: /\b(MUS \d{2} \d{2} \d{5})(?: (\d{4}))?\b/g, parts: (m) => [m[0], m[1]!, m[2] ?? null] },
  // A one-letter prefix, only with its edition: Nationwide's 'H 00 04 07 16'.
  { pattern: /\b([A-Z]) (\d{2}) (\d{2}) (\d{2}) (\d{2})\b/g, parts: (m) => [m[0], `${m[1]} ${m[2]} ${m[3]}`, `${m[4]} ${m[5]}`] },
  // ISO and the carriers that follow it: prefix, two pairs of digits, then the edition month and year.
  {
    pattern: /\b([A-Z]{2,3}) ?(\d{2}) (\d{2})(?: (\d{2}) (\d{2}))?\b/g,
    parts: (m) => {
      const base = `${m[1]} ${m[2]} ${m[3]}`;
      return m[4] ? [`${base} ${m[4]} ${m[5]}`, base, `${m[4]} ${m[5]}`] : [base, base, null];
    },
  },
  // A schedule's ISO number with a three-digit part: 'ILN 020 09 03'.
  { pattern: /\b([A-Z]{2,3}) (\d{3}) (\d{2}) (\d{2})\b/g, parts: (m) => [m[0], `${m[1]} ${m[2]}`, `${m[3]} ${m[4]}`] },
  // Auto-Owners: a five-digit number (or ISO's number run together) and the edition in brackets.
  { pattern: /\b(\d{5}|[A-Z]{2}\d{4}) ?\((\d{1,2}-\d{2})\)/g, parts: (m) => [`${m[1]} (${m[2]})`, m[1]!, m[2]!] },
  // Travelers and others: a form name with a hyphen and the edition in brackets or after it.
  { pattern: /\b((?:HO|PL|DP)-\d{1,4}) ?(\(\d{2}-\d{2}\)|\d{1,2}-\d{2})/g, parts: (m) => [m[0], m[1]!, m[2]!.replace(/[()]/g, '')] },
  // A carrier's own codes, with a version and the edition in brackets: USAA's 'HO-3R(02) (07-08)', 'HO-ACP (07-12)', 'QR3(02) (07-08)'.
  {
    pattern: /\b((?=[A-Z\d()-]*[\d-])[A-Z]{2,5}(?:-[A-Z\d]{1,5}|\d{1,2})?(?:\(\d{2}\))?) \((\d{2}-\d{2})\)/g,
    parts: (m) => [m[0], m[1]!, m[2]!],
  },
  // An endorsement numbered 'END. 584E (MO) Ed. 1/19'.
  { pattern: /\b(END\. ?\d+[A-Z]? \([A-Z]{2}\)) Ed\. (\d{1,2}\/\d{2})/g, parts: (m) => [m[0], m[1]!, m[2]!] },
  // FEMA's flood forms: 'F-122 / October 2021'.
  { pattern: /\b(F-\d{3}) \/ ([A-Z][a-z]+ \d{4})/g, parts: (m) => [m[0], m[1]!, m[2]!] },
  // State Farm's forms, which print no edition: 'FP-7955', 'FE-5320', 'FE-7247.1'.
  { pattern: /\b(F[A-Z]-\d{4}(?:\.\d{1,2})?)(?![\d-])/g, parts: (m) => [m[1]!, m[1]!, null], bare: true },
  // A privacy notice or a letter: 'PLM-32252'.
  { pattern: /\b([A-Z]{3}-\d{5})\b/g, parts: (m) => [m[0], m[1]!, null] },
];

/** The form numbers in a text, each once (a shape that matches inside another's match is not counted). */
export function formNumbers(text: string): FormNumber[] {
  const found: FormNumber[] = [];
  for (const shape of SHAPES) {
    for (const match of text.matchAll(shape.pattern)) {
      const [number, base, edition] = shape.parts(match);
      const index = match.index ?? 0;
      const length = match[0].length;
      if (found.some((other) => index < other.index + other.length && other.index < index + length)) continue;
      found.push({ number, base, edition, complete: edition !== null || shape.bare === true, index, length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Printed in a page's top or bottom margin. */
const inMargin = (line: Line, height: number) => line.y < height * 0.13 || line.y > height * 0.87;

/** A row that lists forms: it starts with a form number. */
export const startsWithForm = (line: Line) => formNumbers(line.text)[0]?.index === 0;

/** A row of a list of forms: a line of its page within two rows of it, and in line with it, also starts with one. */
const inListOfForms = (line: Line, pageLines: readonly Line[]) =>
  startsWithForm(line) &&
  pageLines.some(
    (other) =>
      other !== line && Math.abs(other.x0 - line.x0) <= 3 && Math.abs(other.y - line.y) <= 2.5 * line.size && startsWithForm(other),
  );

/** Each page's form, with the line that prints it. */
export type PageForms = ReadonlyMap<number, FormNumber & { readonly line: Line }>;

/** Each page's form: the number printed in its margins (a page that prints none continues the form before it). */
export function pageForms(text: PolicyText): PageForms {
  const heights = new Map(text.pages.map((page) => [page.number, page.height]));
  const linesOf = groupBy(text.lines, (line) => line.page);
  const byPage = new Map<number, FormNumber & { readonly line: Line }>();
  for (const line of text.lines) {
    if (byPage.has(line.page) || !inMargin(line, heights.get(line.page) ?? 792)) continue;
    // One number: a line that prints several, or a row of a list that starts high on a page, lists forms; a
    // table's last row that names a form ('Property Plus None See 55198 (12-10) $86.00') refers to it.
    if (/\$\s?\d|\bSee\s+(?:Form\s+)?[A-Z]{0,3}\s?\d/i.test(line.text)) continue;
    const numbers = formNumbers(line.text);
    const [first] = numbers.filter((form) => form.complete);
    if (first && numbers.length === 1 && !inListOfForms(line, linesOf.get(line.page) ?? [])) byPage.set(line.page, { ...first, line });
  }
  let last: (FormNumber & { readonly line: Line }) | undefined;
  for (const page of text.pages) {
    const own = byPage.get(page.number);
    if (own) last = own;
    else if (last && page.items.length > 0) byPage.set(page.number, last);
  }
  return byPage;
}

/** The form a document prints on most pages, or else the one its cover names. */
export function mainForm(forms: ReadonlyMap<number, FormNumber>, text: PolicyText): FormNumber | null {
  if (forms.size === 0) {
    const first = text.lines.filter((line) => line.page === text.pages[0]?.number);
    // Only a number printed on a line of its own (a cover's 'F-122 / October 2021'), not one in a list of forms.
    const alone = first.flatMap((line) => formNumbers(line.text).filter((form) => form.complete && form.length >= 0.8 * line.text.length));
    return alone[0] ?? null;
  }
  // On as many pages, the form with most of the document's text (a form over its declarations and endorsements).
  const lines = new Map<number, number>();
  for (const line of text.body) lines.set(line.page, (lines.get(line.page) ?? 0) + 1);
  const counts = new Map<string, { form: FormNumber; count: number }>();
  for (const [page, form] of forms) {
    const entry = counts.get(form.number) ?? { form, count: 0 };
    entry.count += 1 + (lines.get(page) ?? 0) / 10_000;
    counts.set(form.number, entry);
  }
  return (
    [...counts.values()].reduce<{ form: FormNumber; count: number } | null>(
      (best, entry) => (!best || entry.count > best.count ? entry : best),
      null,
    )?.form ?? null
  );
}

/** Page labels numbered past their own count ('Page 12 of 10'): the physical page is what is cited. */
export function oddPageLabels(text: PolicyText): PageLabel[] {
  const labels: PageLabel[] = [];
  for (const line of text.lines) {
    const match = pageOf.exec(line.text);
    if (!match || labels.some((label) => label.page === line.page)) continue;
    labels.push({ page: line.page, printed: match[0], number: Number(match[1]), of: Number(match[2]) });
  }
  return labels.filter((label) => label.of !== null && label.number > label.of);
}
