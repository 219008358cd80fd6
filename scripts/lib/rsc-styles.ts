/**
 * The stylesheet once per page. With `inlineCss`, Next prints each page's stylesheet in a `<style data-href>` in its
 * head and again, twice, as text rows of the React payload (`2:T13cdc,@layer …`, the second for its error
 * boundary): 80 KB raw three times, two thirds of a text page's gzipped HTML. When React hydrates a `<style href
 * precedence>` it finds the one already in the page by its `href` and never reads the payload's text, so the rows
 * that repeat a `<style>` of the page are emptied (`2:T0,`). Measured: docs/performance.md ("One copy of the
 * stylesheet").
 *
 * The page is read with htmlparser2's tokenizer (the one scripts/lib/html.ts uses); a payload script is
 * `self.__next_f.push([1,"…"])`, whose argument is JSON: it is parsed, its text rows rewritten, and written back
 * escaped as Next escapes it for HTML.
 */
import { Parser } from 'htmlparser2';

interface InlineElement {
  readonly name: 'script' | 'style';
  readonly text: string;
  /** Source range `[start, end)` of the element's text. */
  readonly range: readonly [number, number];
}

/** Every inline `<script>` and `<style>` of a page, with where its text is. */
function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  let open: { name: 'script' | 'style'; start: number; text: string; inline: boolean } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') open = { name, start: parser.endIndex + 1, text: '', inline: !('src' in attributes) };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && open.name === name) {
          if (open.inline) found.push({ name: open.name, text: open.text, range: [open.start, parser.startIndex] });
          open = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
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
export function withoutStyleCopies(html: string): string {
  const elements = inlineElements(html);
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
