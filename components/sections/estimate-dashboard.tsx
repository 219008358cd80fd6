import type { Estimate, Trade } from '@/content/estimate-types';
import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { donutSlices } from '@/lib/charts';
import { fillTemplate } from '@/lib/template';
import {
  MANUAL_SECONDS_PER_LINE,
  estimateTotals,
  formatCents,
  formatShare,
  manualReviewMinutes,
  totalsByTrade,
  type TradeTotals,
} from '@/lib/estimate';

/** One colour per trade, the same in both charts; each has at least 3:1 contrast on white. */
const tradeColours: Record<Trade, string> = {
  Roofing: '#233DB4',
  'Gutters & exterior': '#5F88F6',
  'Drywall & insulation': '#C27C00',
  Painting: '#0F7A4B',
  'Flooring & trim': '#7C3AED',
  'General conditions': '#4D6488',
  'Water mitigation': '#0284C7',
  'Contents & cleaning': '#DB2777',
};

/**
 * The Estimate Analyzer's sample dashboard, rendered at build time from the extracted line items: KPI tiles,
 * RCV by trade (donut), RCV versus ACV by trade (bars) and the time saved. Both charts are drawn with SVG and
 * come with the same numbers as a table.
 */
export function EstimateDashboard({ estimate }: { estimate: Estimate }) {
  const totals = estimateTotals(estimate.lines);
  const byTrade = totalsByTrade(estimate.lines);
  const minutes = manualReviewMinutes(totals.lines);
  const tiles = [
    { key: 'rcv', value: totals.rcv, note: `${totals.lines} ${copy.lineItems}` },
    { key: 'depreciation', value: totals.depreciation, note: `${formatShare(totals.depreciation / totals.rcv)} of RCV` },
    { key: 'acv', value: totals.acv, note: `${formatShare(totals.acv / totals.rcv)} of RCV` },
    { key: 'overheadProfit', value: totals.overheadProfit, note: `${formatShare(totals.overheadProfit / totals.rcv)} of RCV` },
  ] as const;

  return (
    <Section id="sample-dashboard" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8">
        <div className="flex flex-col gap-1 border-b border-ink-100 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-ink-950">
            {estimate.title} <span className="font-normal text-ink-500">· {estimate.source}</span>
          </p>
          <p className="text-sm text-ink-600">{copy.claim}</p>
        </div>

        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.key} className="rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100" data-kpi={tile.key}>
              <dt className="text-sm font-medium text-ink-600">
                {copy.tiles[tile.key]}
              </dt>
              <dd className="mt-2 text-2xl font-bold tracking-tight text-ink-950 tabular-nums">{formatCents(tile.value)}</dd>
              <dd className="mt-1 text-sm text-ink-500">{tile.note}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-ink-600" data-reconcile>
          <Icon name="check" className="mr-1.5 inline size-4 align-[-3px] text-emerald-700" />
          {copy.reconcile}: {formatCents(totals.rcv)} − {formatCents(totals.depreciation)} = {formatCents(totals.acv)}
        </p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)]">
          <TradeDonut rows={byTrade} />
          <TradeBars rows={byTrade} />
        </div>

        <details className="group mt-6 rounded-2xl ring-1 ring-ink-100">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold text-brand-700">
            <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
            {copy.tableToggle}
          </summary>
          <div className="overflow-x-auto px-5 pb-5">
            <table className="w-full min-w-[36rem] text-left text-sm tabular-nums">
              <caption className="sr-only">
                {copy.pie.title} and {copy.bars.title}
              </caption>
              <thead className="text-ink-600">
                <tr className="border-b border-ink-100">
                  <th scope="col" className="py-2 pr-4 font-semibold">{copy.columns.trade}</th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">{copy.columns.lines}</th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">{copy.columns.rcv}</th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">{copy.columns.depreciation}</th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">{copy.columns.acv}</th>
                  <th scope="col" className="py-2 text-right font-semibold">{copy.columns.share}</th>
                </tr>
              </thead>
              <tbody>
                {byTrade.map((row) => (
                  <tr key={row.trade} className="border-b border-ink-100 last:border-0">
                    <th scope="row" className="py-2 pr-4 font-medium text-ink-900">{row.trade}</th>
                    <td className="py-2 pr-4 text-right">{row.lines}</td>
                    <td className="py-2 pr-4 text-right">{formatCents(row.rcv)}</td>
                    <td className="py-2 pr-4 text-right">{formatCents(row.depreciation)}</td>
                    <td className="py-2 pr-4 text-right">{formatCents(row.acv)}</td>
                    <td className="py-2 text-right">{formatShare(row.share)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-ink-200 font-semibold text-ink-950">
                  <th scope="row" className="py-2 pr-4">{copy.totalRow}</th>
                  <td className="py-2 pr-4 text-right">{totals.lines}</td>
                  <td className="py-2 pr-4 text-right">{formatCents(totals.rcv)}</td>
                  <td className="py-2 pr-4 text-right">{formatCents(totals.depreciation)}</td>
                  <td className="py-2 pr-4 text-right">{formatCents(totals.acv)}</td>
                  <td className="py-2 text-right">100%</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </details>

        <div className="mt-6 flex flex-col gap-5 rounded-2xl bg-ink-950 p-6 text-white sm:flex-row sm:items-center sm:p-8" data-savings>
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent-400 text-ink-950">
            <Icon name="clock" className="size-7" />
          </span>
          <div className="sm:flex-1">
            <h3 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{copy.savings.title}</h3>
            <p className="mt-1 text-3xl font-bold tracking-tight">
              {minutes} {copy.savings.unit}{' '}
              <span className="block text-lg font-semibold text-ink-200 sm:inline">
                for {totals.lines} {copy.lineItems}
              </span>
            </p>
            <p className="mt-2 max-w-3xl text-ink-200">{fillTemplate(copy.savings.text, { lines: String(totals.lines), seconds: String(MANUAL_SECONDS_PER_LINE) })}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}

function TradeDonut({ rows }: { rows: readonly TradeTotals[] }) {
  const slices = donutSlices(
    rows.map((row) => row.rcv),
    100,
    100,
    96,
    58,
  );
  const largest = rows[0];
  return (
    <figure className="rounded-2xl p-5 ring-1 ring-ink-100">
      <figcaption>
        <h3 className="font-semibold text-ink-950">{copy.pie.title}</h3>
        <p className="mt-1 text-sm text-ink-600">
          {copy.pie.description}
          {largest ? ` ${largest.trade} is the largest at ${formatShare(largest.share)}.` : null}
        </p>
      </figcaption>
      <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <svg viewBox="0 0 200 200" width="200" height="200" className="size-44 shrink-0" aria-hidden="true" focusable="false">
          {slices.map((slice, i) => {
            const row = rows[i];
            return row && slice.path ? (
              <path key={row.trade} d={slice.path} fill={tradeColours[row.trade]} stroke="#FFFFFF" strokeWidth="1.5" />
            ) : null;
          })}
        </svg>
        <ul className="grid w-full gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.trade} className="flex items-center gap-2.5">
              <svg viewBox="0 0 12 12" width="12" height="12" className="shrink-0" aria-hidden="true" focusable="false">
                <rect width="12" height="12" rx="3" fill={tradeColours[row.trade]} />
              </svg>
              <span className="flex-1 text-ink-800">{row.trade}</span>
              <span className="font-semibold text-ink-950 tabular-nums">{formatShare(row.share)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

function TradeBars({ rows }: { rows: readonly TradeTotals[] }) {
  const max = Math.max(...rows.map((row) => row.rcv));
  const width = (cents: number) => `${((cents / max) * 100).toFixed(2)}%`;
  return (
    <figure className="rounded-2xl p-5 ring-1 ring-ink-100">
      <figcaption>
        <h3 className="font-semibold text-ink-950">{copy.bars.title}</h3>
        <p className="mt-1 text-sm text-ink-600">{copy.bars.description}</p>
      </figcaption>
      <div className="mt-4 flex gap-5 text-xs font-medium text-ink-600" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" width="12" height="12" focusable="false">
            <rect width="12" height="12" rx="3" fill="#233DB4" />
          </svg>
          RCV
        </span>
        <span className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" width="12" height="12" focusable="false">
            <rect width="12" height="12" rx="3" fill="#8FB0FB" />
          </svg>
          ACV
        </span>
      </div>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.trade} className="grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-3">
            <span className="text-ink-800">{row.trade}</span>
            <span className="grid gap-1">
              <span className="flex items-center gap-2">
                <svg className="h-2.5 flex-1" width="100%" height="10" aria-hidden="true" focusable="false">
                  <rect width={width(row.rcv)} height="10" rx="3" fill="#233DB4" />
                </svg>
                <span className="w-20 text-right text-xs font-semibold text-ink-900 tabular-nums">
                  <span className="sr-only">RCV </span>
                  {formatCents(row.rcv)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <svg className="h-2.5 flex-1" width="100%" height="10" aria-hidden="true" focusable="false">
                  <rect width={width(row.acv)} height="10" rx="3" fill="#8FB0FB" />
                </svg>
                <span className="w-20 text-right text-xs text-ink-600 tabular-nums">
                  <span className="sr-only">ACV </span>
                  {formatCents(row.acv)}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
