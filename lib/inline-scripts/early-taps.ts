/**
 * The page's first script: keeps the taps made before React has hydrated (lib/tap-replay.ts says how an island
 * takes them back). The post-build compiles this module (scripts/lib/inline-scripts.ts) and inlines it first
 * in every page's head, so it listens before any content is parsed.
 *
 * A click on a button inside an island that is not yet live (`data-tap-island` without `data-live`) is
 * stopped in the capture phase, before the browser or React can act on it, and answered the way the button
 * declares (`earlyAnswer`): a `toggle` is done here, `copy-url` copies the address here, and anything else is
 * kept, in order, with the button marked pending (and the island's `status` notice shown) until the island
 * replays it. A second tap on a pending button is not kept again: the visitor repeated the request because
 * nothing seemed to happen, not to undo it.
 *
 * A button with `commandfor` is never kept: the browser opens or closes its dialog, inside an island or not.
 * The script fills two gaps of older browsers that run React 19, so the native controls work before
 * hydration everywhere: `commandfor`/`command` (show-modal, close) on buttons and `closedby="any"` on dialogs; and it
 * closes an open dialog when one of its links is followed, so the back button does not return to a page
 * with its menu still open.
 *
 * Inside markup marked native-only (`nativeOnly`), the events React hydrates on are kept from it until the page
 * has hydrated: the browser alone answers them there, at once.
 */
import {
  COPIED_ATTRIBUTE,
  COPIED_NOTICE_MS,
  EARLY_STATUS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  QUEUE_GLOBAL,
  TAP_ISLAND_ATTRIBUTE,
} from '@/lib/tap-replay';

/** Answers a tap on `button`, whose island is not live yet, as it declares; `keep` keeps it for the island. */
function answerEarly(button: HTMLButtonElement, island: Element, keep: () => void): void {
  const kind = button.getAttribute('data-early');
  if (kind === 'toggle') {
    const attribute = button.getAttribute('data-early-attribute');
    if (!attribute) return keep();
    const on = !island.hasAttribute(attribute);
    island.toggleAttribute(attribute, on);
    if (button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', String(on));
    return;
  }
  const clipboard = navigator.clipboard;
  if (kind === 'copy-url' && clipboard?.writeText) {
    clipboard.writeText(location.href).then(() => {
      island.setAttribute(COPIED_ATTRIBUTE, '');
      setTimeout(() => island.removeAttribute(COPIED_ATTRIBUTE), COPIED_NOTICE_MS);
    }, keep);
    return;
  }
  if (kind === 'status') island.setAttribute(EARLY_STATUS_ATTRIBUTE, '');
  keep();
}

/** Opens or closes the dialog a `commandfor` button names, for browsers without invoker commands. */
function runCommand(button: HTMLButtonElement): void {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) target.showModal();
  else if (command === 'close' && target.open) target.close();
}

/** Whether a click at (`x`, `y`) fell outside `dialog`'s box, on its backdrop. */
function onBackdrop(dialog: HTMLDialogElement, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The events on which React, reached before the page has hydrated, hydrates all of it at once. */
const HYDRATING_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'click',
  'input',
  'change',
  'keydown',
  'keyup',
];

/** Stops an event inside native-only markup before it reaches React, while the page has not hydrated. */
function keepFromReact(event: Event): void {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  if (event.target instanceof Element && event.target.closest(`[${NATIVE_ATTRIBUTE}]`)) event.stopImmediatePropagation();
}

/** Starts listening for the page's taps (see above). */
export function keepEarlyTaps(): void {
  const queue = (window[QUEUE_GLOBAL] ??= []);
  const hasCommands = 'commandForElement' in HTMLButtonElement.prototype;
  const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const button = target.closest('button');
      if (button && !button.disabled) {
        // A `commandfor` button is the platform's wherever it is, inside an island or not.
        if (button.hasAttribute('commandfor')) {
          if (!hasCommands) runCommand(button);
          return;
        }
        const island = button.closest(`[${TAP_ISLAND_ATTRIBUTE}]`);
        if (island && !island.hasAttribute(LIVE_ATTRIBUTE)) {
          event.preventDefault();
          event.stopImmediatePropagation();
          const keep = () => {
            if (queue.includes(button)) return;
            queue.push(button);
            button.setAttribute(PENDING_ATTRIBUTE, '');
          };
          answerEarly(button, island, keep);
          return;
        }
      }
      const open = target.closest('dialog[open]');
      if (!(open instanceof HTMLDialogElement)) return;
      if (target.closest('a[href]')) open.close();
      else if (!hasClosedBy && target === open && open.getAttribute('closedby') === 'any' && event instanceof MouseEvent) {
        if (onBackdrop(open, event.clientX, event.clientY)) open.close();
      }
    },
    true,
  );
  for (const type of HYDRATING_EVENTS) document.addEventListener(type, keepFromReact, { capture: true, passive: true });
}
