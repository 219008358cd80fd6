/**
 * The claim's timeline: the dates entered and the dates found in the documents (policy period, date of loss,
 * inspection, estimates, payments), in order, with the gaps a reader should see between two events and the
 * deadlines that follow from what the policy states — its time limit for a suit, counted from the date of loss
 * when the policy counts it from there. Facts only: the page and the PDF word them.
 */
import { addPeriod, daysBetween, isIsoDate } from './dates';
import { dateField } from './model';
import type { ClaimSummary, EventKind, FieldKey, IsoDate, Source, SuitLimit } from './types';

export interface TimelineEntry {
  readonly id: string;
  readonly date: IsoDate;
  readonly kind: EventKind;
  /** The event's own words (a row's label); none for a field's date, which the page names by its kind. */
  readonly label?: string;
  /** The field the date comes from (`loss.date`, `coverage.periodFrom`), when it comes from one. */
  readonly field?: FieldKey;
  readonly amount?: string;
  readonly source?: Source;
}

/** Days with no event between two events of the claim, when there are more of them than `gapDays`. */
export interface Gap {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
}

/** A date a reader should see coming: the policy's time limit for a suit, counted from the date of loss. */
export interface Deadline {
  readonly kind: 'suit';
  readonly date: IsoDate;
  readonly from: IsoDate;
  readonly limit: SuitLimit;
  /** Days from `today` to the deadline (negative once it has passed); null without a today. */
  readonly daysLeft: number | null;
}

export interface Timeline {
  readonly entries: readonly TimelineEntry[];
  readonly gaps: readonly Gap[];
  readonly deadlines: readonly Deadline[];
  /** The first and last dates, deadlines included; null when there is no date. */
  readonly span: { readonly from: IsoDate; readonly to: IsoDate } | null;
}

/** Events of the claim itself, between which a silence is a gap; the policy's period and deadlines are not. */
const claimEvent = (kind: EventKind) => kind !== 'policy-start' && kind !== 'policy-end' && kind !== 'deadline';

/** The order of kinds on one day: what happens first on a day is listed first. */
const dayOrder: readonly EventKind[] = [
  'policy-start',
  'loss',
  'reported',
  'contacted',
  'inspected',
  'estimate',
  'own-estimate',
  'letter',
  'payment',
  'other',
  'deadline',
  'policy-end',
];

/** A month of 30 days without news is worth a reader's notice. */
export const GAP_DAYS = 30;

export function suitDeadline(summary: ClaimSummary, today: IsoDate | null): Deadline | null {
  const loss = dateField(summary, 'loss.date');
  const limit = summary.suitLimit;
  if (!loss || !limit || !limit.fromLoss) return null;
  const date = addPeriod(loss, limit.amount, limit.unit);
  return { kind: 'suit', date, from: loss, limit, daysLeft: today ? daysBetween(today, date) : null };
}

export function timelineOf(
  summary: ClaimSummary,
  { today = null, gapDays = GAP_DAYS }: { today?: IsoDate | null; gapDays?: number } = {},
): Timeline {
  const entries: TimelineEntry[] = [];
  const fromField = (field: FieldKey, kind: EventKind) => {
    const date = dateField(summary, field);
    const source = summary.sources[field];
    if (date) entries.push({ id: field, date, kind, field, ...(source && source.value === date ? { source: source.source } : {}) });
  };
  fromField('coverage.periodFrom', 'policy-start');
  fromField('loss.date', 'loss');
  fromField('coverage.periodTo', 'policy-end');
  for (const row of summary.events) {
    if (!isIsoDate(row.date)) continue;
    entries.push({
      id: row.id,
      date: row.date,
      kind: row.kind,
      label: row.label,
      ...(row.amount ? { amount: row.amount } : {}),
      ...(row.source ? { source: row.source } : {}),
    });
  }
  const deadline = suitDeadline(summary, today);
  const deadlines = deadline ? [deadline] : [];
  if (deadline)
    entries.push({
      id: 'deadline:suit',
      date: deadline.date,
      kind: 'deadline',
      ...(deadline.limit.source ? { source: deadline.limit.source } : {}),
    });
  entries.sort((a, b) => a.date.localeCompare(b.date) || dayOrder.indexOf(a.kind) - dayOrder.indexOf(b.kind));
  const events = entries.filter((entry) => claimEvent(entry.kind));
  const gaps: Gap[] = [];
  for (let i = 1; i < events.length; i += 1) {
    const days = daysBetween(events[i - 1]!.date, events[i]!.date);
    if (days > gapDays) gaps.push({ from: events[i - 1]!.date, to: events[i]!.date, days });
  }
  const span = entries.length === 0 ? null : { from: entries[0]!.date, to: entries.at(-1)!.date };
  return { entries, gaps, deadlines, span };
}
