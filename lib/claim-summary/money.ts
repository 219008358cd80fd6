/**
 * Amounts as a visitor types them and as documents print them (`$6,262.51`, `15356.73`, `(2,445.92)`, `−101.60`),
 * in cents. Never rounded beyond the cent, never averaged.
 */

/** Cents of a typed or printed amount, or null when the text is not one (empty included). */
export function parseMoney(text: string | undefined): number | null {
  if (text === undefined) return null;
  let value = text.trim().replace(/\s+/g, '');
  if (value === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  // A minus before or after the dollar sign: `-$101.60`, `$-101.60`, `−101.60`.
  const signed = /^[-−–]?\$?[-−–]?/.exec(value)![0];
  if (/[-−–]/.test(signed)) negative = !negative;
  value = value.slice(signed.length);
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$|^\.\d{1,2}$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `6,262.51` (no currency sign), with a minus sign when negative. */
export const formatCents = (cents: number) => `${cents < 0 ? '−' : ''}${format.format(Math.abs(cents) / 100)}`;

/** `$6,262.51`, `−$101.60`. */
export const formatDollars = (cents: number) => `${cents < 0 ? '−' : ''}$${format.format(Math.abs(cents) / 100)}`;

/** `+$9,094.22` for a difference. */
export const formatSigned = (cents: number) => `${cents > 0 ? '+' : ''}${formatDollars(cents)}`;

/** Whole dollars as a policy prints its limits (`537700` → `537,700.00`). */
export const dollarsText = (dollars: number) => formatCents(Math.round(dollars * 100));
