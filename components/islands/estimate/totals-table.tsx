'use client';

import { CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { FiguresTable } from '@/components/ui/figures-table';
import { Glyph } from '@/components/ui/glyph';
import type { CheckerCopy, MeasureKey } from '@/content/estimator-checker-copy';
import { formatCents, formatDifference } from '@/lib/estimate/dashboard';
import type { Reconciliation, Report } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';
import { formatList } from '@/lib/numbers';

const measureKeys: readonly MeasureKey[] = ['extended', 'tax', 'overheadProfit', 'rcv', 'depreciation', 'acv'];

/** Whether the totals the file prints match the lines read; nothing when it prints none. */
function ReconciliationNote({ copy, reconciliation }: { copy: CheckerCopy; reconciliation: Reconciliation }) {
  const { checked, unmatched, notChecked } = reconciliation;
  if (checked === 0) return null;
  const state = unmatched.length > 0 ? 'unmatched' : notChecked.length > 0 ? 'not-checked' : 'matched';
  const labels = copy.results.reconciliation;
  const text =
    state === 'matched'
      ? fillTemplate(labels.matched, { count: String(checked) })
      : state === 'unmatched'
        ? fillTemplate(labels.unmatched, { missed: String(unmatched.length), count: String(checked), labels: formatList(unmatched) })
        : fillTemplate(labels.notChecked, {
            matched: String(checked - notChecked.length),
            missed: String(notChecked.length),
            count: String(checked),
            labels: formatList(notChecked),
          });
  return (
    <p
      data-reconciliation={state}
      className={clsx(
        'mt-3 flex gap-2 rounded-2xl p-4 text-sm leading-6 ring-1',
        state === 'matched' && 'bg-emerald-50 text-emerald-900 ring-emerald-200',
        state === 'unmatched' && 'bg-rose-50 text-rose-900 ring-rose-200',
        state === 'not-checked' && 'bg-amber-50 text-amber-950 ring-amber-300',
      )}
    >
      <Glyph icon={state === 'matched' ? CircleCheck : TriangleAlert} className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** The estimate's totals as its columns state them and as recomputed from each line, and its own totals reconciled. */
export function TotalsTable({ copy, report }: { copy: CheckerCopy; report: Report }) {
  const labels = copy.results.totals;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-ink-950">{labels.title}</h3>
      <p className="mt-1 text-sm text-ink-600">{labels.intro}</p>
      <ReconciliationNote copy={copy} reconciliation={report.reconciliation} />
      {/* Wider than a phone: a region that scrolls is reached from the keyboard, and named. */}
      <div role="region" aria-label={labels.title} tabIndex={0} className="mt-3 overflow-x-auto">
        <FiguresTable
          className="min-w-[32rem]"
          data-totals
          columns={[labels.columns.measure, labels.columns.stated, labels.columns.recomputed, labels.columns.difference]}
          rows={measureKeys.map((key) => {
            const { stated, recomputed } = report.totals[key];
            return {
              key,
              label: labels.measures[key],
              cells: [
                stated === null ? labels.notInFile : formatCents(stated),
                formatCents(recomputed),
                stated === null ? '—' : formatDifference(stated - recomputed),
              ],
            };
          })}
        />
      </div>
    </div>
  );
}
