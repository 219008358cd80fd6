import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';

type CardProps<T extends ElementType> = { as?: T; lift?: boolean } & ComponentPropsWithoutRef<T>;

/** A white panel. `lift` raises it on hover and keyboard focus within (never under reduced motion). */
export function Card<T extends ElementType = 'div'>({ as, lift = false, className, ...props }: CardProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag
      className={clsx(
        'rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100',
        lift &&
          'transition duration-200 focus-within:-translate-y-1 focus-within:shadow-lift hover:-translate-y-1 hover:shadow-lift motion-reduce:transform-none',
        className,
      )}
      {...props}
    />
  );
}
