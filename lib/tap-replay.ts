/**
 * Taps made before React has hydrated are kept, not lost.
 *
 * Every page is complete HTML, painted long before React's runtime has downloaded and run on a slow phone.
 * Controls the platform can handle alone (`<details>`, `popovertarget`, `commandfor`, links, radios) work
 * from the first paint. The rest are buttons inside a React island. The page's first inline script
 * (lib/inline-scripts/early-taps.ts, which the post-build puts first in the head) listens for clicks in the
 * capture phase: a click on a button inside an island that is not yet live (`data-tap-island` without `data-live`) is stopped before
 * the browser or React can act on it, remembered in order, and the button is marked `data-pending` (styled in
 * `globals.css`) so the visitor sees the tap was taken. Once the island hydrates, `replayTaps` marks it live
 * and clicks each remembered button again, now with React listening: the tap takes effect once, late
 * rather than never (Angular's event replay and Google's jsaction work the same way).
 *
 * A second tap on a button that is still pending is not queued again: the visitor repeated the request
 * because nothing seemed to happen, not to undo it.
 *
 * A button can also say how the page answers it before hydration (`earlyAnswer`), so the visitor sees the
 * tap take effect at once instead of waiting for React:
 * - `toggle`: flips an attribute on the island's root (and the button's `aria-expanded`); the island's CSS
 *   shows the new state (both labels are in the markup), and once hydrated the island adopts it
 *   (`useEarlyToggle`). The tap is not replayed: it is done.
 * - `copy-url`: copies the page's address and marks the root `data-copied` for two seconds, which reveals
 *   the island's "copied" notice; replayed only if the clipboard refused.
 * - `status`: marks the root `data-early-status`, which reveals a notice that the request is on its way
 *   (`EarlyStatus`), and is replayed once hydrated, when React does the work once and the notice goes.
 *
 * The same script fills two gaps of older browsers, so the platform controls work before hydration
 * everywhere: `commandfor`/`command` (show-modal, close) on buttons, and `closedby="any"` on dialogs
 * (a click on the backdrop closes it). It also closes an open dialog when one of its links is followed,
 * so the back button does not return to a page with its menu still open.
 */

/** Marks the root element of an island whose buttons need React. */
export const TAP_ISLAND_ATTRIBUTE = 'data-tap-island';
/**
 * Spread on an island's root element: `<section {...tapIsland('slider')}>`. The value names the kind of
 * island, so the end-to-end suite can find every island on every page and knows what a tap on it should do.
 */
export const tapIsland = (kind: string) => ({ [TAP_ISLAND_ATTRIBUTE]: kind });

/** Set on an island's root once it has hydrated: its buttons are React's from then on. */
export const LIVE_ATTRIBUTE = 'data-live';
/** Set on a button whose tap is waiting for its island to hydrate. */
export const PENDING_ATTRIBUTE = 'data-pending';

/**
 * Marks server-rendered markup whose controls the browser handles alone (the sample report's filter radios): nothing
 * inside may need React. Until the page has hydrated, the early script keeps taps there from React, which answers
 * any tap that reaches it early by hydrating the whole page at once (without Suspense boundaries the page is one
 * unit), so the radio would wait for all of hydration before it showed its choice.
 */
export const NATIVE_ATTRIBUTE = 'data-native';
export const nativeOnly = () => ({ [NATIVE_ATTRIBUTE]: '' });

/** On `<html>` and in the performance timeline once the whole page has hydrated (`HydrationMark`). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_MARK = 'hydrated';

/** How a button inside an island answers a tap before hydration (see above). */
export type EarlyAnswer = { kind: 'toggle'; attribute: `data-${string}` } | { kind: 'copy-url' } | { kind: 'status' };

/** Set on the island's root while the page's address has just been copied. */
export const COPIED_ATTRIBUTE = 'data-copied';
/** Set on the island's root while a tap answered with `status` waits for hydration. */
export const EARLY_STATUS_ATTRIBUTE = 'data-early-status';
/** How long the "copied" notice stays (spec §9). */
export const COPIED_NOTICE_MS = 2000;

/** Spread on a button: `<button {...earlyAnswer({ kind: 'status' })}>`. */
export function earlyAnswer(answer: EarlyAnswer): Record<string, string> {
  return answer.kind === 'toggle' ? { 'data-early': 'toggle', 'data-early-attribute': answer.attribute } : { 'data-early': answer.kind };
}

/** Where the early script keeps the buttons tapped before their island was live. */
export const QUEUE_GLOBAL = '__tapQueue';

declare global {
  interface Window {
    [QUEUE_GLOBAL]?: HTMLElement[];
  }
}

/**
 * Marks `island` live and clicks, in order, the buttons inside it that were tapped before it hydrated.
 * Returns how many taps it replayed. Called once the island's handlers can act (`useTapReplay`).
 */
export function replayTaps(island: HTMLElement): number {
  island.setAttribute(LIVE_ATTRIBUTE, '');
  // React answers from now on, with its own notice.
  island.removeAttribute(EARLY_STATUS_ATTRIBUTE);
  const queue = window[QUEUE_GLOBAL];
  if (!queue || queue.length === 0) return 0;
  const mine = queue.filter((button) => island.contains(button));
  // The early script holds this very array: remove ours in place.
  for (const button of mine) queue.splice(queue.indexOf(button), 1);
  for (const button of mine) {
    button.removeAttribute(PENDING_ATTRIBUTE);
    button.click();
  }
  return mine.length;
}
