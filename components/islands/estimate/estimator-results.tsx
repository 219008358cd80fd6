'use client';

import { ChevronDown, CircleCheck, Download, FileText, Info } from 'lucide-react';
import { startTransition, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import { estimateFields, findingKinds } from '@/lib/estimate/fields';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { formatCents } from '@/lib/estimate/dashboard';
import { PAGE_SIZE, type FindingsPage, type FindingsView, type Sort } from '@/lib/estimate/protocol';
import type { Mapping, Report, SourceFormat } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';
import { FindingsTable } from './findings-table';
import { MappingFields } from './mapping-fields';
import { ReadingPanel } from './reading-panel';
import { SkippedRows } from './skipped-rows';
import { TotalsTable } from './totals-table';
import { formatCount } from '@/lib/numbers';

const nextSort: Record<Sort, Sort> = { file: 'stake-desc', 'stake-desc': 'stake-asc', 'stake-asc': 'file' };

/** One sentence on how the file was read. */
function formatText(copy: CheckerCopy, format: SourceFormat): string {
  const labels = copy.results.format;
  switch (format.kind) {
    case 'columns':
      return labels.columns;
    case 'xactimate':
      return fillTemplate(labels.xactimate, { columns: String(format.columns) });
    case 'pdf':
      return fillTemplate(labels.pdf, {
        tablePages: formatCount(format.tablePages),
        pages: formatCount(format.pages),
        rooms: formatCount(format.rooms),
      });
  }
}

/** The columns found in a table, which the visitor may correct; a PDF or an Xactimate export has none to correct. */
function ColumnsRead({
  copy,
  format,
  table,
  onMapping,
}: {
  copy: CheckerCopy;
  format: SourceFormat;
  table: number | null;
  onMapping?: (mapping: Mapping) => void;
}) {
  if (format.kind !== 'columns' || !onMapping) return null;
  const matched = estimateFields.filter((field) => format.mapping[field] !== undefined).length;
  return (
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
        <MappingFields key={table} copy={copy} headers={format.headers} mapping={format.mapping} onChange={onMapping} />
      </div>
    </details>
  );
}

/** The report of one checked estimate: summary, how it was read, findings (filter, sort, download, print), totals, skipped rows. */
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
  /** The worker's id of the parsed table: a column correction keeps it, a new file changes it (none for a PDF). */
  table: number | null;
  /** True when the results should take focus as they arrive (a new file, not a column correction). */
  focusRef: RefObject<boolean>;
  onMapping?: (mapping: Mapping) => void;
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
  const { source, byKind, skipped } = report;
  const kinds = findingKinds.filter((kind) => byKind[kind].count > 0);
  const name = source.name.replace(/\.[^.]+$/, '');
  const title = source.sample ? copy.results.sampleHeading : fillTemplate(copy.results.heading, { name: source.name });
  const tiles = [
    {
      key: 'lines',
      value: formatCount(report.lines),
      note: fillTemplate(copy.results.notes.lines, { rows: formatCount(report.lines + skipped.count + report.totalRows) }),
    },
    {
      key: 'skipped',
      value: formatCount(skipped.count),
      note: skipped.count > 0 ? copy.results.notes.skipped : copy.results.notes.skippedNone,
    },
    {
      key: 'findings',
      value: formatCount(report.findingCount),
      note: fillTemplate(report.minorCount > 0 ? copy.results.notes.findingsMinor : copy.results.notes.findings, {
        kinds: String(kinds.length),
        minor: formatCount(report.minorCount),
      }),
    },
    { key: 'stake', value: formatCents(report.stake), note: copy.results.notes.stake },
  ] as const;

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
        <div className="min-w-0">
          <h2 ref={heading} id={headingId} tabIndex={-1} className="text-h3 break-words text-ink-950 outline-none">
            {title}
          </h2>
          {source.sample ? null : (
            <p data-format={report.format.kind} className="mt-2 text-sm text-ink-600">
              {formatText(copy, report.format)}
            </p>
          )}
        </div>
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

      <div className="mt-6">
        <ReadingPanel
          copy={copy.results.reading}
          coverage={report.coverage}
          reconciliation={report.reconciliation}
          unpriced={skipped.byReason.unpriced}
        />
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

      {report.limits.length > 0 ? (
        <ul data-limits className="mt-6 space-y-2 text-sm text-ink-700">
          {report.limits.map((limit) => (
            <li key={limit} className="flex gap-2 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-100">
              <Glyph icon={Info} className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {copy.results.limits[limit]}
            </li>
          ))}
        </ul>
      ) : null}

      {report.findingCount === 0 && report.coverage.verdict === 'whole' ? (
        <p className="mt-6 flex items-center gap-2 rounded-2xl bg-emerald-50 p-5 font-medium text-emerald-900 ring-1 ring-emerald-200">
          <Glyph icon={CircleCheck} className="size-5 shrink-0" />
          {copy.results.clean}
        </p>
      ) : null}
      {report.findingCount === 0 && report.coverage.verdict !== 'whole' ? (
        <p data-clean-partial className="mt-6 rounded-2xl bg-ink-50 p-5 font-medium text-ink-900 ring-1 ring-ink-100">
          {copy.results.cleanPartial}
        </p>
      ) : null}

      <ColumnsRead copy={copy} format={report.format} table={table} onMapping={onMapping} />

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
                <span className="tabular-nums opacity-80">{formatCount(kind === 'all' ? report.findingCount : byKind[kind].count)}</span>
              </button>
            ))}
          </div>
          <p role="status" className="mt-3 text-sm font-medium text-ink-600">
            {fillTemplate(copy.table.showing, { shown: formatCount(page.findings.length), total: formatCount(page.total) })}
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
                {fillTemplate(copy.table.more, { count: formatCount(Math.min(PAGE_SIZE, page.total - page.findings.length)) })}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      <TotalsTable copy={copy} report={report} />
      <SkippedRows copy={copy} skipped={skipped} />
    </section>
  );
}
