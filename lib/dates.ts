/**
 * Dates as the site shows them. Content stores ISO dates (`2025-05-14`); they are calendar dates, so they
 * are read and formatted in UTC and never shift with the visitor's or the build machine's time zone.
 */

function parse(iso: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Expected an ISO date (YYYY-MM-DD), got "${iso}"`);
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) throw new RangeError(`No such date: ${iso}`);
  return date;
}

const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const full = fmt({ month: 'long', day: 'numeric', year: 'numeric' });
const monthDay = fmt({ month: 'long', day: 'numeric' });
const monthYear = fmt({ month: 'long', year: 'numeric' });

/** "May 14, 2025". */
export function formatDate(iso: string): string {
  return full.format(parse(iso));
}

/** "May 2025". */
export function formatMonthYear(iso: string): string {
  return monthYear.format(parse(iso));
}

/**
 * A date range as people write it: "February 18–20, 2025", "January 30 – February 1, 2025",
 * "December 30, 2024 – January 2, 2025", or a single date when both ends are the same day.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = parse(startIso);
  const end = parse(endIso);
  if (end < start) throw new RangeError(`Range ends (${endIso}) before it starts (${startIso})`);
  if (startIso === endIso) return full.format(start);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  if (sameYear && start.getUTCMonth() === end.getUTCMonth()) {
    return `${monthDay.format(start)}–${end.getUTCDate()}, ${end.getUTCFullYear()}`;
  }
  if (sameYear) return `${monthDay.format(start)} – ${monthDay.format(end)}, ${end.getUTCFullYear()}`;
  return `${full.format(start)} – ${full.format(end)}`;
}

/** Whether an event that ends on `endIso` is over on `today` (it is not over on its last day). */
export function isPast(endIso: string, today: Date): boolean {
  return parse(endIso).getTime() < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}
