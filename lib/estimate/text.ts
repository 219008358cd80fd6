/**
 * Text as the checker compares it: headers, descriptions and the phrases of the rule tables.
 */

/**
 * Remembers the results of `compute` for texts seen before: an estimate repeats the same descriptions and
 * codes many times, and the checks look at each more than once. Cleared when it grows large.
 */
export function remembered<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      if (cache.size >= 50_000) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}

/** Lower case; `&` and `+` read as "and", `#` as "no"; any other punctuation is a space; spaces collapsed. */
export const normalise = remembered((text) =>
  text
    .toLowerCase()
    .replace(/[&+]/g, ' and ')
    .replace(/#/g, ' no ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim(),
);

/** Whether normalised `text` holds normalised `phrase` at the start of a word ("tape" in "taped joints"). */
export function hasPhrase(text: string, phrase: string): boolean {
  return ` ${text}`.includes(` ${phrase}`);
}
