/**
 * A form's claim conditions and its deductible clause, found by the headings of its items (in a form's
 * conditions and loss-settlement parts, and in the wording an endorsement puts in): loss settlement (replacement
 * cost, actual cash value), a roof surface payment schedule, duties after loss, appraisal, suit against us (with
 * its time limit), and the deductible clause that points to the amount shown in the Declarations.
 */
import { formOn, type PolicyDocument } from './document';
import { itemHeading, trimHeading } from './headings';
import { flatten, outlineOf, type Item } from './outline';
import { linesQuote, sourceOf } from './quote';
import { quoteSpan, wordAt } from './stream';
import type { Line } from './text';
import type { ClaimCondition, ConditionKind, Deductible, RoofSchedule } from './types';

const KINDS: readonly [ConditionKind, RegExp][] = [
  ['roof-schedule', /^Roof Surface Payment Schedule$|^Loss Settlement For Roofing System/i],
  ['loss-settlement', /^(?:Loss Settlement|Loss Value Determination|Valuation|How We Settle Losses)\b/i],
  [
    'duties-after-loss',
    /^(?:Your )?Duties After (?:An? )?(?:Loss|"?Occurrence"?)|^What You Must Do In Case Of Loss|^Duties In The Event Of Loss|^Requirements in Case of Loss/i,
  ],
  ['appraisal', /^Appraisal$/i],
  ['suit-against-us', /^(?:Suit|Legal Action) Against Us$/i],
  ['deductible-clause', /^(?:Loss |Section I )?Deductibles?$/i],
];

const NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  sixty: 60,
};

/** 'within two years after the date of loss', 'within 24 months after', 'more than 60 days after'. */
export function timeLimitOf(text: string): ClaimCondition['timeLimit'] {
  const match =
    /\b(?:within|more than|no later than)\s+(\d{1,3}|[a-z-]+)\s+\(?\d*\)?\s*(years?|months?|days?)\s+(?:after|from|of)\b[^.;]*/i.exec(text);
  if (!match) return null;
  const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBERS[match[1]!.toLowerCase()];
  if (!amount) return null;
  const unit = match[2]!.toLowerCase().replace(/s$/, '') + 's';
  return { amount, unit: unit as 'days' | 'months' | 'years', printed: match[0].trim() };
}

const basisOf = (text: string): ClaimCondition['basis'] =>
  [
    /replacement cost/i.test(text) ? ('replacement-cost' as const) : null,
    /actual cash value/i.test(text) ? ('actual-cash-value' as const) : null,
  ].filter((basis): basis is 'replacement-cost' | 'actual-cash-value' => basis !== null);

interface Clause {
  readonly kind: ConditionKind;
  readonly heading: string;
  readonly lines: readonly Line[];
}

/** The items of a document's conditions and settlement parts whose headings name a claim condition. */
function clausesOf(document: PolicyDocument): Clause[] {
  const clauses: Clause[] = [];
  for (const part of document.parts) {
    if (part.minor) continue;
    const lines = document.text.body.slice(part.start + 1, part.end);
    const titleKind = KINDS.find(([, pattern]) => pattern.test(part.title.replace(/^SECTION I+\s*[-–]?\s*/i, '')))?.[0];
    // A part headed by the condition itself: a deductible clause, a roof schedule, or a conditions form's lettered
    // heading in capitals ('D. LEGAL ACTION AGAINST US').
    const headedByIt =
      titleKind !== undefined &&
      (titleKind === 'deductible-clause' || titleKind === 'roof-schedule' || ['conditions', 'other'].includes(part.kind));
    if (headedByIt) clauses.push({ kind: titleKind, heading: part.title, lines: [part.heading, ...lines] });
    if (!['conditions', 'settlement', 'coverage', 'other'].includes(part.kind)) continue;
    for (const item of flatten(outlineOf(lines)).filter((entry: Item) => entry.depth <= 2)) {
      const first = lines[item.start]!;
      const heading = itemHeading(first.words.slice(item.labelWords), lines.slice(item.start + 1, item.end));
      if (!heading) continue;
      const kind = KINDS.find(([, pattern]) => pattern.test(trimHeading(heading.text)))?.[0];
      if (kind) clauses.push({ kind, heading: trimHeading(heading.text), lines: lines.slice(item.start, item.end) });
    }
  }
  return clauses;
}

/** The claim conditions of a document, its endorsement's new wording included. */
export function conditionsOf(document: PolicyDocument): ClaimCondition[] {
  const conditions: ClaimCondition[] = clausesOf(document)
    .filter((clause) => clause.kind !== 'deductible-clause')
    .map((clause) => {
      const text = clause.lines.map((line) => line.text).join(' ');
      const first = clause.lines[0]!;
      return {
        ...sourceOf(document.name, linesQuote(clause.lines, first, clause.lines.at(-1) ?? first)),
        form: formOn(document, first.page),
        kind: clause.kind,
        heading: clause.heading,
        text,
        basis: clause.kind === 'loss-settlement' || clause.kind === 'roof-schedule' ? basisOf(text) : [],
        timeLimit: clause.kind === 'suit-against-us' ? timeLimitOf(text) : null,
        schedule: null,
      };
    });
  // An endorsement's new condition ('Suit Against Us is deleted and replaced by the following: Suit Against Us. …').
  const { stream } = document;
  for (const change of document.changes) {
    if (change.wordingStart === null) continue;
    const opening = stream.lines[stream.lineOf[wordAt(stream, change.wordingStart)]!]!;
    const heading = itemHeading(opening.words, []);
    const name = heading ? trimHeading(heading.text) : change.target;
    const kind = KINDS.find(([, pattern]) => pattern.test(name))?.[0];
    if (!kind || kind === 'deductible-clause') continue;
    const quote = quoteSpan(stream, change.wordingStart, change.wordingEnd);
    conditions.push({
      ...sourceOf(document.name, quote),
      form: formOn(document, opening.page),
      kind,
      heading: name,
      text: quote.text,
      basis: kind === 'loss-settlement' || kind === 'roof-schedule' ? basisOf(quote.text) : [],
      timeLimit: kind === 'suit-against-us' ? timeLimitOf(quote.text) : null,
      schedule: null,
    });
  }
  const schedule = roofScheduleOf(document);
  if (schedule) conditions.push(schedule);
  return conditions;
}

/** A row of a payment schedule: the roof's age, then percentages ('10 70% 60% 70% 80% 80% 90% 50% 50%'). */
const SCHEDULE_ROW = /^\d{1,2}(?: \d{1,3}%)+$/;

/**
 * A roof surface payment schedule: its rows of percentages by age, each percentage placed in the column of the
 * fullest row it is printed under (a column whose last rate goes on is left blank in the rows after it).
 */
function roofScheduleOf(document: PolicyDocument): ClaimCondition | null {
  const { text } = document;
  const rows = text.pages.flatMap((page) =>
    (text.rows.get(page.number) ?? []).filter((row) => !row.furniture && SCHEDULE_ROW.test(row.text)),
  );
  if (rows.length < 10) return null;
  const widest = rows.reduce((best, row) => (row.words.length > best.words.length ? row : best));
  const centres = widest.words.slice(1).map((word) => (word.x0 + word.x1) / 2);
  const schedule: RoofSchedule = {
    columns: centres.length,
    rows: rows.map((row) => {
      const percents: (number | null)[] = centres.map(() => null);
      for (const word of row.words.slice(1)) {
        const centre = (word.x0 + word.x1) / 2;
        const column = centres.reduce((best, x, index) => (Math.abs(x - centre) < Math.abs(centres[best]! - centre) ? index : best), 0);
        percents[column] = Number(word.text.replace('%', ''));
      }
      return { age: Number(row.words[0]!.text), percents, page: row.page };
    }),
  };
  // The schedule's own title over its table (the form's title on its first page says the same).
  const titles = text.body.filter((line) => /^Roof Surface Payment Schedule$/i.test(line.text.trim()));
  const title = titles.find((line) => line.page === rows[0]!.page) ?? titles[0] ?? rows[0]!;
  return {
    ...sourceOf(document.name, linesQuote(text.lines, title)),
    form: formOn(document, title.page),
    kind: 'roof-schedule',
    heading: title.text,
    text: rows.map((row) => row.text).join(' '),
    basis: [],
    timeLimit: null,
    schedule,
  };
}

/**
 * A form's deductible clause, which points to the amount shown in the Declarations: one, or one each for
 * building and personal property where the form says separate deductibles apply to them.
 */
export function deductibleClausesOf(document: PolicyDocument): Deductible[] {
  return clausesOf(document)
    .filter((clause) => clause.kind === 'deductible-clause')
    .flatMap((clause): Deductible[] => {
      const text = clause.lines.map((line) => line.text).join(' ');
      if (!/shown (?:in|on) the Declarations/i.test(text)) return [];
      const first = clause.lines[0]!;
      const base: Omit<Deductible, 'appliesTo' | 'label'> = {
        ...sourceOf(document.name, linesQuote(clause.lines, first)),
        form: formOn(document, first.page),
        where: null,
        amount: null,
        percent: null,
        percentOf: null,
        minimum: null,
        inDeclarations: true,
      };
      if (/separate deductibles apply to the building and personal property/i.test(text)) {
        return [
          { ...base, appliesTo: 'coverage', label: 'building' },
          { ...base, appliesTo: 'coverage', label: 'personal property' },
        ];
      }
      return [{ ...base, appliesTo: 'all-perils', label: clause.heading }];
    });
}
