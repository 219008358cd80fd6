/**
 * The real estimates of `../shared/real-estimates/` (text runs as pdf.js reads them from real PDFs), read at test
 * time from `REAL_ESTIMATES_DIR`, or the first `shared/real-estimates` folder beside the repository or one of its
 * parents — or beside the repository it was cloned from, for a clone made elsewhere (CI clones into a temporary
 * folder). They are never copied into the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PdfPage } from '@/lib/pdf/page';
import { placeRuns, type PdfJsRun } from '@/lib/pdf/runs';

/** The first `shared/real-estimates` beside `folder` or one of its parents. */
function besideOrAbove(folder: string): string | null {
  for (let at = folder; ; at = dirname(at)) {
    const candidate = join(dirname(at), 'shared', 'real-estimates');
    if (existsSync(candidate)) return candidate;
    if (dirname(at) === at) return null;
  }
}

/** The folder this repository was cloned from, when it was cloned from a folder on this machine. */
function clonedFrom(repository: string): string | null {
  try {
    const origin = execFileSync('git', ['-C', repository, 'config', '--get', 'remote.origin.url'], { encoding: 'utf8' }).trim();
    const path = origin.replace(/^file:\/\//, '');
    return path.startsWith('/') && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function findFolder(): string {
  const configured = process.env.REAL_ESTIMATES_DIR;
  if (configured) return resolve(configured);
  const repository = resolve(__dirname, '..');
  const origin = clonedFrom(repository);
  const found = besideOrAbove(repository) ?? (origin ? besideOrAbove(origin) : null);
  if (found) return found;
  throw new Error(
    'No shared/real-estimates folder beside the repository, its parents or the repository it was cloned from; set REAL_ESTIMATES_DIR to where it is.',
  );
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
