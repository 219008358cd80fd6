import type { LucideIcon, LucideProps } from 'lucide-react';

/** The stroke of every Lucide icon on the site (Lucide's default is 2; ours reads lighter beside body text). */
export const ICON_STROKE = 1.8;

/** How an icon reads to assistive technology: decorative by default, or an image with a name of its own. */
export function iconMeaning(title?: string) {
  return title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true } as const);
}

interface GlyphProps extends LucideProps {
  icon: LucideIcon;
  /** Icons are decorative by default; pass a title to make one meaningful on its own. */
  title?: string;
}

/**
 * One Lucide icon, imported by the caller, drawn the site's way. Islands use this with the icons they import
 * themselves, so each island's JavaScript carries only its own drawings; server components name icons by key
 * through `Icon` (icon.tsx).
 */
export function Glyph({ icon: Drawing, title, className = 'size-5', ...props }: GlyphProps) {
  return <Drawing className={className} strokeWidth={ICON_STROKE} {...iconMeaning(title)} {...props} />;
}
