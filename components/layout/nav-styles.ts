import clsx from 'clsx';

/** Class lists shared by the light nav markup and the Headless UI menus that replace it on first use. */
export const flyoutButtonClass = (holdsCurrent: boolean) =>
  clsx(
    'group inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-[0.95rem] font-semibold text-ink-800',
    'hover:bg-ink-50 data-[open]:bg-ink-50',
    holdsCurrent && 'text-brand-700',
  );

export const flyoutChevronClass = 'size-4 transition-transform group-data-[open]:rotate-180';

export const menuLinkClass = 'flex min-h-11 items-center rounded-xl px-4 font-medium text-ink-800 hover:bg-ink-50';
export const menuLinkCurrentClass = 'bg-brand-50 text-brand-700';

export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50';
