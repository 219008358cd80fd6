'use client';

import { ClipboardList, Download, FileText, Lock, Table } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { ComparisonSubtotals } from './report/comparison-subtotals';
import { ComparisonSummary } from './report/comparison-summary';
import { ComparisonWaterfall } from './report/comparison-waterfall';
import { say, type SideNames } from './report/names';
import type { ComparisonCopy, ComparisonRole } from '@/content/estimate-comparison';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { PAIRS_SHOWN, type SideKey } from '@/lib/estimate/compare/protocol';
import type { CsvLabels } from '@/lib/estimate/compare/view';
import { comparisonHandoff, writeHandoff } from '@/lib/claim-summary/handoff';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { EarlyStatus } from '../early-status';
import { useTapReplay } from '../use-tap-replay';
import { ComparisonCorrections } from './comparison-corrections';
import { SidePicker } from './side-picker';
import { useComparisonWorker } from './use-comparison-worker';
import { useWarmFormatters } from './use-warm-formatters';

/** The CSV's words, with the sides' names in the statuses. */
const csvLabels = (words: ComparisonCopy['words'], names: SideNames): CsvLabels => ({
  columns: words.csv.columns,
  status: Object.fromEntries(Object.entries(words.table.status).map(([key, text]) => [key, say(text, names)])) as CsvLabels['status'],
  basis: words.table.basis,
});

/**
 * The Estimate Comparison: two files, each read by the Estimator Checker's readers in a Web Worker, compared
 * line by line; the report with the visitor's corrections (rooms paired, lines matched or unmatched by hand),
 * its CSV and its print. Nothing leaves the browser.
 */
export function EstimateComparisonTool({ checker, copy }: { checker: CheckerCopy; copy: ComparisonCopy }) {
  const { words, tool, roles } = copy;
  const root = useRef<HTMLDivElement>(null);
  const inputs = { a: useRef<HTMLInputElement>(null), b: useRef<HTMLInputElement>(null) };
  const [role, setRole] = useState<ComparisonRole>('carrier');
  const { sides, comparison, corrections, sameFile, read, sample, correct, showRows, download } = useComparisonWorker();
  useWarmFormatters();
  useTapReplay(root);
  const names = roles[role];

  // A file chosen before the page hydrated is read once it has.
  useEffect(() => {
    for (const side of ['a', 'b'] as const) {
      const file = inputs[side].current?.files?.[0];
      if (file) read(side, file);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const choose = (side: SideKey, file: File) => read(side, file);
  const problem = sameFile ? tool.problems['same-file'] : comparison?.problem ? tool.problems[comparison.problem] : null;
  const both = sides.a?.state === 'read' && sides.b?.state === 'read';

  return (
    <div ref={root} {...tapIsland('comparison')} className="group">
      <p hidden className="nojs-show rounded-2xl bg-accent-200/60 p-5 leading-7 text-ink-900">
        {tool.noScript}
      </p>
      <div className="nojs-hide print:hidden">
        <label className="flex flex-wrap items-center gap-3 text-sm font-semibold text-ink-800">
          {tool.rolesLabel}
          <select
            value={role}
            onChange={(event) => setRole(event.target.value as ComparisonRole)}
            className="min-h-11 rounded-xl border border-ink-300 bg-white px-3 font-normal"
          >
            {(Object.keys(roles) as ComparisonRole[]).map((key) => (
              <option key={key} value={key}>
                {roles[key].option}
              </option>
            ))}
          </select>
        </label>
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_16rem]">
          {(['a', 'b'] as const).map((side) => (
            <SidePicker
              key={side}
              id={`comparison-${side}`}
              title={side === 'a' ? names.sideA : names.sideB}
              status={sides[side]}
              tool={tool}
              checker={checker}
              inputRef={inputs[side]}
              onFile={(file) => choose(side, file)}
            />
          ))}
          <div className="flex flex-col justify-center gap-3 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100">
            <button type="button" onClick={sample} {...earlyAnswer({ kind: 'status' })} className={buttonClasses('secondary', 'md')}>
              <Glyph icon={Table} className="size-5" />
              {tool.sample}
            </button>
            <p className="text-sm leading-6 text-ink-600">{tool.sampleNote}</p>
            <p className="flex items-center gap-2 text-sm font-medium text-ink-800">
              <Glyph icon={Lock} className="size-4 shrink-0 text-brand-700" />
              {tool.privacy}
            </p>
            <p role="status" className="text-sm text-ink-600">
              <EarlyStatus text={tool.sample} />
            </p>
          </div>
        </div>
        {(sides.a?.state === 'read') !== (sides.b?.state === 'read') && !comparison ? (
          <p className="mt-4 text-sm text-ink-600">{tool.waiting}</p>
        ) : null}
        {problem ? (
          <p role="alert" data-comparison-problem className="mt-5 rounded-2xl bg-accent-200/60 p-5 text-ink-900">
            {problem}
          </p>
        ) : null}
      </div>

      {comparison && both && comparison.problem !== 'nothing-in-common' ? (
        <section
          aria-labelledby="comparison-heading"
          data-print-report
          className="mt-8 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8 print:p-0 print:shadow-none print:ring-0"
        >
          <div className="flex flex-col gap-4 border-b border-ink-100 pb-5 md:flex-row md:items-center md:justify-between">
            <h2 id="comparison-heading" className="text-h3 text-ink-950">
              {say(tool.heading, names)}
            </h2>
            <div className="flex flex-wrap gap-2 print:hidden">
              <button
                type="button"
                onClick={() => download(csvLabels(words, names), tool.actions.downloadName)}
                className={buttonClasses('secondary', 'sm')}
              >
                <Glyph icon={Download} className="size-4" />
                {tool.actions.download}
              </button>
              <button type="button" onClick={() => window.print()} className={buttonClasses('secondary', 'sm')}>
                <Glyph icon={FileText} className="size-4" />
                {tool.actions.print}
              </button>
              <button
                type="button"
                onClick={() => {
                  const { names: files, stated, waterfall } = comparison;
                  // On this device only: the builder takes the figures as proposals when it opens.
                  try {
                    writeHandoff(localStorage, comparisonHandoff({ names: files, role, stated, waterfall }, new Date()));
                  } catch {
                    // Storage refused (a private window): the builder opens without the figures.
                  }
                  window.location.assign(tool.summaryPath);
                }}
                className={buttonClasses('secondary', 'sm')}
              >
                <Glyph icon={ClipboardList} className="size-4" />
                {tool.actions.summary}
              </button>
            </div>
          </div>
          <div className="mt-6">
            <ComparisonSummary comparison={comparison} names={names} words={words} />
          </div>
          {comparison.priceLists[0] && comparison.priceLists[1] && comparison.priceLists[0] !== comparison.priceLists[1] ? (
            <p data-price-lists className="mt-4 rounded-2xl bg-accent-200/60 p-4 text-sm text-ink-900">
              {say(words.priceLists, { a: comparison.priceLists[0], b: comparison.priceLists[1] })}
            </p>
          ) : null}
          <ComparisonWaterfall comparison={comparison} names={names} words={words} />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <ComparisonSubtotals title={words.subtotals.byRoom} rows={comparison.byRoom} names={names} words={words} />
            <ComparisonSubtotals title={words.subtotals.byTrade} rows={comparison.byTrade} names={names} words={words} />
          </div>
          <ComparisonCorrections comparison={comparison} corrections={corrections} names={names} copy={copy} onCorrect={correct} />
          {comparison.counts.pairs > comparison.pairs.length ? (
            <p className="mt-4 print:hidden">
              <button
                type="button"
                onClick={() => showRows(comparison.pairs.length + PAIRS_SHOWN)}
                className={buttonClasses('secondary', 'sm')}
              >
                {say(tool.actions.more, names, { count: String(Math.min(PAIRS_SHOWN, comparison.counts.pairs - comparison.pairs.length)) })}
              </button>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
