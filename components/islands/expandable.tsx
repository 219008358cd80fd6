'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * One show/hide toggle (a disclosure button with `aria-expanded`) for a block of server-rendered content.
 * Without JavaScript the button is hidden and the content shown (`nojs-hide` / `nojs-show`).
 */
export function Expandable({
  id,
  label,
  context,
  buttonClassName,
  children,
}: {
  /** Unique on the page; the panel's id is derived from it. */
  id: string;
  /** The visible button text. */
  label: string;
  /** Read after the label by screen readers, to tell several toggles apart (e.g. "for Senior Engineer"). */
  context?: string;
  buttonClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = `${id}-details`;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx('nojs-hide group inline-flex items-center gap-2', buttonClassName)}
      >
        {label}
        {context ? <span className="sr-only"> {context}</span> : null}
        <Icon
          name="chevron-down"
          className={clsx('size-5 transition-transform duration-200 motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!open} className="nojs-show">
        {children}
      </div>
    </>
  );
}
