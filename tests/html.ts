/**
 * What the tests read from exported HTML: the head's meta tags, canonical URL and JSON-LD, a sitemap, a PNG's
 * size. The parser is the build's (scripts/lib/html.ts), so a test sees a page as the post-build did.
 */
import { imageSize } from 'image-size';
import { load, type CheerioAPI } from 'cheerio';
import { parseHtml, policySources, type InlineSources } from '@/scripts/lib/html';

export { parseHtml } from '@/scripts/lib/html';

const documentOf = (html: string | CheerioAPI) => (typeof html === 'string' ? parseHtml(html) : html);

/** Parses an XML document (a sitemap). */
export const parseXml = (xml: string): CheerioAPI => load(xml, { xml: true });

/** The `content` of every `<meta>` in the head whose `property`, `name` or `http-equiv` is `key` (any case). */
export function metaContents(html: string | CheerioAPI, key: string): string[] {
  const wanted = key.toLowerCase();
  return documentOf(html)('head meta[content]')
    .toArray()
    .filter((meta) => (meta.attribs.property ?? meta.attribs.name ?? meta.attribs['http-equiv'])?.toLowerCase() === wanted)
    .map((meta) => meta.attribs.content ?? '');
}

export const metaContent = (html: string | CheerioAPI, key: string): string | undefined => metaContents(html, key)[0];

/** The page's canonical URL, if it names one. */
export const canonicalOf = (html: string | CheerioAPI): string | undefined =>
  documentOf(html)('head link[rel="canonical"]').first().attr('href');

/** The raw text of every `<script type="application/ld+json">`. */
export function jsonLdTexts(html: string | CheerioAPI): string[] {
  const $ = documentOf(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => $(script).text());
}

/** The inline scripts, style elements and style attributes of a page, as its policy must allow them. */
export const inlineSources = (html: string): InlineSources => policySources(html).inline;

/** Whether two absolute URLs name the same resource ("https://host" and "https://host/" do). */
export function sameUrl(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** A PNG's width and height; throws when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const { type, width, height } = imageSize(bytes);
  if (type !== 'png') throw new Error(`Not a PNG (${type})`);
  return { width, height };
}

/** The source offsets `[start, end)` of each element `selector` matches. */
export function sourceRanges($: CheerioAPI, selector: string): Array<[number, number]> {
  return $(selector)
    .toArray()
    .map((element) => [element.startIndex ?? -1, (element.endIndex ?? -2) + 1]);
}
