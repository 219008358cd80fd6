'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDeferredModule } from './use-deferred-module';

const importAccordion = () => import('./accordion');

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const classes = {
  root: 'divide-y divide-ink-100 rounded-2xl bg-white shadow-card ring-1 ring-ink-100',
  item: 'px-5 sm:px-7',
  button: 'min-h-16 py-5 text-lg font-semibold text-ink-900 hover:text-brand-700',
  panel: 'pb-6 pr-8 text-ink-600 leading-7',
} as const;

/**
 * The FAQ accordion (one open at a time; choosing the open one closes it). The page ships light, server-
 * rendered buttons and panels; the Headless UI accordion starts loading on the first hover, focus or tap
 * and takes their place when the visitor first opens a question, opening that question and keeping focus
 * on it. Panels carry `nojs-show`, so every answer reads without JavaScript. If the module cannot load,
 * every answer is shown instead.
 */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  const [accordion, load] = useDeferredModule(importAccordion);
  // Set by the first click: which question to open, and whether to move focus to its new button.
  const [start, setStart] = useState<{ open: string; focus: boolean } | null>(null);
  const [fallback, setFallback] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!accordion || !start?.focus) return;
    root.current?.querySelector<HTMLElement>(`[data-accordion-id="${start.open}"]`)?.focus();
  }, [accordion, start]);

  const prefetch = () => {
    load().catch(() => undefined);
  };

  if (accordion && start) {
    return (
      <div ref={root}>
        <accordion.Accordion
          headingLevel={2}
          defaultOpenId={start.open}
          className={classes.root}
          itemClassName={classes.item}
          buttonClassName={classes.button}
          panelClassName={classes.panel}
          items={items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    );
  }

  return (
    <div ref={root} className={classes.root}>
      {items.map((item) => {
        const panelId = `faq-${item.id}`;
        return (
          <div key={item.id} className={classes.item}>
            <h2>
              <button
                type="button"
                aria-expanded={fallback}
                aria-controls={panelId}
                className={clsx('group flex w-full items-center justify-between gap-4 text-left', classes.button)}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                onClick={(event) => {
                  if (fallback) return;
                  const hadFocus = document.activeElement === event.currentTarget;
                  load().then(
                    () => setStart({ open: item.id, focus: hadFocus }),
                    (error: unknown) => {
                      console.error('The FAQ accordion could not be loaded; showing every answer instead.', error);
                      setFallback(true);
                    },
                  );
                }}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" className="size-5 shrink-0" />
              </button>
            </h2>
            <div id={panelId} hidden={!fallback} className={clsx('nojs-show', classes.panel)}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
