/**
 * Defined terms and their definitions, from a document's DEFINITIONS parts: each numbered or lettered
 * definition of the list ('2. "Bodily injury" means …', '1. Actual cash value. This means …', a bold 'Insured:'),
 * the sentences that define several words at once ('"you" and "your" refer to …'), and for an endorsement the
 * definitions it adds or puts in place of the form's. 'you' and 'your' are two terms.
 */
import { changesOf } from './changes';
import { formOn, partAt, partLines, type PolicyDocument } from './document';
import { outlineOf, flatten } from './outline';
import { sourceOf } from './quote';
import { lineOffset, quoteSpan, streamOf, wordAt, type Stream } from './stream';
import type { Change, Definition, Quote } from './types';

interface Found {
  readonly terms: readonly string[];
  /** Offsets of the term as printed. */
  readonly start: number;
  readonly end: number;
}

const QUOTED = /["“]([^"”]{1,60})["”]/g;
const clean = (term: string) =>
  term
    .replace(/[“”"]/g, '')
    .replace(/[.,:;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** 'You and your', 'We, us, and our': single words listed together are separate terms; 'Actual cash value' is one. */
function splitTerms(text: string): string[] {
  const parts = text
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map(clean)
    .filter(Boolean);
  return parts.length > 1 && parts.every((part) => !part.includes(' ')) ? parts : [clean(text)];
}

/** Terms defined where a definition starts (`offset`): quoted, bold, or before 'means'. */
function termsAt(stream: Stream, offset: number, strict: boolean): Found | null {
  const window = stream.text.slice(offset, offset + 400);
  // Quoted terms at the start, followed by what defines them.
  const quoted = /^(?:["“][^"”]{1,60}["”][,.]?\s*(?:(?:and|or)\s+)?)+/.exec(window);
  if (quoted) {
    const after = window.slice(quoted[0].length);
    const defines =
      /^(?:.{0,160}?\b(?:means?|refers?\s+to|includes?)\b|:|$)/.test(after) || after.length === 0 || /^[A-Za-z]\.\s/.test(after);
    const alone = /^["“][^"”]{1,60}["”]\s*$/.test(window.split(/\s(?=[a-z]\.\s)/)[0] ?? '');
    if (defines || alone) {
      const terms = [...quoted[0].matchAll(QUOTED)].map((match) => clean(match[1]!));
      return { terms, start: offset, end: offset + quoted[0].trimEnd().length };
    }
  }
  // Bold words at the start: the term as the policy prints defined terms.
  const first = wordAt(stream, offset);
  let last = first;
  while (last < stream.offsets.length && wordIsBold(stream, last) && last - first < 8) last += 1;
  if (last > first) {
    const end = last < stream.offsets.length ? stream.offsets[last]! - 1 : stream.text.length;
    const printed = stream.text.slice(offset, end);
    const rest = stream.text.slice(end, end + 40);
    const endsLine = last >= stream.offsets.length || stream.lineOf[last] !== stream.lineOf[last - 1];
    if (/[.:]$/.test(printed) || endsLine || /^\s*(?:means?|is|are|refers?|includes?)\b/.test(rest) || /^\s*\(/.test(rest)) {
      const withAbbreviation = /^\s*\([A-Z]{2,6}\)\./.exec(rest);
      const term = withAbbreviation ? `${printed} ${withAbbreviation[0].trim()}` : printed;
      return { terms: splitTerms(term), start: offset, end: end + (withAbbreviation?.[0].length ?? 0) };
    }
  }
  // 'Flood, as used in this flood insurance policy, means:'
  const asUsed = /^([A-Z][a-z]+(?: [a-z]+){0,3}),\s+as used in [^,]{1,60},\s+means\b/.exec(window);
  if (asUsed) return { terms: [clean(asUsed[1]!)], start: offset, end: offset + asUsed[1]!.length };
  // 'Actual Cash Value means', 'You and your mean', 'Fungi mean'.
  const means =
    /^((?:[A-Z][A-Za-z’'-]*|[a-z][a-z’'-]*)(?:,? (?:and |or )?[A-Za-z][A-Za-z’'-]*){0,5})(?: \(([A-Z]{2,6})\))? (?:means|mean)\b/.exec(
      window,
    );
  if (means)
    return { terms: splitTerms(means[2] ? `${means[1]} (${means[2]})` : means[1]!), start: offset, end: offset + means[1]!.length };
  // 'Actual cash value. This means', 'Act. The National Flood Insurance Act …', 'Post-FIRM Building. A building …'.
  if (!strict) {
    const dotted = /^([A-Z][A-Za-z’'-]*(?: (?:[A-Za-z][A-Za-z’'-]*|\([A-Z]{2,6}\))){0,6})\.\s+(?=[A-Z("“])/.exec(window);
    if (dotted && !/\s[a-z]$/.test(dotted[1]!)) return { terms: [clean(dotted[1]!)], start: offset, end: offset + dotted[1]!.length + 1 };
  }
  return null;
}

const wordIsBold = (stream: Stream, word: number) => stream.lines[stream.lineOf[word]!]!.words[stream.wordOf[word]!]!.bold;

/** Sentences that define several words: '"you" and "your" refer to …', '"We", "us" and "our" refer to …'. */
function sentenceTerms(stream: Stream, from: number, to: number): Found[] {
  const text = stream.text.slice(from, to);
  const found: Found[] = [];
  for (const match of text.matchAll(/((?:["“][^"”]{1,30}["”],?\s*(?:and\s+)?)+)(?:refers?\s+to|means?)\b/g)) {
    const terms = [...match[1]!.matchAll(QUOTED)].map((quoted) => clean(quoted[1]!));
    const start = from + (match.index ?? 0);
    found.push({ terms, start, end: start + match[1]!.trimEnd().length });
  }
  return found;
}

/** A defined term, cited by the words that print it and the whole of its definition. */
const definitionOf = (document: PolicyDocument, name: string, term: Quote, whole: Quote, change: Change | null): Definition => ({
  ...sourceOf(document.name, whole),
  form: formOn(document, term.boxes[0]?.page ?? 0),
  term: name,
  printed: term.text,
  text: whole.text,
  change,
});

/**
 * Definitions an endorsement adds or puts in place outside a definitions part of its own ('C. The following
 * definition is added to the Definitions Section: "Fungi" means …').
 */
function fromChanges(document: PolicyDocument): Definition[] {
  const { stream } = document;
  const found: Definition[] = [];
  for (const change of document.changes) {
    if (change.wordingStart === null || change.action === 'deleted' || !/\bDefinitions?\b/i.test(change.target)) continue;
    if (partAt(document, stream.lineOf[wordAt(stream, change.start)]!)?.kind === 'definitions') continue;
    const terms = termsAt(stream, change.wordingStart, false);
    if (!terms) continue;
    const term = quoteSpan(stream, terms.start, terms.end);
    const whole = quoteSpan(stream, terms.start, Math.max(terms.end, change.wordingEnd));
    for (const name of terms.terms) {
      if (!name) continue;
      found.push(definitionOf(document, name, term, whole, change.action === 'added-to' ? 'added' : change.action));
    }
  }
  return found;
}

/** Every definition in a document's definitions parts, and those its changes add elsewhere. */
export function definitionsOf(document: PolicyDocument): Definition[] {
  const definitions: Definition[] = fromChanges(document);
  for (const part of document.parts) {
    if (part.kind !== 'definitions' || part.minor) continue;
    const lines = partLines(document, part);
    const stream = streamOf(lines);
    const changes = changesOf(stream);
    const starts: { found: Found; change: Change | null; depth?: number }[] = [];
    /** Where each item of the outline starts, and how deep it is: a definition ends where the next item at its depth or above starts. */
    let items: { readonly offset: number; readonly depth: number }[] = [];
    if (changes.length > 0) {
      // An endorsement: the definitions it adds or puts in place of the form's.
      for (const change of changes) {
        if (change.wordingStart === null || change.action === 'added-to') continue;
        const found = termsAt(stream, change.wordingStart, false);
        if (found) starts.push({ found, change: change.action });
      }
    } else {
      const outline = flatten(outlineOf(lines)).filter((item) => item.depth <= 2);
      items = outline.map((item) => ({ offset: lineOffset(stream, item.start), depth: item.depth }));
      const firstItem = outline[0]?.start ?? lines.length;
      // An introduction before the list ('In this policy, "you" and "your" refer to …'): it ends where the list starts.
      for (const found of sentenceTerms(stream, 0, lineOffset(stream, firstItem))) starts.push({ found, change: null, depth: -1 });
      const byItem: { found: Found; depth: number }[] = [];
      for (const item of outline) {
        const line = lines[item.start]!;
        if (line.words.length <= item.labelWords) continue;
        const offset =
          lineOffset(stream, item.start) + line.words.slice(0, item.labelWords).reduce((sum, word) => sum + word.text.length + 1, 0);
        const found = termsAt(stream, offset, false);
        if (found) {
          byItem.push({ found, depth: item.depth });
          continue;
        }
        if (item.depth === 0) {
          // Its own sentences only, not those of the list it introduces.
          const end = lineOffset(stream, Math.min(item.children[0]?.start ?? item.end, lines.length));
          for (const sentence of sentenceTerms(stream, offset, Math.min(end, offset + 500))) byItem.push({ found: sentence, depth: 0 });
        }
      }
      // The list of definitions is the level most terms are defined at; a term defined inside one ('Sinkhole
      // collapse means' within 'Specified causes of loss') is part of that definition.
      const counts = [0, 0, 0];
      for (const entry of byItem) counts[entry.depth]! += 1;
      const listDepth = counts.indexOf(Math.max(...counts));
      for (const entry of byItem) if (entry.depth <= listDepth) starts.push({ found: entry.found, change: null, depth: entry.depth });
    }
    starts.sort((a, b) => a.found.start - b.found.start);
    starts.forEach(({ found, change, depth }, index) => {
      // Up to the next definition, or before the label of the next item at its depth or above ('2.', 'B. In
      // addition, certain words … are defined as follows:'), whichever comes first.
      const next = starts[index + 1]?.found.start ?? stream.text.length;
      const item = depth === undefined ? undefined : items.find((each) => each.offset > found.start && (depth < 0 || each.depth <= depth));
      const end = Math.min(next, item?.offset ?? next);
      const term = quoteSpan(stream, found.start, found.end);
      const whole = quoteSpan(stream, found.start, end);
      for (const name of found.terms) {
        if (
          !name ||
          definitions.some((other) => other.document === document.name && other.term === name && other.page === term.boxes[0]?.page)
        )
          continue;
        definitions.push(definitionOf(document, name, term, whole, change));
      }
    });
  }
  return definitions;
}
