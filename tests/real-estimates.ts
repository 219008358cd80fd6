/**
 * The real estimates of `../shared/real-estimates/` (text runs as pdf.js reads them from real PDFs), read at test
 * time from the first `shared/real-estimates` folder beside the repository or one of its parents, or from
 * `REAL_ESTIMATES_DIR`. They are never copied into the repository.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PdfPage } from '@/lib/estimate/pdf/page';
import { placeRuns, type PdfJsRun } from '@/lib/estimate/pdf/items';

function findFolder(): string {
  const configured = process.env.REAL_ESTIMATES_DIR;
  if (configured) return resolve(configured);
  for (let at = resolve(__dirname, '..'); ; at = dirname(at)) {
    const candidate = join(dirname(at), 'shared', 'real-estimates');
    if (existsSync(candidate)) return candidate;
    if (dirname(at) === at) break;
  }
  throw new Error('No shared/real-estimates folder beside the repository or its parents; set REAL_ESTIMATES_DIR to where it is.');
}

export const realEstimatesFolder = findFolder();

/** The names of the folder's estimates (`*.pdf-text.json`). */
export const realEstimateFiles = () =>
  readdirSync(realEstimatesFolder)
    .filter((name) => name.endsWith('.pdf-text.json'))
    .sort();

interface PdfText {
  readonly pages: readonly {
    readonly number: number;
    readonly width: number;
    readonly height: number;
    readonly items: readonly PdfJsRun[];
  }[];
}

/** One estimate's pages, placed the way the PDF reader places what pdf.js gives it. */
export function realEstimatePages(name: string): PdfPage[] {
  const text = JSON.parse(readFileSync(join(realEstimatesFolder, name), 'utf8')) as PdfText;
  return text.pages.map((page) => ({
    number: page.number,
    width: page.width,
    height: page.height,
    items: placeRuns(page.items, page.width, page.height),
  }));
}
