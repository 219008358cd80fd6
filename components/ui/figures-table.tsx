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

const figureCell = (index: number, count: number) => clsx('py-2 text-right', index < count - 1 && 'pr-4');

/**
 * A table of figures by row (the sample dashboard's trades, the Estimator Checker's totals): row headers on the
 * left, tabular figures on the right, an optional totals row. The caller sets the minimum width.
 */
export function FiguresTable({ caption, columns, rows, total, className, ...props }: FiguresTableProps) {
  const figures = (row: FiguresRow) =>
    row.cells.map((cell, index) => (
      <td key={index} className={figureCell(index, row.cells.length)}>
        {cell}
      </td>
    ));
  return (
    <table className={clsx('w-full text-left text-sm tabular-nums', className)} {...props}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="text-ink-600">
        <tr className="border-b border-ink-100">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={clsx('font-semibold', index === 0 ? 'py-2 pr-4' : figureCell(index - 1, columns.length - 1))}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-ink-100 last:border-0">
            <th scope="row" className="py-2 pr-4 font-medium text-ink-900">
              {row.label}
            </th>
            {figures(row)}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr className="border-t-2 border-ink-200 font-semibold text-ink-950">
            <th scope="row" className="py-2 pr-4">
              {total.label}
            </th>
            {figures(total)}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
