/**
 * The wording an endorsement changes a policy with: 'X is deleted and replaced by the following:', 'The
 * following is added:', 'The following is added to paragraph 6.:', 'X is deleted.', 'The following paragraph is
 * deleted: …'. Each change names what it changes (the words before it in its sentence, or after it for 'the
 * following is deleted'), may be limited to some forms ('When this endorsement amends a Homeowners Form, …'),
 * and is followed by the new wording, which may start on the next page.
 */
import type { Stream } from './stream';
import type { Change } from './types';

export interface ChangeWording {
  readonly action: Change;
  /** Offsets in the stream of the wording itself ('is deleted and replaced by the following:'). */
  readonly start: number;
  readonly end: number;
  /** What is changed, as printed, and where it starts. */
  readonly target: string;
  readonly targetStart: number;
  /** The forms the change is limited to, as printed. */
  readonly when: string | null;
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
  const match = /^(?:The following applies )?[Ww]hen this endorsement amends (?:an? |the )?(.+?),\s+(.+)$/.exec(sentence);
  return match ? { when: match[1]!, target: match[2]! } : { when: null, target: sentence };
}

/** A sentence that limits the changes after it to some forms ('The following applies when this endorsement amends a …:'). */
const scopeSentence = /The following applies when this endorsement amends (?:an? |the )?([^:]+):/g;
const allPolicies = /The following applies to all policies/g;

/** Every change an endorsement's text makes, in order. */
export function changesOf(stream: Stream): ChangeWording[] {
  const { text } = stream;
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
    const floor = index > 0 ? found[index - 1]!.end : 0;
    let target: string;
    let targetStart: number;
    if (phrase.targetAfter) {
      const next = found[index + 1]?.start ?? text.length;
      const stop = text.indexOf('.', phrase.end);
      targetStart = phrase.end + 1;
      target = text.slice(targetStart, Math.min(next, stop < 0 ? next : stop + 1)).trim();
    } else if (phrase.to) {
      targetStart = text.indexOf(phrase.to, phrase.start);
      target = phrase.to;
    } else {
      targetStart = sentenceStart(text, phrase.start, floor);
      // 'The following paragraph in …: <the paragraph> is deleted.': the paragraph quoted before it.
      if (phrase.start - targetStart < 3) {
        const colon = text.lastIndexOf(':', targetStart - 2);
        if (colon > floor) targetStart = sentenceStart(text, colon, floor);
      }
      target = text.slice(targetStart, phrase.start).trim();
    }
    const split = splitScope(target);
    const scope = scopes.filter((entry) => entry.at < phrase.start).at(-1);
    const when = split.when ?? (scope && scope.when !== '' ? scope.when : null);
    changes.push({
      action: phrase.action,
      start: phrase.start,
      end: phrase.end,
      target: split.target.replace(/\s+/g, ' ').trim(),
      targetStart,
      when,
      wordingStart: phrase.wording ? Math.min(text.length, phrase.end + 1) : null,
      wordingEnd: text.length,
    });
  });
  // New wording runs to the next change, or to a sentence that limits the changes after it to some forms.
  changes.forEach((change, index) => {
    const next = changes[index + 1]?.targetStart ?? text.length;
    const scope = scopes.find((entry) => entry.at > change.end && entry.at < next)?.at ?? next;
    change.wordingEnd = Math.max(change.wordingStart ?? change.end, Math.min(next, scope) - 1);
  });
  return changes;
}
