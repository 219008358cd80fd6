import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHtml, type CheerioAPI } from '../../scripts/lib/html';

const parsed = new Map<string, CheerioAPI>();

/**
 * The exported HTML of a page, as the preview serves it, parsed once per process: several spec files read every
 * page to plan their tests as they load, and each of Playwright's processes loads them. Read only.
 */
export function exportedPage(path: string): CheerioAPI {
  let $ = parsed.get(path);
  if (!$) {
    $ = parseHtml(readFileSync(join(process.cwd(), 'out', `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8'));
    parsed.set(path, $);
  }
  return $;
}
