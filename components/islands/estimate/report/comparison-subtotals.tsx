import clsx from 'clsx';
import type { ComparisonWords } from '@/content/estimate-comparison';
import type { Subtotal } from '@/lib/estimate/compare';
import { formatCents, formatDifference } from '@/lib/estimate/dashboard';
import { say, type SideNames } from './names';

/** Rows shown before "Show all": an estimate of 200 rooms would otherwise lay out 200 rows at once. */
const ROWS_SHOWN = 12;

/**
 * One side's and the other's RCV, and the difference, by room or by trade. Past `ROWS_SHOWN` rows the rest are
 * hidden until a native checkbox shows them (a CSS sibling rule: no script, and no layout until asked).
 */
export function ComparisonSubtotals({
  title,
  rows,
  names,
  words,
}: {
  title: string;
  rows: readonly Subtotal[];
  names: SideNames;
  words: ComparisonWords;
}) {
  const { columns } = words.subtotals;
  const collapsed = rows.length > ROWS_SHOWN;
  const toggle = `subtotals-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-all`;
  return (
    <section aria-label={title} tabIndex={0} className="min-w-0 overflow-x-auto rounded-2xl ring-1 ring-ink-200">
      {collapsed ? <input type="checkbox" id={toggle} className="peer sr-only" /> : null}
      <table
        className={clsx(
          // The cells' styles, set once for all of them: the sample report's tables are in its page's HTML twice.
          'w-full text-left text-sm [&_:is(td,th)]:px-3 [&_:is(td,th)]:py-2 [&_:is(td,th):not(:first-child)]:text-right [&_tbody_:is(td,th)]:border-b [&_tbody_:is(td,th)]:border-ink-100 [&_td]:whitespace-nowrap [&_td]:tabular-nums',
          collapsed &&
            'print:[&_tbody_tr]:table-row! [&_tbody_tr:nth-child(n+13)]:hidden peer-checked:[&_tbody_tr:nth-child(n+13)]:table-row',
        )}
      >
        <caption className="px-3 pt-3 text-left font-semibold text-ink-950">{title}</caption>
        <thead className="text-xs tracking-wide text-ink-600 uppercase">
          <tr className="[&_th]:border-b [&_th]:border-ink-200">
            <th scope="col">{columns.name}</th>
            <th scope="col">{say(columns.a, names)}</th>
            <th scope="col">{say(columns.b, names)}</th>
            <th scope="col">{columns.difference}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="font-normal text-ink-900">
                {row.name || '—'}
              </th>
              <td>{formatCents(row.a.rcv)}</td>
              <td>{formatCents(row.b.rcv)}</td>
              <td className="font-semibold text-ink-950">{formatDifference(row.b.rcv - row.a.rcv)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {collapsed ? (
        <label
          htmlFor={toggle}
          className="m-3 inline-flex min-h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-ink-200 ring-inset peer-checked:hidden peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 print:hidden"
        >
          {say(words.subtotals.showAll, names, { count: String(rows.length) })}
        </label>
      ) : null}
    </section>
  );
}
