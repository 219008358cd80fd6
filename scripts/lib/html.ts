/**
 * Reading exported HTML: the one parser of it. The post-build (script loader, CSP), the budgets, the bench and
 * the tests (through tests/html.ts) take what a page says about itself from here.
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

/** `value` for a double-quoted attribute: `&`, `"` and `<` escaped. */
export const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

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

type Range = readonly [number, number];

/** What the post-build needs of a page: what its policy must allow, where its tag goes, how it loads scripts. */
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
  /** Each `<script src async>` but `nomodule` fallbacks (Next's startup scripts): its `src` and source range. */
  readonly startupScripts: readonly { readonly src: string; readonly range: Range }[];
  /** Source range of each `<link rel="preload" as="script">`. */
  readonly scriptPreloads: readonly Range[];
  /** Where `</head>` starts, or -1 when the head is not closed by its own end tag. */
  readonly headClose: number;
}

/**
 * Reads a page once, as a stream of tags (htmlparser2's tokenizer, the one cheerio builds its tree from, so
 * texts, attributes and offsets are the same), without building a tree: the post-build reads every page of a
 * large site and needs only these facts, not the body's nodes.
 */
export function policySources(html: string): PolicySources {
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];
  const policies: Array<[number, number]> = [];
  const sources = new Set<string>();
  const startupScripts: { src: string; range: Range }[] = [];
  const scriptPreloads: Range[] = [];
  let startup: { src: string; start: number } | null = null;
  let headClose = -1;
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
          if (name === 'script' && attributes.src && !('nomodule' in attributes)) {
            sources.add(attributes.src);
            if ('async' in attributes) startup = { src: attributes.src, start };
          }
          if (name === 'link' && attributes.rel === 'preload') scriptPreloads.push([start, parser.endIndex + 1]);
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
      onclosetag(name, isImplied) {
        open.pop();
        if (name === 'head' && !isImplied && headClose < 0) headClose = parser.startIndex;
        if (name === 'script' && startup) {
          startupScripts.push({ src: startup.src, range: [startup.start, parser.endIndex + 1] });
          startup = null;
        }
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
    startupScripts,
    scriptPreloads,
    headClose,
  };
}

/** A change to a page's source text: `[start, end)` replaced by `text` (an insertion when they are equal). */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `html` with `edits` made in one pass over the source text; the edits must not overlap. */
export function spliced(html: string, edits: readonly Edit[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < from) throw new Error(`overlapping edits at ${edit.start}`);
    parts.push(html.slice(from, edit.start), edit.text);
    from = edit.end;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
