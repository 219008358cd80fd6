/**
 * Reading exported HTML: the one module that parses it. The post-build steps (Open Graph images, sitemap,
 * CSP), the budgets, the bench and the tests take what a page says about itself from here, so a page added
 * later, including one generated from content, is covered by what it already declares.
 *
 * The parser is htmlparser2 through cheerio: a real tokenizer (raw text of scripts and styles, comments,
 * quoted and unquoted attributes, character references), 5–20× faster than parse5 on our pages, which
 * matters when a build has a thousand posts. It records where each element starts and ends in the source,
 * so a step that inserts markup (the CSP meta tag) splices the original text and never re-serialises it:
 * the bytes of every inline script stay exactly those the hashes were taken over.
 */
import { load, type CheerioAPI } from 'cheerio';
import { Parser } from 'htmlparser2';

export type { CheerioAPI };

/** Parses a document, keeping the source offsets of every node (`startIndex`, `endIndex`, inclusive). */
export function parseHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, withStartIndices: true, withEndIndices: true } });
}

/** Parses an XML document (a sitemap, an SVG). */
export function parseXml(xml: string): CheerioAPI {
  return load(xml, { xml: true });
}

/** One element directly inside an SVG's root: its name and its source text, as written. */
export interface SvgChild {
  readonly name: string;
  readonly source: string;
}

/** An SVG read in one pass: the root's start tag and children as source text, and every `<path>`'s outline. */
export interface SvgParts {
  /** The root's start tag, as written (`<svg …>`). */
  readonly open: string;
  /** The root's attributes. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly SvgChild[];
  /** `d` and `transform` of every `<path>`, at any depth, in document order. */
  readonly paths: readonly { readonly d: string; readonly transform?: string }[];
}

/**
 * Reads an SVG (satori's output, an Open Graph card) with the XML tokenizer, without building a document:
 * the cards are read once per title size tried, and this is a fraction of a `parseXml`.
 */
export function svgParts(svg: string): SvgParts {
  const children: SvgChild[] = [];
  const paths: { d: string; transform?: string }[] = [];
  let open = '';
  let attributes: Record<string, string> = {};
  let depth = 0;
  let childStart = -1;
  let childName = '';
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        if (depth === 0) [open, attributes] = [svg.slice(parser.startIndex, parser.endIndex + 1), attribs];
        else if (depth === 1) [childStart, childName] = [parser.startIndex, name];
        if (name === 'path')
          paths.push(attribs.transform === undefined ? { d: attribs.d ?? '' } : { d: attribs.d ?? '', transform: attribs.transform });
        depth += 1;
      },
      onclosetag() {
        depth -= 1;
        if (depth === 1) children.push({ name: childName, source: svg.slice(childStart, parser.endIndex + 1) });
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  if (!open.startsWith('<')) throw new Error('Not an SVG document');
  return { open, attributes, children, paths };
}

/** `value` for a double-quoted attribute of HTML or XML (SVG): `&`, `"` and `<` escaped. */
export const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const documentOf = (html: string | CheerioAPI) => (typeof html === 'string' ? parseHtml(html) : html);

/**
 * Where the head of `html` ends: just past its end tag, or where the tag that closes it implicitly (`<body>`,
 * `</html>`) starts; the whole length when it never closes. Found by the tokenizer, which stops there.
 */
function headEnd(html: string): number {
  let end: number | undefined;
  const parser: Parser = new Parser(
    {
      onclosetag(name, isImplied) {
        if (name !== 'head' || end !== undefined) return;
        end = isImplied ? parser.startIndex : parser.endIndex + 1;
        parser.pause();
      },
    },
    { xmlMode: false },
  );
  parser.write(html);
  return end ?? html.length;
}

/**
 * The document up to the end of its head, parsed as `parseHtml` parses the whole (same nodes, same offsets):
 * what the head says costs a tenth of a full parse on a page whose body carries the page's data.
 */
export function parseHead(html: string): CheerioAPI {
  return parseHtml(html.slice(0, headEnd(html)));
}

const headOf = (html: string | CheerioAPI) => (typeof html === 'string' ? parseHead(html) : html);

/** What a page's head says: title, robots, canonical and its Open Graph and Twitter properties. */
export interface HeadInfo {
  title?: string;
  robots?: string;
  canonical?: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

export function headInfo(html: string | CheerioAPI): HeadInfo {
  const $ = headOf(html);
  const info: HeadInfo = { og: {}, twitter: {} };
  const title = $('head > title').first();
  if (title.length > 0) info.title = title.text();
  $('head meta[content]').each((_, meta) => {
    const key = meta.attribs.property ?? meta.attribs.name;
    const content = meta.attribs.content ?? '';
    if (!key) return;
    if (key === 'robots') info.robots ??= content;
    else if (key.startsWith('og:')) info.og[key.slice(3)] ??= content;
    else if (key.startsWith('twitter:')) info.twitter[key.slice(8)] ??= content;
  });
  info.canonical = $('head link[rel="canonical"]').first().attr('href');
  return info;
}

/** The `content` of every `<meta>` in the head whose `property`, `name` or `http-equiv` is `key` (any case). */
export function metaContents(html: string | CheerioAPI, key: string): string[] {
  const $ = headOf(html);
  const wanted = key.toLowerCase();
  return $('head meta[content]')
    .toArray()
    .filter((meta) => {
      const name = meta.attribs.property ?? meta.attribs.name ?? meta.attribs['http-equiv'];
      return name?.toLowerCase() === wanted;
    })
    .map((meta) => meta.attribs.content ?? '');
}

export const metaContent = (html: string | CheerioAPI, key: string): string | undefined => metaContents(html, key)[0];

/** The page's canonical URL, if it names one. */
export const canonicalOf = (html: string | CheerioAPI): string | undefined =>
  headOf(html)('head link[rel="canonical"]').first().attr('href');

/** The raw text of every `<script type="application/ld+json">`. */
export function jsonLdTexts(html: string | CheerioAPI): string[] {
  const $ = documentOf(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => $(script).text());
}

/** The `src` of each classic or module script a page loads, once each (not `nomodule` fallbacks). */
export function scriptSources(html: string): string[] {
  return [...policySources(html).scriptSources];
}

/** The inline code of one exported page, as the browser will see it. */
export interface InlineSources {
  /** Text of each inline classic or module `<script>` (data blocks such as JSON-LD excluded). */
  readonly scripts: readonly string[];
  /** Text of each `<style>` element. */
  readonly styles: readonly string[];
  /** Value of each `style="…"` attribute, decoded. */
  readonly styleAttributes: readonly string[];
}

const jsTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** What a page's Content-Security-Policy must allow, and where its tag goes. */
export interface PolicySources {
  readonly inline: InlineSources;
  /** Source ranges `[start, end)` of each `<meta http-equiv="Content-Security-Policy">` already in the page. */
  readonly policies: ReadonlyArray<readonly [number, number]>;
  /**
   * Where a tag that must come first in the head goes: right after `head > meta[charset]`, else before the
   * head's first node; -1 when there is no head (or an empty one).
   */
  readonly headStart: number;
  /** Where the first `<script>` or `<link as="script">` starts, or -1. */
  readonly firstScript: number;
  /** The `src` of each classic or module script the page loads, once each (not `nomodule` fallbacks). */
  readonly scriptSources: readonly string[];
}

/**
 * Reads a page once, as a stream of tags (htmlparser2's tokenizer, the one cheerio builds its tree from, so
 * texts, attributes and offsets are the same), without building a tree: the post-build does this for every
 * page of a large site, and a tree of the whole body cost 1.6 times as long (5.3 against 3.2 ms a post page,
 * hashing included) for the same facts.
 */
export function policySources(html: string): PolicySources {
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];
  const policies: Array<[number, number]> = [];
  const sources = new Set<string>();
  const open: string[] = [];
  let raw: { list: string[]; text: string } | null = null;
  let rangeStart = -1;
  let headFirst = -1;
  let charsetStart = -1;
  let charsetEnd = -1;
  let firstScript = -1;
  const firstInHead = () => {
    if (headFirst < 0 && open.at(-1) === 'head') headFirst = parser.startIndex;
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        firstInHead();
        const start = parser.startIndex;
        if ('style' in attributes) styleAttributes.push(attributes.style ?? '');
        if (name === 'meta') {
          if ((attributes['http-equiv'] ?? '').toLowerCase() === 'content-security-policy') rangeStart = start;
          else if ('charset' in attributes && open.at(-1) === 'head' && charsetStart < 0) charsetStart = start;
        } else if (name === 'script' || (name === 'link' && attributes.as === 'script')) {
          if (firstScript < 0) firstScript = start;
          if (name === 'script' && attributes.src && !('nomodule' in attributes)) sources.add(attributes.src);
          if (name === 'script' && !('src' in attributes) && jsTypes.has((attributes.type ?? '').trim().toLowerCase()))
            raw = { list: scripts, text: '' };
        } else if (name === 'style') raw = { list: styles, text: '' };
        open.push(name);
      },
      ontext(text) {
        firstInHead();
        if (raw) raw.text += text;
      },
      oncomment() {
        firstInHead();
      },
      onclosetag(name) {
        open.pop();
        if (raw && (name === 'script' || name === 'style')) {
          raw.list.push(raw.text);
          raw = null;
        }
        if (name !== 'meta') return;
        if (rangeStart >= 0) policies.push([rangeStart, parser.endIndex + 1]);
        else if (charsetStart >= 0 && charsetEnd < 0) charsetEnd = parser.endIndex + 1;
        rangeStart = -1;
      },
    },
    { xmlMode: false },
  );
  parser.end(html);
  return {
    inline: { scripts, styles, styleAttributes },
    policies,
    headStart: charsetEnd >= 0 ? charsetEnd : headFirst,
    firstScript,
    scriptSources: [...sources],
  };
}

/** Finds the inline scripts, style elements and style attributes of a document. */
export function inlineSources(html: string): InlineSources {
  return policySources(html).inline;
}

/** The source offsets `[start, end)` of each element `selector` matches. */
export function sourceRanges($: CheerioAPI, selector: string): Array<[number, number]> {
  return $(selector)
    .toArray()
    .map((element) => [element.startIndex ?? -1, (element.endIndex ?? -2) + 1]);
}

/** `html` without the source ranges `[start, end)` (in document order, as `sourceRanges` gives them). */
export function withoutRanges(html: string, ranges: ReadonlyArray<readonly [number, number]>): string {
  let out = html;
  for (const [start, end] of ranges.filter(([from]) => from >= 0).reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** `html` without the elements `selector` matches, cut out of the source text as written. */
export function withoutElements(html: string, selector: string): string {
  return withoutRanges(html, sourceRanges(parseHtml(html), selector));
}

/** Whether two absolute URLs name the same resource ("https://host" and "https://host/" do). */
export function sameUrl(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** Whether a page asks to be indexed: no `noindex`, and its canonical URL is its own. */
export function isIndexable(info: HeadInfo, ownUrl: string): boolean {
  if (info.robots && /\bnoindex\b/i.test(info.robots)) return false;
  return sameUrl(info.canonical, ownUrl);
}
