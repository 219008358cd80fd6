/**
 * The id of each page's hero, the part a visitor sees first (a post's whole article: it is short, and its
 * first paragraph is often its largest text). The root layout holds the first paint until the hero is parsed
 * (`<link rel="expect" blocking="render">`), so a slow phone paints the header and the hero's text in one
 * frame instead of the header alone and the heading a few frames later.
 */
export const FIRST_SCREEN_ID = 'first-screen';
