'use client';

import { ClipboardList, Download, Printer } from 'lucide-react';
import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PolicyCopy } from '@/content/policy-highlighter-copy';
import { policyHandoff, writeHandoff } from '@/lib/claim-summary/handoff';
import type { PolicyReading } from '@/lib/policy/types';
import { fillTemplate } from '@/lib/template';
import { groupBy } from '@/lib/group-by';
import { saveFile } from '../estimate/save-file';
import { indexCsv, indexRows } from './policy-index-rows';
import { documentKey } from './policy-values';
import type { PolicyEntry } from './policy-words';

/** Rows added per frame, from the frame after the results: a package's index holds over a thousand, and no frame should carry them all. */
const STEP = 150;

/**
 * The one-page index: every item with its page, grouped as the results are, printable alone (the page's print
 * style shows this section only, in three columns of small type) and downloadable as CSV, from the same entries.
 */
export function PolicyIndex({
  copy,
  reading,
  entries,
  documents,
  name,
}: {
  copy: PolicyCopy;
  reading: PolicyReading;
  entries: readonly PolicyEntry[];
  documents: readonly string[];
  /** The download's name without its extension. */
  name: string;
}) {
  const words = copy.index;
  const headingId = useId();
  const many = documents.length > 1;
  const rows = useMemo(() => indexRows(entries, copy.items, documents), [entries, copy.items, documents]);
  const [count, setCount] = useState(0);
  const printing = useRef(false);

  // The rest of a long index, a slice per frame.
  useEffect(() => {
    if (count >= rows.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((now) => Math.min(rows.length, now + STEP))));
    return () => cancelAnimationFrame(frame);
  }, [count, rows.length]);

  // "Print the index" prints once every row is on the page.
  useEffect(() => {
    if (!printing.current || count < rows.length) return;
    printing.current = false;
    window.print();
  }, [count, rows.length]);

  const groups = useMemo(() => [...groupBy(rows.slice(0, count), (row) => row.group)], [rows, count]);

  const print = () => {
    if (count >= rows.length) window.print();
    else printing.current = true;
  };

  const useInSummary = () => {
    // On this device only: the builder takes the limits and deductibles as proposals when it opens.
    try {
      writeHandoff(localStorage, policyHandoff(reading, new Date()));
    } catch {
      // Storage refused (a private window): the builder opens without them.
    }
    window.location.assign(words.summaryPath);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-print-index
      className="mt-8 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 [contain-intrinsic-size:auto_60rem] [content-visibility:auto] sm:p-8 print:mt-0 print:rounded-none print:p-0 print:text-[7.5pt] print:leading-tight print:shadow-none print:ring-0 print:[content-visibility:visible]"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between print:block">
        <div className="min-w-0">
          <h2 id={headingId} className="text-h3 text-ink-950 print:text-[11pt] print:font-bold">
            {words.title}
          </h2>
          <p className="mt-1 text-sm leading-6 text-ink-600 print:hidden">{words.intro}</p>
          <p data-index-documents className="mt-1 text-sm break-words text-ink-800 print:text-[7.5pt]">
            {fillTemplate(words.documents, {
              documents: many
                ? documents.map((name, index) => fillTemplate(words.documentKey, { key: documentKey(index), name })).join(' · ')
                : documents.join(', '),
            })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 print:hidden">
          <button
            type="button"
            onClick={() => saveFile(indexCsv(entries, copy.items), fillTemplate(words.downloadName, { name }))}
            className={buttonClasses('secondary', 'sm')}
          >
            <Glyph icon={Download} className="size-4" />
            {words.download}
          </button>
          <button type="button" onClick={print} className={buttonClasses('secondary', 'sm')}>
            <Glyph icon={Printer} className="size-4" />
            {words.print}
          </button>
          <button type="button" data-use-in-summary onClick={useInSummary} className={buttonClasses('secondary', 'sm')}>
            <Glyph icon={ClipboardList} className="size-4" />
            {words.summary}
          </button>
        </div>
      </div>
      <div className="mt-5 gap-8 sm:columns-2 xl:columns-3 print:mt-2 print:columns-3 print:gap-4">
        {groups.map(([group, list]) => (
          <div key={group} data-index-group className="mb-5 print:mb-1.5">
            <h3 className="mb-1.5 break-after-avoid font-bold text-ink-950 print:mb-0.5">{group}</h3>
            <ul className="divide-y divide-ink-100 text-sm print:divide-y-0 print:text-[7.5pt] print:leading-[1.2]">
              {list.map((row) => (
                <li key={row.key} data-index-row className="flex break-inside-avoid items-baseline gap-2 py-1 print:py-0">
                  <span data-cell="item" className="min-w-0 flex-1 break-words text-ink-900 print:truncate">
                    {row.item}
                  </span>
                  {row.value ? (
                    <span
                      data-cell="value"
                      className="max-w-[50%] min-w-0 text-right break-words text-ink-600 print:max-w-[45%] print:truncate"
                    >
                      {row.value}
                    </span>
                  ) : null}
                  <span data-cell="page" className="shrink-0 font-medium whitespace-nowrap text-ink-800 tabular-nums">
                    {row.page}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-4 hidden text-ink-600 print:block print:text-[6.5pt]">{words.printedFrom}</p>
    </section>
  );
}
