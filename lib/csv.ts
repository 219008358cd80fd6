/** CSV text for the downloads made on the page (the estimate tools' workers use papaparse, kept off the pages). */

/** A cell a spreadsheet would run as a formula (`=`, `+`, `@`, `-` before a word) is quoted as text. */
const cell = (value: string) => {
  const safe = /^[=+@\t\r]/.test(value) || /^-[^\d.]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 text, CRLF between rows. */
export const toCsv = (rows: readonly (readonly string[])[]) => `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
