/// <reference lib="webworker" />
/**
 * The Estimate Comparison's Web Worker: reads each side's file with the Estimator Checker's readers (PDF,
 * exports, workbooks), keeps what it read, and compares the two estimates off the main thread. Nothing leaves
 * the browser; the sample pair is fetched from our own origin.
 */
import Papa from 'papaparse';
import { compareEstimates, type Corrections } from '@/lib/estimate/compare';
import type { ComparisonRequest, ComparisonResponse, SideKey } from '@/lib/estimate/compare/protocol';
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

const post = (message: ComparisonResponse) => self.postMessage(message);

function sameBytes(x: Uint8Array, y: Uint8Array) {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return false;
  return true;
}

/** Reads one side's bytes into its lines, or says why they cannot be read. */
async function readSide(id: number, side: SideKey, name: string, bytes: Uint8Array): Promise<boolean> {
  let last = 0;
  const progress = (phase: 'read' | 'parse' | 'check', done: number) => {
    const now = performance.now();
    if (done < 1 && now - last < 50) return;
    last = now;
    post({ type: 'side', id, side, status: { state: 'reading', name, phase, done } });
  };
  delete sides[side];
  if (bytes.length > MAX_FILE_BYTES) {
    post({ type: 'side', id, side, status: { state: 'problem', name, problem: { kind: 'too-large', bytes: bytes.length } } });
    return false;
  }
  const { extract } = await readEstimate(bytes, name, progress).catch(() => ({ extract: { kind: 'unreadable' } as const }));
  if (isProblem(extract)) {
    post({ type: 'side', id, side, status: { state: 'problem', name, problem: extract } });
    return false;
  }
  sides[side] = { name, bytes, extract };
  post({ type: 'side', id, side, status: { state: 'read', name, lines: extract.lines.length } });
  return true;
}

/** Compares the two sides once both are read. */
function compare(id: number) {
  const { a, b } = sides;
  if (!a || !b) return;
  if (sameBytes(a.bytes, b.bytes)) {
    last = null;
    post({ type: 'same-file', id });
    return;
  }
  last = compareEstimates({ name: a.name, extract: a.extract }, { name: b.name, extract: b.extract }, corrections);
  post({ type: 'result', id, comparison: last, corrections });
}

async function handle(request: ComparisonRequest) {
  const { id } = request;
  switch (request.type) {
    case 'read': {
      const bytes = new Uint8Array(await request.file.arrayBuffer().catch(() => new ArrayBuffer(0)));
      corrections = {};
      if (await readSide(id, request.side, request.file.name, bytes)) compare(id);
      return;
    }
    case 'sample': {
      corrections = {};
      for (const [side, file] of [
        ['a', samplePairFiles.a],
        ['b', samplePairFiles.b],
      ] as const) {
        const bytes = new Uint8Array(await (await fetch(file.path)).arrayBuffer());
        if (!(await readSide(id, side, file.name, bytes))) return;
      }
      compare(id);
      return;
    }
    case 'correct':
      corrections = request.corrections;
      compare(id);
      return;
    case 'csv':
      post({ type: 'csv', id, text: last ? Papa.unparse(comparisonRows(last, request.labels)) : '' });
      return;
  }
}

self.addEventListener('message', (event: MessageEvent<ComparisonRequest>) => {
  void handle(event.data);
});
