'use client';

import { Lock, Table, Upload } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { EarlyStatus } from '../early-status';
import { useTapReplay } from '../use-tap-replay';
import { EstimatorProblem } from './estimator-problem';
import { EstimatorResults } from './estimator-results';
import { useEstimatorWorker, type Working } from './use-estimator-worker';
import { useWarmFormatters } from './use-warm-formatters';

/**
 * The file types the picker offers: what the checker reads, and the files people hold that it can only
 * explain (an Xactimate project, an old workbook), so choosing one gets its own message.
 */
const ACCEPT = [
  '.csv,.tsv,.txt,.pdf,.xlsx,.ods,.xls,.esx',
  'text/csv,text/tab-separated-values,text/plain,application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** How far the check is, in percent: reading the file is quick, parsing and checking share the rest. */
const percentOf = (working: Working) =>
  Math.round((working.phase === 'read' ? 0.05 : working.phase === 'parse' ? 0.05 + working.done * 0.65 : 0.7 + working.done * 0.3) * 100);

/**
 * The Estimator Checker: a file picker that is also the drop zone (a real `<label>` around the file input,
 * which covers it, so choosing or dropping a file works from the first paint; a file chosen before
 * hydration is checked once hydrated), the sample estimate, the progress of the check and its results.
 * Reading and checking happen in a Web Worker; the file never leaves the browser. A bad file gets its own
 * message and the last good results stay on screen.
 */
export function EstimatorChecker({ copy }: { copy: CheckerCopy }) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const progressId = useId();
  const { working, problem, shown, focusResults, check, sample, remap, showPage, download } = useEstimatorWorker(copy.findings);
  useWarmFormatters();

  // A file chosen (or dropped on the picker) before the page hydrated is checked now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early) return;
    check(early);
    input.current!.value = '';
  }, [check]);

  // Declared after the worker's effect, so taps made before hydration (the sample) reach a live worker.
  useTapReplay(root);

  // A file dropped next to the drop zone must not replace the page (and its results) with the file.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.target !== input.current) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const onChange = () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    check(file);
    // Choosing the same file again (after fixing it) must check it again.
    input.current!.value = '';
  };

  const onDrag = (event: DragEvent<HTMLLabelElement>) => {
    if (event.type === 'dragenter' || event.type === 'dragover') setDragging(true);
    else if (event.type === 'drop' || !event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  return (
    <div ref={root} {...tapIsland('estimator')} className="group">
      <p hidden className="nojs-show rounded-2xl bg-accent-200/60 p-5 leading-7 text-ink-900">
        {copy.drop.noScript}
      </p>
      <div className="nojs-hide print:hidden">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-stretch">
          <label
            onDragEnter={onDrag}
            onDragOver={onDrag}
            onDragLeave={onDrag}
            onDrop={onDrag}
            className={clsx(
              'relative flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed px-6 py-8 text-center transition-colors',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white hover:border-brand-500 hover:bg-brand-50/50',
            )}
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Glyph icon={Upload} className="size-7" />
            </span>
            <span className="text-lg font-semibold text-brand-700">{copy.drop.label}</span>
            <span id={hintId} className="max-w-md text-sm text-ink-600">
              {dragging ? copy.drop.dragging : copy.drop.hint}
            </span>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              onChange={onChange}
              aria-describedby={hintId}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </label>
          <div className="flex flex-col justify-center gap-3 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100">
            <button type="button" onClick={sample} {...earlyAnswer({ kind: 'status' })} className={buttonClasses('secondary', 'md')}>
              <Glyph icon={Table} className="size-5" />
              {copy.drop.sample}
            </button>
            <p className="text-sm leading-6 text-ink-600">{copy.drop.sampleNote}</p>
            <p className="flex items-center gap-2 text-sm font-medium text-ink-800">
              <Glyph icon={Lock} className="size-4 shrink-0 text-brand-700" />
              {copy.drop.privacy}
            </p>
          </div>
        </div>

        <div className="mt-5 min-h-12">
          {working ? (
            <div className="grid gap-2">
              <span id={progressId} className="text-sm font-semibold text-ink-800">
                {copy.progress.label}
              </span>
              <progress
                aria-labelledby={progressId}
                max={100}
                value={percentOf(working)}
                className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
              />
            </div>
          ) : null}
          <p role="status" className="mt-1 text-sm text-ink-600">
            {working ? copy.progress.phases[working.phase] : <EarlyStatus text={copy.drop.sampleLoading} />}
          </p>
        </div>

        {problem ? (
          <EstimatorProblem
            copy={copy}
            problem={problem.problem}
            name={problem.name}
            kept={shown !== null}
            onMapping={problem.table === null ? undefined : (mapping) => remap(problem.table!, mapping)}
          />
        ) : null}
      </div>

      {shown ? (
        <EstimatorResults
          copy={copy}
          report={shown.report}
          page={shown.page}
          table={shown.table}
          focusRef={focusResults}
          onMapping={shown.table === null ? undefined : (mapping) => remap(shown.table!, mapping)}
          onPage={showPage}
          onDownload={download}
        />
      ) : null}
    </div>
  );
}
