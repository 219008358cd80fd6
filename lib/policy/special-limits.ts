/**
 * The special limits a form prints for kinds of property, within the limit of their coverage: ISO's 'Special
 * Limits Of Liability' ('b. $1,500 on securities, …', 'e. $1,500 for loss by theft of jewelry, …'), a carrier's
 * 'a. $300 is the total limit for:' with its list, FEMA's 'We will pay no more than $2,500 for any one loss to one
 * or more of the following kinds of personal property:', and 'A special limit applies to loss caused by …. $1,200
 * is the limit for each item'. Only amounts in dollars on the items of such a list: a limit set as a share of
 * another ('10% of Coverage C') and the amounts of additional coverages stay in the form's words.
 */
import { formOn, type PolicyDocument } from './document';
import { flatten, outlineOf, type Item } from './outline';
import { linesQuote, sourceOf } from './quote';
import type { Line } from './text';
import type { SpecialLimit } from './types';

/** An item that opens a list of special limits: 'Special Limits Of Liability', 'Special limits apply to …'. */
const OPENS_LIST = /^(?:\d+\.\s+)?(?:A\s+)?Special Limits?\b/i;
/**
 * A limit on an item of the list: '$200 on money', '$1,500 for loss by theft of', '$300 is the total limit for',
 * '$1,500 is the total limit, unless a limit is shown in the Declarations, for business property'.
 */
const ITEM_LIMIT = /^\$\s?(\d{1,3}(?:,\d{3})*)\s+(?:on|for|is the (?:total )?limit(?:, unless [^,]+,)? (?:for|on))(?::|\s+(.+))$/i;
/** One limit over the list: 'We will pay no more than $2,500 for any one loss to one or more of the following'. */
const LIST_LIMIT = /\b(?:no more than|up to)\s+\$\s?(\d{1,3}(?:,\d{3})*)\s+for any one loss to (?:one or more of )?the following\b/i;
/** One limit in a sentence: 'A special limit applies to loss caused by X. $1,200 is the limit for each item …'. */
const SENTENCE_LIMIT = /special limit applies to (?:loss caused by )?([^.]+)\.\s+\$\s?(\d{1,3}(?:,\d{3})*) is the limit for (each [a-z]+)/i;

const dollars = (printed: string) => Number(printed.replace(/,/g, ''));

/** The words of an item's own lines (its sub-items left out), from after its label. */
function ownText(lines: readonly Line[], item: Item): string {
  const end = item.children[0]?.start ?? item.end;
  return lines
    .slice(item.start, end)
    .map((line, at) => (at === 0 ? line.words.slice(item.labelWords) : line.words).map((word) => word.text).join(' '))
    .join(' ')
    .replace(/(\w)- (\w)/g, '$1$2');
}

/** Up to the end of the first sentence: the kinds of property, not the conditions after them. */
const firstSentence = (text: string) =>
  text
    .replace(/([^.]*?[^.\s]{2})\.(?:\s+[A-Z"“(].*)?$/, '$1')
    .replace(/[;:,]$/, '')
    .trim();

/** The special limits of one document, each with its item's label, amount, the property it is for, and its words. */
export function specialLimitsOf(document: PolicyDocument): SpecialLimit[] {
  const found: SpecialLimit[] = [];
  for (const part of document.parts) {
    if (part.minor || part.kind === 'definitions' || part.kind === 'exclusions' || part.kind === 'losses-not-covered') continue;
    const lines = document.text.body.slice(part.start + 1, part.end);
    const limit = (item: Item, amount: number, property: string, theft: boolean): SpecialLimit => {
      const first = lines[item.start]!;
      return {
        ...sourceOf(document.name, linesQuote(lines, first, lines[item.end - 1] ?? first)),
        form: formOn(document, first.page),
        label: item.path,
        amount,
        property,
        theft,
      };
    };
    for (const item of flatten(outlineOf(lines))) {
      const own = ownText(lines, item);
      const single = SENTENCE_LIMIT.exec(own);
      if (single) {
        found.push(limit(item, dollars(single[2]!), `${single[1]!.trim()}, ${single[3]}`, /\btheft\b/i.test(single[1]!)));
        continue;
      }
      if (!OPENS_LIST.test(own)) continue;
      const theft = /\bcaused by theft\b|\bby theft\b/i.test(firstSentence(own));
      const whole = LIST_LIMIT.exec(own);
      if (whole && item.children.length > 0) {
        const kinds = item.children.map((child) => firstSentence(ownText(lines, child)).replace(/\s+or$/, ''));
        found.push(limit(item, dollars(whole[1]!), kinds.join('; '), theft));
        continue;
      }
      for (const child of item.children) {
        const match = ITEM_LIMIT.exec(ownText(lines, child));
        if (!match) continue;
        // Kinds of property set out as a list under the limit ('$300 is the total limit for: (1) money, …').
        const opening = (match[2] ?? '').trim();
        const listed = child.children.map((grandchild) => firstSentence(ownText(lines, grandchild)).replace(/[;,]?\s*(?:and|or)$/, ''));
        const property =
          listed.length > 0 && (opening === '' || opening.endsWith(':'))
            ? [opening.replace(/:$/, ''), listed.join('; ')].filter(Boolean).join(': ')
            : firstSentence(opening);
        found.push(limit(child, dollars(match[1]!), property, theft || /^(?:loss by )?theft of\b/i.test(property)));
      }
    }
  }
  return found;
}
