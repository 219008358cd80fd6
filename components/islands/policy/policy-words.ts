/**
 * The reader's facts as the visitor reads them: every item of a policy reading worded once, with the page and
 * the printed words it rests on, in the order the page lists them (the declarations first). The results, the
 * page view, the index and the CSV download all use these entries, so the download matches the index and the
 * index matches the results.
 */
import type { PolicyCopy, PolicyEntryKind, PolicyItemWords } from '@/content/policy-highlighter-copy';
import type { PolicyInputProblem } from '@/lib/policy/input';
import type {
  Amendment,
  ChangedBy,
  Definition,
  Exclusion,
  FormRef,
  ListedForm,
  PolicyReading,
  Quote,
  WorthALook,
} from '@/lib/policy/types';
import { fillTemplate } from '@/lib/template';
import { formatDecimal, formatList } from '@/lib/numbers';
import {
  amendmentTarget,
  conditionValue,
  coverageValue,
  deductibleItem,
  deductibleValue,
  formatMoney,
  formName,
  propertyName,
  squeeze,
} from './policy-values';

/** A link from an item to another place in the documents: the endorsement that changes it, or the part an endorsement changes. */
export interface EntryLink {
  readonly label: string;
  readonly document: string;
  readonly page: number;
  /** The entry it leads to, when it is one of the list. */
  readonly key: string | null;
}

export interface PolicyEntry {
  readonly key: string;
  readonly kind: PolicyEntryKind;
  /** The index's and the download's section: "Deductibles", "Exclusions – Section I". */
  readonly group: string;
  readonly item: string;
  /** What the documents state about it, in a few words: "$312,000", "Replaced by HO 81 17 02 23". */
  readonly value: string;
  /** The item's own words, when it has more than its heading: a definition, an exclusion, a condition, an endorsement's new wording. */
  readonly text: string | null;
  readonly links: readonly EntryLink[];
  /** A form the declarations list that none of the files prints. */
  readonly missing: boolean;
  readonly document: string;
  readonly page: number;
  readonly quote: Quote;
}

/**
 * Every item of `reading`, worded, in the order the page lists them: coverages, deductibles, special limits, the forms the
 * declarations list, the forms the files print, the endorsements' changes, claim conditions, definitions, exclusions by section, and last,
 * apart, what is worth a look.
 */
export function policyEntries(reading: PolicyReading, words: PolicyItemWords): PolicyEntry[] {
  const entries: PolicyEntry[] = [];
  const at = (source: { document: string; page: number; quote: Quote }) => ({
    document: source.document,
    page: source.page,
    quote: source.quote,
  });
  const plain = { text: null, links: [], missing: false } as const;

  reading.coverages.forEach((coverage, index) =>
    entries.push({
      ...plain,
      ...at(coverage),
      key: `coverage-${index}`,
      kind: 'coverage',
      group: words.groups.coverage,
      item: coverage.where ? `${coverage.label}${words.target.separator}${coverage.where}` : coverage.label,
      value: coverageValue(coverage, words),
    }),
  );
  reading.deductibles.forEach((deductible, index) =>
    entries.push({
      ...plain,
      ...at(deductible),
      key: `deductible-${index}`,
      kind: 'deductible',
      group: words.groups.deductible,
      item: deductibleItem(deductible, words),
      value: deductibleValue(deductible, words),
    }),
  );
  reading.specialLimits.forEach((limit, index) =>
    entries.push({
      ...plain,
      ...at(limit),
      key: `special-${index}`,
      kind: 'special',
      group: words.groups.special,
      item: fillTemplate(words.special.item, { label: limit.label, property: propertyName(limit.property) }),
      value: [formatMoney(limit.amount), limit.theft ? words.special.theft : null].filter(Boolean).join(words.target.separator),
    }),
  );
  reading.formsListed.forEach((form: ListedForm, index) =>
    entries.push({
      ...plain,
      ...at(form),
      key: `listed-${index}`,
      kind: 'listed',
      group: words.groups.listed,
      item: form.number,
      value: [form.title, form.given ? words.forms.given : words.forms.missing].filter(Boolean).join(words.target.separator),
      missing: form.given === null,
    }),
  );

  reading.formsPresent.forEach((form: FormRef, index) =>
    entries.push({
      ...plain,
      ...at(form),
      key: `form-${index}`,
      kind: 'form',
      group: words.groups.form,
      item: form.number,
      value: form.title ?? words.forms.untitled,
    }),
  );
  // The definitions and exclusions come later in the list; their keys are known now, for the links.
  const definitionKey = new Map(
    reading.definitions.map((definition, index) => [targetId('definition', definition), `definition-${index}`]),
  );
  const exclusionKey = new Map(reading.exclusions.map((exclusion, index) => [targetId('exclusion', exclusion), `exclusion-${index}`]));
  const amendmentKeys = reading.amendments.map((_, index) => `amendment-${index}`);
  const targetKey = (link: ChangedBy) =>
    (link.target.kind === 'definition' ? definitionKey : exclusionKey).get(
      `${link.target.kind}|${link.target.document}|${link.target.page}|${squeeze(link.target.heading)}`,
    ) ?? null;
  const changes = (amendment: Amendment) =>
    reading.changedBy.filter(
      (link) =>
        link.document === amendment.document &&
        link.page === amendment.page &&
        link.action === amendment.action &&
        link.endorsement === amendment.form &&
        squeeze(link.target.heading) === squeeze(amendment.heading ?? ''),
    );

  reading.amendments.forEach((amendment, index) =>
    entries.push({
      ...at(amendment),
      key: amendmentKeys[index]!,
      kind: 'amendment',
      group: words.groups.amendment,
      item: amendmentTarget(amendment, words),
      value: [
        fillTemplate(words.changedBy[amendment.action], { form: formName(words, amendment.form) }),
        amendment.when ? fillTemplate(words.when, { when: amendment.when }) : null,
      ]
        .filter(Boolean)
        .join(words.target.separator),
      text: amendment.wording?.quote.text ?? null,
      links: changes(amendment).map((link) => ({
        label: fillTemplate(words.links.changes, { item: link.target.heading, page: String(link.target.page) }),
        document: link.target.document,
        page: link.target.page,
        key: targetKey(link),
      })),
      missing: false,
    }),
  );
  reading.conditions.forEach((condition, index) =>
    entries.push({
      ...plain,
      ...at(condition),
      key: `condition-${index}`,
      kind: 'condition',
      group: words.groups.condition,
      item: words.conditions[condition.kind],
      value: conditionValue(condition, words),
      text: condition.text,
    }),
  );

  /** The endorsements that change an item, each a link to the page of its change. */
  const changedBy = (kind: 'definition' | 'exclusion', item: Definition | Exclusion, heading: string): EntryLink[] =>
    reading.changedBy
      .filter(
        (link) =>
          link.target.kind === kind &&
          link.target.document === item.document &&
          link.target.page === item.page &&
          squeeze(link.target.heading) === squeeze(heading),
      )
      .map((link) => ({
        label: fillTemplate(words.links.changedBy, {
          change: fillTemplate(words.changedBy[link.action], { form: formName(words, link.endorsement) }),
          page: String(link.page),
        }),
        document: link.document,
        page: link.page,
        key: amendmentKeys[reading.amendments.findIndex((amendment) => changes(amendment).includes(link))] ?? null,
      }));

  reading.definitions.forEach((definition, index) =>
    entries.push({
      ...at(definition),
      key: `definition-${index}`,
      kind: 'definition',
      group: words.groups.definition,
      item: definition.term,
      value: definition.change ? words.definitionChange[definition.change] : '',
      text: definition.text,
      links: changedBy('definition', definition, definition.term),
      missing: false,
    }),
  );
  // Exclusions by section: Section I, Section II, then any other, each in the documents' order.
  const sections: ('I' | 'II' | 'other')[] = ['I', 'II', 'other'];
  for (const section of sections) {
    reading.exclusions.forEach((exclusion, index) => {
      if ((exclusion.section ?? 'other') !== section) return;
      entries.push({
        ...at(exclusion),
        key: `exclusion-${index}`,
        kind: 'exclusion',
        group: words.exclusionGroups[section],
        item: exclusion.headingPrinted ? exclusion.heading : fillTemplate(words.firstWords, { words: exclusion.heading }),
        value: [exclusion.number, exclusion.change ? words.changes[exclusion.change] : null].filter(Boolean).join(words.target.separator),
        text: exclusion.text,
        links: changedBy('exclusion', exclusion, exclusion.heading),
        missing: false,
      });
    });
  }
  reading.worthALook.forEach((worth: WorthALook, index) =>
    entries.push({
      ...plain,
      ...at(worth),
      key: `worth-${index}`,
      kind: 'worth',
      group: words.groups.worth,
      item: worth.text,
      value: words.worth[worth.kind],
    }),
  );
  return entries;
}

/** The key a link's target is found by: its kind, document, page and heading. */
function targetId(kind: 'definition' | 'exclusion', item: Definition | Exclusion): string {
  const heading = kind === 'definition' ? (item as Definition).term : (item as Exclusion).heading;
  return `${kind}|${item.document}|${item.page}|${squeeze(heading)}`;
}

/** The entries whose printed words are on `page` of `document` (an item may start on the page before). */
export function entriesOnPage(entries: readonly PolicyEntry[], document: string, page: number): PolicyEntry[] {
  return entries.filter(
    (entry) => entry.document === document && (entry.page === page || entry.quote.boxes.some((box) => box.page === page)),
  );
}

const megabytes = (bytes: number) => `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;

/** The message for a file that could not be read as part of a policy. */
export function problemText(copy: PolicyCopy['problems'], problem: PolicyInputProblem): string {
  const signs = (problem.signs ?? []).map((sign) => copy.signs[sign]).filter((text): text is string => Boolean(text));
  return fillTemplate(copy.messages[problem.kind], {
    name: problem.name,
    size: megabytes(problem.bytes ?? 0),
    signs: formatList(signs),
  });
}
