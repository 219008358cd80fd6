/**
 * What cannot be so, pointed out beside the field and never refused: a loss dated after the estimate (or the
 * inspection, a payment) that follows it, a policy period that does not cover the date of loss or ends before it
 * starts, a value that is not a date or an amount. The document checks (a policy given where an estimate is
 * asked for) are the readers' own findings, in `FileRecord.problem`.
 */
import { isIsoDate } from './dates';
import { dateField } from './model';
import { parseMoney } from './money';
import type { ClaimSummary, EventKind, FieldKey, IsoDate } from './types';
import { fieldKeys, fieldTypes } from './types';

export type Check =
  /** The loss is dated after an event that can only follow it (an inspection, an estimate, a payment). */
  | {
      readonly kind: 'loss-after-event';
      readonly field: 'loss.date';
      readonly row: string;
      readonly event: EventKind;
      readonly date: IsoDate;
    }
  /** An event that can only follow the loss, dated before it: said beside the event. */
  | { readonly kind: 'event-before-loss'; readonly row: string; readonly loss: IsoDate }
  /** The date of loss is outside the policy period. */
  | { readonly kind: 'loss-outside-period'; readonly field: 'loss.date'; readonly from: IsoDate | null; readonly to: IsoDate | null }
  | { readonly kind: 'period-reversed'; readonly field: 'coverage.periodTo' }
  | { readonly kind: 'not-a-date'; readonly field: FieldKey }
  | { readonly kind: 'not-an-amount'; readonly field: FieldKey }
  | { readonly kind: 'row-not-an-amount'; readonly row: string }
  | { readonly kind: 'row-not-a-date'; readonly row: string };

/** Events that come after a loss, never before it. */
const afterLoss = new Set<EventKind>(['reported', 'contacted', 'inspected', 'estimate', 'own-estimate', 'payment']);

export function checksOf(summary: ClaimSummary): Check[] {
  const checks: Check[] = [];
  for (const key of fieldKeys) {
    const value = summary.fields[key];
    if (value === undefined || value.trim() === '') continue;
    if (fieldTypes[key] === 'date' && !isIsoDate(value)) checks.push({ kind: 'not-a-date', field: key });
    if (fieldTypes[key] === 'money' && parseMoney(value) === null) checks.push({ kind: 'not-an-amount', field: key });
  }
  const loss = dateField(summary, 'loss.date');
  const from = dateField(summary, 'coverage.periodFrom');
  const to = dateField(summary, 'coverage.periodTo');
  if (from && to && to < from) checks.push({ kind: 'period-reversed', field: 'coverage.periodTo' });
  if (loss && ((from && loss < from) || (to && loss > to))) checks.push({ kind: 'loss-outside-period', field: 'loss.date', from, to });
  const before = loss
    ? summary.events
        .filter((row) => afterLoss.has(row.kind) && isIsoDate(row.date) && row.date < loss)
        .sort((a, b) => a.date.localeCompare(b.date))
    : [];
  const first = before[0];
  if (loss && first) checks.push({ kind: 'loss-after-event', field: 'loss.date', row: first.id, event: first.kind, date: first.date });
  for (const row of before) checks.push({ kind: 'event-before-loss', row: row.id, loss: loss! });
  for (const row of summary.events) if (row.date !== '' && !isIsoDate(row.date)) checks.push({ kind: 'row-not-a-date', row: row.id });
  for (const row of [...summary.limits, ...summary.deductibles, ...summary.causes]) {
    if (row.amount.trim() !== '' && parseMoney(row.amount) === null) checks.push({ kind: 'row-not-an-amount', row: row.id });
  }
  return checks;
}

/** The checks said beside a field. */
export const fieldChecks = (checks: readonly Check[], field: FieldKey) =>
  checks.filter((check) => 'field' in check && check.field === field);

/** The checks said beside a row. */
export const rowChecks = (checks: readonly Check[], row: string) =>
  checks.filter(
    (check) =>
      (check.kind === 'event-before-loss' || check.kind === 'row-not-an-amount' || check.kind === 'row-not-a-date') && check.row === row,
  );
