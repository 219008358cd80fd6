/// <reference lib="webworker" />
/**
 * The Estimate Comparison's Web Worker: reads each side's file with the Estimator Checker's readers (PDF,
 * exports, workbooks), keeps what it read, and compares the two estimates off the main thread. Nothing leaves
 * the browser; the sample pair is fetched from our own origin.
 */
import Papa from 'papaparse';
import { compareEstimates, type Corrections } from '@/lib/estimate/compare';
import { PAIRS_SHOWN, type ComparisonRequest, type ComparisonResponse, type SideKey } from '@/lib/estimate/compare/protocol';
import { shownComparison } from '@/lib/estimate/compare/shown';
import { comparisonRows } from '@/lib/estimate/compare/view';
import { MAX_FILE_BYTES } from '@/lib/estimate/input';
import { isProblem, readEstimate } from '@/lib/estimate/readers';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import type { Extract } from '@/lib/estimate/types';

declare const self: DedicatedWorkerGlobalScope;

interface Read {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly extract: Extract;
}

const sides: Partial<Record<SideKey, Read>> = {};
let corrections: Corrections = {};
let last: ReturnType<typeof compareEstimates> | null = null;
/** How many line pairs the page shows; the rest stay here (the download holds them all). */
let rows = PAIRS_SHOWN;
/**
 * The newest request, whose id every comparison is sent with (it is made from all the requests so far), and the
 * read each side is waiting for: a side chosen again while its last file is still being read drops that file.
 */
let newest = 0;
const reading: Partial<Record<SideKey, number>> = {};

const post = (message: ComparisonResponse) => self.postMessage(message);

function sameBytes(x: Uint8Array, y: Uint8Array) {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return false;
  return true;
}

/** Reads one side's bytes into its lines, or says why they cannot be read; false too when a newer file replaced it. */
async function readSide(id: number, side: SideKey, name: string, bytes: Uint8Array): Promise<boolean> {
  let last = 0;
  const progress = (phase: 'read' | 'parse' | 'check', done: number) => {
    const now = performance.now();
    if (reading[side] !== id || (done < 1 && now - last < 50)) return;
    last = now;
    post({ type: 'side', id, side, status: { state: 'reading', name, phase, done } });
  };
  delete sides[side];
  if (bytes.length > MAX_FILE_BYTES) {
    post({ type: 'side', id, side, status: { state: 'problem', name, problem: { kind: 'too-large', bytes: bytes.length } } });
    return false;
  }
  const { extract } = await readEstimate(bytes, name, progress).catch(() => ({ extract: { kind: 'unreadable' } as const }));
  if (reading[side] !== id) return false;
  if (isProblem(extract)) {
    post({ type: 'side', id, side, status: { state: 'problem', name, problem: extract } });
    return false;
  }
  sides[side] = { name, bytes, extract };
  const unpriced = extract.skipped.filter((row) => row.reason.kind === 'unpriced').length;
  post({ type: 'side', id, side, status: { state: 'read', name, lines: extract.lines.length + unpriced, unpriced } });
  return true;
}

/** Compares the two sides once both are read. */
function compare() {
  const id = newest;
  const { a, b } = sides;
  if (!a || !b) return;
  if (sameBytes(a.bytes, b.bytes)) {
    last = null;
    post({ type: 'same-file', id });
    return;
  }
  last = compareEstimates({ name: a.name, extract: a.extract }, { name: b.name, extract: b.extract }, corrections);
  post({ type: 'result', id, comparison: shownComparison(last, rows), corrections });
}

async function handle(request: ComparisonRequest) {
  const { id } = request;
  newest = Math.max(newest, id);
  switch (request.type) {
    case 'read': {
      reading[request.side] = id;
      const bytes = new Uint8Array(await request.file.arrayBuffer().catch(() => new ArrayBuffer(0)));
      corrections = {};
      rows = PAIRS_SHOWN;
      if (await readSide(id, request.side, request.file.name, bytes)) compare();
      return;
    }
    case 'sample': {
      reading.a = id;
      reading.b = id;
      corrections = {};
      rows = PAIRS_SHOWN;
      for (const [side, file] of [
        ['a', samplePairFiles.a],
        ['b', samplePairFiles.b],
      ] as const) {
        const bytes = new Uint8Array(await (await fetch(file.path)).arrayBuffer());
        if (!(await readSide(id, side, file.name, bytes))) return;
      }
      compare();
      return;
    }
    case 'correct':
      corrections = request.corrections;
      compare();
      return;
    case 'rows':
      rows = request.rows;
      if (last) post({ type: 'result', id, comparison: shownComparison(last, rows), corrections });
      return;
    case 'csv':
      post({ type: 'csv', id, text: last ? Papa.unparse(comparisonRows(last, request.labels)) : '' });
      return;
  }
}

self.addEventListener('message', (event: MessageEvent<ComparisonRequest>) => {
  void handle(event.data);
});
