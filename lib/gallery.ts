/**
 * Whether a blog post shows its images in a slider (spec §2 and §9): variant A uses a slider above five
 * images and a grid otherwise; variant B uses a slider above one image and a single picture otherwise.
 */
/** The two blog-detail layouts of spec §2: A (title, grid or slider) and B (hero, slider, share). */
export type PostLayout = 'A' | 'B';

export const SLIDER_THRESHOLD = { A: 5, B: 1 } as const satisfies Record<PostLayout, number>;

/** Autoplay interval of the blog sliders (spec §9). */
export const SLIDER_AUTOPLAY_MS = 3000;

export function usesSlider(layout: PostLayout, imageCount: number): boolean {
  return imageCount > SLIDER_THRESHOLD[layout];
}

/**
 * How many of a post's pictures may show in its first screen, to be painted with its text: a slider's or a
 * single picture's first, a grid's first row on a wide screen (three).
 */
export function leadingImages(layout: PostLayout, imageCount: number): number {
  return usesSlider(layout, imageCount) || layout === 'B' ? 1 : 3;
}
