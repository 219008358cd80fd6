import 'react';

/**
 * Invoker commands (`<button commandfor="menu" command="show-modal">`): the button opens or closes a dialog
 * with no script at all (Chromium 135, Firefox 144, Safari 26.2; `lib/tap-replay.ts` fills the gap before
 * that). React passes the lower-case attributes through as written; @types/react does not list them yet.
 */
declare module 'react' {
  // The type parameter must match @types/react's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
