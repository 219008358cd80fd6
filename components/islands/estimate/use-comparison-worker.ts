'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Corrections } from '@/lib/estimate/compare';
import type { ComparisonRequest, ComparisonResponse, SideKey, SideState } from '@/lib/estimate/compare/protocol';
import type { ShownComparison } from '@/lib/estimate/compare/shown';
import type { CsvLabels } from '@/lib/estimate/compare/view';
import { saveFile } from './save-file';

type Command = ComparisonRequest extends infer Request ? (Request extends ComparisonRequest ? Omit<Request, 'id'> : never) : never;

/** User Timing name the benchmark reads (scripts/bench/estimator.mjs): both files chosen until the report. */
export const COMPARISON_MEASURE = 'comparison:done';
const START_MARK = 'comparison:start';

/**
 * The Estimate Comparison's Web Worker, seen from the page: each side's state, the comparison, the visitor's
 * corrections and a problem of the pair (the same file twice). Requests made before the worker runs are sent
 * once it does. A side's news is dropped only when that side was chosen again since; a comparison, when a newer
 * request will bring another (the worker sends each with the id of the newest request it has).
 */
export function useComparisonWorker() {
  const worker = useRef<Worker | null>(null);
  const queued = useRef<ComparisonRequest[]>([]);
  const latest = useRef(0);
  /** The read each side waits for: a side's news is dropped only when that side was chosen again. */
  const reads = useRef<Partial<Record<SideKey, number>>>({});
  const downloads = useRef(new Map<number, string>());
  const [sides, setSides] = useState<Partial<Record<SideKey, SideState>>>({});
  const [comparison, setComparison] = useState<ShownComparison | null>(null);
  const [corrections, setCorrections] = useState<Corrections>({});
  const [sameFile, setSameFile] = useState(false);

  /** Downloads have ids of their own (negative), so they never cancel a comparison. */
  const auxiliary = useRef(0);

  const post = useCallback((request: ComparisonRequest) => {
    if (worker.current) worker.current.postMessage(request);
    else queued.current.push(request);
  }, []);
  const send = useCallback((command: Command) => post({ ...command, id: (latest.current += 1) } as ComparisonRequest), [post]);

  useEffect(() => {
    // As the Estimator Checker's: Turbopack bundles the worker from this exact expression (a classic worker).
    const instance = new Worker(new URL('./comparison-worker.ts', import.meta.url));
    worker.current = instance;
    instance.addEventListener('message', (event: MessageEvent<ComparisonResponse>) => {
      const message = event.data;
      if (message.type === 'csv') {
        const name = downloads.current.get(message.id);
        downloads.current.delete(message.id);
        if (name !== undefined) saveFile(message.text, name);
      } else if (message.type === 'side') {
        if (message.id !== reads.current[message.side]) return;
        setSides((now) => ({ ...now, [message.side]: message.status }));
        if (message.status.state !== 'reading') setComparison((now) => (message.status.state === 'problem' ? null : now));
      } else if (message.id !== latest.current) {
        // A comparison made before the newest request: the worker sends another.
        return;
      } else if (message.type === 'same-file') {
        setSameFile(true);
        setComparison(null);
      } else {
        startTransition(() => {
          setSameFile(false);
          setComparison(message.comparison);
          setCorrections(message.corrections);
        });
      }
    });
    for (const request of queued.current.splice(0)) instance.postMessage(request);
    return () => {
      instance.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (comparison && performance.getEntriesByName(START_MARK).length > 0) performance.measure(COMPARISON_MEASURE, START_MARK);
  }, [comparison]);

  const read = useCallback(
    (side: SideKey, file: File) => {
      performance.clearMarks(START_MARK);
      performance.mark(START_MARK);
      setSameFile(false);
      setSides((now) => ({ ...now, [side]: { state: 'reading', name: file.name, phase: 'read', done: 0 } }));
      send({ type: 'read', side, file });
      reads.current[side] = latest.current;
    },
    [send],
  );
  const sample = useCallback(() => {
    performance.clearMarks(START_MARK);
    performance.mark(START_MARK);
    send({ type: 'sample' });
    reads.current = { a: latest.current, b: latest.current };
  }, [send]);
  const correct = useCallback((next: Corrections) => send({ type: 'correct', corrections: next }), [send]);
  const showRows = useCallback((rows: number) => send({ type: 'rows', rows }), [send]);
  const download = useCallback(
    (labels: CsvLabels, name: string) => {
      const id = -(auxiliary.current += 1);
      downloads.current.set(id, name);
      post({ type: 'csv', id, labels });
    },
    [post],
  );

  return { sides, comparison, corrections, sameFile, read, sample, correct, showRows, download };
}
