import clsx from 'clsx';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import type { ReadingCopy } from '@/content/estimator-checker-copy';
import type { Coverage, Reconciliation } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';
import { readingNotes, readingSummary } from './reading-words';

/**
 * How much of a file was read, before anything is said about it: one line, then what the reading could not vouch
 * for (lines not read, with their rows as printed; lines the file does not hold; lines its totals leave out).
 * `title` names the file when a report shows two.
 */
export function ReadingPanel({
  copy,
  coverage,
  reconciliation,
  unpriced,
  title,
}: {
  copy: ReadingCopy;
  coverage: Coverage;
  reconciliation: Reconciliation;
  unpriced: number;
  title?: string;
}) {
  const notes = readingNotes(copy, coverage, reconciliation);
  const whole = coverage.verdict === 'whole';
  return (
    <section
      aria-label={title ?? copy.label}
      data-reading={coverage.verdict}
      className={clsx(
        'rounded-2xl p-4 text-sm leading-6 ring-1',
        whole ? 'bg-emerald-50 text-emerald-950 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-300',
      )}
    >
      <p className="flex gap-2 font-semibold">
        <Glyph icon={whole ? CircleCheck : TriangleAlert} className="mt-1 size-4 shrink-0" />
        <span>
          {title ? `${title}: ` : null}
          {readingSummary(copy, coverage, reconciliation, unpriced)}
        </span>
      </p>
      {notes.map((note) => (
        <div key={note.kind} data-note={note.kind} className="mt-2 pl-6">
          <p>{note.text}</p>
          {note.printed ? (
            <ul aria-label={copy.printedLabel} className="mt-2 space-y-2">
              {note.printed.map((line) => (
                <li key={`${line.page}-${line.line}`} className="rounded-xl bg-white/70 p-3 ring-1 ring-amber-200">
                  <span className="text-xs font-semibold text-amber-900">{fillTemplate(copy.page, { page: String(line.page) })}</span>
                  <pre className="mt-1 font-mono text-xs break-words whitespace-pre-wrap text-ink-900">{line.text}</pre>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
