/**
 * `items` in `count` groups of near-equal size, in order: the suite's walks over every page visit a group per
 * test, so the two workers share them and each test keeps one browser context for several pages.
 */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
