import type { CheerioAPI } from '../../scripts/lib/html';
import { page$ } from '../export/exported';

const parsed = new Map<string, CheerioAPI>();

/**
 * The exported HTML of a page, as the preview serves it, parsed once per process: several spec files read every
 * page to plan their tests as they load, and each of Playwright's processes loads them. Read only.
 */
export function exportedPage(path: string): CheerioAPI {
  let $ = parsed.get(path);
  if (!$) {
    $ = page$(path);
    parsed.set(path, $);
  }
  return $;
}
