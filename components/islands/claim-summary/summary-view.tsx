import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { PrintTable } from '@/lib/claim-summary/pdf';
import type { WordedSummary } from './printable';
import { TimelineView } from './timeline-view';

function Table({ table, caption }: { table: PrintTable; caption: string }) {
  const right = new Set(table.right ?? []);
  return (
    <div className="mt-3 overflow-x-auto print:overflow-visible" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm print:min-w-0 print:text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {table.columns.map((column, i) => (
              <th key={`${column}-${i}`} scope="col" className={right.has(i) ? 'px-2 py-1.5 text-right' : 'px-2 py-1.5'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="break-inside-avoid border-b border-ink-100">
              {row.map((cell, i) => (
                <td key={i} className={right.has(i) ? 'px-2 py-1.5 text-right tabular-nums' : 'px-2 py-1.5'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The summary as its reader will see it — the same sections, in the same order, as the PDF — on the page and
 * in print (`data-print-report`: printing shows it alone).
 */
export function SummaryView({ worded, copy }: { worded: WordedSummary; copy: SummaryBuilderCopy }) {
  const empty = worded.sectionKeys.every((key) => key === 'ask');
  return (
    <article
      data-print-report
      data-print-summary
      data-summary
      aria-labelledby="claim-summary-title"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7 print:p-0 print:shadow-none print:ring-0"
    >
      <h2 id="claim-summary-title" className="text-h3 text-ink-950">
        {worded.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{worded.subtitle}</p>
      {empty ? <p className="mt-4 text-ink-700">{copy.summary.empty}</p> : null}
      {worded.sections.map((section, index) => (
        <section key={worded.sectionKeys[index]} data-section={worded.sectionKeys[index]} className="mt-6 break-inside-avoid-page">
          <h3 className="border-b border-ink-200 pb-1 font-semibold text-brand-800">{section.title}</h3>
          {section.pairs?.length ? (
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {section.pairs.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink-700">{label}</dt>
                  <dd className="mb-1 text-ink-950 sm:mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.tables?.map((table, i) => (
            <Table key={i} table={table} caption={`${section.title}: ${table.columns[0]}`} />
          ))}
          {section.timeline ? (
            <div className="mt-3">
              <TimelineView timeline={worded.timeline} copy={copy} />
            </div>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-sm leading-6 text-ink-800">
              {paragraph}
            </p>
          ))}
          {section.sources?.length ? (
            <ul className="mt-2 space-y-1 text-xs text-ink-700">
              {section.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          ) : null}
          {section.notes?.map((note) => (
            <p key={note} className="mt-2 text-xs text-amber-900">
              {note}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-6 border-t border-ink-100 pt-3 text-xs text-ink-600">{worded.footer}</p>
    </article>
  );
}
