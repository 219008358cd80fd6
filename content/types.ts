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
  /** Smaller copies for narrow screens, as `srcset` candidates (`/a-800.webp 800w`); the browser picks one. */
  readonly srcSet?: string;
  /**
   * For a picture that may lead a page (a product hero): a small, soft copy as a data URI, painted under it
   * until it loads (scripts/media/previews.mjs).
   */
  readonly preview?: string;
  /** For a small SVG that may lead a page (a post's first picture): the whole picture as a data URI. */
  readonly inline?: string;
}

/** A short demo clip rendered from our mock screens, with its poster frame. */
export interface VideoAsset {
  /** WebM (VP9) first, then MP4 (H.264) for browsers without WebM. */
  readonly sources: readonly { readonly src: string; readonly type: 'video/webm' | 'video/mp4' }[];
  readonly poster: ImageAsset;
  /** What the clip shows, for a caption or an accessible description. */
  readonly description: string;
}
