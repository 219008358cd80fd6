/**
 * The built export as the host serves it: each page's HTML, read from `out/`, and what the host answers to a
 * path (`scripts/lib/host.mjs`, the routing the preview server uses), without a server or a browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHtml, type CheerioAPI } from '@/scripts/lib/html';
import { compileHostConfig, routeRequest } from '../../scripts/lib/host.mjs';

export const outDir = join(__dirname, '../../out');

if (!existsSync(join(outDir, 'index.html'))) throw new Error('No export in out/: run "npm run build" first.');

const host = compileHostConfig(JSON.parse(readFileSync(join(__dirname, '../../vercel.json'), 'utf8')));

export type Answer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'file'; readonly status: number; readonly file: string; readonly headers: Readonly<Record<string, string>> };

/** What the host answers to `path` (with its query). */
export const serve = (path: string): Promise<Answer> => routeRequest(host, outDir, new URL(path, 'http://localhost'));

const pages = new Map<string, string>();

/** The HTML the host serves for a page's path. */
export function pageHtml(path: string): string {
  let html = pages.get(path);
  if (html === undefined) {
    html = readFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
    pages.set(path, html);
  }
  return html;
}

export const page$ = (path: string): CheerioAPI => parseHtml(pageHtml(path));

/** A file of the export by its URL path (`/og/home.png`). */
export const exportedFile = (path: string): Buffer => readFileSync(join(outDir, decodeURIComponent(path)));

/** Text as a reader sees it: each run of white space one space, none at either end. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
