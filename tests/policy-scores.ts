/**
 * How a policy reading compares with what a real document states (tests/fixtures/policies/real-policies.ts), per
 * category: items expected, found, right, and the ones missed or wrong. Shared by the test of the real policies and
 * by the script that measures the reader for docs/policy-highlighter.md, so both count the same way.
 */
import type { PolicyReading } from '@/lib/policy/types';
import type { ExpectedExclusion, RealPolicy } from './fixtures/policies/real-policies';

export interface Score {
  readonly expected: number;
  readonly found: number;
  readonly right: number;
  readonly missed: readonly string[];
  readonly wrong: readonly string[];
}

export interface Scores {
  readonly coverages: Score;
  readonly deductibles: Score;
  readonly specialLimits: Score;
  readonly definitions: Score;
  readonly exclusions: Score;
  readonly formsListed: Score;
  readonly amendments: Score;
}

/** The words of a text that tell it apart, and its paragraph numbers ('A.7.' → 'a7'). */
const words = (text: string) =>
  new Set([
    ...text
      .toLowerCase()
      .replace(/[“”"'’]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 3 && !STOP.has(word)),
    ...[...text.matchAll(/\b[A-Za-z]?\d{1,2}(?:\.[a-z0-9()]+)*\.?/g)]
      .map((match) => match[0].toLowerCase().replace(/[^a-z0-9]/g, ''))
      .filter((token) => /[a-z]\d|\d[a-z]/.test(token)),
  ]);
const STOP = new Set(['the', 'and', 'for', 'section', 'paragraph', 'paragraphs', 'when', 'amending', 'form', 'forms', 'of', 'under']);
const overlap = (a: string, b: string) => [...words(a)].filter((word) => words(b).has(word)).length;
const norm = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[“”"'’]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[.,:;]+$/, '')
    .trim();
const squeeze = (number: string) => number.replace(/[\s.]/g, '').toUpperCase();

/** Matches expected items with found ones, each found item used once. */
function score<E, F>(
  expected: readonly E[],
  found: readonly F[],
  same: (e: E, f: F) => boolean,
  show: (e: E) => string,
  showFound: (f: F) => string,
  closeness: (e: E, f: F) => number = () => 0,
): Score {
  const used = new Set<number>();
  const missed: string[] = [];
  for (const item of expected) {
    let at = -1;
    found.forEach((candidate, index) => {
      if (used.has(index) || !same(item, candidate)) return;
      if (at < 0 || closeness(item, candidate) > closeness(item, found[at]!)) at = index;
    });
    if (at >= 0) used.add(at);
    else missed.push(show(item));
  }
  return {
    expected: expected.length,
    found: found.length,
    right: used.size,
    missed,
    wrong: found.filter((_, index) => !used.has(index)).map(showFound),
  };
}

function sameExclusion(want: ExpectedExclusion, got: PolicyReading['exclusions'][number]): boolean {
  if (
    got.page !== want.page ||
    (want.number ?? null) !== (got.number?.replace(/\.$/, '') ?? null) ||
    (want.section ?? null) !== got.section
  )
    return false;
  if (want.change && got.change !== (want.change === 'added to' ? 'added-to' : want.change)) return false;
  const [a, b] = [norm(got.heading), norm(want.heading)];
  const compatible = a.length > 0 && (a.startsWith(b) || b.startsWith(a));
  return compatible || (!want.printed && !got.headingPrinted);
}

/** The reading of one real document against what it states. */
export function scoresOf(want: RealPolicy, reading: PolicyReading): Scores {
  const definitionForms = new Set(want.definitions.map((entry) => entry[2]).filter(Boolean));
  const exclusionForms = new Set(want.exclusions.map((entry) => entry.form).filter(Boolean));
  const pages = want.declarationPages;
  const inScope = (page: number) => !pages || (page >= pages[0] && page <= pages[1]);
  const coverages = reading.coverages.filter((coverage) => inScope(coverage.page));
  const deductibles = reading.deductibles.filter((deductible) => inScope(deductible.page));
  return {
    coverages: score(
      want.coverages,
      coverages,
      ([label, amount, page], got) => got.page === page && got.amount === amount && overlap(label, got.label) > 0,
      ([label, amount, page]) => `${label} ${amount} p${page}`,
      (got) => `${got.label} ${got.amount} p${got.page}`,
    ),
    deductibles: score(
      want.deductibles,
      deductibles,
      ([, amount, page, percent], got) =>
        got.page === page && (got.amount ?? got.minimum) === amount && (percent === undefined || got.percent === percent),
      ([label, amount, page, percent]) => `${label} ${amount}${percent ? ` ${percent}%` : ''} p${page}`,
      (got) => `${got.label} ${got.amount ?? got.minimum}${got.percent ? ` ${got.percent}%` : ''} p${got.page}`,
    ),
    specialLimits: score(
      want.specialLimits ?? [],
      reading.specialLimits,
      ([label, amount, page, theft], got) =>
        got.amount === amount && got.page === page && Boolean(theft) === got.theft && `.${got.label}`.endsWith(`.${label}`),
      ([label, amount, page]) => `${label} ${amount} p${page}`,
      (got) => `${got.label} ${got.amount} p${got.page}`,
    ),
    definitions: score(
      want.definitions,
      reading.definitions.filter((definition) => definitionForms.size === 0 || definitionForms.has(definition.form ?? '')),
      ([term, page, form], got) => got.term === term && got.page === page && (!form || got.form === form),
      ([term, page]) => `${term} p${page}`,
      (got) => `${got.term} p${got.page}`,
    ),
    exclusions: score(
      want.exclusions,
      reading.exclusions.filter((exclusion) => exclusionForms.size === 0 || exclusionForms.has(exclusion.form ?? '')),
      sameExclusion,
      (entry) => `${entry.section ?? '-'} ${entry.number ?? ''} ${entry.heading} p${entry.page}`,
      (got) => `${got.section ?? '-'} ${got.number ?? ''} ${got.heading} p${got.page}`,
    ),
    formsListed: score(
      want.formsListed,
      reading.formsListed,
      ([number, page, title], got) =>
        squeeze(got.number) === squeeze(number) && got.page === page && (!title || overlap(title, got.title ?? '') > 0),
      ([number, page]) => `${number} p${page}`,
      (got) => `${got.number} p${got.page}`,
    ),
    amendments: score(
      want.amendments,
      reading.amendments,
      ([page, action, target], got) =>
        // 'The following is added to paragraph 6.' is an addition in the README's words ('added').
        got.page === page &&
        (got.action === action || (got.action === 'added-to' && action === 'added')) &&
        overlap(target, [got.section, got.paragraph, got.heading, got.when].join(' ')) > 0,
      ([page, action, target]) => `p${page} ${action}: ${target}`,
      (got) => `p${got.page} ${got.action}: ${[got.section, got.paragraph, got.heading].filter(Boolean).join(' / ')}`,
      ([, , target], got) => overlap(target, [got.section, got.paragraph, got.heading, got.when].join(' ')),
    ),
  };
}
