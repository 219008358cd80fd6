/**
 * Calendar dates of a claim: read from what documents print (`6/25/2024 8:00 PM`, `05-01-2023`, `June 25,
 * 2024`), counted forward (a time limit of 12 months from the date of loss) and apart (the days between two
 * events). ISO dates (`2024-06-25`) throughout, in UTC, so a date never shifts with a time zone.
 */
import type { IsoDate } from './types';

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO date of a year, month (1–12) and day, or null when there is no such day. */
export function isoOf(year: number, month: number, day: number): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A year printed with two digits, as US forms print them: 24 is 2024, 89 is 1989. */
const fullYear = (year: number) => (year >= 100 ? year : year < 70 ? 2000 + year : 1900 + year);

/**
 * The first date printed in `text`, US order (month first): `6/25/2024`, `06-25-24`, `2024-06-25`, `June 25,
 * 2024`, `25 June 2024`; anything after it (a time, `@7:00 PM`) is left. Null when it prints none.
 */
export function parsePrintedDate(text: string): IsoDate | null {
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /(?:^|[^\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?![\d/])/.exec(` ${text}`);
  if (numeric) return isoOf(fullYear(Number(numeric[3])), Number(numeric[1]), Number(numeric[2]));
  const named = /\b([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(text);
  if (named) {
    const month = monthOf(named[1]!);
    if (month) return isoOf(Number(named[3]), month, Number(named[2]));
  }
  const dayFirst = /\b(\d{1,2}) ([A-Za-z]{3,9})\.?,? (\d{4})\b/.exec(text);
  if (dayFirst) {
    const month = monthOf(dayFirst[2]!);
    if (month) return isoOf(Number(dayFirst[3]), month, Number(dayFirst[1]));
  }
  return null;
}

function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  const index = months.findIndex((month) => month === lower || (lower.length >= 3 && month.startsWith(lower)));
  return index === -1 ? null : index + 1;
}

/** Every date printed in `text`, in order. */
export function printedDates(text: string): IsoDate[] {
  const found: IsoDate[] = [];
  for (const match of text.matchAll(/\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/g)) {
    const date = parsePrintedDate(match[0]);
    if (date) found.push(date);
  }
  return found;
}

/** Whether `value` is an ISO date of the calendar. */
export const isIsoDate = (value: string | undefined): value is IsoDate =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  isoOf(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) === value;

const dayNumber = (iso: IsoDate) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate) => Math.round(dayNumber(to) - dayNumber(from));

/**
 * `iso` moved on by a time limit: days, or calendar months and years (the last day of a shorter month when the
 * day does not exist there: a month after January 31 is February 28 or 29).
 */
export function addPeriod(iso: IsoDate, amount: number, unit: 'days' | 'months' | 'years'): IsoDate {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const day = Number(iso.slice(8, 10));
  if (unit === 'days') return new Date(Date.UTC(year, month, day + amount)).toISOString().slice(0, 10);
  const months = unit === 'years' ? amount * 12 : amount;
  const target = new Date(Date.UTC(year, month + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(day, last))!;
}

/** Today's calendar date where the visitor is, as ISO. */
export const todayOf = (now: Date): IsoDate => isoOf(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
