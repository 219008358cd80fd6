/**
 * The builder's facts in the words of `content/claim-summary-builder-copy.ts`: where a value comes from, a
 * check, a row made from a proposal, an event of the timeline, a claim's name in the list of claims.
 */
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { Check } from '@/lib/claim-summary/checks';
import { formatDate } from '@/lib/dates';
import type { Draft } from '@/lib/claim-summary/draft';
import type { RowWording } from '@/lib/claim-summary/model';
import type { HeaderEvent } from '@/lib/claim-summary/proposals';
import type { TimelineEntry } from '@/lib/claim-summary/timeline';
import type { EventRow, Source } from '@/lib/claim-summary/types';
import { fillTemplate } from '@/lib/template';

/** `2024-06-25` as "June 25, 2024"; anything else as typed. */
export const dateText = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : iso);

/** "pair-1-carrier.pdf, page 6", "the comparison of A and B", "A, by the Estimate Comparison". */
export function sourceText(copy: SummaryBuilderCopy, source: Source): string {
  if (source.from === 'estimate-comparison' || source.from === 'policy-highlighter') {
    const tool = copy.proposals.tools[source.from];
    const file = source.other ? `${source.file} / ${source.other}` : source.file;
    return fillTemplate(copy.source.handoff, { file, tool });
  }
  if (source.from === 'comparison' && source.other) return fillTemplate(copy.source.comparison, { file: source.file, other: source.other });
  return source.page === null
    ? fillTemplate(copy.source.file, { file: source.file })
    : fillTemplate(copy.source.page, { file: source.file, page: String(source.page) });
}

/** What a file was read as: "a declarations page". */
export const kindText = (copy: SummaryBuilderCopy, kind: string | null) => copy.kinds[kind ?? 'unknown'] ?? copy.kinds.unknown!;

export function checkText(copy: SummaryBuilderCopy, check: Check): string {
  switch (check.kind) {
    case 'loss-after-event':
      return fillTemplate(copy.checks[check.kind], { event: copy.eventKinds[check.event].toLowerCase(), date: dateText(check.date) });
    case 'event-before-loss':
      return fillTemplate(copy.checks[check.kind], { date: dateText(check.loss) });
    default:
      return copy.checks[check.kind];
  }
}

/** The words of rows made from proposals. */
export function rowWording(copy: SummaryBuilderCopy): RowWording {
  return {
    limitNote: (row) => [row.percent === null ? '' : `${row.percent}%`, row.terms ?? ''].filter(Boolean).join(' · '),
    deductibleNote: (row) =>
      [
        row.percent === null
          ? ''
          : fillTemplate(row.percentOf ? copy.deductibleNote.percent : copy.deductibleNote.percentOnly, {
              percent: String(row.percent),
              coverage: row.percentOf ?? '',
            }),
        row.minimum ? fillTemplate(copy.deductibleNote.minimum, { minimum: `$${row.minimum}` }) : '',
        row.inDeclarations ? copy.deductibleNote.inDeclarations : '',
      ]
        .filter(Boolean)
        .join('; '),
    provisionNote: (row) =>
      [
        copy.provisionNote.kinds[row.kind] ?? '',
        row.basis
          .map((basis) => (copy.provisionNote as Record<string, unknown>)[basis] as string | undefined)
          .filter(Boolean)
          .join(', '),
      ]
        .filter(Boolean)
        .join(': '),
    causeLabel: (cause) => copy.causes[cause],
    eventLabel: (kind, fact, from) => {
      const facts = copy.eventFacts[from === 'own' ? 'own' : 'carrier'] as Record<string, string>;
      return facts[fact as HeaderEvent] ?? copy.eventKinds[kind];
    },
  };
}

/** An entry of the timeline as a reader sees it: its own words, or its kind's. */
export const entryText = (copy: SummaryBuilderCopy, entry: TimelineEntry | EventRow) =>
  ('label' in entry && entry.label ? entry.label : '') || copy.eventKinds[entry.kind];

/** A claim's name in the list of claims: its number, the insured, the property, or when it was started. */
export function claimName(copy: SummaryBuilderCopy, draft: Draft): string {
  const { fields } = draft.summary;
  return (
    [fields['claim.claimNumber'], fields['parties.insured'], fields['claim.property']].filter(Boolean).join(' · ') ||
    fillTemplate(copy.start.untitled, { date: dateText(draft.created.slice(0, 10)) })
  );
}
