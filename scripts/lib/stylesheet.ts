/**
 * A page's stylesheet, once and only what the page shows (measured: docs/performance.md, "The stylesheet"):
 *
 * - **Once.** With `inlineCss`, Next prints each page's stylesheet in a `<style data-href>` in its head and again,
 *   twice, as text rows of the React payload (`2:T13cdc,@layer …`, the second for its error boundary). When React
 *   hydrates a `<style href precedence>` it finds the one already in the page by its `href` and never reads the
 *   payload's text, so the rows that repeat a `<style>` of the page are emptied (`2:T0,`).
 * - **What the page shows.** The inline stylesheet keeps the rules whose selectors name only classes and ids the
 *   page's HTML holds (states, attributes and tags are not required, so a rule is dropped only when it cannot apply
 *   to anything printed); the whole stylesheet, Next's own file, is requested after the first paint by the page's
 *   loader (lib/inline-scripts/after-paint-loader.ts), for what islands draw later.
 *
 * The page is read with htmlparser2's tokenizer (the one scripts/lib/html.ts uses), the stylesheet with postcss and
 * its selectors with css-what (the parser cheerio's selectors use); a payload script is
 * `self.__next_f.push([1,"…"])`, whose argument is JSON: it is parsed, its text rows rewritten, and written back
 * escaped as Next escapes it for HTML.
 */
import { parse as parseSelector, type Selector } from 'css-what';
import { Parser } from 'htmlparser2';
import postcss, { type Rule } from 'postcss';

import { PRUNED_ATTRIBUTE } from '@/lib/inline-scripts/after-paint-loader';

interface InlineElement {
  readonly name: 'script' | 'style';
  readonly text: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Source range `[start, end)` of the element's text, and where its start tag ends. */
  readonly range: readonly [number, number];
  readonly tagEnd: number;
}

/** Every inline `<script>` and `<style>` of a page, with where its text is; and every class and id the page prints. */
function readPage(html: string): { elements: InlineElement[]; names: Set<string> } {
  const found: InlineElement[] = [];
  const names = new Set<string>();
  let open: { name: 'script' | 'style'; start: number; text: string; attributes: Record<string, string>; tagEnd: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const token of (attributes.class ?? '').split(/\s+/)) if (token) names.add(`.${token}`);
        if (attributes.id) names.add(`#${attributes.id}`);
        if ((name === 'script' || name === 'style') && !('src' in attributes))
          open = { name, start: parser.endIndex + 1, text: '', attributes, tagEnd: parser.endIndex };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && open.name === name) {
          found.push({
            name: open.name,
            text: open.text,
            attributes: open.attributes,
            range: [open.start, parser.startIndex],
            tagEnd: open.tagEnd,
          });
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { elements: found, names };
}

const PUSH = 'self.__next_f.push(';

/** JSON as Next writes it into a `<script>`: `<`, `>`, `&` and the two line separators escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A payload's text with every text row (`<id>:T<hex byte length>,<text>`) that holds one of `styles` emptied. Rows
 * are found by walking the stream row by row, as React reads it: a text row's length is in UTF-8 bytes.
 */
export function withoutRepeatedText(stream: string, styles: ReadonlySet<string>): string {
  const bytes = encoder.encode(stream);
  const out: string[] = [];
  let at = 0;
  let copied = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const tag = bytes[colon + 1];
    if (tag === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(decoder.decode(bytes.subarray(colon + 2, comma)), 16);
      const text = decoder.decode(bytes.subarray(comma + 1, comma + 1 + length));
      if (styles.has(text)) {
        out.push(decoder.decode(bytes.subarray(copied, colon + 1)), 'T0,');
        copied = comma + 1 + length;
      }
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    at = newline < 0 ? bytes.length : newline + 1;
  }
  if (copied === 0) return stream;
  out.push(decoder.decode(bytes.subarray(copied)));
  return out.join('');
}

/** The page with its payload's copies of its own inline stylesheets emptied; unchanged when it has none. */
function withoutStyleCopies(html: string, elements: readonly InlineElement[]): string {
  const styles = new Set(elements.filter((element) => element.name === 'style' && element.text.length > 0).map((element) => element.text));
  if (styles.size === 0) return html;
  const payload = elements.filter((element) => element.name === 'script' && element.text.startsWith(PUSH) && element.text.endsWith(')'));
  // The stream is the concatenation of every `[1, text]` push, in order: rows may cross pushes.
  const pushes = payload.map((element) => ({ element, value: JSON.parse(element.text.slice(PUSH.length, -1)) as unknown[] }));
  const texts = pushes.filter((push) => push.value[0] === 1 && typeof push.value[1] === 'string');
  const stream = texts.map((push) => push.value[1] as string).join('');
  const rewritten = withoutRepeatedText(stream, styles);
  if (rewritten === stream) return html;
  // The whole rewritten stream goes in the first text push; the others are left empty, so every push stays in place.
  const replacements = texts.map((push, i) => ({
    range: push.element.range,
    text: `${PUSH}${scriptJson([1, i === 0 ? rewritten : ''])})`,
  }));
  let result = html;
  for (const { range, text } of replacements.reverse()) result = result.slice(0, range[0]) + text + result.slice(range[1]);
  return result;
}

/** The classes and ids a selector names outside its pseudo-classes: it can match only where the page prints all of them. */
function namesRequired(selector: Selector[]): string[] {
  return selector.flatMap((token) =>
    token.type === 'attribute' && token.name === 'class' && token.action === 'element'
      ? [`.${token.value}`]
      : token.type === 'attribute' && token.name === 'id' && token.action === 'equals'
        ? [`#${token.value}`]
        : [],
  );
}

/** `css` without the rules none of whose selectors can apply to what the page prints (`names`: its classes and ids). */
export function prunedStylesheet(css: string, names: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const applies = (text: string) => {
    try {
      return parseSelector(text).some((selector) => namesRequired(selector).every((name) => names.has(name)));
    } catch {
      return true;
    }
  };
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter(applies);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules left empty (a media query whose rules all went), innermost first.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The page's stylesheet once, and only what it shows: the payload's copies emptied, then Next's inline stylesheet
 * (`data-href` ending in `.css`) cut to the rules its HTML can use and marked `data-pruned` for the loader.
 */
export function withStylesheetOnce(html: string): string {
  const { elements, names } = readPage(html);
  const once = withoutStyleCopies(html, elements);
  const { elements: after } = once === html ? { elements } : readPage(once);
  const sheet = after.find((element) => element.name === 'style' && element.attributes['data-href']?.endsWith('.css'));
  if (!sheet || PRUNED_ATTRIBUTE in sheet.attributes) return once;
  const pruned = prunedStylesheet(sheet.text, names);
  // The text goes back escaped for HTML only where CSS could close the element.
  const text = pruned.replaceAll('</style', '<\\/style');
  return (
    once.slice(0, sheet.tagEnd) + ` ${PRUNED_ATTRIBUTE}` + once.slice(sheet.tagEnd, sheet.range[0]) + text + once.slice(sheet.range[1])
  );
}
