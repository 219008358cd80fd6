import clsx from 'clsx';

/** Class lists of the header's menus: the desktop flyouts and the mobile menu panel. */
/** A flyout's list item: the scope in which its button is the anchor of its panel. */
export const flyoutItemClass = 'group/flyout [anchor-scope:--flyout]';

export const flyoutButtonClass = (holdsCurrent: boolean) =>
  clsx(
    'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-[0.95rem] font-semibold text-ink-800 [anchor-name:--flyout]',
    'group-has-[:popover-open]/flyout:bg-ink-50 hover:bg-ink-50',
    holdsCurrent && 'text-brand-700',
  );

export const flyoutChevronClass = 'size-4 transition-transform group-has-[:popover-open]/flyout:rotate-180';

/**
 * A flyout panel: a popover in the top layer, placed under its own button by CSS anchor positioning (the
 * button's anchor name is scoped to their list item, whether a click or a hover opened it); where that is
 * not supported, under the header. Its transparent top padding bridges the gap to the button, so the
 * pointer can travel down without leaving the flyout.
 */
export const flyoutPanelClass = clsx(
  'm-0 overflow-visible border-0 bg-transparent p-0 pt-2',
  '[inset:auto] [position-anchor:--flyout] [position-area:bottom_span-right]',
  'not-supports-[position-area:bottom]:top-20 not-supports-[position-area:bottom]:left-1/3',
);

/** The mobile menu: a full-width panel at the top of the screen over a dark backdrop. */
export const menuPanelClass = clsx(
  'fixed inset-x-0 top-0 bottom-auto m-0 h-auto max-h-dvh w-full max-w-none overflow-y-auto border-0',
  'bg-white px-5 pt-3 pb-8 text-ink-800 shadow-lift backdrop:bg-ink-950/70 sm:px-8',
);

export const menuLinkClass = 'flex min-h-11 items-center rounded-xl px-4 font-medium text-ink-800 hover:bg-ink-50';
export const menuLinkCurrentClass = 'bg-brand-50 text-brand-700';

export const iconButtonClass = 'inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50';
