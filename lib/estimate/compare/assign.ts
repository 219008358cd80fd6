/**
 * The assignment problem: pair rows with columns so the total cost is least (Kuhn–Munkres, the Hungarian
 * method, O(n³)). Lines of one item are paired this way, not greedily, so the first line does not take the
 * partner that suits a later one better.
 */

/** For a cost matrix `cost[i][j]` (rows may outnumber columns or the reverse), the column of each row, or -1. */
export function assign(cost: readonly (readonly number[])[]): number[] {
  const rows = cost.length;
  const columns = rows === 0 ? 0 : cost[0]!.length;
  if (rows === 0 || columns === 0) return new Array<number>(rows).fill(-1);
  const n = Math.max(rows, columns);
  const at = (i: number, j: number) => (i < rows && j < columns ? cost[i]![j]! : 0);
  // Potentials u (rows) and v (columns), 1-based with a virtual column 0, as in the classic formulation.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const owner = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i += 1) {
    owner[0] = i;
    let column = 0;
    const least = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column] = true;
      const row = owner[column]!;
      let delta = Number.POSITIVE_INFINITY;
      let next = 0;
      for (let j = 1; j <= n; j += 1) {
        if (used[j]) continue;
        const reduced = at(row - 1, j - 1) - u[row]! - v[j]!;
        if (reduced < least[j]!) {
          least[j] = reduced;
          way[j] = column;
        }
        if (least[j]! < delta) {
          delta = least[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= n; j += 1) {
        if (used[j]) {
          u[owner[j]!]! += delta;
          v[j]! -= delta;
        } else least[j]! -= delta;
      }
      column = next;
    } while (owner[column] !== 0);
    do {
      const previous = way[column]!;
      owner[column] = owner[previous]!;
      column = previous;
    } while (column !== 0);
  }
  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= n; j += 1) {
    const row = owner[j]! - 1;
    if (row >= 0 && row < rows && j - 1 < columns) result[row] = j - 1;
  }
  return result;
}
