'use client';

import { ChevronDown, CircleCheck, Download, FileText, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { startTransition, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FiguresTable } from '@/components/ui/figures-table';
import { Glyph } from '@/components/ui/glyph';
import { estimateFields, findingKinds, requiredFields, type EstimateField, type FindingKind } from '@/content/estimate-check-types';
import type { CheckerCopy, MeasureKey } from '@/content/estimator-checker';
import { EXPORT_GUIDE_ID } from '@/content/estimator-checker';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatCents, formatDifference } from '@/lib/estimate';
import { findingCells } from '@/lib/estimate-check/format';
import { PAGE_SIZE, type FindingsPage, type FindingsView, type Sort } from '@/lib/estimate-check/protocol';
import { problemText, skipText } from '@/lib/estimate-check/messages';
import type { Finding, InputProblem, Mapping, Report } from '@/lib/estimate-check/types';
import { fillTemplate } from '@/lib/template';

const number = (value: number) => value.toLocaleString('en-US');
const nextSort: Record<Sort, Sort> = { file: 'stake-desc', 'stake-desc': 'stake-asc', 'stake-asc': 'file' };
const ariaSort = { file: undefined, 'stake-desc': 'descending', 'stake-asc': 'ascending' } as const;
const measureKeys: readonly MeasureKey[] = ['extended', 'tax', 'overheadProfit', 'rcv', 'depreciation', 'acv'];

/** Problems that the export guidance on the page answers. */
const guided = new Set<InputProblem['kind']>(['empty', 'pdf', 'spreadsheet', 'binary', 'no-columns', 'no-lines']);

/** One select per field: which column of the file holds it. A column chosen for one field leaves the others. */
function MappingFields({
  copy,
  headers,
  mapping,
  onChange,
}: {
  copy: CheckerCopy;
  headers: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const [draft, setDraft] = useState(mapping);
  const required = new Set<EstimateField>(requiredFields);
  const choose = (field: EstimateField, value: string) => {
    const chosen = value === '' ? undefined : Number(value);
    const next: Mapping = {};
    for (const other of estimateFields) {
      const column = other === field ? chosen : draft[other];
      if (column !== undefined && (other === field || column !== chosen)) next[other] = column;
    }
    setDraft(next);
    onChange(next);
  };
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {estimateFields.map((field) => (
        <label key={field} className="grid gap-1 text-sm">
          <span className="font-medium text-ink-800">
            {copy.mapping.fields[field]}
            {required.has(field) ? <span className="font-normal text-ink-500"> {copy.mapping.required}</span> : null}
          </span>
          <select
            value={draft[field] ?? ''}
            onChange={(event) => choose(field, event.target.value)}
            className="min-h-11 rounded-xl border-0 bg-white px-3 text-ink-900 ring-1 ring-ink-200 ring-inset focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <option value="">{copy.mapping.notInFile}</option>
            {headers.map((header, column) => (
              <option key={column} value={column}>
                {header.trim() || fillTemplate(copy.mapping.unnamed, { column: String(column + 1) })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

/** The message for a file that could not be checked, next to the picker; the last results stay below. */
export function EstimatorProblem({
  copy,
  problem,
  name,
  kept,
  onMapping,
}: {
  copy: CheckerCopy;
  problem: InputProblem;
  name: string;
  kept: boolean;
  onMapping?: (mapping: Mapping) => void;
}) {
  return (
    <div role="alert" data-problem={problem.kind} className="mt-2 rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-200">
      <p className="flex items-center gap-2 font-semibold text-rose-900">
        <Glyph icon={TriangleAlert} className="size-5 shrink-0" />
        {copy.errors.title}
      </p>
      <p className="mt-2 leading-7 text-ink-800">{problemText(copy, problem, name)}</p>
      {guided.has(problem.kind) ? (
        <p className="mt-2">
          <a href={`#${EXPORT_GUIDE_ID}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {copy.errors.howTo}
          </a>
        </p>
      ) : null}
      {problem.kind === 'missing-columns' && onMapping ? (
        <div className="mt-4">
          <MappingFields copy={copy} headers={problem.headers} mapping={problem.mapping} onChange={onMapping} />
        </div>
      ) : null}
      {kept ? <p className="mt-3 text-sm text-ink-600">{copy.errors.kept}</p> : null}
    </div>
  );
}

/** The report of one checked estimate: summary, columns, findings (filter, sort, download, print), totals, skipped rows. */
export function EstimatorResults({
  copy,
  report,
  page,
  table,
  focusRef,
  onMapping,
  onPage,
  onDownload,
}: {
  copy: CheckerCopy;
  report: Report;
  /** The findings on screen; the worker holds them all and sends the page `onPage` asks for. */
  page: FindingsPage;
  /** The worker's id of the parsed file: a column correction keeps it, a new file changes it. */
  table: number;
  /** True when the results should take focus as they arrive (a new file, not a column correction). */
  focusRef: RefObject<boolean>;
  onMapping: (mapping: Mapping) => void;
  onPage: (view: FindingsView, limit: number) => void;
  onDownload: (view: FindingsView, name: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const printing = useRef(false);
  const [shownFor, setShownFor] = useState(report);
  // The findings table comes one frame after the summary, so neither makes one long task of the report.
  const [tableReady, setTableReady] = useState(false);
  if (shownFor !== report) {
    setShownFor(report);
    setTableReady(false);
  }

  useEffect(() => {
    if (tableReady) return;
    const frame = requestAnimationFrame(() => startTransition(() => setTableReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [tableReady]);

  useEffect(() => {
    if (!focusRef.current) return;
    focusRef.current = false;
    heading.current?.focus();
  }, [report, focusRef]);

  // "Print the report" asks for every finding first, and prints once they are on screen.
  useEffect(() => {
    if (!printing.current || !tableReady || page.findings.length < page.total) return;
    printing.current = false;
    window.print();
  }, [page, tableReady]);

  const { view } = page;
  const { source, byKind, skipped, totals } = report;
  const kinds = findingKinds.filter((kind) => byKind[kind].count > 0);
  const name = source.name.replace(/\.[^.]+$/, '');
  const title = source.sample ? copy.results.sampleHeading : fillTemplate(copy.results.heading, { name: source.name });
  const tiles = [
    {
      key: 'lines',
      value: number(report.lines),
      note: fillTemplate(copy.results.notes.lines, { rows: number(report.lines + skipped.count + report.totalRows) }),
    },
    { key: 'skipped', value: number(skipped.count), note: skipped.count > 0 ? copy.results.notes.skipped : copy.results.notes.skippedNone },
    {
      key: 'findings',
      value: number(report.findingCount),
      note: fillTemplate(copy.results.notes.findings, { kinds: String(kinds.length) }),
    },
    { key: 'stake', value: formatCents(report.stake), note: copy.results.notes.stake },
  ] as const;
  const matched = estimateFields.filter((field) => report.mapping[field] !== undefined).length;

  const print = () => {
    printing.current = true;
    if (page.findings.length < page.total) onPage(view, Number.POSITIVE_INFINITY);
    else {
      printing.current = false;
      window.print();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-print-report
      className="mt-8 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <div className="flex flex-col gap-4 border-b border-ink-100 pb-5 md:flex-row md:items-center md:justify-between">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-h3 break-words text-ink-950 outline-none">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            onClick={() => onDownload(view, fillTemplate(copy.actions.downloadName, { name }))}
            className={buttonClasses('secondary', 'sm')}
          >
            <Glyph icon={Download} className="size-4" />
            {copy.actions.download}
          </button>
          <button type="button" onClick={print} className={buttonClasses('secondary', 'sm')}>
            <Glyph icon={FileText} className="size-4" />
            {copy.actions.print}
          </button>
        </div>
      </div>

      <dl aria-label={copy.results.summaryLabel} className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} data-tile={tile.key} className="min-w-0 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-100 sm:p-5">
            <dt className="text-sm font-medium text-ink-600">{copy.results.tiles[tile.key]}</dt>
            <dd className="mt-2 text-xl font-bold tracking-tight break-words text-ink-950 tabular-nums sm:text-2xl">{tile.value}</dd>
            <dd className="mt-1 text-sm text-ink-500">{tile.note}</dd>
          </div>
        ))}
      </dl>

      {report.findingCount === 0 ? (
        <p className="mt-6 flex items-center gap-2 rounded-2xl bg-emerald-50 p-5 font-medium text-emerald-900 ring-1 ring-emerald-200">
          <Glyph icon={CircleCheck} className="size-5 shrink-0" />
          {copy.results.clean}
        </p>
      ) : null}

      <details className="group mt-6 rounded-2xl ring-1 ring-ink-100 print:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold text-brand-700">
          <Glyph icon={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          {copy.mapping.title}
          <span className="font-normal text-ink-600">
            ({matched}/{estimateFields.length})
          </span>
        </summary>
        <div className="px-5 pb-5">
          <p className="mb-4 text-sm text-ink-600">{copy.mapping.intro}</p>
          <MappingFields key={table} copy={copy} headers={report.headers} mapping={report.mapping} onChange={onMapping} />
        </div>
      </details>

      {report.findingCount > 0 ? (
        <div className="mt-8">
          <div role="group" aria-label={copy.table.filterLabel} className="flex flex-wrap gap-2 print:hidden">
            {(['all', ...kinds] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={view.kind === kind}
                data-kind={kind}
                onClick={() => onPage({ ...view, kind }, PAGE_SIZE)}
                className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600"
              >
                {kind === 'all' ? copy.table.all : copy.findings.kinds[kind]}
                <span className="tabular-nums opacity-80">{number(kind === 'all' ? report.findingCount : byKind[kind].count)}</span>
              </button>
            ))}
          </div>
          <p role="status" className="mt-3 text-sm font-medium text-ink-600">
            {fillTemplate(copy.table.showing, { shown: number(page.findings.length), total: number(page.total) })}
          </p>
          {tableReady ? (
            <FindingsTable
              copy={copy}
              rows={page.findings}
              sort={view.sort}
              onSort={() => onPage({ ...view, sort: nextSort[view.sort] }, page.limit)}
            />
          ) : null}
          {page.total > page.findings.length ? (
            <p className="mt-4 print:hidden">
              <button type="button" onClick={() => onPage(view, page.limit + PAGE_SIZE)} className={buttonClasses('secondary', 'sm')}>
                {fillTemplate(copy.table.more, { count: number(Math.min(PAGE_SIZE, page.total - page.findings.length)) })}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      <TotalsTable copy={copy} totals={totals} />

      {skipped.count > 0 ? (
        <details className="group mt-6 rounded-2xl ring-1 ring-ink-100" open={skipped.count <= 5}>
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold text-brand-700">
            <Glyph icon={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            {copy.results.skippedTitle}
            <span className="font-normal text-ink-600">({number(skipped.count)})</span>
          </summary>
          <ul className="space-y-1 px-5 pb-5 text-sm text-ink-700" data-skipped>
            {skipped.rows.map((row) => (
              <li key={row.row}>
                <span className="font-semibold text-ink-900">{fillTemplate(copy.skip.row, { row: String(row.row) })}:</span>{' '}
                {skipText(copy, row.reason)}
              </li>
            ))}
            {skipped.count > skipped.rows.length ? (
              <li className="text-ink-500">
                {fillTemplate(copy.results.skippedMore, { count: number(skipped.count - skipped.rows.length) })}
              </li>
            ) : null}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

const kindChip: Record<FindingKind, string> = {
  extension: 'bg-rose-50 text-rose-800',
  rcv: 'bg-rose-50 text-rose-800',
  acv: 'bg-rose-50 text-rose-800',
  total: 'bg-rose-50 text-rose-800',
  tax: 'bg-accent-200/60 text-ink-900',
  'overhead-profit': 'bg-accent-200/60 text-ink-900',
  duplicate: 'bg-brand-50 text-brand-800',
  'price-outlier': 'bg-brand-50 text-brand-800',
  'missing-item': 'bg-ink-100 text-ink-800',
};

function FindingsTable({ copy, rows, sort, onSort }: { copy: CheckerCopy; rows: readonly Finding[]; sort: Sort; onSort: () => void }) {
  const th = 'sticky top-0 z-10 border-b border-ink-200 bg-white px-3 py-3 font-semibold whitespace-nowrap';
  const td = 'border-b border-ink-100 px-3 py-3 align-top';
  /** The cells after the finding: which of them, and how each is set. */
  const figureCells = [
    ['lines', 'max-w-48 font-medium text-ink-900'],
    ['item', 'max-w-xs text-ink-800'],
    ['expected', 'text-right whitespace-nowrap tabular-nums'],
    ['found', 'text-right whitespace-nowrap tabular-nums'],
    ['stake', 'text-right font-semibold whitespace-nowrap text-ink-950 tabular-nums'],
  ] as const;
  return (
    <section
      aria-label={copy.table.caption}
      tabIndex={0}
      className="mt-4 max-h-[40rem] overflow-auto rounded-2xl ring-1 ring-ink-200 print:max-h-none print:overflow-visible"
    >
      <table className="w-full min-w-[56rem] border-separate border-spacing-0 text-left text-sm" data-findings>
        <caption className="sr-only">{copy.table.caption}</caption>
        <thead className="text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={th}>
              {copy.table.columns.finding}
            </th>
            <th scope="col" className={th}>
              {copy.table.columns.lines}
            </th>
            <th scope="col" className={th}>
              {copy.table.columns.item}
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              {copy.table.columns.expected}
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              {copy.table.columns.found}
            </th>
            <th scope="col" aria-sort={ariaSort[sort]} className={clsx(th, 'text-right')}>
              <button type="button" onClick={onSort} className="inline-flex min-h-8 items-center gap-1 uppercase hover:text-brand-700">
                {copy.table.columns.stake}
                <span className="sr-only">
                  , {copy.table.sortHint}: {copy.table.sort[sort]}
                </span>
                <Glyph
                  icon={ChevronDown}
                  className={clsx('size-4', sort === 'file' && 'opacity-40', sort === 'stake-asc' && 'rotate-180')}
                />
              </button>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((finding, index) => {
            const cells = findingCells(finding, copy.findings);
            return (
              <tr key={index} data-kind={finding.kind}>
                <td className={td}>
                  <span
                    data-cell="finding"
                    className={clsx(
                      'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                      kindChip[finding.kind],
                    )}
                  >
                    {cells.finding}
                  </span>
                  <span data-cell="why" className="mt-1.5 block max-w-xs text-xs leading-5 text-ink-600">
                    {cells.why}
                  </span>
                </td>
                {figureCells.map(([key, className]) => (
                  <td key={key} data-cell={key} className={clsx(td, className)}>
                    {cells[key]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function TotalsTable({ copy, totals }: { copy: CheckerCopy; totals: Report['totals'] }) {
  const labels = copy.results.totals;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-ink-950">{labels.title}</h3>
      <p className="mt-1 text-sm text-ink-600">{labels.intro}</p>
      <div className="mt-3 overflow-x-auto">
        <FiguresTable
          className="min-w-[32rem]"
          data-totals
          columns={[labels.columns.measure, labels.columns.stated, labels.columns.recomputed, labels.columns.difference]}
          rows={measureKeys.map((key) => {
            const { stated, recomputed } = totals[key];
            return {
              key,
              label: labels.measures[key],
              cells: [
                stated === null ? labels.notInFile : formatCents(stated),
                formatCents(recomputed),
                stated === null ? '—' : formatDifference(stated - recomputed),
              ],
            };
          })}
        />
      </div>
    </div>
  );
}
