import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Estimate, Measure } from '@/lib/estimate/dashboard-types';
import { comparisonReport as copy } from '@/content/estimate-dashboard';
import { Section } from '@/components/ui/section';
import { fillTemplate } from '@/lib/template';
import {
  compareEstimates,
  estimateTotals,
  filterCounts,
  formatCents,
  formatDifference,
  formatQuantity,
  measures,
  type ComparisonRow,
} from '@/lib/estimate/dashboard';

/**
 * The filter is a group of native radio buttons placed before the report they filter, so that CSS sibling
 * selectors in app/globals.css (`[data-comparison]`) hide rows, highlight a column and mark the chosen label
 * from the first paint and without JavaScript, at no script cost. Sibling selectors, not `:has()`: a `:has()`
 * over the report made every change restyle all 116 rows, and a tap waited for it (docs/performance.md).
 */
const FILTER_NAME = 'comparison-filter';
type Filter = 'all' | Measure;
const filterId = (filter: Filter) => `${FILTER_NAME}-${filter}`;

/**
 * Table-level styles, so that each of the 116 rows carries almost no classes of its own (the whole table is
 * in the HTML twice: as markup and in the page's RSC payload): cell spacing and borders, and flag chips.
 */
const tableClasses = clsx(
  'w-full min-w-[66rem] border-separate border-spacing-0 text-sm tabular-nums',
  '[&_tbody_td]:border-b [&_tbody_td]:border-ink-100 [&_tbody_td]:px-2.5 [&_tbody_td]:py-2.5 [&_tbody_td]:text-right [&_tbody_td]:whitespace-nowrap',
  '[&_tbody_th]:border-b [&_tbody_th]:border-ink-100 [&_tbody_th]:px-2.5 [&_tbody_th]:py-2.5',
  '[&_[data-flag]]:rounded-full [&_[data-flag]]:bg-accent-200/60 [&_[data-flag]]:px-2 [&_[data-flag]]:py-0.5 [&_[data-flag]]:text-xs [&_[data-flag]]:font-semibold [&_[data-flag]]:whitespace-nowrap [&_[data-flag]]:text-ink-900',
  '[&_[data-flag=omitted]]:bg-rose-50! [&_[data-flag=omitted]]:text-rose-800!',
);

const cell = 'px-2.5 py-2.5 text-right whitespace-nowrap';

/**
 * The two-estimate report: every line of both estimates, matched by item, with the differences in RCV, ACV,
 * depreciation and O&P, filterable by measure. The whole table is in the HTML; the filter only hides rows.
 */
export function EstimateComparison({ a, b }: { a: Estimate; b: Estimate }) {
  const rows = compareEstimates(a, b);
  const counts = filterCounts(rows);
  const totalsA = estimateTotals(a.lines);
  const totalsB = estimateTotals(b.lines);
  const filters: readonly Filter[] = ['all', ...measures];

  return (
    <Section id="comparison-report" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Summary term={`A · ${a.title}`} detail={`${a.date} · ${totalsA.lines} lines`} value={formatCents(totalsA.rcv)} />
        <Summary term={`B · ${b.title}`} detail={`${b.date} · ${totalsB.lines} lines`} value={formatCents(totalsB.rcv)} />
        <Summary term="Difference in RCV" detail="A − B" value={formatDifference(totalsA.rcv - totalsB.rcv)} strong />
      </dl>

      <fieldset className="mt-10 min-w-0" data-comparison>
        <legend className="sr-only">{copy.filterLegend}</legend>
        {filters.map((filter) => (
          <input
            key={filter}
            type="radio"
            id={filterId(filter)}
            name={FILTER_NAME}
            value={filter}
            defaultChecked={filter === 'all'}
            className="sr-only"
          />
        ))}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="mb-2 w-full text-sm font-semibold text-ink-800 lg:mr-3 lg:mb-0 lg:w-auto">
              {copy.filterLegend}
            </span>
            {filters.map((filter) => (
              <label
                key={filter}
                htmlFor={filterId(filter)}
                data-filter={filter}
                className="inline-flex min-h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50"
              >
                {copy.filters[filter]}
              </label>
            ))}
          </div>
          <p className="text-sm font-medium text-ink-600" role="status">
            {filters.map((filter) => (
              <span key={filter} data-filter={filter}>
                {fillTemplate(copy.showing, { shown: String(counts[filter]), total: String(rows.length) })}
              </span>
            ))}
          </p>
        </div>
        <section
          aria-label={copy.scrollLabel}
          tabIndex={0}
          className="relative mt-5 max-h-[38rem] overflow-auto rounded-2xl ring-1 ring-ink-200"
        >
          <table className={tableClasses}>
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="sticky top-0 z-10 bg-white text-left text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <Th>{copy.columns.line}</Th>
                <Th start>{copy.columns.item}</Th>
                <Th>{copy.columns.quantityA}</Th>
                <Th>{copy.columns.quantityB}</Th>
                <Th>{copy.columns.rcvA}</Th>
                <Th>{copy.columns.rcvB}</Th>
                {measures.map((measure) => (
                  <Th key={measure}>{copy.columns[measure]}</Th>
                ))}
                <Th start>{copy.columns.flags}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.code} row={row} />
              ))}
            </tbody>
            <tfoot className="sticky bottom-0 bg-ink-50 font-semibold text-ink-950">
              <tr>
                <th scope="row" colSpan={4} className="border-t border-ink-200 px-2.5 py-3 text-left">
                  {copy.totals}
                </th>
                <td className={clsx(cell, 'border-t border-ink-200')}>{formatCents(totalsA.rcv)}</td>
                <td className={clsx(cell, 'border-t border-ink-200')}>{formatCents(totalsB.rcv)}</td>
                {measures.map((measure) => (
                  <td key={measure} className={clsx(cell, 'border-t border-ink-200')}>
                    {formatDifference(totalsA[measure] - totalsB[measure])}
                  </td>
                ))}
                <td className="border-t border-ink-200" />
              </tr>
            </tfoot>
          </table>
        </section>
      </fieldset>
      <p className="mt-4 text-sm text-ink-600">
        {copy.legend} A: {a.title} ({a.date}). B: {b.title} ({b.date}).
      </p>
    </Section>
  );
}

function Summary({ term, detail, value, strong }: { term: string; detail: string; value: string; strong?: boolean }) {
  return (
    <div className={clsx('rounded-2xl p-5 ring-1', strong ? 'bg-ink-950 text-white ring-ink-950' : 'bg-ink-50 ring-ink-100')}>
      <dt className={clsx('text-sm font-semibold', strong ? 'text-accent-300' : 'text-ink-800')}>{term}</dt>
      <dd className={clsx('mt-1 text-sm', strong ? 'text-ink-200' : 'text-ink-600')}>{detail}</dd>
      <dd className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
    </div>
  );
}

function Th({ className, start, children }: { className?: string; start?: boolean; children: ReactNode }) {
  return (
    <th
      scope="col"
      className={clsx('border-b border-ink-200 px-2.5 py-3 font-semibold whitespace-nowrap', start ? 'text-left' : 'text-right', className)}
    >
      {children}
    </th>
  );
}

function Row({ row }: { row: ComparisonRow }) {
  // The filters under which the row is hidden: those of the measures it does not differ in.
  const hide = measures.filter((measure) => row.difference[measure] === 0).join(' ');
  const missing = (
    <span className="text-ink-500">
      —<span className="sr-only"> {copy.notInEstimate}</span>
    </span>
  );
  return (
    <tr data-hide={hide || undefined} data-code={row.code}>
      <td className="text-ink-500">{row.a?.line ?? '—'}</td>
      <th scope="row" className="min-w-[12rem] text-left font-normal text-ink-900">
        {row.description}
        <span className="block text-xs text-ink-500">
          {row.code} · {row.trade}
        </span>
      </th>
      <td>{row.a ? formatQuantity(row.a.quantity, row.a.unit) : missing}</td>
      <td>{row.b ? formatQuantity(row.b.quantity, row.b.unit) : missing}</td>
      <td>{row.a ? formatCents(row.a.rcv) : missing}</td>
      <td>{row.b ? formatCents(row.b.rcv) : missing}</td>
      {measures.map((measure) => (
        <td key={measure} className={row.difference[measure] === 0 ? 'text-ink-500' : 'font-semibold text-ink-950'}>
          {formatDifference(row.difference[measure])}
        </td>
      ))}
      <td className="min-w-[10rem] text-left! whitespace-normal!">
        <span className="flex flex-wrap gap-1">
          {row.flags.map((flag) => (
            <span key={flag} data-flag={flag}>
              {copy.flags[flag]}
            </span>
          ))}
        </span>
      </td>
    </tr>
  );
}
