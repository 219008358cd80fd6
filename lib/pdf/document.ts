/**
 * The text of a PDF and where it is printed, read with Mozilla's pdf.js: the one place the site turns a PDF into
 * positioned text, for every tool. It is loaded only when a PDF is chosen and runs in the calling thread (a tool's Web Worker): its own worker script is imported and
 * handed to it, so it starts no second worker and needs no script address.
 */
import { placeRuns, type PdfJsRun } from './runs';
import type { PdfPage } from './page';
import { TextReadingPort } from './text-port';

export type { PdfPage, TextItem } from './page';

export type PdfText =
  | { readonly ok: true; readonly pages: readonly PdfPage[] }
  | { readonly ok: false; readonly problem: 'pdf-locked' | 'pdf-scanned' | 'unreadable' };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | null = null;
let workerHalf: (typeof import('pdfjs-dist/legacy/build/pdf.worker.mjs'))['WorkerMessageHandler'] | null = null;

/** pdf.js's legacy build, which runs on the browsers the site supports, with its worker code in this thread. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]).then(
    ([pdfjs, worker]) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      workerHalf = worker.WorkerMessageHandler;
      return pdfjs;
    },
  );
  return loading;
}

/** pdf.js's two halves joined in this thread by a channel that does not copy what it carries (text-port.ts). */
function textReadingWorker(pdfjs: PdfJs) {
  const port = new TextReadingPort();
  workerHalf!.initializeFromPort(port);
  const worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0]);
  return {
    worker,
    close() {
      worker.destroy();
      port.terminate();
    },
  };
}

const isPasswordError = (error: unknown) => (error as { name?: string } | null)?.name === 'PasswordException';

/** Reports how much of a document has been read, from 0 to 1, and the pages read of how many. */
export type PdfProgress = (done: number, pages: { readonly read: number; readonly of: number }) => void;

/** Whether any page holds text: a scan or a photo of a document holds none. */
export const hasText = (pages: readonly PdfPage[]) => pages.some((page) => page.items.some((item) => item.text.trim() !== ''));

/** The text of every page of `bytes`; a PDF that asks for a password, or holds no text at all, says so. */
export async function readPdfText(bytes: Uint8Array, progress?: PdfProgress): Promise<PdfText> {
  const pdfjs = await loadPdfJs();
  const halves = textReadingWorker(pdfjs);
  try {
    return await readWith(pdfjs, halves.worker, bytes, progress);
  } finally {
    halves.close();
  }
}

async function readWith(
  pdfjs: PdfJs,
  worker: InstanceType<PdfJs['PDFWorker']>,
  bytes: Uint8Array,
  progress?: PdfProgress,
): Promise<PdfText> {
  // pdf.js takes the buffer it is given; a copy leaves the caller's bytes whole.
  const task = pdfjs.getDocument({ data: bytes.slice(), worker, useWasm: false, verbosity: 0, disableFontFace: true, stopAtErrors: false });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    return { ok: false, problem: isPasswordError(error) ? 'pdf-locked' : 'unreadable' };
  }
  const pages: PdfPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs: PdfJsRun[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const items = placeRuns(runs, width, height);
      pages.push({ number, width, height, items });
      page.cleanup();
      progress?.(number / document.numPages, { read: number, of: document.numPages });
    }
  } finally {
    await document.destroy();
  }
  return hasText(pages) ? { ok: true, pages } : { ok: false, problem: 'pdf-scanned' };
}
