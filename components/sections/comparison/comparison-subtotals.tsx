import { comparisonWords as words } from '@/content/estimate-comparison';
import type { Subtotal } from '@/lib/estimate/compare';
import { formatCents, formatDifference } from '@/lib/estimate/dashboard';
import { say, type SideNames } from './names';

/** One side's and the other's RCV, and the difference, by room or by trade. */
export function ComparisonSubtotals({ title, rows, names }: { title: string; rows: readonly Subtotal[]; names: SideNames }) {
  const { columns } = words.subtotals;
  const cell = 'border-b border-ink-100 px-3 py-2 text-right whitespace-nowrap tabular-nums';
  return (
    <section aria-label={title} tabIndex={0} className="min-w-0 overflow-x-auto rounded-2xl ring-1 ring-ink-200">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-ink-950">{title}</caption>
        <thead className="text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="border-b border-ink-200 px-3 py-2 text-left">
              {columns.name}
            </th>
            <th scope="col" className="border-b border-ink-200 px-3 py-2 text-right">
              {say(columns.a, names)}
            </th>
            <th scope="col" className="border-b border-ink-200 px-3 py-2 text-right">
              {say(columns.b, names)}
            </th>
            <th scope="col" className="border-b border-ink-200 px-3 py-2 text-right">
              {columns.difference}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="border-b border-ink-100 px-3 py-2 text-left font-normal text-ink-900">
                {row.name || '—'}
              </th>
              <td className={cell}>{formatCents(row.a.rcv)}</td>
              <td className={cell}>{formatCents(row.b.rcv)}</td>
              <td className={`${cell} font-semibold text-ink-950`}>{formatDifference(row.b.rcv - row.a.rcv)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
