/** Words a reader reads in a minute, for a post's "n min read". */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
