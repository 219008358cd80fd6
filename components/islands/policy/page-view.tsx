'use client';

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PolicyCopy } from '@/content/policy-highlighter-copy';
import { boxOnPage, uprightPage, type PageGeometry } from '@/lib/pdf/geometry';
import { fillTemplate } from '@/lib/template';
import { entriesOnPage, type PolicyEntry } from './policy-words';
import type { DrawnPicture } from './use-policy-worker';
import type { PageSizes } from './worker-protocol';

/** The page on view, and the item whose words are highlighted on it (the first on the page when none is named). */
export type Viewing = { readonly document: string; readonly page: number; readonly key: string | null };

/** Entries in the order their words are printed on `page` (of `width` points): the left column, then the right. */
function byPlace(entries: readonly PolicyEntry[], page: number, width: number): PolicyEntry[] {
  const place = (entry: PolicyEntry) => {
    const box = entry.quote.boxes.find((each) => each.page === page);
    // Words that start on an earlier page come first.
    return box ? [box.x0 >= width / 2 ? 1 : 0, box.y0] : [-1, 0];
  };
  return entries
    .map((entry) => ({ entry, at: place(entry) }))
    .sort((a, b) => a.at[0]! - b.at[0]! || a.at[1]! - b.at[1]!)
    .map(({ entry }) => entry);
}

/** A US letter page, until the document's own size is known. */
const LETTER: readonly [number, number] = [612, 792];

/**
 * The page view: a page of the policy drawn by pdf.js (in the worker, `lib/pdf/render.ts`) at the screen's own
 * pixel density, the chosen item's words highlighted on it, the same words as text, and every item found on the
 * page as a list of buttons. A modal `<dialog>`: it has a name, Escape and a click on the backdrop close it, and
 * focus goes back to the button that opened it. On a phone it takes the screen's width and scrolls.
 */
export function PageView({
  copy,
  entries,
  sizes,
  viewing,
  onView,
  onClose,
  draw,
}: {
  copy: PolicyCopy['viewer'];
  entries: readonly PolicyEntry[];
  sizes: PageSizes;
  viewing: Viewing | null;
  onView: (viewing: Viewing) => void;
  onClose: () => void;
  draw: (document: string, page: number, pixelWidth: number) => Promise<DrawnPicture | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const listId = useId();
  const [picture, setPicture] = useState<{ key: string; geometry: PageGeometry } | { key: string; failed: true } | null>(null);

  // The dialog opens as a modal when a page is asked for, and closes when none is.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (viewing && !element.open) element.showModal();
    if (!viewing && element.open) element.close();
  }, [viewing]);

  const document = viewing?.document ?? '';
  const page = viewing?.page ?? 1;
  const pageKey = `${document}|${page}`;
  const pageCount = sizes[document]?.length ?? 0;
  const [width, height] = sizes[document]?.[page - 1] ?? LETTER;

  // Draw the page on view at the width the frame is shown at, in device pixels (a new item on the same page keeps it).
  const open = viewing !== null;
  useEffect(() => {
    if (!open) return;
    let current = true;
    const pixels = Math.round((frame.current?.clientWidth || width) * (window.devicePixelRatio || 1));
    void draw(document, page, pixels).then((drawn) => {
      if (!current) {
        drawn?.bitmap.close();
        return;
      }
      const element = canvas.current;
      if (!drawn || !element) {
        setPicture({ key: pageKey, failed: true });
        return;
      }
      element.width = drawn.bitmap.width;
      element.height = drawn.bitmap.height;
      element.getContext('2d')?.drawImage(drawn.bitmap, 0, 0);
      drawn.bitmap.close();
      setPicture({ key: pageKey, geometry: drawn });
    });
    return () => {
      current = false;
    };
  }, [open, document, page, pageKey, width, draw]);

  // The items on the page in the order they are printed: column by column, top to bottom.
  const here = viewing ? byPlace(entriesOnPage(entries, document, page), page, width) : [];
  const selected = here.find((entry) => entry.key === viewing?.key) ?? here[0] ?? null;
  const ready = picture?.key === pageKey ? picture : null;
  const geometry = ready && 'geometry' in ready ? ready.geometry : uprightPage(width, height);
  const boxes = selected?.quote.boxes.filter((box) => box.page === page) ?? [];
  const later = selected?.quote.boxes.find((box) => box.page > page)?.page ?? null;

  // The highlighted words are brought into view in the dialog when another item is chosen.
  const highlight = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ready && 'geometry' in ready) highlight.current?.scrollIntoView({ block: 'nearest' });
  }, [selected?.key, ready]);

  const go = (to: number) => onView({ document, page: to, key: null });

  return (
    <dialog
      ref={dialog}
      closedby="any"
      aria-labelledby={titleId}
      onClose={onClose}
      data-page-view
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-6xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-4 shadow-lift backdrop:bg-ink-950/70 sm:max-h-[calc(100dvh-3rem)] sm:p-6 print:hidden"
    >
      {viewing ? (
        <>
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold break-words text-ink-950 sm:text-xl">
              {fillTemplate(copy.title, { page: String(page), document })}
            </h2>
            <button type="button" onClick={() => dialog.current?.close()} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
              <Glyph icon={X} className="size-4" />
              {copy.close}
            </button>
          </div>
          <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0">
              <div ref={frame} className="relative w-full bg-white ring-1 ring-ink-200" style={{ aspectRatio: `${width} / ${height}` }}>
                <canvas
                  ref={canvas}
                  role="img"
                  aria-label={fillTemplate(copy.pictureLabel, { page: String(page) })}
                  className={clsx('absolute inset-0 size-full', !(ready && 'geometry' in ready) && 'invisible')}
                />
                {ready && 'geometry' in ready
                  ? boxes.map((box, index) => {
                      const place = boxOnPage(box, geometry);
                      return (
                        <span
                          key={`${box.x0}-${box.y0}`}
                          ref={index === 0 ? highlight : undefined}
                          aria-hidden="true"
                          data-highlight
                          className="pointer-events-none absolute rounded-sm bg-amber-300/45 mix-blend-multiply ring-2 ring-amber-500"
                          style={{
                            left: `${place.left * 100}%`,
                            top: `${place.top * 100}%`,
                            width: `${place.width * 100}%`,
                            height: `${place.height * 100}%`,
                          }}
                        />
                      );
                    })
                  : null}
                {ready ? null : (
                  <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-ink-600">{copy.drawing}</p>
                )}
                {ready && 'failed' in ready ? (
                  <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-ink-800">{copy.failed}</p>
                ) : null}
              </div>
              <div className="mt-3 flex justify-between gap-2">
                <button type="button" disabled={page <= 1} onClick={() => go(page - 1)} className={buttonClasses('secondary', 'sm')}>
                  <Glyph icon={ChevronLeft} className="size-4" />
                  {copy.previous}
                </button>
                <button
                  type="button"
                  disabled={page >= pageCount}
                  onClick={() => go(page + 1)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {copy.next}
                  <Glyph icon={ChevronRight} className="size-4" />
                </button>
              </div>
            </div>
            <div className="min-w-0">
              {selected ? (
                <div data-highlighted>
                  <h3 className="text-sm font-semibold text-ink-600">{copy.highlighted}</h3>
                  <blockquote className="mt-1 rounded-xl bg-amber-50 p-3 text-sm leading-6 break-words text-ink-900 ring-1 ring-amber-200">
                    {selected.quote.text}
                  </blockquote>
                  {later ? (
                    <button
                      type="button"
                      onClick={() => onView({ document, page: later, key: selected.key })}
                      className={buttonClasses('ghost', 'sm', 'mt-1 px-2')}
                    >
                      {fillTemplate(copy.continues, { page: String(later) })}
                      <Glyph icon={ChevronRight} className="size-4" />
                    </button>
                  ) : null}
                </div>
              ) : null}
              <h3 id={listId} className="mt-5 text-sm font-semibold text-ink-600">
                {copy.onThisPage}
              </h3>
              {here.length > 0 ? (
                <ul aria-labelledby={listId} data-page-items className="mt-2 space-y-2">
                  {here.map((entry) => (
                    <li key={entry.key}>
                      <button
                        type="button"
                        aria-pressed={entry.key === selected?.key}
                        onClick={() => onView({ document, page, key: entry.key })}
                        className="w-full rounded-xl px-3 py-2 text-left text-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 aria-pressed:bg-amber-50 aria-pressed:ring-amber-400"
                      >
                        <span className="block text-xs font-semibold tracking-wide text-ink-600 uppercase">{entry.group}</span>
                        <span className="block font-semibold break-words text-ink-950">{entry.item}</span>
                        {entry.value ? <span className="block break-words text-ink-700">{entry.value}</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-ink-600">{copy.nothingHere}</p>
              )}
            </div>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
