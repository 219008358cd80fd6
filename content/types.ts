/**
 * Types shared by several content files. Records name media and icons by path or key, never by importing
 * a component.
 */
import type { RoutePath } from './routes';

/** A call to action as data: a page of ours, the external meeting scheduler, or disabled with its reason. */
export type CtaAction =
  | { readonly kind: 'link'; readonly label: string; readonly href: RoutePath | `#${string}` }
  | { readonly kind: 'scheduler'; readonly label: string }
  | { readonly kind: 'disabled'; readonly label: string; readonly reason: string };

/** An image we made (SVG or raster), always with its intrinsic size and alternative text. */
export interface ImageAsset {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty only for a purely decorative image. */
  readonly alt: string;
}

/** A short demo clip rendered from our mock screens, with its poster frame. */
export interface VideoAsset {
  /** WebM (VP9) first, then MP4 (H.264) for browsers without WebM. */
  readonly sources: readonly { readonly src: string; readonly type: 'video/webm' | 'video/mp4' }[];
  readonly poster: ImageAsset;
  /** What the clip shows, for a caption or an accessible description. */
  readonly description: string;
}

/** One block of long-form text: a paragraph, a list, or a sub-heading (h3) inside a section. */
export type ProseBlock =
  | string
  | { readonly list: readonly string[]; readonly ordered?: boolean }
  | { readonly subheading: string };

/** A section of a long document, with the anchor its table-of-contents entry points to. */
export interface ProseSection {
  /** In-page anchor: lower-case words joined by hyphens. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ProseBlock[];
}

/**
 * A long document (the article, the legal texts) rendered with a table of contents. Text may name
 * `{brand}`, `{address}`, `{email}` or `{phone}`; the page fills them from config.
 */
export interface LongFormDocument {
  /** Paragraphs before the first section. */
  readonly preamble: readonly string[];
  readonly sections: readonly ProseSection[];
}

/** Placeholders long documents may use; the page fills them from config. */
export type DocumentPlaceholder = 'brand' | 'address' | 'email' | 'phone';

/** The two blog-detail layouts of spec §2: A (title, grid or slider) and B (hero, slider, share). */
export type PostLayout = 'A' | 'B';
