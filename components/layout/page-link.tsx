import clsx from 'clsx';
import type { ReactNode } from 'react';
import { isCurrent } from './nav-types';

/** A link to a page of ours that marks itself `aria-current="page"` (and gets `currentClass`) on that page. */
export function PageLink({
  href,
  pathname,
  className,
  currentClass,
  onClick,
  children,
}: {
  href: string;
  pathname: string | null;
  className?: string;
  currentClass?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const current = isCurrent(href, pathname);
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={clsx(className, current && currentClass)}
    >
      {children}
    </a>
  );
}
