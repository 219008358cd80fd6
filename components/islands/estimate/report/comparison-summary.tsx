import clsx from 'clsx';
import type { ComparisonWords } from '@/content/estimate-comparison';
import type { ShownComparison } from '@/lib/estimate/compare/shown';
import { formatCents, formatDifference } from '@/lib/estimate/dashboard';
import { say, type SideNames } from './names';
import { formatCount } from '@/lib/numbers';
import { ReadingPanel } from '../reading-panel';

/** Each side's RCV and the difference, and how many lines were matched or found on one side only. */
export function ComparisonSummary({ comparison, names, words }: { comparison: ShownComparison; names: SideNames; words: ComparisonWords }) {
  const [a, b] = comparison.stated;
  const { matched, onlyA, onlyB } = comparison.counts;
  const tiles = [
    {
      term: say(words.summary.side, names, { side: names.a, name: comparison.names[0] }),
      detail: say(words.summary.lines, names, { lines: formatCount(comparison.counts.lines[0]) }),
      value: formatCents(a),
    },
    {
      term: say(words.summary.side, names, { side: names.b, name: comparison.names[1] }),
      detail: say(words.summary.lines, names, { lines: formatCount(comparison.counts.lines[1]) }),
      value: formatCents(b),
    },
    {
      term: words.summary.difference,
      detail: say(words.summary.differenceDetail, names),
      value: formatDifference(b - a),
      strong: true,
    },
  ];
  const partial = comparison.readings.some((reading) => reading.coverage.verdict !== 'whole');
  return (
    <div>
      <dl data-summary className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.term}
            className={clsx(
              'min-w-0 rounded-2xl p-5 ring-1',
              tile.strong ? 'bg-ink-950 text-white ring-ink-950' : 'bg-ink-50 ring-ink-100',
            )}
          >
            <dt className={clsx('text-sm font-semibold break-words', tile.strong ? 'text-accent-300' : 'text-ink-800')}>{tile.term}</dt>
            <dd className={clsx('mt-1 text-sm', tile.strong ? 'text-ink-200' : 'text-ink-600')}>{tile.detail}</dd>
            <dd className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        {say(words.summary.counts, names, { matched: formatCount(matched), onlyA: formatCount(onlyA), onlyB: formatCount(onlyB) })}
      </p>
      <div data-readings className="mt-4 grid items-start gap-3 lg:grid-cols-2">
        {comparison.readings.map((reading, i) => (
          <ReadingPanel
            key={i}
            copy={words.reading}
            coverage={reading.coverage}
            reconciliation={reading.reconciliation}
            unpriced={reading.unpriced}
            title={say(words.summary.readingTitle, names, { side: i === 0 ? names.a : names.b })}
          />
        ))}
      </div>
      {partial ? (
        <p data-compared-read className="mt-3 text-sm font-medium text-amber-950">
          {words.summary.partial}
        </p>
      ) : null}
    </div>
  );
}
