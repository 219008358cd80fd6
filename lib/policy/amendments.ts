/**
 * An endorsement's changes as amendments: what part of the policy each changes (its section, the paragraph and
 * the item's heading), whether it is replaced, added, added to or deleted, the forms it is limited to, and the
 * new wording where it is printed.
 */
import type { ChangeWording } from './changes';
import { formOn, partAt, type PolicyDocument } from './document';
import { targetName } from './exclusions';
import { isCentredTitle, itemHeading, shortForm, trimHeading } from './headings';
import { linesQuote, sourceOf } from './quote';
import { quoteSpan, wordAt } from './stream';
import type { Amendment } from './types';

/** The heading the new wording of an added item prints: a bold or title term, or the words before 'means'. */
function addedName(document: PolicyDocument, change: ChangeWording): string | null {
  if (change.wordingStart === null) return null;
  const { stream } = document;
  const opening = stream.lines[stream.lineOf[wordAt(stream, change.wordingStart)]!]!;
  const heading = itemHeading(opening.words, []);
  if (heading) return trimHeading(heading.text);
  const text = stream.text.slice(change.wordingStart, change.wordingStart + 200);
  const means = /^(.{2,60}?)\s+(?:means?|is|are)\b/.exec(text);
  return means ? means[1]! : shortForm(text);
}

/**
 * A section an endorsement adds under a title of its own, with no wording of change ('Roof Surface Payment
 * Schedule', centred over its table): a title in title case, centred on the page, outside every change.
 */
function titledAdditions(document: PolicyDocument): Amendment[] {
  const { text } = document;
  const width = new Map(text.pages.map((page) => [page.number, page.width]));
  const headings = new Set(document.parts.map((part) => part.start));
  const found: Amendment[] = [];
  text.body.forEach((line, position) => {
    if (headings.has(position) || !isCentredTitle(line, width.get(line.page) ?? 612, text.body[position + 1])) return;
    const part = partAt(document, position);
    found.push({
      ...sourceOf(document.name, linesQuote(text.body, line)),
      form: formOn(document, line.page),
      action: 'added',
      section: part?.title ?? null,
      paragraph: null,
      heading: line.text,
      when: null,
      wording: null,
    });
  });
  return found;
}

export function amendmentsOf(document: PolicyDocument, endorsement: boolean): Amendment[] {
  const { stream } = document;
  const amendments: Amendment[] = endorsement ? titledAdditions(document) : [];
  for (const change of document.changes) {
    const at = stream.lineOf[wordAt(stream, change.start)]!;
    const part = partAt(document, at);
    const minor = document.parts.filter((other) => other.minor && other.start <= at && (!part || other.start > part.start)).at(-1);
    const target = targetName(change.target);
    const heading = change.action === 'added' ? addedName(document, change) : target.name || null;
    // The words the change rests on: what it names and the wording that changes it.
    const quote = quoteSpan(stream, Math.min(change.targetStart, change.start), change.end);
    const wording =
      change.wordingStart !== null && change.wordingEnd > change.wordingStart
        ? sourceOf(document.name, quoteSpan(stream, change.wordingStart, change.wordingEnd))
        : null;
    const amendment: Amendment = {
      ...sourceOf(document.name, quote),
      form: formOn(document, quote.boxes[0]?.page ?? 0),
      action: change.action,
      section: [part?.title, minor?.title ?? change.context].filter(Boolean).join(' – ') || null,
      paragraph: target.paragraph,
      heading,
      when: change.when,
      wording,
    };
    // The same change printed again for a form that numbers the paragraph differently is one change.
    const twin = amendments.find(
      (other) =>
        other.action === amendment.action &&
        other.heading === amendment.heading &&
        other.paragraph !== amendment.paragraph &&
        other.page === amendment.page &&
        other.wording !== null &&
        other.wording.quote.text.toLowerCase().replace(/[^a-z0-9]/g, '') ===
          amendment.wording?.quote.text.toLowerCase().replace(/[^a-z0-9]/g, ''),
    );
    if (twin && amendment.heading) continue;
    amendments.push(amendment);
  }
  return amendments.sort((a, b) => a.page - b.page);
}
