/**
 * Constants of the home carousel (spec §9), shared by its server markup and its island.
 */

/** Auto-scroll speed: 0.08 px per millisecond. */
export const SCROLL_PX_PER_MS = 0.08;

/**
 * embla-carousel-auto-scroll's `speed` is pixels per animation step, and embla advances its animation in
 * fixed steps of 1000/60 ms whatever the display's refresh rate (its animation loop accumulates the elapsed
 * time and runs one step per 16.67 ms). So 0.08 px/ms × 16.67 ms = 1.33 px per step: the same 80 px per
 * second on a 60 Hz phone and a 120 Hz laptop.
 */
export const EMBLA_STEP_MS = 1000 / 60;
export const AUTO_SCROLL_SPEED = SCROLL_PX_PER_MS * EMBLA_STEP_MS;

/**
 * Copies of the items on the track. Embla loops only when the slides are wider than the viewport plus a
 * slide: 4 × 3 cards of at least 256 px (240 + 16 gap) cover a 2560 px screen.
 */
export const COPIES = 4;

/** The items repeated `copies` times, in order: copy 0 is the real one, the others only fill the loop. */
export function loopCopies<T>(items: readonly T[], copies = COPIES): { item: T; copy: number }[] {
  return Array.from({ length: copies }, (_, copy) => items.map((item) => ({ item, copy }))).flat();
}
