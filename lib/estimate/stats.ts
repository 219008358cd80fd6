/** Robust statistics for the checks: a median resists the odd wrong line. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  // A typed array sorts numbers natively, several times faster than a comparator on 100,000 values.
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
