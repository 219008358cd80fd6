#!/usr/bin/env node
/**
 * A phone-sized copy of every poster and still screen: `<name>-800.webp` beside `<name>.webp`, scaled from it.
 * 800 px covers a phone's full-width image at 2× density; the images' `srcset` (content/media.ts) lets the
 * browser pick it, so a product hero on a phone downloads half the bytes.
 *
 *   node scripts/media/small-stills.mjs      (also run at the end of scripts/media/render.mjs)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SMALL_WIDTH = 800;

const media = resolve(fileURLToPath(new URL('../../public/media', import.meta.url)));

/** Writes the small copy of each full-size WebP in posters/ and screens/. */
export function writeSmallStills() {
  for (const folder of ['posters', 'screens']) {
    const dir = join(media, folder);
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.webp') || name.endsWith(`-${SMALL_WIDTH}.webp`)) continue;
      const small = join(dir, name.replace(/\.webp$/, `-${SMALL_WIDTH}.webp`));
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        join(dir, name),
        '-vf',
        `scale=${SMALL_WIDTH}:-1`,
        '-c:v',
        'libwebp',
        '-quality',
        '78',
        '-compression_level',
        '6',
        small,
      ]);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeSmallStills();
