import type { SVGProps } from 'react';

/**
 * The brand marks of the social networks we link to: the only icons we draw ourselves (icon sets do not
 * carry trademarks). Filled, on the same 24 × 24 grid as the Lucide icons beside them.
 */
const marks = {
  facebook: <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21Z" />,
  instagram: (
    <path d="M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4a4.5 4.5 0 0 0-2.6 2.6c-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2a4.5 4.5 0 0 0 2.6 2.6c.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4a4.5 4.5 0 0 0 2.6-2.6c.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2a4.5 4.5 0 0 0-2.6-2.6c-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3Zm0 4.4a4.6 4.6 0 1 1 0 9.2 4.6 4.6 0 0 1 0-9.2Zm0 1.6a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm4.8-2.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z" />
  ),
  x: <path d="M17.8 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2.2 3.5h6.2l4.3 5.7Zm-1 16.2h1.7L7.3 5.2H5.5Z" />,
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z" />
  ),
  linkedin: (
    <path d="M4.98 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.2 9h3.6v12H3.2Zm6 0h3.4v1.7h.1a3.8 3.8 0 0 1 3.4-1.9c3.6 0 4.3 2.4 4.3 5.5V21h-3.6v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9.2Z" />
  ),
} as const;

export type BrandMarkName = keyof typeof marks;

export const isBrandMark = (name: string): name is BrandMarkName => name in marks;

export function BrandMark({ name, className = 'size-5', ...props }: { name: BrandMarkName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} fill="currentColor" {...props}>
      {marks[name]}
    </svg>
  );
}
