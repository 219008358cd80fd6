/**
 * The work a line does, when two estimates word one item differently (a contractor's supplement in its own words
 * against the carrier's program): its scope by `scopeTerms`, the activity it names (removing, replacing, both), and
 * every size it states. Two lines with one key are the same work at another grade or in other words — never two
 * sizes of one item (`Flashing - pipe jack` and `Flashing - pipe jack - 6"`).
 */
import { scopeTerms } from '../rules';
import { itemText } from '../same-item';
import { hasPhrase, normalise, remembered } from '../text';

/** `6 in`, `5 8 in`, `10 ft` as `itemText` writes a size. */
const size = /\b\d+(?: \d+)? (?:in|ft)\b/g;
const removal = /^(?:remove|tear off|tearoff|detach)\b/;
const both = /^(?:r and r|randr|remove and replace)\b/;

const keyOf = remembered((description) => {
  const text = normalise(description);
  const term = scopeTerms.find(
    (entry) =>
      entry.match.some((phrase) => hasPhrase(text, phrase)) &&
      !('unless' in entry && entry.unless.some((phrase) => hasPhrase(text, phrase))),
  );
  if (!term) return '';
  const activity = both.test(text) ? 'both' : term.scope === 'tear-off' || removal.test(text) ? 'remove' : 'replace';
  const sizes = [...itemText(description).matchAll(size)].map((match) => match[0]).sort();
  return `${term.scope}\u0000${activity}\u0000${sizes.join(',')}`;
});

/** The scope key of a line in unit family `family`, or null when it names no work the terms know. */
export function scopeKey(description: string, family: string): string | null {
  const key = keyOf(description);
  return key === '' ? null : `${key}\u0000${family}`;
}
