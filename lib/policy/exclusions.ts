/**
 * Exclusions, part by part (SECTION I – EXCLUSIONS, SECTION II – EXCLUSIONS, V. EXCLUSIONS, a commercial
 * form's B. EXCLUSIONS, LOSSES NOT COVERED). In a form, the items of a part's outline: an item that introduces a
 * list ('We do not insure for loss caused … by any of the following:') gives way to the items of its list; every
 * other item is an exclusion, with its printed heading or, where it prints none, its first words. In an
 * endorsement, each exclusion it adds, replaces or adds to.
 */
import type { ChangeWording } from './changes';
import { formOn, partAt, sectionAt, type PolicyDocument } from './document';
import { isCapitalsHeading, itemHeading, sectionOf, shortForm, trimHeading } from './headings';
import { labelsOf, outlineOf, type Item } from './outline';
import type { Part } from './parts';
import { linesQuote, positionOf, sourceOf } from './quote';
import { quoteSpan, wordAt } from './stream';
import type { Line } from './text';
import type { Change, Exclusion } from './types';

/** What an item that introduces a list of exclusions says. */
const INTRO = /any of the following|do(?:es)? not (?:apply|insure|cover|pay)|will not (?:pay|cover)|not covered|excluded|exclusions apply/i;
/** A heading that names a kind of exclusion rather than the exclusion: the item prints the exclusion's own below it. */
const GENERIC = /^(?:Special|Additional) Exclusions?$/i;

/** A part that holds exclusions, by whichever name the form gives it. */
export const isExclusionPart = (part: Part | null) => part !== null && (part.kind === 'exclusions' || part.kind === 'losses-not-covered');

/** The words of an item's first line after its label. */
const afterLabel = (line: Line, item: Item) => line.words.slice(item.labelWords);

/** An item's text, its label left out. */
function itemText(lines: readonly Line[], item: Item): string {
  return lines
    .slice(item.start, item.end)
    .map((line, index) =>
      index === 0
        ? afterLabel(line, item)
            .map((word) => word.text)
            .join(' ')
        : line.text,
    )
    .join(' ');
}

/** The text an item prints before its first child: what tells an introduction from an exclusion. */
function ownText(lines: readonly Line[], item: Item): string {
  const end = item.children[0]?.start ?? item.end;
  return itemText(lines, { ...item, end });
}

interface Heading {
  readonly text: string;
  readonly printed: boolean;
}

/** An item's heading as printed, or its first words. */
function headingOf(lines: readonly Line[], item: Item): Heading {
  const first = lines[item.start]!;
  const found = itemHeading(afterLabel(first, item), lines.slice(item.start + 1, item.end));
  if (found && GENERIC.test(found.text)) {
    // 'Additional Exclusion' … 'Loss Or Damage To Products': the title line inside the item.
    const title = lines
      .slice(item.start + 1, Math.min(item.end, item.start + 6))
      .find((line) => itemHeading(line.words, [])?.printed && !/:$/.test(line.text));
    if (title) return { text: trimHeading(title.text), printed: true };
  }
  if (found) return { text: found.text, printed: true };
  return { text: shortForm(itemText(lines, item)), printed: false };
}

/** The exclusions of an outline: each root, or the items of the list a root introduces. */
function exclusionItems(lines: readonly Line[], roots: readonly Item[]): Item[] {
  return roots.flatMap((root) => {
    if (root.children.length === 0) return [root];
    const own = ownText(lines, root);
    // An item that calls itself an exclusion ('b. Contractual Liability … This exclusion does not apply to: (1) …')
    // is one, and its list is what it excepts.
    if (/\bThis exclusion\b/i.test(own)) return [root];
    const titled = root.children.filter((child) =>
      itemHeading(afterLabel(lines[child.start]!, child), lines.slice(child.start + 1, child.end)),
    );
    if (titled.length >= 2 && titled.length > root.children.length / 2) return root.children;
    // A list of examples ('Some examples of earth movement that we do not cover are:') belongs to its exclusion.
    return INTRO.test(own) && !/\bexamples?\b/i.test(own) ? root.children : [root];
  });
}

/** The exclusions of a part of a form. */
function fromForm(document: PolicyDocument, part: Part, change: Change | null = null): Exclusion[] {
  const lines = document.text.body.slice(part.start + 1, part.end);
  // 'B. EXCLUSIONS' and '2. Exclusions' number their items under their own label; 'V. EXCLUSIONS' (after 'IV.')
  // and 'SECTION I – EXCLUSIONS' do not.
  const roman = document.parts.some((other) => /^(?:II|III|IV|VI)\.\s/.test(other.heading.text));
  const label = /^(?:[A-Z]|\d{1,2})\.\s/.exec(part.heading.text)?.[0].trim();
  const prefix = label && !(roman && /^[A-Z]/.test(label)) ? label : '';
  return exclusionsOfLines(document, lines, part, prefix, change);
}

function exclusionsOfLines(
  document: PolicyDocument,
  lines: readonly Line[],
  part: Part,
  prefix: string,
  change: Change | null,
): Exclusion[] {
  const items = exclusionItems(lines, outlineOf(lines));
  return items.map((item) => {
    const heading = headingOf(lines, item);
    const first = lines[item.start]!;
    const quote = linesQuote(lines, first, lines[Math.max(item.start, item.end - 1)] ?? first);
    const position = positionOf(document.text.body, first);
    return {
      ...sourceOf(document.name, quote),
      form: formOn(document, first.page),
      section: part.section ?? sectionAt(document, position),
      part: part.heading.text,
      number: `${prefix}${item.path}`,
      heading: heading.text,
      headingPrinted: heading.printed,
      text: itemText(lines, item),
      change,
      replaces: null,
    };
  });
}

/** 'The Intentional Act Exclusion', 'paragraph A.15.c.(5) Motor- Or Engine-Propelled Land Vehicle' → its name. */
export function targetName(target: string): { name: string; paragraph: string | null } {
  // 'paragraphs A.8., B.3., B.4.a., and B.4.b.': a list of paragraphs and no name.
  const list = /^[Pp]aragraphs\s+(.+)$/.exec(target);
  if (list && !/[a-z]{4,}/.test(list[1]!.replace(/\band\b/g, ''))) return { name: '', paragraph: list[1]!.replace(/\.$/, '') };
  const paragraph =
    /\b[Pp]aragraphs?\s+((?:[A-Z]\.)?(?:\d{1,2}\.)?(?:[a-z]\.)?(?:\(\d{1,2}\))?(?:\([a-z]\))?)(?=[\s,]|$)/.exec(target)?.[1] ?? null;
  const name = target
    .replace(/\b[Pp]aragraphs?\s+\S+\s*,?\s*/, '')
    .replace(/^of\s+(?:SECTION|Section)\b.*$/, '')
    .replace(/^(?:The|the)\s+/, '')
    .replace(/\s+Exclusions?$/i, '')
    .replace(/^(?:Under\s+)?[A-Z]?\d*\.?\s*,?\s*/, (match) => (/\d/.test(match) ? '' : match))
    .trim();
  return { name: trimHeading(name), paragraph: paragraph?.replace(/\.$/, '') ?? null };
}

/** Whether a change is to the exclusions: made in an exclusions part, or its new wording opens one, or it is made under one ('LOSSES NOT COVERED … is amended as follows:'). */
function aboutExclusions(document: PolicyDocument, change: ChangeWording): boolean {
  // A change to another part, made where an exclusions part runs on ('… is added to the Definitions Section:',
  // 'Paragraph D. DEDUCTIBLE is deleted and replaced by the following:').
  if (
    /\b(?:Definitions?|Conditions?|Deductibles?|Limits? of (?:Insurance|Liability))\b/i.test(change.target) &&
    !/\bExclusions?\b/i.test(change.target)
  )
    return false;
  const { stream } = document;
  const at = stream.lineOf[wordAt(stream, change.start)]!;
  if (isExclusionPart(partAt(document, at))) return true;
  if (change.wordingStart !== null) {
    const opening = stream.lines[stream.lineOf[wordAt(stream, change.wordingStart)]!]!;
    if (isCapitalsHeading(opening) && /EXCLUSIONS?|LOSSES NOT COVERED/i.test(opening.text)) return true;
  }
  const before = stream.text.slice(Math.max(0, change.targetStart - 200), change.targetStart);
  if (/(?:LOSSES NOT COVERED|EXCLUSIONS?)[^.:]*\bis amended as follows:\s*$/i.test(before)) return true;
  // The target names an exclusion: 'Exclusion 2.p. of Section I – Coverage A … is replaced by the following:'.
  return /\bExclusions?\b/i.test(change.target);
}

/** A numbered or lettered heading that names the exclusions ('2. Exclusions'): new wording set out as the form's. */
const exclusionsItem = (line: Line) => /^(?:[A-Z]|\d{1,2})\.\s+Exclusions$/i.test(line.text);

/** The body lines a change's new wording is printed on, first and last. */
function wordingLines(document: PolicyDocument, change: ChangeWording): [number, number] | null {
  if (change.wordingStart === null) return null;
  const { stream } = document;
  return [
    stream.lineOf[wordAt(stream, change.wordingStart)]!,
    stream.lineOf[wordAt(stream, Math.max(change.wordingStart, change.wordingEnd - 1))]!,
  ];
}

/** The exclusions an endorsement adds, replaces or adds to. */
function fromChanges(document: PolicyDocument): Exclusion[] {
  const { stream } = document;
  const found: Exclusion[] = [];
  for (const change of document.changes) {
    if (change.action === 'deleted' || change.wordingStart === null || !aboutExclusions(document, change)) continue;
    const [position, endPosition] = wordingLines(document, change)!;
    const lines = stream.lines.slice(position, endPosition + 1);
    const opening = lines[0];
    if (!opening) continue;
    const part = partAt(document, stream.lineOf[wordAt(stream, change.start)]!);
    // An endorsement may print no section heading, and name the section in what it changes ('… of Section I – Coverage A').
    const section = part?.section ?? sectionAt(document, position) ?? sectionOf(change.target);
    const target = targetName(change.target);
    if (isCapitalsHeading(opening)) {
      // A whole part put in place of the form's ('LOSSES NOT COVERED is deleted and replaced by the following:').
      const own: Part = { ...partOf(document, opening, lines.length), kind: 'losses-not-covered', section };
      found.push(...exclusionsOfLines(document, lines.slice(1), own, '', null));
      continue;
    }
    if (exclusionsItem(opening)) {
      // '2. Exclusions / This insurance does not apply to: / p. Access Or Disclosure …': the wording's own items,
      // numbered under its label, or else the one exclusion it prints under a heading of its own.
      const own: Part = { ...partOf(document, opening, lines.length), section };
      const label = opening.text.split(/\s/)[0]!;
      // A title of its own after the introduction ('Fungi Or Bacteria', in bold, unlabelled): one exclusion, its
      // lettered items its parts.
      const at = lines.findIndex((line, index) => index > 0 && !/:$/.test(line.text));
      const titled = at > 0 && labelsOf(lines[at]!.words[0]?.text ?? '').length === 0 && itemHeading(lines[at]!.words, [])?.printed;
      if (!titled) {
        found.push(...exclusionsOfLines(document, lines.slice(1), own, label, change.action));
        continue;
      }
      const quote = quoteSpan(stream, change.wordingStart, change.wordingEnd);
      found.push({
        ...sourceOf(document.name, quote),
        form: formOn(document, opening.page),
        section,
        part: opening.text,
        number: label.replace(/\.$/, ''),
        heading: trimHeading(lines[at]!.text),
        headingPrinted: true,
        text: quote.text,
        change: change.action,
        replaces: null,
      });
      continue;
    }
    // New wording that keeps the paragraph's own label ('b. Water Damage. …'): the heading follows the label.
    const labelled = labelsOf(opening.words[0]?.text ?? '').length > 0 ? 1 : 0;
    const printed = itemHeading(opening.words.slice(labelled), lines.slice(1));
    const name = printed?.text ?? (change.action === 'added-to' || target.name.split(' ').length <= 8 ? target.name : '');
    if (!name || /\bsentence\b/i.test(target.name)) continue;
    // Added to the exclusions as a whole ('paragraph 2., Exclusions of COVERAGE A'): the wording's own heading, or its first words.
    const toAll = /^Exclusions\b/.test(change.target.replace(/^(?:(?:[A-Z]|\d{1,2})\.\s+)?(?:[Pp]aragraph\s+\S+\s*)?/, ''));
    const heading = toAll
      ? (printed?.text ?? shortForm(lines.map((line) => line.text).join(' ')))
      : change.action === 'added-to'
        ? target.name
        : name;
    const quote = quoteSpan(stream, change.wordingStart, change.wordingEnd);
    const wording = quote.text;
    // The same change printed again for a form that numbers the paragraph differently ('A.16.c.(5) … Manufactured').
    if (found.some((other) => other.document === document.name && other.heading === heading && sameWords(other.text, wording))) continue;
    found.push({
      ...sourceOf(document.name, quote),
      form: formOn(document, opening.page),
      section,
      part: part?.heading.text ?? '',
      number: target.paragraph,
      heading,
      headingPrinted: !toAll || printed !== null,
      text: wording,
      change: change.action,
      replaces:
        change.action === 'replaced' && target.name && target.name !== heading && target.name.split(' ').length <= 8 ? target.name : null,
    });
  }
  return found;
}

const sameWords = (a: string, b: string) => a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A part made of new wording's lines, headed by its first. */
function partOf(document: PolicyDocument, heading: Line, length: number): Part {
  const start = positionOf(document.text.body, heading);
  return { kind: 'exclusions', heading, title: heading.text, section: null, minor: false, start, end: start + length };
}

/** Every exclusion of a document. */
export function exclusionsOf(document: PolicyDocument): Exclusion[] {
  // Parts a change is made in, and parts printed inside a change's new wording, are read with the change.
  const changed = new Set(
    document.changes.map((change) => partAt(document, document.stream.lineOf[wordAt(document.stream, change.start)]!)),
  );
  for (const change of document.changes) {
    const span = wordingLines(document, change);
    if (span) for (const part of document.parts) if (part.start >= span[0] && part.start <= span[1]) changed.add(part);
  }
  const fromForms = document.parts
    .filter((part) => !part.minor && isExclusionPart(part) && !changed.has(part))
    .flatMap((part) => fromForm(document, part));
  return [...fromForms, ...fromChanges(document)].sort((a, b) => a.page - b.page);
}
