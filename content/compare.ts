/**
 * Compare (spec §2, §3, §4): our platform against two unnamed alternatives. Each cell's icon comes from
 * `lib/compare-icon.ts`; `iconLabels` gives the text equivalent read before the cell's value.
 */
import type { CompareIcon } from '@/lib/compare-icon';
import type { CtaAction } from './types';

export interface CompareRow {
  readonly feature: string;
  readonly delta: string;
  readonly alt1: string;
  readonly alt2: string;
}

export const compareRows = [
  { feature: 'Line items from estimates', delta: 'AI extraction', alt1: 'Add-on module', alt2: 'Manual entry' },
  { feature: 'Estimate comparison', delta: 'Built-in, line by line', alt1: 'Add-on module', alt2: 'Manual, in spreadsheets' },
  { feature: 'Policy analysis', delta: 'AI + rules, with citations', alt1: 'Keyword search', alt2: 'Manual reading' },
  { feature: 'Duplicates, omissions and pricing flags', delta: 'Built-in', alt1: 'Varies by vendor', alt2: 'Manual review' },
  { feature: 'File classification', delta: 'Built-in', alt1: 'Manual tagging', alt2: 'Manual sorting' },
  { feature: 'Claim summaries', delta: 'Auto-generated', alt1: 'Templates', alt2: 'Written by hand' },
  { feature: 'Answers cite the source page', delta: 'Built-in', alt1: 'Not available', alt2: 'Not available' },
  { feature: 'Time to review a claim file', delta: 'Minutes', alt1: 'Days', alt2: 'Weeks' },
] as const satisfies readonly CompareRow[];

export const comparePage = {
  caption: 'Feature comparison with two common alternatives',
  columns: {
    feature: 'Feature',
    alt1: 'Typical claims software',
    alt2: 'Manual review',
  },
  legendTitle: 'How to read the table',
  iconLabels: {
    good: 'Strength',
    time: 'Slow',
    warn: 'Limitation',
    neutral: 'Neutral',
  } satisfies Record<CompareIcon, string>,
  legend: {
    good: 'Strength: handled by the platform itself.',
    time: 'Slow: takes days or weeks per claim.',
    warn: 'Limitation: manual work, an add-on, or depends on the vendor.',
  },
  note: 'The alternatives describe common ways claim teams work today, not any particular vendor.',
  pricing: {
    title: 'See what it costs for your team',
    text: 'Pricing depends on how many users and pages your caseload needs. Our team will put a quote together for you on a short call.',
    actions: [
      {
        kind: 'disabled',
        label: 'Get Pricing',
        reason: 'Comparison pricing is not published yet: book a call and we will quote your caseload.',
      },
      { kind: 'scheduler', label: 'Talk to Sales' },
    ],
  },
} as const satisfies {
  caption: string;
  columns: Record<'feature' | 'alt1' | 'alt2', string>;
  legendTitle: string;
  iconLabels: Record<CompareIcon, string>;
  legend: Record<Exclude<CompareIcon, 'neutral'>, string>;
  note: string;
  pricing: { title: string; text: string; actions: readonly CtaAction[] };
};
