import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { fillTemplate } from '@/lib/template';
import type { PrintedLine } from '@/lib/estimate/types';

/** The lines a finding rests on, as the file prints them: page, number, description and figures. */
export function PrintedLines({ copy, lines, total }: { copy: CheckerCopy; lines: readonly PrintedLine[]; total: number }) {
  if (lines.length === 0) return null;
  const { table } = copy;
  return (
    // Laid out only near the screen (a report's 25 rows of printed lines made one 50 ms frame); `auto` keeps the size once seen.
    <div
      data-cell="evidence"
      className="mt-2 max-w-md rounded-lg bg-ink-50 px-2.5 py-2 text-xs leading-5 text-ink-700 ring-1 ring-ink-100 [contain-intrinsic-size:auto_7rem] [content-visibility:auto]"
    >
      <p className="font-semibold text-ink-600">{table.evidenceLabel}</p>
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line.row} data-row={line.row} className="break-words">
            {line.page === undefined ? null : (
              <span className="text-ink-500">{fillTemplate(table.evidencePage, { page: String(line.page) })} </span>
            )}
            {line.line === null ? null : <span className="font-semibold text-ink-900">{line.line}. </span>}
            <span>{line.text}</span>
            {line.figures ? <span className="block font-mono text-[0.6875rem] text-ink-800 tabular-nums">{line.figures}</span> : null}
          </li>
        ))}
      </ul>
      {total > lines.length ? (
        <p className="mt-1 text-ink-500">{fillTemplate(table.evidenceMore, { count: String(total - lines.length) })}</p>
      ) : null}
    </div>
  );
}
