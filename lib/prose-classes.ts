/**
 * The site's typography for prose from content: headings, lists, links, quotes, figures with captions and
 * tables, in the theme's type scale and colours. The post pages and the editor's preview (lib/cms/editor.ts)
 * both set it, so a preview reads as the page will.
 */
import clsx from 'clsx';

export const proseClasses = clsx(
  'prose max-w-prose text-[1.0625rem] leading-8 text-ink-700',
  'prose-headings:scroll-mt-24 prose-headings:text-ink-950 prose-h2:mt-12 prose-h2:mb-5 prose-h2:text-h2 prose-h3:text-h3',
  'prose-p:my-5 prose-a:font-medium prose-a:text-brand-700 prose-a:underline-offset-4 hover:prose-a:text-brand-800',
  'marker:text-brand-600 prose-strong:text-ink-900 prose-ol:pl-6 prose-ul:pl-6 prose-li:my-1.5',
  'prose-blockquote:border-l-4 prose-blockquote:border-brand-500 prose-blockquote:font-medium prose-blockquote:text-ink-900 prose-blockquote:not-italic',
  'prose-figure:my-10 prose-figcaption:mt-3 prose-figcaption:text-sm prose-figcaption:text-ink-500 prose-img:rounded-2xl prose-img:ring-1 prose-img:ring-ink-100',
  'prose-table:text-sm prose-thead:border-ink-200 prose-tr:border-ink-100 prose-th:text-left prose-th:text-ink-900',
);
