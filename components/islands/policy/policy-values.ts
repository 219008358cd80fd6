/**
 * A policy item's figures and references as the visitor reads them: money, percentages, page references and the
 * value column of each kind of item (coverages, deductibles, amendments, claim conditions).
 */
import type { PolicyItemWords } from '@/content/policy-highlighter-copy';
import type { Amendment, ClaimCondition, Coverage, Deductible } from '@/lib/policy/types';
import { fillTemplate } from '@/lib/template';
import { formatCount, formatDecimal, formatList } from '@/lib/numbers';

const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$312,000"; cents only where the document prints them. */
export function formatMoney(amount: number): string {
  return `$${Number.isInteger(amount) ? formatCount(amount) : cents.format(amount)}`;
}

const percentText = (words: PolicyItemWords, percent: number) => fillTemplate(words.money.percent, { percent: formatDecimal(percent, 2) });

/** The short key of the `index`-th document in the index's page column: A, B, C … (then 27, 28 …). */
export const documentKey = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : String(index + 1));

/** "p. 3", or with several documents "B p. 3", B the document's key in the list of `documents`. */
export function pageRef(words: PolicyItemWords, document: string, page: number, documents: readonly string[]): string {
  if (documents.length <= 1) return fillTemplate(words.page.one, { page: String(page) });
  return fillTemplate(words.page.other, { document: documentKey(Math.max(0, documents.indexOf(document))), page: String(page) });
}

/** The most characters of a special limit's kinds of property in its item's name; its words are quoted whole below it. */
const PROPERTY_NAME = 48;

/** A special limit's kinds of property, to its first kinds: "money, bank notes, bullion, gold other than…". */
export function propertyName(property: string): string {
  if (property.length <= PROPERTY_NAME) return property;
  const cut = property.slice(0, PROPERTY_NAME + 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[,;:]$/, '')}…`;
}

export function coverageValue(coverage: Coverage, words: PolicyItemWords): string {
  const parts = [coverage.amount !== null ? formatMoney(coverage.amount) : (coverage.terms ?? words.money.noAmount)];
  if (coverage.percent !== null) parts.push(percentText(words, coverage.percent));
  if (coverage.amount !== null && coverage.terms) parts.push(coverage.terms);
  return parts.join(' · ');
}

export function deductibleValue(deductible: Deductible, words: PolicyItemWords): string {
  const { amount, percent, percentOf } = deductible;
  let value: string;
  if (percentOf && percent !== null) {
    value = fillTemplate(words.money.percentOf, {
      percent: formatDecimal(percent, 2),
      coverage: percentOf.coverage,
      limit: formatMoney(percentOf.limit),
      dollars: formatMoney(percentOf.dollars),
    });
  } else if (percent !== null && amount !== null) value = `${formatMoney(amount)} (${percentText(words, percent)})`;
  else if (percent !== null) value = percentText(words, percent);
  else if (amount !== null) value = formatMoney(amount);
  else value = deductible.inDeclarations ? words.money.inDeclarations : words.money.noAmount;
  return deductible.minimum === null ? value : fillTemplate(words.money.minimum, { value, minimum: formatMoney(deductible.minimum) });
}

/** What a deductible applies to: the peril, or the coverage's own label for a deductible of one coverage. */
export function deductibleItem(deductible: Deductible, words: PolicyItemWords): string {
  const what = deductible.appliesTo === 'coverage' ? deductible.label : words.perils[deductible.appliesTo];
  return deductible.where ? `${what}${words.target.separator}${deductible.where}` : what;
}

/** The part of the policy an endorsement changes: "SECTION I – EXCLUSIONS · paragraph 2.b. · Water Damage". */
export function amendmentTarget(amendment: Amendment, words: PolicyItemWords): string {
  const parts = [
    amendment.section,
    amendment.paragraph ? fillTemplate(words.target.paragraph, { paragraph: amendment.paragraph }) : null,
    amendment.heading,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(words.target.separator) : words.target.whole;
}

/** The endorsement an item names, or the words for one the document does not number. */
export const formName = (words: PolicyItemWords, form: string | null) => form ?? words.anEndorsement;

/** Text compared without case, spaces or punctuation (a heading printed two ways). */
export const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What a claim condition states: its heading where it says more than the kind's name, and what it decides. */
export function conditionValue(condition: ClaimCondition, words: PolicyItemWords): string {
  const heading = squeeze(condition.heading) === squeeze(words.conditions[condition.kind]) ? null : condition.heading;
  let decides: string | null = null;
  if (condition.kind === 'loss-settlement' && condition.basis.length > 0)
    decides = formatList(condition.basis.map((basis) => words.basis[basis]));
  if (condition.kind === 'suit-against-us' && condition.timeLimit)
    decides = fillTemplate(words.timeLimit, { printed: condition.timeLimit.printed });
  const ages = condition.kind === 'roof-schedule' ? (condition.schedule?.rows.map((row) => row.age) ?? []) : [];
  if (ages.length > 0) {
    decides = fillTemplate(words.roofSchedule, {
      from: String(Math.min(...ages)),
      to: String(Math.max(...ages)),
      columns: String(condition.schedule!.columns),
    });
  }
  return [heading, decides].filter(Boolean).join(words.target.separator);
}
