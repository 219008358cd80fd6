/**
 * Numbers and lists in the site's locale (en-US), each formatter made once on first use: every
 * `toLocaleString` call builds a new formatter, which in a report of a few hundred figures cost the
 * Estimator Checker ~30 ms of main thread per render (bench/estimator.json).
 */
const formatters = new Map<number | 'default', Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number | 'default'): Intl.NumberFormat {
  let format = formatters.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', maximumFractionDigits === 'default' ? {} : { maximumFractionDigits });
    formatters.set(maximumFractionDigits, format);
  }
  return format;
}

/** 12,345 — as `value.toLocaleString('en-US')` writes it. */
export function formatCount(value: number): string {
  return numberFormat('default').format(value);
}

/** 32.67 — at most `digits` decimals. */
export function formatDecimal(value: number, digits: number): string {
  return numberFormat(digits).format(value);
}

let conjunction: Intl.ListFormat | undefined;

/** "a, b and c" */
export function formatList(items: readonly string[]): string {
  return (conjunction ??= new Intl.ListFormat('en-US', { type: 'conjunction' })).format(items);
}
