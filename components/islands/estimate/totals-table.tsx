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
  const { checked, unmatched } = reconciliation;
  if (checked === 0) return null;
  const matched = unmatched.length === 0;
  const labels = copy.results.reconciliation;
  const text = matched
    ? fillTemplate(labels.matched, { count: String(checked) })
    : fillTemplate(labels.unmatched, { missed: String(unmatched.length), count: String(checked), labels: formatList(unmatched) });
  return (
    <p
      data-reconciliation={matched ? 'matched' : 'unmatched'}
      className={clsx(
        'mt-3 flex gap-2 rounded-2xl p-4 text-sm leading-6 ring-1',
        matched ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-rose-50 text-rose-900 ring-rose-200',
      )}
    >
      <Glyph icon={matched ? CircleCheck : TriangleAlert} className="mt-0.5 size-4 shrink-0" />
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
      <div className="mt-3 overflow-x-auto">
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
