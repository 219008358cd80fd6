/** pdf.js ships no types for its worker script; a tool only hands the module to pdf.js. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
