import clsx from 'clsx';
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import { parseMoney, formatDollars } from '@/lib/claim-summary/money';
import type { Timeline } from '@/lib/claim-summary/timeline';
import { fillTemplate } from '@/lib/template';
import { dateText, entryText, sourceText } from './words';

/**
 * The timeline drawn on the page: a line down the left with a mark per event, in order, each long silence between
 * two events marked on the line, the deadline set apart. An ordered list, so it reads in order without the drawing.
 */
export function TimelineView({ timeline, copy }: { timeline: Timeline; copy: SummaryBuilderCopy }) {
  if (timeline.entries.length === 0) return <p className="text-sm text-ink-600">{copy.timeline.empty}</p>;
  const gapAfter = new Map(timeline.gaps.map((gap) => [gap.from, gap]));
  const deadline = timeline.deadlines[0];
  return (
    <ol data-timeline aria-label={copy.timeline.title} className="relative ml-2 border-l-2 border-ink-200 pl-5">
      {timeline.entries.map((entry, index) => {
        const gap = gapAfter.get(entry.date);
        const next = timeline.entries[index + 1];
        const isDeadline = entry.kind === 'deadline';
        const cents = entry.amount ? parseMoney(entry.amount) : null;
        return (
          <li key={entry.id} data-entry={entry.kind} className={clsx('relative pb-4', isDeadline && 'text-rose-900')}>
            <span
              aria-hidden
              className={clsx(
                'absolute top-1.5 -left-[1.72rem] size-3 ring-2 ring-white',
                isDeadline ? 'rotate-45 bg-rose-700' : entry.kind === 'loss' ? 'rounded-full bg-amber-600' : 'rounded-full bg-brand-600',
              )}
            />
            <p className="text-sm font-semibold">
              <time dateTime={entry.date}>{dateText(entry.date)}</time>
            </p>
            <p className="text-sm text-ink-800">
              {isDeadline ? copy.eventKinds.deadline : entryText(copy, entry)}
              {cents !== null ? ` · ${formatDollars(cents)}` : ''}
              {isDeadline && deadline?.daysLeft !== null && deadline?.daysLeft !== undefined
                ? ` · ${fillTemplate(deadline.daysLeft >= 0 ? copy.timeline.deadlineLeft : copy.timeline.deadlinePassed, {
                    days: String(Math.abs(deadline.daysLeft)),
                  })}`
                : ''}
            </p>
            {entry.source ? <p className="text-xs text-ink-600">{sourceText(copy, entry.source)}</p> : null}
            {gap && next && next.date === gap.to ? (
              <p data-gap className="mt-3 -ml-[1.6rem] flex items-center gap-2 text-xs font-semibold text-amber-800">
                <span aria-hidden className="inline-block h-6 w-1 rounded bg-amber-500" />
                {fillTemplate(copy.timeline.gapLong, { days: String(gap.days) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
