'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { PageGeometry } from '@/lib/pdf/geometry';
import { SAMPLE_POLICY, type PolicyInputProblem } from '@/lib/policy/input';
import type { PolicyReading } from '@/lib/policy/types';
import type { PageSizes, ReadPhase, WorkerCommand, WorkerRequest, WorkerResponse } from './worker-protocol';

/** User Timing names the benchmark reads (scripts/bench/policy-browser.mjs). */
const START_MARK = 'policy:start';
export const READING_MEASURE = 'policy:reading';

export type Working = { readonly id: number; readonly phase: ReadPhase; readonly done: number; readonly total: number };
/** The reading on screen: `result` is the id of the request it answered (the worker keeps its files' bytes under it). */
export type Shown = {
  readonly reading: PolicyReading;
  readonly problems: readonly PolicyInputProblem[];
  readonly sizes: PageSizes;
  readonly sample: boolean;
  readonly result: number;
};
export type DrawnPicture = PageGeometry & { readonly bitmap: ImageBitmap };

/**
 * The Policy Highlighter's Web Worker, seen from the page: what it is doing, the files it could not read last, and
 * the reading on screen. The worker starts with the first request (a file or the sample), so nothing of it loads
 * with the page; an answer to a request that a newer one replaced is dropped, and a failed request leaves the
 * reading on screen as it was.
 */
export function usePolicyWorker() {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const draws = useRef(0);
  const pending = useRef(new Map<number, (picture: DrawnPicture | null) => void>());
  const focusResults = useRef(false);
  /** The names of the files read last, for a message should the worker itself fail. */
  const names = useRef<string[]>([]);
  const [working, setWorking] = useState<Working | null>(null);
  const [problems, setProblems] = useState<readonly PolicyInputProblem[] | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const start = useCallback(() => {
    if (worker.current) return worker.current;
    // Turbopack bundles the worker from this exact expression (a classic worker, its chunks from our own origin:
    // `worker-src 'self'` on this page).
    const instance = new Worker(new URL('./policy-worker.ts', import.meta.url));
    worker.current = instance;
    instance.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'page' || message.type === 'page-failed') {
        const resolve = pending.current.get(message.id);
        pending.current.delete(message.id);
        if (message.type === 'page') {
          const { bitmap, width, height, transform } = message;
          if (resolve) resolve({ bitmap, width, height, transform });
          else bitmap.close();
        } else resolve?.(null);
        return;
      }
      if (message.id !== latest.current) return;
      if (message.type === 'progress') {
        setWorking({ id: message.id, phase: message.phase, done: message.done, total: message.total });
      } else if (message.type === 'result') {
        void show(message);
      } else {
        setWorking(null);
        setProblems(message.problems);
      }
    });
    /**
     * Parses the reading a part a task, none in the task that received the message (which already spent its time
     * taking the large message in), then renders it.
     */
    async function show(message: Extract<WorkerResponse, { type: 'result' }>) {
      const parts: Record<string, unknown> = {};
      for (const [part, json] of Object.entries(message.reading)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (message.id !== latest.current) return;
        parts[part] = JSON.parse(json);
      }
      const reading = parts as unknown as PolicyReading;
      // A long policy's reading is a lot to render: as a transition, React renders it in slices.
      startTransition(() => {
        setWorking(null);
        setProblems(message.problems.length > 0 ? message.problems : null);
        setShown({
          reading,
          problems: message.problems,
          sizes: message.sizes,
          sample: message.sample,
          result: message.id,
        });
      });
    }
    instance.addEventListener('error', () => {
      setWorking(null);
      setProblems(names.current.map((name) => ({ name, kind: 'unreadable' })));
      for (const resolve of pending.current.values()) resolve(null);
      pending.current.clear();
    });
    return instance;
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const send = useCallback(
    (command: WorkerCommand) => {
      const id = (latest.current += 1);
      focusResults.current = true;
      performance.clearMarks(START_MARK);
      performance.mark(START_MARK);
      setWorking({ id, phase: 'open', done: 0, total: 1 });
      start().postMessage({ ...command, id } as WorkerRequest);
    },
    [start],
  );

  const read = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      names.current = files.map((file) => file.name);
      send({ type: 'files', files });
    },
    [send],
  );

  const sample = useCallback(() => {
    names.current = [SAMPLE_POLICY.name];
    send({ type: 'sample' });
  }, [send]);

  /**
   * The visitor is choosing files (the file dialog opened, or files are dragged over the picker): the worker starts
   * and loads pdf.js while they pick, so the reading starts at once. Nothing loads with the page itself.
   */
  const warm = useCallback(() => {
    if (worker.current) return;
    start().postMessage({ type: 'warm', id: 0 } satisfies WorkerRequest);
  }, [start]);

  /** Draws a page of the reading on screen; null when it cannot be drawn. */
  const draw = useCallback(
    (document: string, page: number, pixelWidth: number) =>
      new Promise<DrawnPicture | null>((resolve) => {
        if (!shown || !worker.current) return resolve(null);
        const id = -(draws.current += 1);
        pending.current.set(id, resolve);
        worker.current.postMessage({ type: 'draw', id, result: shown.result, document, page, pixelWidth } satisfies WorkerRequest);
      }),
    [shown],
  );

  useEffect(() => {
    if (shown) performance.measure(READING_MEASURE, START_MARK);
  }, [shown]);

  return { working, problems, shown, focusResults, read, sample, warm, draw };
}
