/**
 * Labels with their amounts beside them ('Coverage A – Dwelling $312,000'), in a block of coverages or of deductibles,
 * with the words a claim system prints before each amount ('Per Occurrence- $537,700 Limit Percentage- 100%',
 * 'Deductible- $500').
 */
import { formOn, type PolicyDocument } from './document';
import { labelText, PRICE_LABEL, type Found } from './declared';
import { figuresOf, type Figure } from './figures';
import { perilOf } from './perils';
import { quoteWords, sourceOf } from './quote';
import type { Line } from './text';

/** Words a claim system prints before an amount ('Per Occurrence-', 'Exposure Limit-', 'Deductible-'). */
const KEYWORD = /^[A-Za-z]+-$/;
const KEYWORD_LEAD = /^(?:Per|Exposure|Limit)$/i;

/** A block of coverages by its name, with what some print after it ('SECTION II COVERAGES AND LIMITS OF LIABILITY'). */
const COVERAGES_BLOCK =
  /^(?:Policy Level )?Coverages:?$|^(?:SECTION I+ )?COVERAGES(?: AND (?:AMOUNTS|LIMITS) OF (?:INSURANCE|LIABILITY))?:?$|^(?:SECTION I+ )?COVERAGE AND (?:AMOUNTS|LIMITS) OF (?:INSURANCE|LIABILITY):?$|^SECTION I+ COVERAGE:?$|^LIMITS OF (?:LIABILITY|INSURANCE)$/i;
/**
 * A block of deductibles by its name, with what it applies to in brackets ('DEDUCTIBLES (Applies to SECTION I
 * Coverages ONLY)') or after a dash ('DEDUCTIBLES – SECTION I').
 */
const DEDUCTIBLES_BLOCK = /^(?:Policy Level )?Deductibles:?$|^(?:SECTION I )?DEDUCTIBLES?(?:\s*[–-]\s*SECTION I)?:?(?: \([^)]*\))?$/i;

/** Limits and deductibles printed beside their labels, in a block of coverages or deductibles. */
export function fromLabels(document: PolicyDocument, rows: readonly Line[], skip: { has(line: Line): boolean }, found: Found): void {
  let block: 'coverages' | 'deductibles' | null = null;
  let blockX = 0;
  let pending: Line | null = null;
  let previous: Line | null = null;
  let exampleAt: Line | null = null;
  rows.forEach((row) => {
    if (skip.has(row)) return;
    const text = row.text;
    // A block goes on over a page only where the next page goes on with its rows.
    if (block && previous && row.page !== previous.page && !(Math.abs(row.x0 - previous.x0) < 4 && figuresOf(row.words).length > 0))
      block = null;
    previous = row;
    if (COVERAGES_BLOCK.test(text)) {
      block = 'coverages';
      blockX = row.x0;
      pending = null;
      return;
    }
    if (DEDUCTIBLES_BLOCK.test(text)) {
      block = 'deductibles';
      blockX = row.x0;
      pending = null;
      return;
    }
    // Another labelled block ('Comments:', 'Policy Level Endorsements:') at or left of the block's edge ends it.
    if (block && /:$/.test(text) && row.x0 < blockX - 20) block = null;
    const figures = figuresOf(row.words);
    const money = figures.filter((figure) => figure.kind === 'money');
    // A worked example ('Example 1 … Amount of Deductible $500') states no deductible of this policy.
    if (/^Examples?\b/i.test(text)) exampleAt = row;
    if (exampleAt && exampleAt.page === row.page && exampleAt.column === row.column && row.y - exampleAt.y < 25 * row.size) return;
    const onlyPercent = money.length === 0 && figures.some((figure) => figure.kind === 'percent' && figure.value > 0);
    if (money.length === 0 && !(onlyPercent && (block === 'deductibles' || /\bdeductible\b/i.test(text)))) {
      // A label wrapped onto the next row ('Sewer Back-Up, … And Sump' / 'Overflow …'), not a heading.
      // A line that holds a label of its own ('Inflation Guard Factor: 1.064') is not the start of the next one.
      pending = block && row.x0 <= blockX + 2 && row.words.length <= 8 && !/:/.test(text) && !/^[^a-z]*$/.test(text) ? row : null;
      return;
    }
    const firstAt = Math.min(...figures.map((figure) => figure.from));
    let labelEnd = firstAt;
    while (labelEnd > 0 && KEYWORD.test(row.words[labelEnd - 1]!.text)) {
      labelEnd -= 1;
      if (labelEnd > 0 && KEYWORD_LEAD.test(row.words[labelEnd - 1]!.text)) labelEnd -= 1;
    }
    let label = labelText(row.words.slice(0, labelEnd));
    const continued = pending && pending.page === row.page && row.y - pending.y < 2 * row.size ? pending : null;
    if (continued) label = `${labelText(continued.words)} ${label}`.trim();
    pending = null;
    // A label counts only when its amount is set apart from it, as in a table ('DEDUCTIBLE:  $ 5,000'), not in a sentence.
    const lastLabel = row.words[Math.max(0, labelEnd - 1)];
    const gap = row.words[labelEnd] && lastLabel ? row.words[labelEnd]!.x0 - lastLabel.x1 : 0;
    const setApart = labelEnd > 0 && (gap > (block ? 1 : 2) * row.size || /:$/.test(lastLabel!.text));
    if (!setApart) return;
    // What the policy costs is printed beside its labels like an amount ('TOTAL POLICY PREMIUM  $3,631.62'): never a
    // limit or a deductible, and the end of the block above it.
    if (PRICE_LABEL.test(label)) {
      block = null;
      return;
    }
    // A coverage not taken ('Hotel Plus Coverage Package: None See 55198 (12-10)  $191.00'): what is printed beside
    // it is its premium, not a limit.
    if (/:\s*(?:None|Not Covered|Excluded|Declined)\b/i.test(label)) return;
    const coverageLike = /^Coverage [A-F]\b/i.test(label);
    const deductibleLike = /\bdeductible\b/i.test(label);
    if (!block && !coverageLike && !deductibleLike) return;
    if (!label) return;
    const before = (figure: Figure) =>
      row.words
        .slice(Math.max(0, figure.from - 2), figure.from)
        .map((word) => word.text)
        .join(' ');
    const limits = money.filter((figure) => !/deductible/i.test(before(figure)));
    const deductibles = money.filter((figure) => /deductible/i.test(before(figure)));
    const percent = figures.find((figure) => figure.kind === 'percent' && figure.value > 0);
    const end = (figure: Figure) => Math.max(figure.to, percent?.to ?? 0);
    const quote = (figure: Figure) =>
      quoteWords(
        continued
          ? [
              { line: continued, from: 0, to: continued.words.length - 1 },
              { line: row, from: 0, to: end(figure) },
            ]
          : [{ line: row, from: 0, to: end(figure) }],
      );
    const deductibleRow = block === 'deductibles' || deductibleLike;
    if (deductibleRow) {
      const amount = money[0] ?? percent!;
      const name = label;
      // The whole row: what a percentage is of ('2% of Coverage A') is printed after it.
      const whole = quoteWords([
        ...(continued ? [{ line: continued, from: 0, to: continued.words.length - 1 }] : []),
        { line: row, from: 0, to: row.words.length - 1 },
      ]);
      found.deductibles.push({
        ...sourceOf(document.name, whole),
        form: formOn(document, row.page),
        appliesTo: perilOf(label),
        label: name,
        where: null,
        amount: amount.kind === 'money' ? amount.value : null,
        percent: percent?.value ?? null,
        percentOf: null,
        minimum: null,
        inDeclarations: false,
      });
      return;
    }
    const limit = limits[0];
    if (limit) {
      found.coverages.push({
        ...sourceOf(document.name, quote(limit)),
        form: formOn(document, row.page),
        label,
        code: /^Coverage ([A-F])\b/i.exec(label)?.[1]?.toUpperCase() ?? null,
        where: null,
        amount: limit.value,
        percent: percent?.value ?? null,
        terms: null,
      });
    }
    for (const deductible of deductibles) {
      found.deductibles.push({
        ...sourceOf(document.name, quote(deductible)),
        form: formOn(document, row.page),
        appliesTo: perilOf(label),
        label,
        where: null,
        amount: deductible.value,
        percent: null,
        percentOf: null,
        minimum: null,
        inDeclarations: false,
      });
    }
  });
}
