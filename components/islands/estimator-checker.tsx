'use client';

import { Lock, Table, Upload } from 'lucide-react';
import clsx from 'clsx';
import { startTransition, useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { CheckerCopy } from '@/content/estimator-checker';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Phase } from '@/lib/estimate-check/analyse';
import { MAX_FILE_BYTES } from '@/lib/estimate-check/input';
import type { FindingsPage, FindingsView, WorkerCommand, WorkerRequest, WorkerResponse } from '@/lib/estimate-check/protocol';
import type { InputProblem, Mapping, Report } from '@/lib/estimate-check/types';
import { tapIsland } from '@/lib/tap-replay';
import { EstimatorProblem, EstimatorResults } from './estimator-results';
import { useTapReplay } from './use-tap-replay';

/** User Timing names the benchmark reads (scripts/bench/estimator.mjs). */
const START_MARK = 'estimator:start';
const ANALYSIS_MEASURE = 'estimator:analysis';

/** The file types the picker offers; anything else dropped or chosen gets its own message. */
const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

type Working = { readonly id: number; readonly phase: Phase; readonly done: number };
type Problem = { readonly problem: InputProblem; readonly name: string; readonly table: number | null };
/** The report on screen: `result` is the id of the request it answered, `table` the file the worker keeps. */
type Shown = { readonly report: Report; readonly page: FindingsPage; readonly result: number; readonly table: number };

/**
 * The Estimator Checker: a file picker that is also the drop zone (a real `<label>` around the file input,
 * which covers it, so choosing or dropping a file works from the first paint; a file chosen before
 * hydration is checked once hydrated), the sample estimate, the progress of the check and its results.
 * Reading, parsing and checking happen in a Web Worker (`estimator-worker.ts`); the file never leaves the
 * browser. A bad file gets its own message and the last good results stay on screen.
 */
export function EstimatorChecker({ copy }: { copy: CheckerCopy }) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const focusResults = useRef(false);
  const downloads = useRef(new Map<number, (text: string) => void>());
  /** Downloads and pages of findings have ids of their own (negative), so they never cancel a check. */
  const auxiliary = useRef(0);
  const latestPage = useRef(0);
  /** Requests made between hydration and the worker's start (a file chosen in that moment); sent once it runs. */
  const queued = useRef<WorkerRequest[]>([]);
  const [dragging, setDragging] = useState(false);
  const [working, setWorking] = useState<Working | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const hintId = useId();
  const progressId = useId();

  const post = useCallback((request: WorkerRequest) => {
    if (worker.current) worker.current.postMessage(request);
    else queued.current.push(request);
  }, []);

  const send = useCallback(
    (request: WorkerCommand, { focus = true } = {}) => {
      const id = (latest.current += 1);
      focusResults.current = focus;
      performance.clearMarks(START_MARK);
      performance.mark(START_MARK);
      setWorking({ id, phase: 'read', done: 0 });
      post({ ...request, id } as WorkerRequest);
    },
    [post],
  );

  const check = useCallback(
    (file: File) => {
      if (file.size > MAX_FILE_BYTES) {
        latest.current += 1;
        setWorking(null);
        setProblem({ problem: { kind: 'too-large', bytes: file.size }, name: file.name, table: null });
        return;
      }
      send({ type: 'file', file });
    },
    [send],
  );

  useEffect(() => {
    // Turbopack bundles the worker from this exact expression and starts it through a classic entry script
    // that loads the worker's chunks with importScripts (it drops a `type: 'module'` option), so the worker
    // is a classic one; its scripts come from our own origin (`worker-src 'self'` on this page).
    const instance = new Worker(new URL('./estimator-worker.ts', import.meta.url));
    worker.current = instance;
    instance.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'csv') {
        downloads.current.get(message.id)?.(message.text);
        downloads.current.delete(message.id);
        return;
      }
      if (message.type === 'page') {
        if (message.id !== latestPage.current) return;
        startTransition(() => setShown((now) => (now && now.result === message.result ? { ...now, page: message.page } : now)));
        return;
      }
      if (message.id !== latest.current) return;
      if (message.type === 'progress') {
        setWorking({ id: message.id, phase: message.phase, done: message.done });
      } else if (message.type === 'result') {
        // A report of a large file is a lot to render: as a transition, React renders it in slices and the
        // page keeps answering meanwhile.
        startTransition(() => {
          setWorking(null);
          setProblem(null);
          setShown({ report: message.report, page: message.page, result: message.id, table: message.table });
        });
      } else {
        setWorking(null);
        setProblem({ problem: message.problem, name: message.name, table: message.table });
      }
    });
    instance.addEventListener('error', () => {
      setWorking(null);
      setProblem({ problem: { kind: 'unreadable' }, name: input.current?.files?.[0]?.name ?? '', table: null });
    });
    for (const request of queued.current.splice(0)) instance.postMessage(request);
    // A file chosen (or dropped on the picker) before the page hydrated is checked now.
    const early = input.current?.files?.[0];
    if (early) {
      check(early);
      input.current!.value = '';
    }
    return () => {
      instance.terminate();
      worker.current = null;
    };
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

  useEffect(() => {
    if (!shown) return;
    performance.measure(ANALYSIS_MEASURE, START_MARK);
  }, [shown]);

  const onChange = () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    check(file);
    // Choosing the same file again (after fixing it) must check it again.
    input.current!.value = '';
  };

  const remap = (table: number, mapping: Mapping) => send({ type: 'remap', table, mapping }, { focus: false });

  const showPage = (view: FindingsView, limit: number) => {
    const id = -(auxiliary.current += 1);
    latestPage.current = id;
    post({ type: 'page', id, view, limit });
  };

  const download = (view: FindingsView, name: string) => {
    const requestId = -(auxiliary.current += 1);
    downloads.current.set(requestId, (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 0);
    });
    post({ type: 'csv', id: requestId, view, labels: copy.findings });
  };

  const onDrag = (event: DragEvent<HTMLLabelElement>) => {
    if (event.type === 'dragenter' || event.type === 'dragover') setDragging(true);
    else if (event.type === 'drop' || !event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const percent = working
    ? Math.round(
        (working.phase === 'read' ? 0.05 : working.phase === 'parse' ? 0.05 + working.done * 0.65 : 0.7 + working.done * 0.3) * 100,
      )
    : 0;

  return (
    <div ref={root} {...tapIsland('estimator')}>
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
            <button type="button" onClick={() => send({ type: 'sample' })} className={buttonClasses('secondary', 'md')}>
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
                value={percent}
                className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
              />
            </div>
          ) : null}
          <p role="status" className="mt-1 text-sm text-ink-600">
            {working ? copy.progress.phases[working.phase] : ''}
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
          onMapping={(mapping) => remap(shown.table, mapping)}
          onPage={showPage}
          onDownload={download}
        />
      ) : null}
    </div>
  );
}
