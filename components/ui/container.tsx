import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';

type ContainerProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** Centres content with the site's gutters; the bar itself may be wider (max 1800 px). */
export function Container<T extends ElementType = 'div'>({ as, className, ...props }: ContainerProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={clsx('mx-auto w-full max-w-7xl px-5 sm:px-8', className)} {...props} />;
}
