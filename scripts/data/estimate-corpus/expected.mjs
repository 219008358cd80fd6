import { printedDescription } from './price-list.mjs';

/**
 * What the checker must give for a corpus file, in the terms of expected.json: the format, the lines read and
 * skipped, the findings, the totals reconciled, the reader's own check of its reading (its verdict, the numbered
 * lines it could not read, the numbers the file skips as ranges `15-19`), the limits of what could be checked,
 * and each line as read.
 */
export const cents = (value) => ({ type: 'cents', cents: value });
export const count = (value) => ({ type: 'count', count: value });

export const ok = (format, lines, { skipped = 0, findings = [], reconciliation = {}, coverage = {}, limits = [], items } = {}) => ({
  format,
  lines,
  skipped,
  findings,
  reconciliation: { checked: 0, unmatched: [], notChecked: [], ...reconciliation },
  coverage: { verdict: 'whole', unread: [], absent: [], ...coverage },
  limits,
  ...(items ? { items } : {}),
});

/**
 * A printed total that does not add up: `found` printed where the lines it covers add up to `expected`, on
 * page `page`, for `measure`.
 */
export const totalFinding = (reason, page, subject, measure, expected, found) => ({
  kind: 'total',
  reason,
  refs: [`p${page}`],
  subject,
  measure,
  expected: cents(expected),
  found: cents(found),
  stake: Math.abs(found - expected),
});

/** Each line as the checker must read it: number, room, description, quantity, unit price and RCV (cents). */
export const itemsOf = (lines, printed) =>
  lines.map((line) => [
    String(line.number),
    printed ? line.room.name : [line.room.name, line.room.unitLocation].filter(Boolean).join(', '),
    printed ? `${printedDescription(line.entry)}${line.mark ?? ''}` : line.entry.description,
    line.quantity,
    line.unitCost,
    line.printedRcv,
  ]);
