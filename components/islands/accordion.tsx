'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Heading level wrapping each button, or none (e.g. inside a navigation panel). */
  readonly headingLevel?: 2 | 3 | 'none';
  readonly className?: string;
  readonly itemClassName?: string;
  readonly buttonClassName?: string;
  readonly panelClassName?: string;
  /** The item open on first render (e.g. the one the visitor chose before this module loaded). */
  readonly defaultOpenId?: string;
}

type Close = (focusAfter?: HTMLElement) => void;

/**
 * Headless UI disclosures that behave as one accordion: opening one closes the one that was open, and
 * choosing the open one closes it. Panels stay in the HTML (hidden) so the `nojs-show` rule in
 * `globals.css` can reveal them when scripting is off.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
  itemClassName,
  buttonClassName,
  panelClassName,
  defaultOpenId,
}: AccordionProps) {
  const closers = useRef(new Map<string, Close>());

  const closeOthers = useCallback((id: string, keepFocusOn: HTMLElement) => {
    for (const [otherId, close] of closers.current) {
      // Headless UI's close() focuses the element it is given: pass the clicked button so focus stays put.
      if (otherId !== id) close(keepFocusOn);
    }
  }, []);

  return (
    <div className={className}>
      {items.map((item) => (
        <Disclosure key={item.id} as="div" className={itemClassName} defaultOpen={item.id === defaultOpenId}>
          {({ open, close }) => (
            <>
              <RegisterOpen id={item.id} open={open} close={close} closers={closers.current} />
              <Heading level={headingLevel}>
                <DisclosureButton
                  data-accordion-id={item.id}
                  className={clsx('group flex w-full items-center justify-between gap-4 text-left', buttonClassName)}
                  onClick={(event) => {
                    if (!open) closeOthers(item.id, event.currentTarget);
                  }}
                >
                  <span>{item.title}</span>
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 transition-transform duration-200 group-data-[open]:rotate-180"
                  />
                </DisclosureButton>
              </Heading>
              <DisclosurePanel unmount={false} className={clsx('nojs-show', panelClassName)}>
                {item.content}
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </div>
  );
}

function Heading({ level, children }: { level: 2 | 3 | 'none'; children: ReactNode }) {
  if (level === 'none') return <>{children}</>;
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag>{children}</Tag>;
}

/** Keeps the map of open disclosures' close functions current. */
function RegisterOpen({
  id,
  open,
  close,
  closers,
}: {
  id: string;
  open: boolean;
  close: Close;
  closers: Map<string, Close>;
}) {
  useEffect(() => {
    if (open) closers.set(id, close);
    else closers.delete(id);
    return () => {
      closers.delete(id);
    };
  }, [id, open, close, closers]);
  return null;
}
