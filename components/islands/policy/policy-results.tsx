'use client';

import { ArrowUpRight, FileSearch, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PolicyCopy, PolicyEntryKind } from '@/content/policy-highlighter-copy';
import { isPolicyDocument } from '@/lib/policy/input';
import { fillTemplate } from '@/lib/template';
import { groupBy } from '@/lib/group-by';
import { formatCount, formatList } from '@/lib/numbers';
import { documentLine } from './document-line';
import { PageView, type Viewing } from './page-view';
import { PolicyIndex } from './policy-index';
import { policyEntries, type EntryLink, type PolicyEntry } from './policy-words';
import type { DrawnPicture, Shown } from './use-policy-worker';

/** The sections of the results, in order: what the declarations state first, what is unsure last. */
const SECTIONS: readonly PolicyEntryKind[] = [
  'coverage',
  'deductible',
  'special',
  'listed',
  'form',
  'amendment',
  'condition',
  'definition',
  'exclusion',
  'worth',
];

/** Sections left out when empty: what is unsure, and a list the reader may not have found (special limits). */
const HIDDEN_WHEN_EMPTY: ReadonlySet<PolicyEntryKind> = new Set(['special', 'worth']);

/** Items shown in a section before "Show all": a 279-page package states hundreds of limits. */
const FIRST = 8;

type Open = (target: { document: string; page: number; key: string | null }) => void;

function LinkButtons({ links, open }: { links: readonly EntryLink[]; open: Open }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={`${link.document}-${link.page}-${link.label}`}>
          <button
            type="button"
            data-link
            onClick={() => open({ document: link.document, page: link.page, key: link.key })}
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-accent-200/70 px-3 text-sm font-semibold text-ink-900 ring-1 ring-accent-300 ring-inset hover:bg-accent-200"
          >
            {link.label}
            <Glyph icon={ArrowUpRight} className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** An item: what it is, what the documents state, its own words, and the page it is on. */
function EntryCard({ entry, copy, open, many }: { entry: PolicyEntry; copy: PolicyCopy['results']; open: Open; many: boolean }) {
  const showText = entry.text !== null && !entry.quote.text.includes(entry.text);
  const showQuote = !(showText && entry.text!.includes(entry.quote.text));
  return (
    <li
      data-entry={entry.key}
      data-kind={entry.kind}
      className={clsx('rounded-2xl p-4 ring-1', entry.missing ? 'bg-rose-50 ring-rose-200' : 'bg-white ring-ink-100')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p data-cell="item" className="font-semibold break-words text-ink-950">
            {entry.item}
          </p>
          {entry.value ? (
            <p data-cell="value" className="mt-0.5 break-words text-ink-800 tabular-nums">
              {entry.value}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          data-open-page
          onClick={() => open({ document: entry.document, page: entry.page, key: entry.key })}
          aria-label={fillTemplate(copy.openPageLabel, { page: String(entry.page), document: entry.document, item: entry.item })}
          className={buttonClasses('secondary', 'sm', 'shrink-0')}
        >
          <Glyph icon={FileSearch} className="size-4" />
          {fillTemplate(copy.openPage, { page: String(entry.page) })}
          {many ? <span className="max-w-40 truncate font-normal text-ink-600">{entry.document}</span> : null}
        </button>
      </div>
      {showText ? <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-ink-700">{entry.text}</p> : null}
      {showQuote ? (
        <blockquote className="mt-2 border-l-2 border-ink-200 pl-3 text-sm leading-6 break-words text-ink-600">
          <span className="sr-only">{copy.printedLabel}: </span>“{entry.quote.text}”
        </blockquote>
      ) : null}
      <LinkButtons links={entry.links} open={open} />
    </li>
  );
}

/** A list of items, the first `FIRST` at once and the rest on request. */
function EntryList({
  entries,
  copy,
  open,
  many,
}: {
  entries: readonly PolicyEntry[];
  copy: PolicyCopy['results'];
  open: Open;
  many: boolean;
}) {
  const [all, setAll] = useState(entries.length <= FIRST + 2);
  const shown = all ? entries : entries.slice(0, FIRST);
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {shown.map((entry) => (
          <EntryCard key={entry.key} entry={entry} copy={copy} open={open} many={many} />
        ))}
      </ul>
      {all ? null : (
        <p className="mt-3">
          <button type="button" onClick={() => setAll(true)} className={buttonClasses('secondary', 'sm')}>
            {fillTemplate(copy.showAll, { count: formatCount(entries.length) })}
          </button>
        </p>
      )}
    </>
  );
}

/**
 * The reading of one policy: the documents read, then every item, declarations first, each with its page and the
 * printed words it rests on; the one-page index; and the page view any item opens.
 */
export function PolicyResults({
  copy,
  shown,
  focusRef,
  draw,
}: {
  copy: PolicyCopy;
  shown: Shown;
  /** True when the results should take focus as they arrive. */
  focusRef: RefObject<boolean>;
  draw: (document: string, page: number, pixelWidth: number) => Promise<DrawnPicture | null>;
}) {
  const words = copy.results;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { reading, sample, sizes } = shown;
  const entries = useMemo(() => policyEntries(reading, copy.items), [reading, copy.items]);
  const documents = useMemo(() => reading.documents.filter(isPolicyDocument), [reading]);
  const many = documents.length > 1;
  const names = useMemo(() => documents.map((document) => document.name), [documents]);
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!focusRef.current) return;
    focusRef.current = false;
    heading.current?.focus();
  }, [focusRef]);

  const open: Open = (target) => {
    if (!opener.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setViewing(target);
  };
  const close = () => {
    setViewing(null);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  const byKind = useMemo(() => groupBy(entries, (entry) => entry.kind), [entries]);

  const title = sample
    ? words.sampleHeading
    : many
      ? fillTemplate(words.headingMany, { count: formatCount(documents.length) })
      : fillTemplate(words.heading, { name: documents[0]?.name ?? '' });
  const name = sample ? 'sample-policy' : many ? 'policy' : (documents[0]?.name ?? 'policy').replace(/\.[^.]+$/, '');

  return (
    <>
      <section
        aria-labelledby={headingId}
        data-results
        className="mt-8 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8 print:hidden"
      >
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-h3 break-words text-ink-950 outline-none">
          {title}
        </h2>
        <div className="mt-3">
          <h3 className="sr-only">{words.documentsLabel}</h3>
          <ul data-documents className="space-y-1 text-sm text-ink-700">
            {documents.map((document) => (
              <li key={document.name} data-kind={document.kind}>
                <span className="font-semibold text-ink-900">{document.name}</span> · {documentLine(words, document)}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={words.contentsLabel} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.filter((kind) => !HIDDEN_WHEN_EMPTY.has(kind) || byKind.has(kind)).map((kind) => (
              <li key={kind}>
                <a
                  href={`#policy-${kind}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50"
                >
                  {words.sections[kind].title}
                  <span className="text-ink-600 tabular-nums">{formatCount(byKind.get(kind)?.length ?? 0)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {entries.length === 0 ? <p className="mt-6 font-medium text-ink-900">{words.noneFound}</p> : null}

        {SECTIONS.map((kind) => {
          const list = byKind.get(kind) ?? [];
          if (HIDDEN_WHEN_EMPTY.has(kind) && list.length === 0) return null;
          const section = words.sections[kind];
          const missing = kind === 'listed' ? list.filter((entry) => entry.missing) : [];
          return (
            <section
              key={kind}
              id={`policy-${kind}`}
              aria-labelledby={`policy-${kind}-title`}
              data-section={kind}
              // Off screen, a section is neither styled nor laid out until it nears the viewport: a package's
              // reading would otherwise lay out thousands of nodes in one task.
              className={clsx(
                'mt-8 scroll-mt-24 [contain-intrinsic-size:auto_36rem] [content-visibility:auto]',
                kind === 'worth' && 'rounded-2xl bg-accent-200/40 p-5 ring-1 ring-accent-300',
              )}
            >
              <h3 id={`policy-${kind}-title`} className="text-lg font-bold text-ink-950">
                {section.title} <span className="font-semibold text-ink-600 tabular-nums">({formatCount(list.length)})</span>
              </h3>
              <p className="mt-1 mb-4 text-sm leading-6 text-ink-600">{list.length > 0 ? section.intro : section.empty}</p>
              {missing.length > 0 ? (
                <div data-missing className="mb-4 flex gap-3 rounded-2xl bg-rose-50 p-4 text-ink-900 ring-1 ring-rose-200">
                  <Glyph icon={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-rose-700" />
                  <div>
                    <p className="font-semibold">{words.missingTitle}</p>
                    <p className="mt-1 text-sm leading-6">{words.missingIntro}</p>
                    <p className="mt-1 text-sm font-semibold">{formatList(missing.map((entry) => entry.item))}</p>
                  </div>
                </div>
              ) : null}
              {kind === 'exclusion' ? (
                [...new Set(list.map((entry) => entry.group))].map((group) => (
                  <div key={group} className="mt-4 first:mt-0">
                    <h4 className="mb-2 font-semibold text-ink-800">{group}</h4>
                    <EntryList entries={list.filter((entry) => entry.group === group)} copy={words} open={open} many={many} />
                  </div>
                ))
              ) : list.length > 0 ? (
                <EntryList entries={list} copy={words} open={open} many={many} />
              ) : null}
            </section>
          );
        })}
      </section>

      <PolicyIndex copy={copy} reading={reading} entries={entries} documents={names} name={name} />

      <PageView copy={copy.viewer} entries={entries} sizes={sizes} viewing={viewing} onView={setViewing} onClose={close} draw={draw} />
    </>
  );
}
