'use client';

import { ChevronDown } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { skippedWhere, skipText } from './problem-words';
import type { Report } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';
import { formatCount } from '@/lib/numbers';

/** The rows that could not be read as lines, each with its reason; open when there are only a few. */
export function SkippedRows({ copy, skipped }: { copy: CheckerCopy; skipped: Report['skipped'] }) {
  if (skipped.count === 0) return null;
  return (
    <details className="group mt-6 rounded-2xl ring-1 ring-ink-100" open={skipped.count <= 5}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold text-brand-700">
        <Glyph icon={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        {copy.results.skippedTitle}
        <span className="font-normal text-ink-600">({formatCount(skipped.count)})</span>
      </summary>
      <ul className="space-y-1 px-5 pb-5 text-sm text-ink-700" data-skipped>
        {skipped.rows.map((row) => (
          <li key={row.row}>
            <span className="font-semibold text-ink-900">{skippedWhere(copy, row)}:</span> {skipText(copy, row.reason)}
          </li>
        ))}
        {skipped.count > skipped.rows.length ? (
          <li className="text-ink-500">
            {fillTemplate(copy.results.skippedMore, { count: formatCount(skipped.count - skipped.rows.length) })}
          </li>
        ) : null}
      </ul>
    </details>
  );
}
