/// <reference lib="webworker" />
/**
 * The Estimator Checker's Web Worker: reads, parses and checks an estimate off the main thread, so the page
 * stays responsive on a 100,000-line file. Created by `estimator-checker.tsx` (a classic worker, as Turbopack emits it); it holds
 * the last table and analysis so a column correction or a download does not read the file again.
 */
import Papa from 'papaparse';
import { analyseBytes, analyseTable, parseTable, type Outcome, type Phase, type Table } from '@/lib/estimate/analyse';
import { findingRows } from './finding-words';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import { DEFAULT_VIEW, PAGE_SIZE, pageOf, reportOf, selectFindings } from '@/lib/estimate/protocol';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';
import type { Analysis } from '@/lib/estimate/types';

declare const self: DedicatedWorkerGlobalScope;

/** The files parsed last, by the id of the request that read them (the shown one and a newer one at least). */
const tables = new Map<number, Table>();
const KEEP_TABLES = 3;
/** The last analysis the page shows, the id of its result and of its table. */
let current: { readonly id: number; readonly table: number; readonly analysis: Analysis } | null = null;

/** Keeps `table`, and drops the oldest others beyond `KEEP_TABLES`, never the one the page shows. */
function keep(id: number, table: Table) {
  tables.set(id, table);
  const others = [...tables.keys()].filter((key) => key !== id && key !== current?.table);
  for (const old of others.slice(0, Math.max(0, tables.size - KEEP_TABLES))) tables.delete(old);
}

const post = (message: WorkerResponse) => self.postMessage(message);

/** Progress, at most every 50 ms: the main thread only needs enough to move the bar. */
function reporter(id: number) {
  let last = 0;
  return (phase: Phase, done: number) => {
    const now = performance.now();
    if (done < 1 && now - last < 50) return;
    last = now;
    post({ type: 'progress', id, phase, done });
  };
}

function settle(id: number, tableId: number | null, outcome: Outcome, name: string) {
  if (outcome.ok) {
    const { analysis } = outcome;
    current = { id, table: tableId ?? id, analysis };
    post({
      type: 'result',
      id,
      table: tableId,
      report: reportOf(analysis),
      page: pageOf(analysis.findings, DEFAULT_VIEW, PAGE_SIZE, analysis.printed),
    });
  } else {
    post({ type: 'problem', id, table: tableId, problem: outcome.problem, name });
  }
}

async function handle(request: WorkerRequest) {
  const { id } = request;
  switch (request.type) {
    case 'file': {
      const progress = reporter(id);
      progress('read', 0);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await request.file.arrayBuffer());
      } catch {
        post({ type: 'problem', id, table: null, problem: { kind: 'unreadable' }, name: request.file.name });
        return;
      }
      let read: Awaited<ReturnType<typeof analyseBytes>>;
      try {
        read = await analyseBytes(bytes, request.file.name, progress);
      } catch {
        // A reader that fails on a file it recognised (a damaged workbook or PDF) leaves the page working.
        post({ type: 'problem', id, table: null, problem: { kind: 'unreadable' }, name: request.file.name });
        return;
      }
      if (read.table) keep(id, read.table);
      settle(id, read.table ? id : null, read.outcome, request.file.name);
      return;
    }
    case 'sample': {
      // The contractor's file of the sample pair, from our own origin: the file the product page's dashboard shows.
      const file = samplePairFiles.b;
      const text = await fetch(file.path)
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null);
      if (text === null) {
        post({ type: 'problem', id, table: null, problem: { kind: 'unreadable' }, name: file.name });
        return;
      }
      const table = parseTable(text, { name: file.name, bytes: text.length, sample: true });
      keep(id, table);
      settle(id, id, analyseTable(table, { progress: reporter(id) }), table.source.name);
      return;
    }
    case 'remap': {
      const table = tables.get(request.table);
      if (table) settle(id, request.table, analyseTable(table, { override: request.mapping, progress: reporter(id) }), table.source.name);
      else post({ type: 'problem', id, table: null, problem: { kind: 'unreadable' }, name: '' });
      return;
    }
    case 'page': {
      if (current)
        post({
          type: 'page',
          id,
          result: current.id,
          page: pageOf(current.analysis.findings, request.view, request.limit, current.analysis.printed),
        });
      return;
    }
    case 'csv': {
      const findings = current ? selectFindings(current.analysis.findings, request.view) : [];
      post({ type: 'csv', id, text: Papa.unparse(findingRows(findings, request.labels)) });
      return;
    }
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data);
});
