import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { estimateTotals, formatCents, totalsByTrade } from '@/lib/estimate/dashboard';
import type { Extract } from '@/lib/estimate/types';
import { KpiTiles } from './kpi-tiles';
import { TimeSaved } from './time-saved';
import { TradeBars } from './trade-bars';
import { TradeDonut } from './trade-donut';
import { TradeTable } from './trade-table';

/**
 * The Estimate Analyzer's sample dashboard, rendered at build time from the lines the readers take from a
 * file: KPI tiles, RCV by trade (donut), RCV versus ACV by trade (bars), the same figures as a table, and the
 * time saved.
 */
export function EstimateDashboard({
  estimate,
}: {
  /** The file's name, its address under public/ and what the readers took from it. */
  estimate: { readonly name: string; readonly path: string; readonly extract: Extract };
}) {
  const { lines } = estimate.extract;
  const totals = estimateTotals(lines);
  const byTrade = totalsByTrade(lines);
  return (
    <Section id="sample-dashboard" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8">
        <div className="flex flex-col gap-1 border-b border-ink-100 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-ink-950">
            {copy.estimate}{' '}
            <span className="font-normal text-ink-600">
              ·{' '}
              <a href={estimate.path} download className="underline decoration-ink-300 underline-offset-4 hover:text-brand-700">
                {estimate.name}
              </a>
            </span>
          </p>
          <p className="text-sm text-ink-600">{copy.claim}</p>
        </div>
        <KpiTiles totals={totals} />
        <p className="mt-4 text-sm text-ink-600" data-reconcile>
          <Icon name="check" className="mr-1.5 inline size-4 align-[-3px] text-emerald-700" />
          {copy.reconcile}: {formatCents(totals.rcv)} − {formatCents(totals.depreciation)} = {formatCents(totals.acv)}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)]">
          <TradeDonut rows={byTrade} />
          <TradeBars rows={byTrade} />
        </div>
        <TradeTable rows={byTrade} totals={totals} />
        <TimeSaved lines={totals.lines} />
      </div>
    </Section>
  );
}
