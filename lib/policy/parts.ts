/**
 * The parts of a policy document, each from its heading to the next: DEFINITIONS, SECTION I – EXCLUSIONS,
 * SECTION I – CONDITIONS… A heading is a line of capitals set apart from the text above it (a line of capitals
 * that goes on from the line before, as a form's name inside a sentence does, is text), a lettered or numbered
 * item naming a part ('B. EXCLUSIONS', 'H. Definitions', '2. Exclusions'), or a part's name alone in bold.
 */
import { isCapitalsHeading, sectionOf } from './headings';
import type { Line } from './text';

export type PartKind = 'definitions' | 'exclusions' | 'losses-not-covered' | 'conditions' | 'settlement' | 'coverage' | 'other';

export interface Part {
  readonly kind: PartKind;
  readonly heading: Line;
  /** The heading's words without a label: 'SECTION I – EXCLUSIONS'. */
  readonly title: string;
  readonly section: 'I' | 'II' | null;
  /** A heading within a part ('COVERAGE A – DWELLING', 'PART A'), which does not end the part it is in. */
  readonly minor: boolean;
  /** Positions in the body lines: the heading, and the line after the part's last. */
  readonly start: number;
  readonly end: number;
}

const KINDS: readonly [PartKind, RegExp][] = [
  ['definitions', /\bDEFINITIONS\b/i],
  ['exclusions', /\bEXCLUSIONS?\b/i],
  ['losses-not-covered', /\bLOSSES NOT (?:COVERED|INSURED)\b/i],
  ['settlement', /\bHOW WE SETTLE LOSSES\b|\bLOSS SETTLEMENT\b/i],
  ['conditions', /\bCONDITIONS\b/i],
  ['coverage', /\bCOVERAGES?\b|\bPERILS INSURED\b/i],
];

/** Headings that divide a part rather than end it. */
const MINOR = /^(?:COVERAGES? [A-F]\b|PART [A-Z]\b|ADDITIONAL COVERAGES?$)|:$/i;

const kindOf = (title: string): PartKind => KINDS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'other';

/** A lettered or numbered item that names a part of a commercial form: 'B. EXCLUSIONS', 'H. Definitions', '2. Exclusions'. */
const namedItem =
  /^(?:[A-Z]|\d{1,2})\.\s+(?:Definitions|Exclusions|DEFINITIONS|EXCLUSIONS|LIMITATIONS|Limitations|ADDITIONAL COVERAGE \w+|Additional Conditions)$/;

/** A part's name alone on its line, in bold: a title-case heading ('Definitions'). */
const boldName = (line: Line) => /^(?:Definitions|Exclusions)$/.test(line.text) && line.words.every((word) => word.bold);

/**
 * The usual gap between consecutive lines of a paragraph: the lower quartile of the gaps, since a form of short
 * paragraphs (a floater's conditions, one or two lines each) has more gaps between paragraphs than within them.
 */
function usualLeading(lines: readonly Line[]): number {
  const gaps: number[] = [];
  for (let at = 1; at < lines.length; at += 1) {
    const [a, b] = [lines[at - 1]!, lines[at]!];
    if (a.page === b.page && a.column === b.column && b.y > a.y) gaps.push(b.y - a.y);
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 12;
}

/** The headings of a document's parts, and the parts they head. */
export function partsOf(lines: readonly Line[]): Part[] {
  const leading = usualLeading(lines);
  const headings: number[] = [];
  lines.forEach((line, at) => {
    const text = line.text;
    if (namedItem.test(text) || boldName(line)) {
      headings.push(at);
      return;
    }
    if (!isCapitalsHeading(line)) return;
    const before = lines[at - 1];
    const sameColumn = before && before.page === line.page && before.column === line.column && before.y < line.y;
    // Set apart: the first line of its column, or a gap above it; a heading wrapped onto a second line is one.
    const apart = !sameColumn || line.y - before.y > 1.3 * leading;
    if (apart) headings.push(at);
  });
  const titles = headings.map((at) => lines[at]!.text.replace(/^(?:[A-Z]|[IVX]{1,4}|\d{1,2})\.\s+/, ''));
  return headings.map((at, index) => {
    const title = titles[index]!;
    const minor = MINOR.test(title);
    // A part runs to the next heading that is not a division within it; a numbered item's part ('2. Exclusions' of
    // COVERAGE A) is itself a division, and ends at the next heading ('COVERAGE B').
    const numbered = /^\d/.test(lines[at]!.text);
    let next = index + 1;
    while (!minor && !numbered && next < headings.length && MINOR.test(titles[next]!)) next += 1;
    const end = headings[next] ?? lines.length;
    return { kind: kindOf(title), heading: lines[at]!, title, section: sectionOf(title), minor, start: at, end };
  });
}
