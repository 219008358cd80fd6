import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The small capitals above a heading: brand blue on light surfaces, amber on dark ones. */
export const eyebrowClass = (dark = false) =>
  clsx('text-sm font-semibold tracking-wider uppercase', dark ? 'text-accent-300' : 'text-brand-700');

export function Eyebrow({ dark = false, className, children }: { dark?: boolean; className?: string; children: ReactNode }) {
  return <p className={clsx(eyebrowClass(dark), className)}>{children}</p>;
}
