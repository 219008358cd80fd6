/**
 * Text as the checker compares it: headers, descriptions and the phrases of the rule tables.
 */

/** Lower case; `&` and `+` read as "and", `#` as "no"; any other punctuation is a space; spaces collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[&+]/g, ' and ')
    .replace(/#/g, ' no ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether normalised `text` holds normalised `phrase` at the start of a word ("tape" in "taped joints"). */
export function hasPhrase(text: string, phrase: string): boolean {
  return ` ${text}`.includes(` ${phrase}`);
}

const fillers = new Set(['and', 'the', 'of', 'to', 'with', 'for', 'per', 'a', 'an', 'in', 'on', 'or']);

/**
 * The words of a description, without fillers, sorted and unique: "Drip edge – aluminum" and "Aluminum drip
 * edge" have the same key. Used to find near-duplicate lines.
 */
export function wordKey(text: string): string {
  const words = new Set(normalise(text).split(' ').filter((word) => word && !fillers.has(word)));
  return [...words].sort().join(' ');
}
