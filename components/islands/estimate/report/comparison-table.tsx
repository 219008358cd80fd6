import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ComparisonWords } from '@/content/estimate-comparison';
import { measures, type LinePair } from '@/lib/estimate/compare';
import type { ShownComparison } from '@/lib/estimate/compare/shown';
import { differsIn, filters, lineNumbers, type Filter } from '@/lib/estimate/compare/view';
import { formatCents, formatDifference, formatQuantity } from '@/lib/estimate/dashboard';
import { say, type SideNames } from './names';

/**
 * The filter is a group of native radio buttons placed before the table they filter, so that CSS sibling
 * selectors in app/globals.css (`[data-comparison]`) hide rows, highlight a column and mark the chosen label
 * from the first paint and without JavaScript. Sibling selectors, not `:has()`: a `:has()` over the report
 * made every change restyle all its rows, and a tap waited for it (docs/performance.md).
 */
const filterId = (name: string, filter: Filter) => `${name}-${filter}`;

/** Table-level styles, so each row carries almost no classes of its own. */
const tableClasses = clsx(
  'w-full min-w-[72rem] border-separate border-spacing-0 text-sm tabular-nums',
  '[&_tbody_td]:border-b [&_tbody_td]:border-ink-100 [&_tbody_td]:px-2.5 [&_tbody_td]:py-2.5 [&_tbody_td]:text-right [&_tbody_td]:whitespace-nowrap',
  '[&_tbody_th]:border-b [&_tbody_th]:border-ink-100 [&_tbody_th]:px-2.5 [&_tbody_th]:py-2.5',
  '[&_[data-status]]:rounded-full [&_[data-status]]:bg-accent-200/60 [&_[data-status]]:px-2 [&_[data-status]]:py-0.5 [&_[data-status]]:text-xs [&_[data-status]]:font-semibold [&_[data-status]]:text-ink-900',
  '[&_[data-status=only-a]]:bg-rose-50! [&_[data-status=only-a]]:text-rose-800! [&_[data-status=only-b]]:bg-brand-50! [&_[data-status=only-b]]:text-brand-800! [&_[data-status=same]]:bg-ink-100!',
);

function Th({ start, children }: { start?: boolean; children: ReactNode }) {
  return (
    <th
      scope="col"
      className={clsx('border-b border-ink-200 px-2.5 py-3 font-semibold whitespace-nowrap', start ? 'text-left' : 'text-right')}
    >
      {children}
    </th>
  );
}

const missing = (words: ComparisonWords) => (
  <span className="text-ink-500">
    —<span className="sr-only"> {words.table.notInEstimate}</span>
  </span>
);

function sideQuantity(items: LinePair['a'], words: ComparisonWords) {
  if (items.length === 0) return missing(words);
  return formatQuantity(
    items.reduce((total, item) => total + item.quantity, 0),
    items[0]!.unit,
  );
}

function sideRcv(items: LinePair['a'], words: ComparisonWords) {
  if (items.length === 0) return missing(words);
  if (items.every((item) => !item.priced)) return <span className="text-ink-600">{items[0]!.printed}</span>;
  return formatCents(items.reduce((total, item) => total + item.rcv, 0));
}

function Row({ pair, names, words, action }: { pair: LinePair; names: SideNames; words: ComparisonWords; action?: ReactNode }) {
  const hide = measures.filter((measure) => !differsIn(pair).includes(measure)).join(' ');
  const any = pair.a[0] ?? pair.b[0]!;
  const { match } = pair;
  const why = match
    ? [
        words.table.basis[match.basis],
        words.table.confidence[match.confidence],
        match.moved && words.table.moved,
        match.converted && words.table.converted,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <tr data-hide={hide || undefined} data-pair={pair.status}>
      <td className="text-left! text-ink-500">
        {lineNumbers(pair.a) || '—'} / {lineNumbers(pair.b) || '—'}
      </td>
      <th scope="row" className="min-w-[14rem] text-left font-normal text-ink-900">
        {any.description}
        <span className="block text-xs text-ink-500">{[pair.b[0]?.room ?? pair.a[0]?.room, why].filter(Boolean).join(' · ')}</span>
      </th>
      <td>{sideQuantity(pair.a, words)}</td>
      <td>{sideQuantity(pair.b, words)}</td>
      <td>{sideRcv(pair.a, words)}</td>
      <td>{sideRcv(pair.b, words)}</td>
      {measures.map((measure) => (
        <td key={measure} className={pair.delta[measure] === 0 ? 'text-ink-500' : 'font-semibold text-ink-950'}>
          {formatDifference(pair.delta[measure])}
        </td>
      ))}
      <td className="min-w-[9rem] text-left! whitespace-normal!">
        <span data-status={pair.status}>{say(words.table.status[pair.status], names)}</span>
        {action}
      </td>
    </tr>
  );
}

/**
 * The pairs of lines shown (all of them, or the first when the tool pages a large comparison), with both sides'
 * quantities and RCVs and the deltas, filterable by measure without JavaScript; `action` adds a control to a
 * row (the tool's "unmatch").
 */
export function ComparisonTable({
  comparison,
  names,
  words,
  filterName,
  action,
}: {
  comparison: ShownComparison;
  names: SideNames;
  /** The report's words (`content/estimate-comparison.ts`). */
  words: ComparisonWords;
  /** The radio group's name: one per table on a page. */
  filterName: string;
  action?: (pair: LinePair, index: number) => ReactNode;
}) {
  const { pairs, totals, counts } = comparison;
  const { columns } = words.table;
  return (
    <fieldset className="mt-10 min-w-0" data-comparison>
      <legend className="sr-only">{words.table.filterLegend}</legend>
      {filters.map((filter) => (
        <input
          key={filter}
          type="radio"
          id={filterId(filterName, filter)}
          name={filterName}
          value={filter}
          defaultChecked={filter === 'all'}
          className="sr-only"
        />
      ))}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="mb-2 w-full text-sm font-semibold text-ink-800 lg:mr-3 lg:mb-0 lg:w-auto">
            {words.table.filterLegend}
          </span>
          {filters.map((filter) => (
            <label
              key={filter}
              htmlFor={filterId(filterName, filter)}
              data-filter={filter}
              className="inline-flex min-h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50"
            >
              {words.table.filters[filter]}
            </label>
          ))}
        </div>
        <p className="text-sm font-medium text-ink-600" role="status">
          {filters.map((filter) => (
            <span key={filter} data-filter={filter}>
              {say(words.table.showing, names, { shown: String(counts.filters[filter]), total: String(counts.pairs) })}
            </span>
          ))}
        </p>
      </div>
      <section
        aria-label={words.table.scrollLabel}
        tabIndex={0}
        className="relative mt-5 max-h-[38rem] overflow-auto rounded-2xl ring-1 ring-ink-200 print:max-h-none print:overflow-visible"
      >
        <table className={tableClasses}>
          <caption className="sr-only">{words.table.caption}</caption>
          <thead className="sticky top-0 z-10 bg-white text-left text-xs tracking-wide text-ink-600 uppercase">
            <tr>
              <Th start>{columns.lines}</Th>
              <Th start>{columns.item}</Th>
              <Th>{say(columns.quantityA, names)}</Th>
              <Th>{say(columns.quantityB, names)}</Th>
              <Th>{say(columns.rcvA, names)}</Th>
              <Th>{say(columns.rcvB, names)}</Th>
              {measures.map((measure) => (
                <Th key={measure}>{columns[measure]}</Th>
              ))}
              <Th start>{columns.status}</Th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair, index) => (
              <Row key={index} pair={pair} names={names} words={words} action={action?.(pair, index)} />
            ))}
          </tbody>
          <tfoot className="sticky bottom-0 bg-ink-50 font-semibold text-ink-950">
            <tr>
              <th scope="row" colSpan={4} className="border-t border-ink-200 px-2.5 py-3 text-left">
                {words.table.totals}
              </th>
              <td className="border-t border-ink-200 px-2.5 py-3 text-right whitespace-nowrap">{formatCents(totals[0].rcv)}</td>
              <td className="border-t border-ink-200 px-2.5 py-3 text-right whitespace-nowrap">{formatCents(totals[1].rcv)}</td>
              {measures.map((measure) => (
                <td key={measure} className="border-t border-ink-200 px-2.5 py-3 text-right whitespace-nowrap">
                  {formatDifference(totals[1][measure] - totals[0][measure])}
                </td>
              ))}
              <td className="border-t border-ink-200" />
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="mt-4 text-sm text-ink-600">{say(words.table.legend, names)}</p>
    </fieldset>
  );
}
