import { Icon } from '@/components/ui/icon';
import { FiguresTable } from '@/components/ui/figures-table';
import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { formatCents, formatShare, type Totals, type TradeTotals } from '@/lib/estimate/dashboard';

/** The figures of both charts as a table, folded away under a disclosure. */
export function TradeTable({ rows, totals }: { rows: readonly TradeTotals[]; totals: Totals }) {
  const figures = (row: Totals, share: number) => [
    row.lines,
    formatCents(row.rcv),
    formatCents(row.depreciation),
    formatCents(row.acv),
    formatShare(share),
  ];
  const { columns } = copy;
  return (
    <details className="group mt-6 rounded-2xl ring-1 ring-ink-100">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold text-brand-700">
        <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
        {copy.tableToggle}
      </summary>
      <div className="overflow-x-auto px-5 pb-5">
        <FiguresTable
          className="min-w-[36rem]"
          caption={copy.tableCaption}
          columns={[columns.trade, columns.lines, columns.rcv, columns.depreciation, columns.acv, columns.share]}
          rows={rows.map((row) => ({ key: row.trade, label: row.trade, cells: figures(row, row.share) }))}
          total={{ key: 'total', label: copy.totalRow, cells: figures(totals, 1) }}
        />
      </div>
    </details>
  );
}
