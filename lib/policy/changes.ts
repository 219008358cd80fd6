/**
 * The wording an endorsement changes a policy with: 'X is deleted and replaced by the following:', 'The
 * following is added:', 'The following is added to paragraph 6.:', 'X is deleted.', 'The following paragraph is
 * deleted: …'. Each change names what it changes (the words before it in its sentence, or after it for 'the
 * following is deleted'), may be limited to some forms ('When this endorsement amends a Homeowners Form, …'),
 * and is followed by the new wording, which may start on the next page.
 */
import { wordAt, type Stream } from './stream';
import type { Change } from './types';

export interface ChangeWording {
  readonly action: Change;
  /** Offsets in the stream of the wording itself ('is deleted and replaced by the following:'). */
  readonly start: number;
  readonly end: number;
  /** What is changed, as printed, and where it starts. */
  readonly target: string;
  readonly targetStart: number;
  /** Where the sentence the change is worded in starts: the end of the wording before it. */
  readonly sentence: number;
  /** The forms the change is limited to, as printed. */
  readonly when: string | null;
  /** Words printed before what is changed in its sentence (a sub-heading such as 'Coverage C – Personal Property'). */
  readonly context: string | null;
  /** Where the new wording starts (none for a deletion) and ends (the next change, or the end of the stream). */
  readonly wordingStart: number | null;
  wordingEnd: number;
}

const PHRASES: readonly {
  readonly pattern: RegExp;
  readonly action: (match: RegExpExecArray) => Change;
  readonly targetAfter?: boolean;
  readonly wording: boolean;
}[] = [
  {
    pattern: /\b(?:is|are)\s+deleted\s+and\s+(?:is\s+)?replaced\s+(?:by|with)\s+the\s+following\s*:?/gi,
    action: () => 'replaced',
    wording: true,
  },
  { pattern: /\band\s+is\s+replaced\s+by\s+the\s+following\s*:/gi, action: () => 'replaced', wording: true },
  // ISO's commercial endorsements: 'Exclusion 2.p. of Section I – Coverage A … is replaced by the following:'.
  { pattern: /\b(?:is|are)\s+replaced\s+(?:by|with)\s+the\s+following\s*:/gi, action: () => 'replaced', wording: true },
  {
    pattern: /\b(?:the\s+)?following\s+(?:[A-Za-z]+\s+){0,3}(?:is|are)\s+added(?:\s+to\s+(?:the\s+)?([^:]{1,160}?))?\s*:/gi,
    action: (match) => (match[1] ? 'added-to' : 'added'),
    wording: true,
  },
  {
    pattern: /\b(?:the\s+)?following\s+(?:[A-Za-z]+\s+){0,2}(?:is|are)\s+deleted\s*:/gi,
    action: () => 'deleted',
    targetAfter: true,
    wording: false,
  },
  { pattern: /\b(?:is|are)\s+deleted\s*\./gi, action: () => 'deleted', wording: false },
];

/** The start of the sentence an offset is in: after the last full stop or colon that ends one, or a heading. */
function sentenceStart(text: string, offset: number, floor: number): number {
  for (let at = offset - 1; at > floor; at -= 1) {
    const char = text[at];
    if ((char === ':' || char === '.') && /\s/.test(text[at + 1] ?? ' ')) {
      // A label's dot ('4.a.', 'B.4.b.', 'A.') does not end a sentence.
      const before = text.slice(Math.max(floor, at - 6), at + 1);
      if (char === '.' && /(?:^|[\s.(])(?:[A-Za-z]|\d{1,2}|\([a-z0-9]{1,3}\))\.$/.test(before)) continue;
      return at + 2;
    }
  }
  return floor;
}

/** 'When this endorsement amends a Homeowners Form, uninhabited' → the forms, and what is changed. */
function splitScope(sentence: string): { when: string | null; target: string } {
  // The forms end at the last 'Form,' (or else the comma before a word in lower case or a paragraph): what follows is
  // what is changed ('…, or Renters Form, paragraph A.15.c.(5)', '… Unit-Owners Form, Suit Against Us').
  const match =
    /^(?:The following applies )?[Ww]hen this endorsement amends (?:an? |the )?(.+\bForms?\)?),\s+(?!or\b|and\b)(.+)$/.exec(sentence) ??
    /^(?:The following applies )?[Ww]hen this endorsement amends (?:an? |the )?(.+?),\s+(?!or\b|and\b)((?:[a-z(]|[Pp]aragraph|[Tt]he following).*)$/.exec(
      sentence,
    );
  return match ? { when: match[1]!, target: match[2]! } : { when: null, target: sentence };
}

/** 'Coverage C – Personal Property Paragraph 4.a.' → the sub-heading, and the paragraph changed. */
function splitContext(target: string): { context: string | null; target: string } {
  if (/^(?:[Pp]aragraphs?\s|[Tt]he paragraph\b)/.test(target)) return { context: null, target };
  const match = /^(.+?)\s+((?:[Pp]aragraphs?\s+[A-Z0-9(]|[Tt]he paragraph\b).*)$/.exec(target);
  return match ? { context: match[1]!.replace(/^.*[.;:]\s+/, '').trim() || null, target: match[2]! } : { context: null, target };
}

/** Where a sentence that names the forms it applies to starts, between two offsets ('When this endorsement amends …'). */
function scopedStart(text: string, from: number, to: number): number {
  const at = text.slice(from, to).search(/\b[Ww]hen this endorsement amends\b/);
  return at > 0 ? from + at : from;
}

/** A sentence that limits the changes after it to some forms ('The following applies when this endorsement amends a …:'). */
const scopeSentence = /The following applies when this endorsement amends (?:an? |the )?([^:]+):/g;
const allPolicies = /The following applies to all policies/g;

/** Where a document's text is divided: its headings (where each starts and ends) and where its paragraphs start. */
export interface Divisions {
  /** Offsets of the start and end of each heading line, in order. */
  readonly headings: readonly (readonly [number, number])[];
  /** Offsets where a paragraph starts (a line set apart from the one above it), in order. */
  readonly paragraphs: readonly number[];
}

/** The last value of a sorted list at or before an offset. */
const lastBefore = (values: readonly number[], offset: number, floor: number) => {
  let found = floor;
  for (const value of values) {
    if (value > offset) break;
    if (value > found) found = value;
  }
  return found;
};

/** Every change an endorsement's text makes, in order; new wording also ends at a part's heading. */
export function changesOf(stream: Stream, divisions: Divisions = { headings: [], paragraphs: [] }): ChangeWording[] {
  const { text } = stream;
  const headingEnds = divisions.headings.map(([, end]) => end + 1);
  const found: { start: number; end: number; action: Change; targetAfter: boolean; wording: boolean; to: string | null }[] = [];
  for (const phrase of PHRASES) {
    for (const match of text.matchAll(phrase.pattern)) {
      const exec = match as unknown as RegExpExecArray;
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({
        start,
        end,
        action: phrase.action(exec),
        targetAfter: phrase.targetAfter ?? false,
        wording: phrase.wording,
        to: match[1] ?? null,
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const scopes = [...text.matchAll(scopeSentence)].map((match) => ({ at: match.index ?? 0, when: match[1]!.trim() }));
  for (const match of text.matchAll(allPolicies)) scopes.push({ at: match.index ?? 0, when: '' });
  scopes.sort((a, b) => a.at - b.at);
  const changes: ChangeWording[] = [];
  found.forEach((phrase, index) => {
    // What is changed is named after the last change, heading or paragraph break before the wording.
    const hard = lastBefore(headingEnds, phrase.start, index > 0 ? found[index - 1]!.end : 0);
    const soft = lastBefore(divisions.paragraphs, phrase.start, hard);
    let target = '';
    let targetStart = phrase.start;
    if (phrase.targetAfter) {
      // 'The following is deleted: Emergency First Aid': what follows, to the next paragraph or change.
      const next = found[index + 1]?.start ?? text.length;
      const paragraph = divisions.paragraphs.find((at) => at > phrase.end + 1) ?? next;
      const heading = divisions.headings.find(([start]) => start > phrase.end) ?? [next];
      targetStart = phrase.end + 1;
      target = text.slice(targetStart, Math.min(next, paragraph, heading[0]));
    } else if (phrase.to) {
      targetStart = text.indexOf(phrase.to, phrase.start);
      target = phrase.to;
    } else if (!/^(?:the\s+)?following\b/i.test(text.slice(phrase.start, phrase.start + 20))) {
      targetStart = sentenceStart(text, phrase.start, soft);
      // 'Under 8., the phrase: <the phrase> is deleted and replaced …': what is quoted before it.
      if (phrase.start - targetStart < 3) {
        const colon = text.lastIndexOf(':', targetStart - 2);
        if (colon > hard) targetStart = sentenceStart(text, colon, hard);
      }
      target = text.slice(targetStart, phrase.start);
    }
    // What a sentence limiting the changes to some forms ends with a colon before is not what is changed.
    const afterScope = /^.*\bThe following applies (?:when|to)\b[^:]*:\s*/.exec(target);
    if (afterScope) {
      targetStart += afterScope[0].length;
      target = target.slice(afterScope[0].length);
    }
    // A change limited to some forms names them first: what follows them is what is changed.
    const scoped = /\b(?:When|when) this endorsement amends\b/.exec(target);
    if (scoped && scoped.index > 0) {
      targetStart += scoped.index;
      target = target.slice(scoped.index);
    }
    const split = splitScope(
      target
        .replace(/[\uf000-\uf8ff•▪]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const { context, target: changed } = splitContext(split.target);
    const scope = scopes.filter((entry) => entry.at < phrase.start).at(-1);
    const when = split.when ?? (scope && scope.when !== '' ? scope.when : null);
    // 'The following paragraph is deleted: … and is replaced by the following:' is one change.
    const previous = changes.at(-1);
    if (
      previous &&
      previous.action === 'deleted' &&
      phrase.action === 'replaced' &&
      /^and\s+is\s+replaced/i.test(text.slice(phrase.start, phrase.start + 20))
    ) {
      changes[changes.length - 1] = {
        ...previous,
        action: 'replaced',
        target: text
          .slice(previous.end + 1, phrase.start)
          .replace(/\s+/g, ' ')
          .trim(),
        end: phrase.end,
        wordingStart: Math.min(text.length, phrase.end + 1),
      };
      return;
    }
    changes.push({
      action: phrase.action,
      start: phrase.start,
      end: phrase.end,
      target: changed,
      targetStart,
      sentence: phrase.targetAfter
        ? scopedStart(text, sentenceStart(text, phrase.start, soft), phrase.start)
        : Math.min(targetStart, phrase.start),
      when,
      context,
      wordingStart: phrase.wording ? Math.min(text.length, phrase.end + 1) : null,
      wordingEnd: text.length,
    });
  });
  // New wording runs to the next change, a sentence that limits the changes after it to some forms, or a heading
  // (one that opens the new wording, 'LOSSES NOT COVERED', is part of it).
  changes.forEach((change, index) => {
    const from = change.wordingStart ?? change.end;
    const next = changes[index + 1]?.sentence ?? text.length;
    const scope = scopes.find((entry) => entry.at > change.end && entry.at < next)?.at ?? next;
    const heading = divisions.headings.find(([start]) => start > from + 2 && start < next)?.[0] ?? next;
    let end = Math.min(next, scope, heading) - 1;
    // The next paragraph's label ('B.', first on its line) belongs to the next change, not to this wording.
    const last = wordAt(stream, Math.max(from, end - 1));
    if (last > 0 && stream.wordOf[last] === 0 && /^(?:[A-Z]|\d{1,2})\.$/.test(stream.text.slice(stream.offsets[last], end).trim()))
      end = stream.offsets[last]! - 1;
    change.wordingEnd = Math.max(from, end);
  });
  return changes;
}
