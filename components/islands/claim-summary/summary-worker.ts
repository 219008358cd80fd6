/// <reference lib="webworker" />
/**
 * The Claim Summary Builder's Web Worker: reads each file added to a slot with the readers the other free tools
 * use (lib/claim-summary/read.ts: the policy reader, the estimate readers, pdf.js), keeps the two estimates and
 * compares them once both are read. It sends the page each file's record and proposals, and the comparison's.
 * Nothing leaves the browser.
 */
import type { SummaryRequest, SummaryResponse } from '@/lib/claim-summary/protocol';
import { compareSides, readSlotFile } from '@/lib/claim-summary/read';
import type { Extract } from '@/lib/estimate/types';

declare const self: DedicatedWorkerGlobalScope;

interface Read {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly extract: Extract;
}

const estimates: { carrier?: Read; own?: Read } = {};
/** The newest read of each slot: a file replaced while it is read is dropped. */
const newest: Partial<Record<SummaryRequest['slot'], number>> = {};

const post = (message: SummaryResponse) => self.postMessage(message);

const same = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((byte, i) => byte === y[i]);

async function handle(request: SummaryRequest) {
  const { id, slot } = request;
  newest[slot] = id;
  if (slot !== 'policy') delete estimates[slot];
  if (request.type === 'forget') return;
  const bytes = new Uint8Array(await request.file.arrayBuffer().catch(() => new ArrayBuffer(0)));
  let last = 0;
  const reading = await readSlotFile(slot, request.file.name, bytes, (done) => {
    const now = performance.now();
    if (newest[slot] !== id || (done < 1 && now - last < 80)) return;
    last = now;
    post({ type: 'progress', id, slot, done });
  }).catch(() => null);
  if (newest[slot] !== id) return;
  if (!reading) {
    post({
      type: 'read',
      id,
      slot,
      record: { slot, name: request.file.name, bytes: bytes.length, kind: null, problem: { kind: 'unreadable' } },
      proposals: [],
    });
    return;
  }
  if (slot === 'policy' || !reading.extract) {
    post({ type: 'read', id, slot, record: reading.record, proposals: reading.proposals });
    return;
  }
  const other = estimates[slot === 'carrier' ? 'own' : 'carrier'];
  if (other && same(other.bytes, bytes)) {
    post({ type: 'read', id, slot, record: { ...reading.record, problem: { kind: 'same-file' } }, proposals: [] });
    return;
  }
  estimates[slot] = { name: request.file.name, bytes, extract: reading.extract };
  post({ type: 'read', id, slot, record: reading.record, proposals: reading.proposals });
  const { carrier, own } = estimates;
  if (carrier && own) {
    const proposals = compareSides({
      carrier: { file: carrier.name, extract: carrier.extract },
      own: { file: own.name, extract: own.extract },
    });
    post({ type: 'compared', id, proposals });
  }
}

// One file at a time, in the order they were added: each read waits for the one before.
let queue = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<SummaryRequest>) => {
  queue = queue.then(() => handle(event.data));
});
