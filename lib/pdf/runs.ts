/**
 * From pdf.js's text content to text runs placed as a reader sees the page: x from the left, y from the top,
 * in the direction the text is written. A worksheet printed sideways (its runs rotated a quarter turn, as
 * Xactimate's payment worksheets are) reads like any other page.
 */
import type { TextItem } from './page';

/** What pdf.js's `getTextContent()` gives for a run (`TextItem` in its types). */
export interface PdfJsRun {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly fontName?: string;
}

/**
 * The runs of a page of `width` × `height` (its viewport at scale 1), placed in reading order. A run's angle
 * comes from its transform; the page is read in the direction most of its runs are written.
 */
export function placeRuns(runs: readonly PdfJsRun[], width: number, height: number): TextItem[] {
  const written = runs.filter((run) => run.str.trim() !== '');
  const quarter = (run: PdfJsRun) => {
    const [a = 1, b = 0] = run.transform;
    return (Math.round(Math.atan2(b, a) / (Math.PI / 2)) + 4) % 4;
  };
  const counts = [0, 0, 0, 0];
  for (const run of written) counts[quarter(run)]! += run.str.length;
  const turn = counts.indexOf(Math.max(...counts));
  return written
    .filter((run) => quarter(run) === turn)
    .map((run) => {
      const [a = 1, b = 0, , , e = 0, f = 0] = run.transform;
      const [x, y] = turn === 0 ? [e, height - f] : turn === 1 ? [f, e] : turn === 2 ? [width - e, f] : [width - f, height - e];
      const size = Math.hypot(a, b) || run.height;
      return { text: run.str.replace(/\s+/g, ' '), x, y, width: run.width, size, ...(run.fontName ? { font: run.fontName } : {}) };
    });
}
