/**
 * A page of a PDF drawn as a picture, in a Web Worker: pdf.js (the same legacy build that reads the text,
 * `document.ts`) draws it on an `OffscreenCanvas`, and the picture goes to the page as an `ImageBitmap`, so the
 * main thread only puts it on screen. pdf.js is given canvases and (no) filters made without a DOM, and draws
 * every glyph as a path, so it needs no `document`, no font loading and no script address.
 */
import { loadPdfJs } from './document';
import type { PageGeometry } from './geometry';

export interface DrawnPage extends PageGeometry {
  readonly bitmap: ImageBitmap;
}

/** A browser draws no canvas wider or taller than this, and no picture of more pixels than `MAX_PIXELS`, here. */
const MAX_SIDE = 4096;
const MAX_PIXELS = 12_000_000;

/** pdf.js's canvas factory, for a thread without a DOM. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(Math.max(1, Math.ceil(width)), Math.max(1, Math.ceil(height)));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(entry: { canvas: OffscreenCanvas }, width: number, height: number) {
    entry.canvas.width = Math.max(1, Math.ceil(width));
    entry.canvas.height = Math.max(1, Math.ceil(height));
  }
  destroy(entry: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

/** No SVG filters without a DOM: pdf.js then draws transfer functions and the like without them. */
class NoFilterFactory {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  destroy() {}
}

/** The scale that draws a page `pixelWidth` pixels wide, within what a canvas may hold. */
export function drawingScale(page: { width: number; height: number }, pixelWidth: number): number {
  const wanted = pixelWidth / page.width;
  const bySide = MAX_SIDE / Math.max(page.width, page.height);
  const byArea = Math.sqrt(MAX_PIXELS / (page.width * page.height));
  return Math.max(0.1, Math.min(wanted, bySide, byArea));
}

export interface PdfDrawing {
  /** Draws physical page `number` (1-based) `pixelWidth` pixels wide (or less, within a canvas's limits). */
  draw(number: number, pixelWidth: number): Promise<DrawnPage>;
  close(): Promise<void>;
}

/** Opens `bytes` for drawing (the caller keeps its bytes: pdf.js is given a copy). */
export async function openForDrawing(bytes: Uint8Array): Promise<PdfDrawing> {
  const pdfjs = await loadPdfJs();
  const document = await pdfjs.getDocument({
    data: bytes.slice(),
    useWasm: false,
    verbosity: 0,
    disableFontFace: true,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
  }).promise;
  return {
    async draw(number, pixelWidth) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: drawingScale(base, pixelWidth) });
      const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      page.cleanup();
      return { bitmap: canvas.transferToImageBitmap(), width: base.width, height: base.height, transform: [...base.transform] };
    },
    close: () => document.destroy(),
  };
}
