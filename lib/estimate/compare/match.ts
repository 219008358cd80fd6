/**
 * Which line of one estimate is which line of the other, as a reviewer would pair them. Inside paired rooms
 * first, then across rooms for items that moved; in each pass, lines are grouped by what makes them the same
 * item — the same code and activity; else the same whole description (case, spacing, punctuation aside) in a
 * convertible unit; else the same words in another order; else, less sure, the same work in other words or another
 * grade (`scope.ts`) — and each group is solved as an assignment, least quantity difference first. Last, an "R&R"
 * line on one side is paired with its "Remove" and replacement lines on the other. Nothing is paired by a shared
 * prefix: a size makes another item.
 */
import { assign } from './assign';
import { bareKey, type Item } from './items';
import { roomKey, type RoomPair } from './rooms';
import { scopeKey } from './scope';

/** Why two lines are taken for one item. */
export type MatchBasis = 'code' | 'words' | 'reordered' | 'unstated' | 'scope' | 'split' | 'hand';

export interface Match {
  /** Indices of the items on each side (two on one side for a split: the removal and the replacement). */
  readonly a: readonly number[];
  readonly b: readonly number[];
  readonly basis: MatchBasis;
  /** Whether the two quantities are in different units of one family (SQ against SF). */
  readonly converted: boolean;
  /** Whether the lines are in rooms the comparison did not pair (the item moved). */
  readonly moved: boolean;
  readonly confidence: 'high' | 'medium' | 'low';
}

type Key = (item: Item) => string | null;

const codeKey: Key = (item) =>
  item.code && item.activity !== null ? `${item.code.toUpperCase()}\u0000${item.activity.toLowerCase()}` : null;
const wordsKey: Key = (item) => (item.key.length >= 4 ? `${item.key}\u0000${item.family}` : null);
const reorderedKey: Key = (item) => (item.words.split(' ').length >= 2 ? `${item.words}\u0000${item.family}` : null);
/**
 * The description without its activity or unit, for a line whose file does not say them (Xactimate's shorter
 * export prints neither): `stands` keeps only the pairs that file leaves open.
 */
const bareWordsKey: Key = (item) => (bareKey(item.key).length >= 4 ? bareKey(item.key) : null);

/** What pairing `a` with `b` costs: the gap between their quantities, and a place that does not correspond. */
function cost(a: Item, b: Item): number {
  const largest = Math.max(Math.abs(a.baseQuantity), Math.abs(b.baseQuantity), 1e-9);
  const places = [roomKey(a.room), a.area ? roomKey(a.area) : ''];
  const placed = places.includes(roomKey(b.room)) || (b.area !== undefined && places.includes(roomKey(b.area)));
  return Math.abs(a.baseQuantity - b.baseQuantity) / largest + (placed ? 0 : 0.5);
}

/** Pairs the items of `a` and `b` that share a key, as an assignment within each key's group. */
function pass(a: readonly Item[], b: readonly Item[], key: Key, taken: Set<Item>): [Item, Item][] {
  const groups = new Map<string, { a: Item[]; b: Item[] }>();
  for (const [side, items] of [
    ['a', a],
    ['b', b],
  ] as const) {
    for (const item of items) {
      if (taken.has(item)) continue;
      const name = key(item);
      if (name === null) continue;
      const group = groups.get(name) ?? { a: [], b: [] };
      group[side].push(item);
      groups.set(name, group);
    }
  }
  const pairs: [Item, Item][] = [];
  for (const group of groups.values()) {
    if (group.a.length === 0 || group.b.length === 0) continue;
    const chosen = assign(group.a.map((x) => group.b.map((y) => cost(x, y))));
    chosen.forEach((j, i) => {
      if (j < 0) return;
      const pair: [Item, Item] = [group.a[i]!, group.b[j]!];
      taken.add(pair[0]);
      taken.add(pair[1]);
      pairs.push(pair);
    });
  }
  return pairs;
}

const passes: readonly (readonly [MatchBasis, Key])[] = [
  ['code', codeKey],
  ['words', wordsKey],
  ['reordered', reorderedKey],
  ['unstated', bareWordsKey],
  ['scope', (item) => scopeKey(item.description, item.family)],
];

/** Whether a pair made by `key` may stand: without activity or unit, only where a side does not say them. */
const stands = (key: Key, x: Item, y: Item) =>
  key !== bareWordsKey ||
  ((x.activity === null || y.activity === null || x.key === y.key) && (x.family === y.family || x.family === '' || y.family === ''));

const confidenceOf = (basis: MatchBasis, moved: boolean): Match['confidence'] =>
  basis === 'scope'
    ? 'low'
    : basis === 'reordered' || basis === 'split' || basis === 'unstated'
      ? moved
        ? 'low'
        : 'medium'
      : moved
        ? 'medium'
        : 'high';

/** "R&R Gutter" → "Gutter"; "Remove Gutter" → "Gutter"; null for a line that neither removes nor replaces. */
const removed = (item: Item) => /^remove/.exec(item.key) && item.key.slice('remove'.length);
const both = (item: Item) => /^(?:randr|removeandreplace)/.exec(item.key)?.[0] && item.key.replace(/^(?:randr|removeandreplace)/, '');

/** An "R&R" line on one side against its removal and its replacement on the other. */
function splits(one: readonly Item[], other: readonly Item[], taken: Set<Item>): [Item, Item, Item][] {
  const found: [Item, Item, Item][] = [];
  for (const item of one) {
    const base = taken.has(item) ? null : both(item);
    if (!base) continue;
    const removal = other.find((x) => !taken.has(x) && removed(x) === base && x.family === item.family);
    const replacement = other.find((x) => !taken.has(x) && x.key === base && x.family === item.family);
    if (!removal || !replacement) continue;
    for (const used of [item, removal, replacement]) taken.add(used);
    found.push([item, removal, replacement]);
  }
  return found;
}

/**
 * The matches between two estimates' items: within the room pairs, then across them; `byHand` are the
 * visitor's own pairs (indices on each side), kept first; `apart` are pairs the visitor undid.
 */
export function matchItems(
  a: readonly Item[],
  b: readonly Item[],
  rooms: readonly RoomPair[],
  { byHand = [], apart = [] }: { byHand?: readonly (readonly [number, number])[]; apart?: readonly (readonly [number, number])[] } = {},
): Match[] {
  const taken = new Set<Item>();
  const matches: Match[] = [];
  const record = (x: Item, y: Item, basis: MatchBasis, moved: boolean) => {
    const converted = x.unit.toUpperCase() !== y.unit.toUpperCase();
    matches.push({
      a: [x.index],
      b: [y.index],
      basis,
      converted,
      moved,
      confidence: basis === 'hand' ? 'high' : confidenceOf(basis, moved),
    });
  };
  for (const [i, j] of byHand) {
    const x = a[i];
    const y = b[j];
    if (!x || !y || taken.has(x) || taken.has(y)) continue;
    taken.add(x);
    taken.add(y);
    record(x, y, 'hand', false);
  }
  const kept = new Set(apart.map(([i, j]) => `${i}:${j}`));
  const allowed = (x: Item, y: Item) => !kept.has(`${x.index}:${y.index}`);
  const run = (xs: readonly Item[], ys: readonly Item[], moved: boolean) => {
    for (const [basis, key] of passes) {
      for (const [x, y] of pass(xs, ys, key, taken)) {
        if (allowed(x, y) && stands(key, x, y)) record(x, y, basis, moved);
        else {
          taken.delete(x);
          taken.delete(y);
        }
      }
    }
  };
  const byRoom = (items: readonly Item[]) => {
    const rooms = new Map<string, Item[]>();
    for (const item of items) {
      const list = rooms.get(item.room) ?? [];
      list.push(item);
      rooms.set(item.room, list);
    }
    return rooms;
  };
  const roomsA = byRoom(a);
  const roomsB = byRoom(b);
  for (const room of rooms) {
    if (room.a === null || room.b === null) continue;
    run(roomsA.get(room.a) ?? [], roomsB.get(room.b) ?? [], false);
  }
  run(a, b, true);
  for (const [item, removal, replacement] of splits(a, b, taken)) {
    matches.push({
      a: [item.index],
      b: [removal.index, replacement.index],
      basis: 'split',
      converted: false,
      moved: false,
      confidence: 'medium',
    });
  }
  for (const [item, removal, replacement] of splits(b, a, taken)) {
    matches.push({
      a: [removal.index, replacement.index],
      b: [item.index],
      basis: 'split',
      converted: false,
      moved: false,
      confidence: 'medium',
    });
  }
  return matches.sort((x, y) => (x.a[0] ?? 0) - (y.a[0] ?? 0));
}
