import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { formatCents, formatShare, type Totals } from '@/lib/estimate/dashboard';
import { fillTemplate } from '@/lib/template';

/** The four headline figures of the estimate, each with its share of the RCV. */
export function KpiTiles({ totals }: { totals: Totals }) {
  const share = (cents: number) => fillTemplate(copy.shareOfRcv, { share: formatShare(cents / totals.rcv) });
  const tiles = [
    { key: 'rcv', value: totals.rcv, note: fillTemplate(copy.lineItems, { lines: String(totals.lines) }) },
    { key: 'depreciation', value: totals.depreciation, note: share(totals.depreciation) },
    { key: 'acv', value: totals.acv, note: share(totals.acv) },
    { key: 'overheadProfit', value: totals.overheadProfit, note: share(totals.overheadProfit) },
  ] as const;
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className="rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100" data-kpi={tile.key}>
          <dt className="text-sm font-medium text-ink-600">{copy.tiles[tile.key]}</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-ink-950 tabular-nums">{formatCents(tile.value)}</dd>
          <dd className="mt-1 text-sm text-ink-500">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
