/// <reference lib="webworker" />
/**
 * The Policy Highlighter's Web Worker: reads the PDFs of one policy with pdf.js and the policy reader off the main
 * thread, keeps the bytes of the reading on screen, and draws one of its pages as a picture when the page view asks
 * (`lib/pdf/render.ts`). Started by `use-policy-worker.ts` when the visitor first chooses a file or the sample, so
 * none of its code (nor pdf.js, which it imports only then) loads with the page.
 */
import { loadPdfJs, readPdfText, type PdfPage } from '@/lib/pdf/document';
import { openForDrawing, type PdfDrawing } from '@/lib/pdf/render';
import {
  distinctNames,
  isPdf,
  isPolicyDocument,
  notPolicyProblems,
  refusalBySize,
  SAMPLE_POLICY,
  type PolicyInputProblem,
} from '@/lib/policy/input';
import { readPolicy, type PolicyInput } from '@/lib/policy/read';
import type { PageSizes, ReadingParts, ReadPhase, WorkerRequest, WorkerResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: WorkerResponse, transfer: Transferable[] = []) => self.postMessage(message, transfer);

/** The bytes of the files of the reading on screen, by document name, and the id of the request it answered. */
let shown: { readonly id: number; readonly files: ReadonlyMap<string, Uint8Array> } | null = null;
/** The document last opened for drawing: pages of one document are usually looked at one after another. */
let drawing: { readonly result: number; readonly document: string; readonly pdf: Promise<PdfDrawing> } | null = null;

/** The newest reading asked for: an older one still under way when it arrives is dropped, its bytes not kept. */
let newest = 0;

/** Progress, at most every 50 ms: the main thread only needs enough to move the bar. */
function reporter(id: number) {
  let last = 0;
  return (phase: ReadPhase, done: number, total: number) => {
    const now = performance.now();
    if (phase === 'pages' && done < total && now - last < 50) return;
    last = now;
    post({ type: 'progress', id, phase, done, total });
  };
}

async function read(id: number, files: readonly { name: string; bytes: () => Promise<Uint8Array>; size: number }[], sample = false) {
  const progress = reporter(id);
  progress('open', 0, files.length);
  const problems: PolicyInputProblem[] = [];
  const inputs: PolicyInput[] = [];
  const kept = new Map<string, Uint8Array>();
  const sizes: Record<string, [number, number][]> = {};
  const names = distinctNames(files.map((file) => file.name));
  for (const [index, file] of files.entries()) {
    const name = names[index]!;
    const refused = refusalBySize(name, file.size);
    if (refused) {
      problems.push(refused);
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = await file.bytes();
    } catch {
      problems.push({ name, kind: 'unreadable' });
      continue;
    }
    if (!isPdf(bytes)) {
      problems.push({ name, kind: 'not-pdf' });
      continue;
    }
    let text: Awaited<ReturnType<typeof readPdfText>>;
    try {
      text = await readPdfText(bytes, (_, pages) => progress('pages', pages.read, pages.of));
    } catch {
      text = { ok: false, problem: 'unreadable' };
    }
    if (!text.ok) {
      problems.push({ name, kind: text.problem });
      continue;
    }
    inputs.push({ name, pages: text.pages });
    kept.set(name, bytes);
    sizes[name] = text.pages.map((page: PdfPage) => [page.width, page.height]);
  }
  if (id !== newest) return;
  if (inputs.length === 0) {
    post({ type: 'problem', id, problems });
    return;
  }
  progress('read', 0, 1);
  let reading: ReturnType<typeof readPolicy>;
  try {
    reading = readPolicy(inputs);
  } catch {
    post({ type: 'problem', id, problems: [...problems, ...inputs.map((input) => ({ name: input.name, kind: 'unreadable' as const }))] });
    return;
  }
  if (id !== newest) return;
  const notPolicy = notPolicyProblems(reading);
  if (!reading.documents.some(isPolicyDocument)) {
    post({ type: 'problem', id, problems: [...problems, ...notPolicy] });
    return;
  }
  shown = { id, files: kept };
  void closeDrawing();
  const parts = Object.fromEntries(Object.entries(reading).map(([part, value]) => [part, JSON.stringify(value)])) as ReadingParts;
  post({ type: 'result', id, reading: parts, problems: [...problems, ...notPolicy], sizes: sizes as PageSizes, sample });
}

async function closeDrawing() {
  const open = drawing;
  drawing = null;
  if (open) await (await open.pdf.catch(() => null))?.close();
}

async function draw(request: Extract<WorkerRequest, { type: 'draw' }>) {
  const bytes = shown?.id === request.result ? shown.files.get(request.document) : undefined;
  if (!bytes) return post({ type: 'page-failed', id: request.id });
  try {
    if (!drawing || drawing.result !== request.result || drawing.document !== request.document) {
      await closeDrawing();
      drawing = { result: request.result, document: request.document, pdf: openForDrawing(bytes) };
    }
    const page = await (await drawing.pdf).draw(request.page, request.pixelWidth);
    post({ type: 'page', id: request.id, ...page }, [page.bitmap]);
  } catch {
    post({ type: 'page-failed', id: request.id });
  }
}

async function handle(request: WorkerRequest) {
  if (request.type === 'files' || request.type === 'sample') {
    newest = request.id;
    // pdf.js loads while the files' bytes are read or the sample is fetched.
    void loadPdfJs().catch(() => undefined);
  }
  switch (request.type) {
    case 'warm':
      // Loaded and compiled while the visitor picks the files; reading them starts with it ready.
      await loadPdfJs().catch(() => undefined);
      return;
    case 'files':
      return read(
        request.id,
        request.files.map((file) => ({ name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) })),
      );
    case 'sample': {
      // From our own origin: the sample the page offers, written by scripts/data/policy-corpus/sample.mjs.
      const bytes = await fetch(SAMPLE_POLICY.path)
        .then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : null))
        .catch(() => null);
      if (request.id !== newest) return;
      if (!bytes) return post({ type: 'problem', id: request.id, problems: [{ name: SAMPLE_POLICY.name, kind: 'unreadable' }] });
      return read(request.id, [{ name: SAMPLE_POLICY.name, size: bytes.length, bytes: async () => bytes }], true);
    }
    case 'draw':
      return draw(request);
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data);
});
