/** pdf.js ships no types for its worker script: what lib/pdf/document.ts calls of it. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  /** Sets up pdf.js's worker half on a channel whose other end is the API's `PDFWorker({ port })`. */
  export const WorkerMessageHandler: { initializeFromPort(port: object): void };
}
