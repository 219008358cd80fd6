/**
 * The folders of real documents kept beside the repository (`../shared/<name>/`: text runs as pdf.js reads them
 * from real PDFs), found at test time: from an environment variable, or the first `shared/<name>` folder beside
 * the repository or one of its parents — or beside the repository it was cloned from, for a clone made elsewhere
 * (CI clones into a temporary folder). They are never copied into the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PdfPage } from '@/lib/pdf/page';
import { placeRuns, type PdfJsRun } from '@/lib/pdf/runs';

/** The first `shared/<name>` beside `folder` or one of its parents. */
function besideOrAbove(folder: string, name: string): string | null {
  for (let at = folder; ; at = dirname(at)) {
    const candidate = join(dirname(at), 'shared', name);
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

/** The `shared/<name>` folder, or the folder `variable` names. */
export function sharedFolder(name: string, variable: string): string {
  const configured = process.env[variable];
  if (configured) return resolve(configured);
  const repository = resolve(__dirname, '..');
  const origin = clonedFrom(repository);
  const found = besideOrAbove(repository, name) ?? (origin ? besideOrAbove(origin, name) : null);
  if (found) return found;
  throw new Error(
    `No shared/${name} folder beside the repository, its parents or the repository it was cloned from; set ${variable} to where it is.`,
  );
}

/** The names of a folder's documents (`*.pdf-text.json`). */
export const pdfTextFiles = (folder: string) =>
  readdirSync(folder)
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

/** One document's pages, placed the way the PDF reader places what pdf.js gives it. */
export function pdfTextPages(folder: string, name: string): PdfPage[] {
  const text = JSON.parse(readFileSync(join(folder, name), 'utf8')) as PdfText;
  return text.pages.map((page) => ({
    number: page.number,
    width: page.width,
    height: page.height,
    items: placeRuns(page.items, page.width, page.height),
  }));
}
