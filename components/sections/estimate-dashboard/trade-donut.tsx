import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { donutSlices } from '@/lib/charts';
import { formatShare, type TradeTotals } from '@/lib/estimate/dashboard';
import { fillTemplate } from '@/lib/template';
import { Swatch, tradeFill } from './trade-colours';

/** RCV by trade as a donut with its legend (the table under the charts carries the same figures). */
export function TradeDonut({ rows }: { rows: readonly TradeTotals[] }) {
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
          {largest ? ` ${fillTemplate(copy.pie.largest, { trade: largest.trade, share: formatShare(largest.share) })}` : null}
        </p>
      </figcaption>
      <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <svg viewBox="0 0 200 200" width="200" height="200" className="size-44 shrink-0" aria-hidden="true">
          {slices.map((slice, i) => {
            const row = rows[i];
            return row && slice.path ? (
              <path key={row.trade} d={slice.path} className={`${tradeFill(i)} stroke-white`} strokeWidth="1.5" />
            ) : null;
          })}
        </svg>
        <ul className="grid w-full gap-2 text-sm">
          {rows.map((row, i) => (
            <li key={row.trade} className="flex items-center gap-2.5">
              <Swatch fill={tradeFill(i)} />
              <span className="flex-1 text-ink-800">{row.trade}</span>
              <span className="font-semibold text-ink-950 tabular-nums">{formatShare(row.share)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
