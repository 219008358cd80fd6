/**
 * The first screen: what a visitor sees first. Each page's hero carries `FIRST_SCREEN_ID` (a post's whole
 * article: it is short, and its first paragraph is often its largest text), and `FirstScreenEnd` marks where
 * the first screen's markup ends: the hero's end, or on a list page the end of the card that leads it. The
 * root layout holds the first paint until that mark is parsed (`<link rel="expect" blocking="render">`), so a
 * slow phone paints the header and the first screen in one frame; an element at the end, because Chromium
 * has painted before a hero targeted itself was complete (docs/performance.md, "The first screen").
 */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** Renders nothing visible: the point where the first screen's markup ends. */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
