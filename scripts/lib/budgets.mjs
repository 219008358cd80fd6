/**
 * The size and markup budgets of the built export (checked by scripts/check-budgets.mjs, reported by the
 * bench). Deterministic byte counts, never timings: those belong in `npm run bench`.
 */
export const BUDGETS = {
  /** Gzipped bytes of the scripts one page references. */
  jsBytes: 200 * 1024,
  /** Gzipped bytes of all stylesheets. */
  cssBytes: 25 * 1024,
  imageBytes: 200 * 1024,
  clipBytes: 600 * 1024,
  preloadedFonts: 2,
};
