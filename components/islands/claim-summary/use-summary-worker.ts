'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryRequest, SummaryResponse } from '@/lib/claim-summary/protocol';
import type { FileRecord, Proposal, Slot } from '@/lib/claim-summary/types';

/** User Timing names the benchmark reads (scripts/bench/claim-summary.mjs). */
export const READ_MEASURE = 'claim-summary:read';
const READ_START = 'claim-summary:read-start';

type Command = SummaryRequest extends infer Request ? (Request extends SummaryRequest ? Omit<Request, 'id'> : never) : never;

export interface WorkerHandlers {
  readonly onRead: (slot: Slot, record: FileRecord, proposals: readonly Proposal[]) => void;
  readonly onCompared: (proposals: readonly Proposal[]) => void;
}

/**
 * The builder's Web Worker, seen from the page. It is started by the first file added, not before: a visitor who
 * only types never loads the readers. Each slot's reading shows its progress; a file replaced while it is read
 * is dropped.
 */
export function useSummaryWorker(handlers: WorkerHandlers) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const reads = useRef<Partial<Record<Slot, number>>>({});
  const on = useRef(handlers);
  const [reading, setReading] = useState<Partial<Record<Slot, { readonly name: string; readonly done: number }>>>({});

  useEffect(() => {
    on.current = handlers;
  });

  useEffect(() => () => worker.current?.terminate(), []);

  const started = useCallback(() => {
    if (worker.current) return worker.current;
    // As the other tools': Turbopack bundles the worker from this exact expression.
    const instance = new Worker(new URL('./summary-worker.ts', import.meta.url));
    instance.addEventListener('message', (event: MessageEvent<SummaryResponse>) => {
      const message = event.data;
      // pdf.js, run inside the worker, posts messages of its own on the same channel: only ours are read.
      if (typeof message !== 'object' || message === null || !('type' in message)) return;
      if (message.type === 'compared') {
        on.current.onCompared(message.proposals);
        if (performance.getEntriesByName(READ_START).length > 0) performance.measure(READ_MEASURE, READ_START);
        return;
      }
      if ((message.type !== 'read' && message.type !== 'progress') || reads.current[message.slot] !== message.id) return;
      if (message.type === 'progress') {
        setReading((now) => (now[message.slot] ? { ...now, [message.slot]: { ...now[message.slot]!, done: message.done } } : now));
        return;
      }
      setReading((now) => {
        const next = { ...now };
        delete next[message.slot];
        return next;
      });
      on.current.onRead(message.slot, message.record, message.proposals);
      if (performance.getEntriesByName(READ_START).length > 0) performance.measure(`${READ_MEASURE}:${message.slot}`, READ_START);
    });
    worker.current = instance;
    return instance;
  }, []);

  const send = useCallback(
    (request: Command) => {
      latest.current += 1;
      reads.current[request.slot] = latest.current;
      started().postMessage({ ...request, id: latest.current } as SummaryRequest);
    },
    [started],
  );

  const read = useCallback(
    (slot: Slot, file: File) => {
      performance.clearMarks(READ_START);
      performance.mark(READ_START);
      setReading((now) => ({ ...now, [slot]: { name: file.name, done: 0 } }));
      send({ type: 'read', slot, file });
    },
    [send],
  );

  const forget = useCallback(
    (slot: Slot) => {
      setReading((now) => {
        const next = { ...now };
        delete next[slot];
        return next;
      });
      if (worker.current) send({ type: 'forget', slot });
    },
    [send],
  );

  return { reading, read, forget };
}
