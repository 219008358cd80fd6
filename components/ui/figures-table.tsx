import clsx from 'clsx';
import type { ReactNode, TableHTMLAttributes } from 'react';

/** A row of a figures table: its header cell, then one figure per remaining column. */
export interface FiguresRow {
  readonly key: string;
  readonly label: ReactNode;
  readonly cells: readonly ReactNode[];
}

interface FiguresTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** Read by screen readers only: the heading above the table names it for sighted readers. */
  caption?: string;
  /** The column headings: the first heads the row labels, the others the figures (right-aligned). */
  columns: readonly string[];
  rows: readonly FiguresRow[];
  /** A totals row, set apart under the others. */
  total?: FiguresRow;
}

/** The cells' styles, set once on the table rather than on each cell (a page carries its markup twice). */
const cells =
  '[&_:is(td,th)]:py-2 [&_:is(td,th):not(:last-child)]:pr-4 [&_:is(td,th):not(:first-child)]:text-right [&_thead_th]:font-semibold [&_tbody_th]:font-medium [&_tbody_th]:text-ink-900';

/**
 * A table of figures by row (the sample dashboard's trades, the Estimator Checker's totals): row headers on the
 * left, tabular figures on the right, an optional totals row. The caller sets the minimum width.
 */
export function FiguresTable({ caption, columns, rows, total, className, ...props }: FiguresTableProps) {
  const figures = (row: FiguresRow) => row.cells.map((cell, index) => <td key={index}>{cell}</td>);
  return (
    <table className={clsx('w-full text-left text-sm tabular-nums', cells, className)} {...props}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="text-ink-600">
        <tr className="border-b border-ink-100">
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-ink-100 last:border-0">
            <th scope="row">{row.label}</th>
            {figures(row)}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr className="border-t-2 border-ink-200 font-semibold text-ink-950">
            <th scope="row">{total.label}</th>
            {figures(total)}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
