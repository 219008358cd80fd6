/**
 * A small SVG shipped inside the page that it leads, as a data URI: it paints with the page's text instead of
 * a round trip later (the content layer marks a post's leading pictures, components/ui/asset-image.tsx uses it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import svgToTinyDataUri from 'mini-svg-data-uri';

/** Compressed as a CDN serves pages, an SVG this small costs a page less than the round trip it saves. */
const INLINE_SVG_MAX_BYTES = 4096;

// A CDN's on-the-fly level: brotli's default (11) is slow enough to show in the build's time per post.
const cdnBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The SVG at `src` in `publicDir` as a data URI when it is small enough; undefined for a larger one or another kind. */
export function inlineSvg(publicDir: string, src: string): string | undefined {
  if (!src.endsWith('.svg')) return undefined;
  const svg = readFileSync(join(publicDir, decodeURI(src)));
  if (brotliCompressSync(svg, cdnBrotli).length > INLINE_SVG_MAX_BYTES) return undefined;
  // Percent-encoding only what a URL needs (and spaces, which the HTML validator refuses in an address) keeps the
  // picture's text legible to compression: each byte of it is sent twice, in the markup and in React's payload.
  return svgToTinyDataUri.toSrcset(svg.toString('utf8'));
}
