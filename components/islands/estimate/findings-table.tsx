'use client';

import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { Fragment } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { FindingKind } from '@/lib/estimate/fields';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { certaintyOf } from '@/lib/estimate/certainty';
import { findingCells } from './finding-words';
import type { Sort } from '@/lib/estimate/protocol';
import type { ShownFinding } from '@/lib/estimate/protocol';
import { PrintedLines } from './printed-lines';

const ariaSort = { file: undefined, 'stake-desc': 'descending', 'stake-asc': 'ascending' } as const;

/** The colour of each kind's label: arithmetic red, rates amber, repeats blue, missing items grey. */
const kindChip: Record<FindingKind, string> = {
  extension: 'bg-rose-50 text-rose-800',
  rcv: 'bg-rose-50 text-rose-800',
  acv: 'bg-rose-50 text-rose-800',
  total: 'bg-rose-50 text-rose-800',
  tax: 'bg-accent-200/60 text-ink-900',
  'overhead-profit': 'bg-accent-200/60 text-ink-900',
  duplicate: 'bg-brand-50 text-brand-800',
  price: 'bg-brand-50 text-brand-800',
  'missing-item': 'bg-ink-100 text-ink-800',
};

/** How sure each finding is, as its second label: plainly wrong in red, worth a look amber, minor grey. */
const certaintyChip = {
  plain: 'text-rose-800 ring-rose-200',
  look: 'text-ink-800 ring-accent-300',
  minor: 'text-ink-600 ring-ink-200',
} as const;

/** The share of the table each column takes, in the order of the header. */
const columnWidths = ['w-[34%]', 'w-[12%]', 'w-[22%]', 'w-[10%]', 'w-[10%]', 'w-[12%]'] as const;

/**
 * The findings on screen, in the table's order, with the money at stake as the sort control; each with the
 * lines it rests on as the file prints them. Minor differences come last, under a row of their own.
 */
export function FindingsTable({
  copy,
  rows,
  sort,
  onSort,
}: {
  copy: CheckerCopy;
  rows: readonly ShownFinding[];
  sort: Sort;
  onSort: () => void;
}) {
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
      {/* Fixed layout: the browser sizes the columns from these widths, not by measuring every cell of every row. */}
      <table className="w-full min-w-[56rem] table-fixed border-separate border-spacing-0 text-left text-sm" data-findings>
        <caption className="sr-only">{copy.table.caption}</caption>
        <colgroup>
          {columnWidths.map((width, index) => (
            <col key={index} className={width} />
          ))}
        </colgroup>
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
            const certainty = certaintyOf(finding);
            const firstMinor = certainty === 'minor' && rows[index - 1]?.minor !== true;
            return (
              <Fragment key={index}>
                {firstMinor ? (
                  <tr data-minor-heading>
                    <th scope="rowgroup" colSpan={6} className={clsx(td, 'bg-ink-50 text-left font-normal text-ink-600')}>
                      <span className="font-semibold text-ink-900">{copy.table.minorHeading}</span> {copy.table.minorNote}
                    </th>
                  </tr>
                ) : null}
                <tr data-kind={finding.kind} data-certainty={certainty}>
                  <td className={td}>
                    <span
                      data-cell="finding"
                      className={clsx(
                        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                        kindChip[finding.kind],
                      )}
                    >
                      {cells.finding}
                    </span>{' '}
                    <span
                      data-cell="certainty"
                      className={clsx(
                        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
                        certaintyChip[certainty],
                      )}
                    >
                      {cells.certainty}
                    </span>
                    <span data-cell="why" className="mt-1.5 block max-w-xs text-xs leading-5 text-ink-600">
                      {cells.why}
                    </span>
                    <PrintedLines copy={copy} lines={finding.evidence} total={finding.refs.length} />
                  </td>
                  {figureCells.map(([key, className]) => (
                    <td key={key} data-cell={key} className={clsx(td, className)}>
                      {cells[key]}
                    </td>
                  ))}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
