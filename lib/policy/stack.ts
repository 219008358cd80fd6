/**
 * One file that holds several documents of a policy one after another — its declarations, the form, its
 * endorsements, as a carrier's portal prints a policy into one PDF: where each document begins, so that each is
 * read as the document it is (an endorsement's changes read as changes, a form's definitions within the form).
 * A document begins where the form number the pages print changes, or where a page opens as a document does (an
 * endorsement's banner or opening sentence, a declarations or claim report's title); the pages before the first
 * form number (a claim report, a declarations page that prints none) are one.
 */
import { groupBy } from '@/lib/group-by';
import { formNumbers, type PageForms } from './forms';
import { ENDORSEMENT_OPENING } from './kind';
import { policyText, type PageLayout, type PolicyText } from './text';

/** Pages `first`–`last` (physical, inclusive) of a file, the form they print (null: none), the title they open with. */
export interface Span {
  readonly first: number;
  readonly last: number;
  readonly form: string | null;
  readonly opening: Opening | null;
}

/** The lines of a page looked at for a document's title: the title block above its first paragraph. */
const OPENING_LINES = 6;

/** What a document prints above its first paragraph: an endorsement's banner or opening sentence, a declarations title. */
const OPENINGS = {
  endorsement: ENDORSEMENT_OPENING,
  declarations:
    /^(?:[A-Z ]+ )?(?:POLICY |COVERAGE PART |RENEWAL |SUPPLEMENTAL )?DECLARATIONS(?: PAGE)?\b|^(?:[A-Z][A-Za-z]+ ){1,6}Declarations(?: Page)?(?: [A-Z]|$)|^(?:Claim Information Report|First Notice of Loss)\b/m,
} as const;

export type Opening = keyof typeof OPENINGS;

/** The documents a file holds, in order; one span for a file of one document. */
export function spansOf(text: PolicyText, forms: PageForms): Span[] {
  const pages = text.pages.map((page) => page.number);
  const linesOf = groupBy(text.lines, (line) => line.page);
  // The number a page prints itself in its margins, or alone on a line of its cover ('F-122 / October 2021', FEMA's
  // flood form, which prints none in its margins); a page that prints none continues the form before it.
  const own = (page: number | undefined) => {
    if (page === undefined) return null;
    const form = forms.get(page);
    if (form && form.line.page === page) return form.number;
    const numbered = (linesOf.get(page) ?? []).flatMap((line) => formNumbers(line.text).map((number) => ({ line, number })));
    const [only] = numbered;
    return numbered.length === 1 && only!.number.complete && only!.number.length >= 0.8 * only!.line.text.length
      ? only!.number.number
      : null;
  };
  const openingOf = (page: number | undefined): Opening | null => {
    const head = (linesOf.get(page ?? -1) ?? [])
      .slice(0, OPENING_LINES)
      .map((line) => line.text)
      .join('\n');
    return (Object.keys(OPENINGS) as Opening[]).find((kind) => OPENINGS[kind].test(head)) ?? null;
  };
  const openings = pages.map(openingOf);
  const blank = (page: number | undefined) => (linesOf.get(page ?? -1) ?? []).length === 0;
  // A document begun by a title on a page that prints no number takes the first number it meets (`adopts`).
  const spans: { first: number; last: number; form: string | null; opening: Opening | null; adopts: boolean; hasText: boolean }[] = [];
  pages.forEach((page, at) => {
    const current = spans.at(-1);
    const [form, opening, hasText] = [own(page), openings[at]!, !blank(page)];
    if (!current) return spans.push({ first: page, last: page, form, opening, adopts: false, hasText });
    current.last = page;
    // Blank pages so far (a cover's blank back): the document starts with this page's text.
    if (!current.hasText) return Object.assign(current, { form, opening, hasText });
    // A page that opens with a title of its own ('SUPPLEMENTAL DECLARATIONS') begins another document instead.
    if (form !== null && current.form === null && current.adopts && opening === null) {
      current.form = form;
      return;
    }
    // One page that prints another number between two pages of the same form cites that form; it starts nothing.
    const island = current.form !== null && own(pages[at + 1]) === current.form;
    const newForm = form !== null && form !== current.form && !island;
    // A title starts a document where the page before does not print it too (declarations titled on every page).
    const newTitle =
      opening !== null &&
      openings[at - 1] !== opening &&
      !(opening === 'declarations' && current.opening === 'declarations') &&
      (form === null || form !== current.form);
    if (!newForm && !newTitle) return;
    current.last = page - 1;
    spans.push({ first: page, last: page, form, opening, adopts: form === null, hasText });
  });
  return spans.map(({ first, last, form, opening }) => ({ first, last, form, opening }));
}

/**
 * The text of pages `first`–`last` of a file, as if they were a file of their own: what repeats and which font is
 * bold are told within the document (an endorsement set in another type than the form is not bold throughout).
 * `layouts` are the file's pages laid out once, in the order of `text.pages`.
 */
export function spanText(text: PolicyText, layouts: readonly PageLayout[], span: Span): PolicyText {
  const at = text.pages.flatMap((page, index) => (page.number >= span.first && page.number <= span.last ? [index] : []));
  return policyText(
    text.name,
    at.map((index) => text.pages[index]!),
    at.map((index) => layouts[index]!),
  );
}

/** Two spans side by side as one. */
export const joined = (a: Span, b: Span): Span => ({
  first: Math.min(a.first, b.first),
  last: Math.max(a.last, b.last),
  form: a.form ?? b.form,
  opening: a.opening ?? b.opening,
});
