import clsx from 'clsx';
import type { ReactNode } from 'react';
import { menuLinkClass, menuLinkCurrentClass } from './nav-styles';
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
    <a href={href} onClick={onClick} aria-current={current ? 'page' : undefined} className={clsx(className, current && currentClass)}>
      {children}
    </a>
  );
}

/** A menu's list of page links (a desktop flyout, a mobile menu group), the current page marked. */
export function MenuLinks({
  items,
  pathname,
  className,
}: {
  items: readonly { href: string; label: string }[];
  pathname: string | null;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <PageLink href={item.href} pathname={pathname} className={menuLinkClass} currentClass={menuLinkCurrentClass}>
            {item.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
