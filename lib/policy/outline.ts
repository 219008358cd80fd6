/**
 * A policy's numbered outline: items labelled A., 1., a., (1), (a) (and roman numerals), nested by the order
 * the labels follow. A label counts only where it goes on from the list it belongs to (B. after A., 2. after
 * 1.) or starts a new list one level down, so a line that merely begins with 'a. or b. above' is read as text.
 */
import type { Line } from './text';

export type LabelStyle = 'upper' | 'digit' | 'lower' | 'paren-digit' | 'paren-lower' | 'roman' | 'lower-roman' | 'paren-roman';

export interface Label {
  readonly style: LabelStyle;
  /** Its place in its list: A. and 1. and (a) are 1. */
  readonly value: number;
  /** As printed, without its dot or brackets: 'A', '1', 'a'. */
  readonly name: string;
}

export interface Item {
  readonly label: Label;
  /** The labels from the outermost list down to this one: 'B.1.a'. */
  readonly path: string;
  readonly depth: number;
  /** Positions in the lines the outline was read from: the item's first line, and the line after its last. */
  readonly start: number;
  end: number;
  /** How many words of the first line the label takes. */
  readonly labelWords: number;
  /** Labels of its list missing before it (9. after 7.: 1), where the list goes on past them. */
  readonly skipped: number;
  readonly parent: Item | null;
  readonly children: Item[];
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];
const letter = (text: string) => text.toLowerCase().charCodeAt(0) - 96;

/** The labels a line's first word may be, most likely first ('i.' is a letter after 'h.', else a numeral). */
export function labelsOf(word: string): Label[] {
  let match = /^([A-Z])\.$/.exec(word);
  if (match) {
    const roman = ROMAN.indexOf(match[1]!.toLowerCase());
    return [
      { style: 'upper', value: letter(match[1]!), name: match[1]! },
      ...(roman >= 0 ? [{ style: 'roman' as const, value: roman + 1, name: match[1]! }] : []),
    ];
  }
  match = /^([IVX]{2,5})\.$/.exec(word);
  if (match && ROMAN.includes(match[1]!.toLowerCase()))
    return [{ style: 'roman', value: ROMAN.indexOf(match[1]!.toLowerCase()) + 1, name: match[1]! }];
  match = /^(\d{1,2})\.$/.exec(word);
  if (match) return [{ style: 'digit', value: Number(match[1]), name: match[1]! }];
  match = /^([a-z])\.$/.exec(word);
  if (match) {
    const roman = ROMAN.indexOf(match[1]!);
    return [
      { style: 'lower', value: letter(match[1]!), name: match[1]! },
      ...(roman >= 0 ? [{ style: 'lower-roman' as const, value: roman + 1, name: match[1]! }] : []),
    ];
  }
  match = /^([ivx]{2,5})\.$/.exec(word);
  if (match && ROMAN.includes(match[1]!)) return [{ style: 'lower-roman', value: ROMAN.indexOf(match[1]!) + 1, name: match[1]! }];
  match = /^\((\d{1,2})\)$/.exec(word);
  if (match) return [{ style: 'paren-digit', value: Number(match[1]), name: `(${match[1]})` }];
  match = /^\(([a-z])\)$/.exec(word);
  if (match) {
    const roman = ROMAN.indexOf(match[1]!);
    return [
      { style: 'paren-lower', value: letter(match[1]!), name: `(${match[1]})` },
      ...(roman >= 0 ? [{ style: 'paren-roman' as const, value: roman + 1, name: `(${match[1]})` }] : []),
    ];
  }
  match = /^\(([ivx]{2,5})\)$/.exec(word);
  if (match && ROMAN.includes(match[1]!)) return [{ style: 'paren-roman', value: ROMAN.indexOf(match[1]!) + 1, name: `(${match[1]})` }];
  return [];
}

/** The most labels a list may skip and go on: a page or two of a definitions list left out of the file. */
const MAX_GAP = 5;

/** Siblings printed on one page and in one column line up within this many points. */
const ALIGN = 14;

interface Open {
  readonly item: Item;
  readonly x: number;
  readonly page: number;
  readonly column: number;
}

/**
 * The outline of a run of lines: every item, outermost first, each with its children. `isBreak` marks lines
 * (a heading) that close every open item.
 */
export function outlineOf(lines: readonly Line[], isBreak: (line: Line) => boolean = () => false): Item[] {
  const roots: Item[] = [];
  let open: Open[] = [];
  const close = (from: number, at: number) => {
    for (const entry of open.slice(from)) entry.item.end = at;
    open = open.slice(0, from);
  };
  lines.forEach((line, at) => {
    if (isBreak(line)) {
      close(0, at);
      return;
    }
    const first = line.words[0];
    if (!first) return;
    const sameBlock = (entry: Open) => entry.page === line.page && entry.column === line.column;
    // A label and the first label of its list printed together ('d.(1) Wear and tear;') open two items.
    const [outer, inner] = /^([A-Za-z]|\d{1,2})\.(\(\w{1,3}\))$/.exec(first.text)?.slice(1) ?? [first.text];
    if (accept(`${outer}${inner ? '.' : ''}`, at, line, first.x0, sameBlock) && inner) accept(inner, at, line, first.x0, sameBlock);
  });
  close(0, lines.length);
  return roots;

  function accept(token: string, at: number, line: Line, x: number, sameBlock: (entry: Open) => boolean): boolean {
    for (const label of labelsOf(token)) {
      const level = open.findIndex((entry) => entry.item.label.style === label.style);
      let depth: number;
      let skipped = 0;
      if (level >= 0) {
        const sibling = open[level]!;
        // The next label, or a later one set exactly in line: a label the text lost or misprinted ('Tl.'), or items
        // on a page the file leaves out (definitions 7. then 10.).
        const next = label.value === sibling.item.label.value + 1;
        const gap = label.value - sibling.item.label.value;
        const laterInLine = gap >= 2 && gap <= MAX_GAP && sibling.column === line.column && Math.abs(x - sibling.x) <= 3;
        if (!next && !laterInLine) continue;
        if (sameBlock(sibling) && Math.abs(x - sibling.x) > ALIGN) continue;
        // An item of an outer list is set out further left than the inner items still open beside it.
        if (open.slice(level + 1).some((inner) => sameBlock(inner) && x > inner.x + 4)) continue;
        depth = level;
        skipped = gap - 1;
      } else {
        // A list starts at its first item, except where a run of lines starts within one (a page of an endorsement).
        if (label.value !== 1 && open.length > 0) continue;
        const parent = open.at(-1);
        if (parent && sameBlock(parent) && x < parent.x - 4) continue;
        depth = open.length;
      }
      close(depth, at);
      const parent = open.at(-1)?.item ?? null;
      const path = parent ? `${parent.path}.${label.name}` : label.name;
      const item: Item = { label, path, depth, start: at, end: lines.length, labelWords: 1, skipped, parent, children: [] };
      (parent ? parent.children : roots).push(item);
      open.push({ item, x, page: line.page, column: line.column });
      return true;
    }
    return false;
  }
}

/** Every item of an outline, depth first. */
export function flatten(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}
