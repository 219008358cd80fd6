/**
 * `items` grouped by `key`, each group in the items' order, the groups in the order of their first item; items
 * whose key is null are left out. One pass: a long policy has hundreds of items of one kind.
 */
export function groupBy<T, K extends string | number = string>(items: readonly T[], key: (item: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === null) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}
