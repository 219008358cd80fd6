/**
 * Rooms of two estimates paired by name: case, punctuation, numbering and qualifiers that only say where the
 * room is (`Level`, `Unit`, `Dwelling`, `Main`) set aside, so "Dwelling Roof" pairs with "Roof" and "Bedroom
 * (1)" with "BEDROOM 1". The visitor may pair two rooms by hand.
 */
const qualifiers = /\b(?:level|unit|floor|dwelling|building|structure|main|first|second|third|upper|lower|\d+(?:st|nd|rd|th)?)\b/g;

/** A room's name as rooms are paired. */
export function roomKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(qualifiers, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return words || name.trim().toLowerCase();
}

export interface RoomPair {
  /** The room's name on each side; null on the side that has no such room. */
  readonly a: string | null;
  readonly b: string | null;
  /** Paired by the visitor rather than by name. */
  readonly byHand: boolean;
}

/**
 * The rooms of both sides, paired: first the visitor's pairs (`[a, b]`), then by name; every room once, in
 * the order of side A, then B's unpaired rooms.
 */
export function pairRooms(a: readonly string[], b: readonly string[], byHand: readonly (readonly [string, string])[] = []): RoomPair[] {
  const pairs: RoomPair[] = [];
  const usedA = new Set<string>();
  const usedB = new Set<string>();
  for (const [roomA, roomB] of byHand) {
    if (!a.includes(roomA) || !b.includes(roomB) || usedA.has(roomA) || usedB.has(roomB)) continue;
    usedA.add(roomA);
    usedB.add(roomB);
  }
  const manual = new Map(byHand.filter(([roomA, roomB]) => usedA.has(roomA) && usedB.has(roomB)));
  for (const roomA of a) {
    const hand = manual.get(roomA);
    if (hand !== undefined) {
      pairs.push({ a: roomA, b: hand, byHand: true });
      continue;
    }
    const match = b.find((roomB) => !usedB.has(roomB) && roomKey(roomB) === roomKey(roomA));
    if (match !== undefined) usedB.add(match);
    pairs.push({ a: roomA, b: match ?? null, byHand: false });
  }
  for (const roomB of b) if (!usedB.has(roomB)) pairs.push({ a: null, b: roomB, byHand: false });
  return pairs;
}
