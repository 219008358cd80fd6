import clsx from 'clsx';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { AnchorHTMLAttributes } from 'react';
import * as runtime from 'react/jsx-runtime';
import { ExternalLink } from '@/components/ui/external-link';
import { config } from '@/lib/config';
import { displayPhone, telHref } from '@/lib/phone';

/**
 * What content files may use besides Markdown (lib/mdx/compile.ts lists the same names): the brand and the
 * contact details, which come from config, never from the text.
 */
const components: MDXComponents = {
  Brand: () => config.brandName,
  PostalAddress: () => config.hqAddress,
  ContactEmail: () => <a href={`mailto:${config.privacyEmail}`}>{config.privacyEmail}</a>,
  Phone: () => <a href={telHref(config.phone)}>{displayPhone(config.phone)}</a>,
  a: ({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) =>
    /^https?:\/\//.test(href) ? (
      <ExternalLink href={href} {...rest}>
        {children}
      </ExternalLink>
    ) : (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
};

/**
 * The site's typography for prose from content: headings, lists, links, quotes, figures with captions and
 * tables, in the theme's type scale and colours.
 */
export const proseClasses = clsx(
  'prose max-w-prose text-[1.0625rem] leading-8 text-ink-700',
  'prose-headings:scroll-mt-24 prose-headings:text-ink-950 prose-h2:mt-12 prose-h2:mb-5 prose-h2:text-h2 prose-h3:text-h3',
  'prose-p:my-5 prose-a:font-medium prose-a:text-brand-700 prose-a:underline-offset-4 hover:prose-a:text-brand-800',
  'marker:text-brand-600 prose-strong:text-ink-900 prose-ol:pl-6 prose-ul:pl-6 prose-li:my-1.5',
  'prose-blockquote:border-l-4 prose-blockquote:border-brand-500 prose-blockquote:font-medium prose-blockquote:text-ink-900 prose-blockquote:not-italic',
  'prose-figure:my-10 prose-figcaption:mt-3 prose-figcaption:text-sm prose-figcaption:text-ink-500 prose-img:rounded-2xl prose-img:ring-1 prose-img:ring-ink-100',
  'prose-table:text-sm prose-thead:border-ink-200 prose-tr:border-ink-100 prose-th:text-left prose-th:text-ink-900',
);

/** In a long document, the paragraphs before the first section heading read as its lead. */
const leadClasses = '[&>p:not(h2~p)]:text-lead [&>p:not(h2~p)]:text-ink-800';

/**
 * Renders a body compiled by lib/mdx/compile.ts, on the server, when the page is built. The compiled body is
 * the body of a function that takes React's JSX runtime and returns the content component; content may not
 * import anything (lib/mdx/allowed-syntax.ts), so nothing else is needed to run it.
 */
export function MdxBody({ code, lead = false, className }: { code: string; lead?: boolean; className?: string }) {
  const Content = (new Function(code) as (jsxRuntime: typeof runtime) => { default: MDXContent })(runtime).default;
  return (
    <div className={clsx(proseClasses, lead && leadClasses, className)}>
      <Content components={components} />
    </div>
  );
}
