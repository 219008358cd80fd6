/**
 * Reading quantities and money as estimate exports write them: `$1,234.50`, `1.234,50`, `(12.00)` for a
 * credit, `12.00-`, `−3`, `1 234,5`, `USD 40`. A value that is not a number returns null, so the row can be
 * skipped with its reason rather than read as zero.
 */
import type { DecimalStyle } from './types';

const currency = /^(?:us\$|usd|cad|c\$|\$|€|£|eur|gbp)|(?:usd|cad|eur|gbp|\$|€|£)$/i;
/** Spaces of every kind, and the apostrophe some locales group thousands with (1'234.50). */
const grouping = /[\s\u00a0\u202f\u2009']/g;

interface Parts {
  readonly negative: boolean;
  readonly digits: string;
}

/** Sign and the bare digits-and-separators of `raw`, or null when anything else is in it. */
function strip(raw: string): Parts | null {
  let text = raw.trim();
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(currency, '').trim();
  if (/^[-−–]/.test(text)) {
    negative = !negative;
    text = text.slice(1);
  } else if (/-$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  text = text.replace(currency, '').replace(grouping, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return null;
  return { negative, digits: text };
}

/** A lone separator followed by exactly three digits after one to three digits: `1,234` or `1.234`. */
const ambiguous = /^[1-9]\d{0,2}[.,]\d{3}$/;
const grouped = { '.': /^\d{1,3}(?:\.\d{3})+$/, ',': /^\d{1,3}(?:,\d{3})+$/ } as const;
const digitsOnly = /^\d*$/;

function count(text: string, char: string): number {
  let found = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) found += 1;
  return found;
}

/**
 * Integer and fraction digits of `digits` under `style`, or null when the separators make no sense
 * (`1,23,4`, `1.234.5`).
 */
function split(digits: string, style: DecimalStyle): { whole: string; fraction: string } | null {
  const dots = count(digits, '.');
  const commas = count(digits, ',');
  let decimal: '.' | ',' | null;
  if (dots > 0 && commas > 0) decimal = digits.lastIndexOf('.') > digits.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 0) decimal = null;
  else if (dots + commas > 1)
    decimal = null; // one separator used several times groups thousands
  else {
    const separator = dots > 0 ? '.' : ',';
    // `1,234` is a thousand and some in a file that writes 1,234.50, one and a bit in one that writes 1.234,50.
    const decimalOfStyle = style === 'dot' ? '.' : ',';
    decimal = ambiguous.test(digits) && separator !== decimalOfStyle ? null : separator;
  }

  const at = decimal ? digits.lastIndexOf(decimal) : digits.length;
  const whole = digits.slice(0, at);
  const fraction = decimal ? digits.slice(at + 1) : '';
  if (decimal && !digitsOnly.test(fraction)) return null;
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : dots > 0 ? '.' : ',';
  if (whole.includes(thousands)) {
    if (!grouped[thousands].test(whole)) return null;
  } else if (!digitsOnly.test(whole)) {
    return null;
  }
  if (whole === '' && fraction === '') return null;
  return { whole: whole.replace(/[.,]/g, '') || '0', fraction };
}

/** Digits with an optional decimal point and nothing else, which reads the same in any file… */
const simple = /^\d+(?:\.\d+)?$/;
/** …unless the file writes 1.234,50 and the value is `1.250`, a thousand and a quarter. */
const isSimple = (text: string, style: DecimalStyle) => simple.test(text) && (style === 'dot' || !ambiguous.test(text));

/** `raw` as a number (a quantity), or null when it is not one. */
export function parseQuantity(raw: string, style: DecimalStyle = 'dot'): number | null {
  if (isSimple(raw, style)) return Number(raw);
  const parts = strip(raw);
  if (!parts) return null;
  const split_ = split(parts.digits, style);
  if (!split_) return null;
  const value = Number(`${split_.whole}.${split_.fraction || '0'}`);
  return parts.negative && value !== 0 ? -value : value;
}

/**
 * `raw` as cents, or null when it is not an amount. Whole cents are exact (no binary rounding: `1.005`
 * is 100.5 cents before `round`); `round: false` keeps fractions of a cent, for unit prices.
 */
export function parseCents(raw: string, style: DecimalStyle = 'dot', { round = true } = {}): number | null {
  let negative = false;
  let whole: string;
  let fraction: string;
  if (isSimple(raw, style)) {
    const dot = raw.indexOf('.');
    whole = dot < 0 ? raw : raw.slice(0, dot);
    fraction = dot < 0 ? '' : raw.slice(dot + 1);
  } else {
    const parts = strip(raw);
    if (!parts) return null;
    const split_ = split(parts.digits, style);
    if (!split_) return null;
    ({ whole, fraction } = split_);
    negative = parts.negative;
  }
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rest = fraction.length > 2 ? Number(`0.${fraction.slice(2)}`) : 0;
  const value = round ? Math.round(cents + rest) : cents + rest;
  return negative && value !== 0 ? -value : value;
}

/**
 * How a file writes decimals, from the values that can only be read one way (`1,234.50`, `12,5`,
 * `1.234.567`); a file with no such value is read as `1,234.50`.
 */
export function detectDecimalStyle(values: Iterable<string>): DecimalStyle {
  let dot = 0;
  let comma = 0;
  for (const raw of values) {
    const parts = strip(raw);
    if (!parts || ambiguous.test(parts.digits)) continue;
    const { digits } = parts;
    const dots = count(digits, '.');
    const commas = count(digits, ',');
    if (dots > 0 && commas > 0) {
      if (digits.lastIndexOf('.') > digits.lastIndexOf(',')) dot += 1;
      else comma += 1;
    } else if (dots === 1) dot += 1;
    else if (commas === 1) comma += 1;
    else if (dots > 1) comma += 1;
    else if (commas > 1) dot += 1;
  }
  return comma > dot ? 'comma' : 'dot';
}
