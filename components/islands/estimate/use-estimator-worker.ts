'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { FindingLabels } from '@/content/estimator-checker-copy';
import { MAX_FILE_BYTES } from '@/lib/estimate/input';
import type { FindingsPage, FindingsView } from '@/lib/estimate/protocol';
import type { WorkerCommand, WorkerRequest, WorkerResponse } from './worker-protocol';
import type { Phase } from '@/lib/estimate/table';
import type { InputProblem, Mapping, Report } from '@/lib/estimate/types';
import { saveFile } from './save-file';

/** User Timing names the benchmark reads (scripts/bench/estimator.mjs). */
const START_MARK = 'estimator:start';
export const ANALYSIS_MEASURE = 'estimator:analysis';

export type Working = { readonly id: number; readonly phase: Phase; readonly done: number };
export type Problem = { readonly problem: InputProblem; readonly name: string; readonly table: number | null };
/** The report on screen: `result` is the id of the request it answered, `table` the parsed table the worker keeps (none for a PDF). */
export type Shown = { readonly report: Report; readonly page: FindingsPage; readonly result: number; readonly table: number | null };

/**
 * The Estimator Checker's Web Worker, seen from the page: what it is doing, the problem or the report it
 * answered last, and the requests the page makes. Requests made before the worker runs (a file chosen in
 * the moment after hydration) are sent once it does; an answer to a request that a newer one replaced is
 * dropped.
 */
export function useEstimatorWorker(labels: FindingLabels) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const focusResults = useRef(false);
  const downloads = useRef(new Map<number, string>());
  /** Downloads and pages of findings have ids of their own (negative), so they never cancel a check. */
  const auxiliary = useRef(0);
  const latestPage = useRef(0);
  const queued = useRef<WorkerRequest[]>([]);
  /** The name of the file checked last, for a message should the worker itself fail. */
  const fileName = useRef('');
  const [working, setWorking] = useState<Working | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

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
      fileName.current = file.name;
      if (file.size <= MAX_FILE_BYTES) return send({ type: 'file', file });
      latest.current += 1;
      setWorking(null);
      setProblem({ problem: { kind: 'too-large', bytes: file.size }, name: file.name, table: null });
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
        const name = downloads.current.get(message.id);
        downloads.current.delete(message.id);
        if (name !== undefined) saveFile(message.text, name);
      } else if (message.type === 'page') {
        if (message.id !== latestPage.current) return;
        startTransition(() => setShown((now) => (now && now.result === message.result ? { ...now, page: message.page } : now)));
      } else if (message.id !== latest.current) {
        return;
      } else if (message.type === 'progress') {
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
      setProblem({ problem: { kind: 'unreadable' }, name: fileName.current, table: null });
    });
    for (const request of queued.current.splice(0)) instance.postMessage(request);
    return () => {
      instance.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (shown) performance.measure(ANALYSIS_MEASURE, START_MARK);
  }, [shown]);

  const sample = useCallback(() => send({ type: 'sample' }), [send]);
  const remap = useCallback((table: number, mapping: Mapping) => send({ type: 'remap', table, mapping }, { focus: false }), [send]);
  const showPage = useCallback(
    (view: FindingsView, limit: number) => {
      const id = -(auxiliary.current += 1);
      latestPage.current = id;
      post({ type: 'page', id, view, limit });
    },
    [post],
  );
  const download = useCallback(
    (view: FindingsView, name: string) => {
      const id = -(auxiliary.current += 1);
      downloads.current.set(id, name);
      post({ type: 'csv', id, view, labels });
    },
    [post, labels],
  );

  return { working, problem, shown, focusResults, check, sample, remap, showPage, download };
}
