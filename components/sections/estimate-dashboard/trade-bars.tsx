import clsx from 'clsx';
import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { formatCents, type TradeTotals } from '@/lib/estimate/dashboard';
import { Swatch, measureFill } from './trade-colours';

const series = ['rcv', 'acv'] as const;

/** RCV and ACV of each trade as paired bars, scaled to the largest RCV; the gap between them is depreciation. */
export function TradeBars({ rows }: { rows: readonly TradeTotals[] }) {
  const max = Math.max(...rows.map((row) => row.rcv));
  const width = (cents: number) => `${((cents / max) * 100).toFixed(2)}%`;
  return (
    <figure className="rounded-2xl p-5 ring-1 ring-ink-100">
      <figcaption>
        <h3 className="font-semibold text-ink-950">{copy.bars.title}</h3>
        <p className="mt-1 text-sm text-ink-600">{copy.bars.description}</p>
      </figcaption>
      <div className="mt-4 flex gap-5 text-xs font-medium text-ink-600" aria-hidden="true">
        {series.map((measure) => (
          <span key={measure} className="flex items-center gap-1.5">
            <Swatch fill={measureFill[measure]} />
            {copy.columns[measure]}
          </span>
        ))}
      </div>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.trade} className="grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-3">
            <span className="text-ink-800">{row.trade}</span>
            <span className="grid gap-1">
              {series.map((measure) => (
                <span key={measure} className="flex items-center gap-2">
                  <svg className="h-2.5 flex-1" width="100%" height="10" aria-hidden="true">
                    <rect width={width(row[measure])} height="10" rx="3" className={measureFill[measure]} />
                  </svg>
                  <span
                    className={clsx(
                      'w-20 text-right text-xs tabular-nums',
                      measure === 'rcv' ? 'font-semibold text-ink-900' : 'text-ink-600',
                    )}
                  >
                    <span className="sr-only">{copy.columns[measure]} </span>
                    {formatCents(row[measure])}
                  </span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
