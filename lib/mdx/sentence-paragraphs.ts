/**
 * Blog detail layout B (spec §2, §9): the post's prose in paragraphs of five sentences. A rehype plugin, run
 * when a layout-B post is compiled: each run of consecutive prose paragraphs is read as one text and set
 * again as paragraphs of `size` sentences. Headings, lists, quotes, tables, figures and anything else stay
 * exactly where the writer put them, and so do links and emphasis: a sentence break never falls inside one.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { SENTENCES_PER_PARAGRAPH, sentenceBreaks } from '../paragraphs';

const isParagraph = (node: RootContent): node is Element => node.type === 'element' && node.tagName === 'p';
const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';
const text = (value: string): Text => ({ type: 'text', value });

/** The run's inline content as one sequence, paragraphs joined by a space. */
function joinRun(run: readonly Element[]): ElementContent[] {
  return run.flatMap((paragraph, i) => (i === 0 ? paragraph.children : [text(' '), ...paragraph.children]));
}

/** Splits the sequence into sentences at the breaks of its text; inline elements are never cut. */
function toSentences(nodes: readonly ElementContent[]): ElementContent[][] {
  const whole = nodes.map((node) => (node.type === 'text' ? node.value : toString(node))).join('');
  const breaks = sentenceBreaks(whole.replace(/\s/g, ' '));
  const sentences: ElementContent[][] = [[]];
  const current = () => sentences[sentences.length - 1]!;
  let offset = 0;
  let next = 0; // index into `breaks`
  for (const node of nodes) {
    if (node.type !== 'text') {
      const length = toString(node).length;
      current().push(node);
      offset += length;
      // A break inside a link or emphasis is no break; one at its very end is.
      while (next < breaks.length && breaks[next]! <= offset) {
        if (breaks[next] === offset) sentences.push([]);
        next += 1;
      }
      continue;
    }
    let value = node.value;
    let start = offset;
    while (next < breaks.length && breaks[next]! <= start + value.length) {
      const cut = breaks[next]! - start;
      if (cut > 0) current().push(text(value.slice(0, cut)));
      sentences.push([]);
      value = value.slice(cut);
      start += cut;
      next += 1;
    }
    if (value) current().push(text(value));
    offset = start + value.length;
  }
  return sentences.map(trim).filter((sentence) => sentence.length > 0);
}

/** Drops the whitespace a sentence starts or ends with. */
function trim(nodes: ElementContent[]): ElementContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') out[0] = text(first.value.trimStart());
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = text(last.value.trimEnd());
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/** The run's sentences regrouped into paragraphs of `size`. */
function regroup(run: readonly Element[], size: number): Element[] {
  const sentences = toSentences(joinRun(run));
  const paragraphs: Element[] = [];
  for (let i = 0; i < sentences.length; i += size) {
    const children = sentences.slice(i, i + size).flatMap((sentence, j) => (j === 0 ? sentence : [text(' '), ...sentence]));
    paragraphs.push({ type: 'element', tagName: 'p', properties: {}, children });
  }
  return paragraphs;
}

export function rehypeSentenceParagraphs({ size = SENTENCES_PER_PARAGRAPH }: { size?: number } = {}) {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Paragraph size must be a positive integer, got ${size}`);
  return (tree: Root) => {
    const children: RootContent[] = [];
    let run: Element[] = [];
    const flush = () => {
      if (run.length > 0) children.push(...regroup(run, size));
      run = [];
    };
    for (const node of tree.children) {
      if (isParagraph(node)) run.push(node);
      else if (isBlank(node) && run.length > 0) continue;
      else {
        flush();
        children.push(node);
      }
    }
    flush();
    tree.children = children;
  };
}
