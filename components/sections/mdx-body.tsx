import clsx from 'clsx';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { AnchorHTMLAttributes } from 'react';
import * as runtime from 'react/jsx-runtime';
import { ExternalLink } from '@/components/ui/external-link';
import { config } from '@/lib/config';
import { displayPhone, telHref } from '@/lib/phone';
import { proseClasses } from '@/lib/prose-classes';

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
