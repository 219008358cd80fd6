#!/usr/bin/env node
/**
 * A small, soft copy of every poster and still screen, as data URIs in content/media-previews.json: a product
 * hero paints it with the page's text while the picture itself is still on its way (components/ui/asset-image.tsx).
 * Wider than the hero on any phone, so the sharp picture, the same size on screen, stays the largest paint
 * the browser reports at the first; docs/performance.md ("The first screen") has the measurements.
 *
 *   node scripts/media/previews.mjs      (also run at the end of scripts/media/render.mjs)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMALL_WIDTH } from './small-stills.mjs';

/** Wider than a large phone's full-width hero (430 px): a smaller copy would count as a smaller paint. */
const PREVIEW_WIDTH = 440;
/** Blurred before encoding: a placeholder need not show detail, and detail is what its bytes pay for. */
const PREVIEW_BLUR = 1.5;
const PREVIEW_QUALITY = '10';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const media = join(root, 'public', 'media');
const previewsFile = join(root, 'content', 'media-previews.json');

/** Writes the preview of each full-size WebP in posters/ and screens/, keyed by its public path. */
export function writePreviews() {
  const scratch = mkdtempSync(join(tmpdir(), 'previews-'));
  const previews = {};
  try {
    for (const folder of ['posters', 'screens']) {
      for (const name of readdirSync(join(media, folder)).sort()) {
        if (!name.endsWith('.webp') || name.endsWith(`-${SMALL_WIDTH}.webp`)) continue;
        const file = join(scratch, name);
        const filters = `scale=${PREVIEW_WIDTH}:-1,gblur=sigma=${PREVIEW_BLUR}`;
        execFileSync('ffmpeg', [
          '-y',
          '-loglevel',
          'error',
          '-i',
          join(media, folder, name),
          '-vf',
          filters,
          '-c:v',
          'libwebp',
          '-quality',
          PREVIEW_QUALITY,
          file,
        ]);
        previews[`/media/${folder}/${name}`] = `data:image/webp;base64,${readFileSync(file).toString('base64')}`;
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  writeFileSync(previewsFile, `${JSON.stringify(previews, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writePreviews();
