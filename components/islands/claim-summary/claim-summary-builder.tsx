'use client';

import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Lock, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { checksOf } from '@/lib/claim-summary/checks';
import { stepKeys, type Draft, type StepKey } from '@/lib/claim-summary/draft';
import { applyProposal, mergeProposals, setField, withoutSlot, withStatus } from '@/lib/claim-summary/model';
import { slots, type FieldKey, type Proposal, type Slot } from '@/lib/claim-summary/types';
import { formatCount } from '@/lib/numbers';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { EarlyStatus } from '../early-status';
import { useTapReplay } from '../use-tap-replay';
import { ClaimsList, DeleteClaim } from './claims-panel';
import type { StepContext } from './context';
import { ExportActions } from './export-actions';
import { FileSlot } from './file-slot';
import { dropFile, keepFile, keptFile } from './file-store';
import { wordedSummary } from './printable';
import { AmountsStep, ClaimStep, CoverageStep, LossStep, PartiesStep, ReaderStep, TimelineStep } from './steps';
import { SummaryView } from './summary-view';
import { useDrafts } from './use-drafts';
import { useSummaryWorker } from './use-summary-worker';
import { rowWording } from './words';

const fieldStep = (field: FieldKey): StepKey => {
  const step = field.split('.')[0]!;
  return step === 'ask' ? 'reader' : (step as StepKey);
};

/** The step a proposal fills. */
function stepOf(proposal: Proposal): StepKey {
  if (proposal.target === 'field') return fieldStep(proposal.field);
  if (proposal.target === 'cause') return 'amounts';
  if (proposal.target === 'event') return 'timeline';
  return 'coverage';
}

const pendingByStep = (draft: Draft) => {
  const counts = new Map<StepKey, number>();
  for (const item of draft.proposals) {
    if (item.status !== 'pending') continue;
    const step = stepOf(item);
    counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  return counts;
};

let rowCounter = 0;
const newRowId = () => `r${Date.now().toString(36)}${(rowCounter += 1).toString(36)}`;

/**
 * The Claim Summary Builder: one claim's summary built step by step, on the visitor's device. Files added to the
 * documents step are read in a Web Worker by the readers of the other free tools and what they state is proposed,
 * with its source, in the steps that follow; the visitor accepts, edits or dismisses each. The draft is saved as
 * it changes (several claims kept, each deleted with its files in one step), and the summary is written for the
 * reader chosen, shown on the page and exported as a PDF, a CSV or a print. Nothing leaves the browser.
 */
export function ClaimSummaryBuilder({ copy, checker }: { copy: SummaryBuilderCopy; checker: CheckerCopy }) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  /** The files the worker has read since the page opened, by claim and slot: the others are read again from the device when a comparison needs them. */
  const readHere = useRef(new Set<string>());
  const drafts = useDrafts();
  const { current, update } = drafts;
  useTapReplay(root, drafts.ready);
  const wording = useMemo(() => rowWording(copy), [copy]);

  const worker = useSummaryWorker({
    onRead: (slot, record, proposals) =>
      update((draft) => ({
        ...draft,
        files: [...draft.files.filter((file) => file.slot !== slot), record],
        proposals: mergeProposals(draft.proposals, proposals),
      })),
    onCompared: (proposals) => update((draft) => ({ ...draft, proposals: mergeProposals(draft.proposals, proposals) })),
  });

  const step = current?.step ?? 'documents';
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (!drafts.ready || !current) {
    return (
      <div ref={root} {...tapIsland('claim-summary')} className="group">
        <p hidden className="nojs-show rounded-2xl bg-accent-200/60 p-5 leading-7 text-ink-900">
          {copy.noScript}
        </p>
        <div className="nojs-hide grid gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7">
            <h2 className="text-h3 text-ink-950">{copy.start.title}</h2>
            <p className="mt-2 leading-7 text-ink-700">{copy.start.text}</p>
            {drafts.deleted ? (
              <p role="status" data-deleted className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
                {copy.start.deleted}
              </p>
            ) : null}
            <button
              type="button"
              onClick={drafts.start}
              {...earlyAnswer({ kind: 'status' })}
              className={clsx(buttonClasses('primary', 'lg'), 'mt-5')}
            >
              <Glyph icon={Plus} className="size-5" />
              {copy.start.button}
            </button>
            <p role="status" className="mt-2 min-h-6 text-sm text-ink-600">
              <EarlyStatus text={copy.start.opening} />
            </p>
            <div className="mt-4">
              <ClaimsList drafts={drafts.drafts} current={null} copy={copy} onOpen={drafts.open} />
            </div>
          </div>
          <Storage copy={copy} kept={drafts.kept} />
        </div>
      </div>
    );
  }

  const draft = current;
  const checks = checksOf(draft.summary);
  const today = drafts.today;
  const ctx: StepContext = {
    copy,
    draft,
    checks,
    setField: (key, value) => update((d) => ({ ...d, summary: setField(d.summary, key, value) })),
    change: (change) => update((d) => ({ ...d, summary: change(d.summary) })),
    accept: (ids) =>
      update((d) => {
        let { summary, proposals } = d;
        for (const id of ids) {
          const item = proposals.find((proposal) => proposal.id === id);
          if (!item) continue;
          summary = applyProposal(summary, item, wording);
          proposals = withStatus(proposals, id, 'accepted');
        }
        return { ...d, summary, proposals };
      }),
    dismiss: (ids) => update((d) => ({ ...d, proposals: ids.reduce((list, id) => withStatus(list, id, 'dismissed'), d.proposals) })),
    newId: newRowId,
  };

  const go = (next: StepKey) => {
    moved.current = true;
    update((d) => ({ ...d, step: next }));
  };

  const choose = async (slot: Slot, file: File) => {
    const id = draft.id;
    update((d) => ({ ...d, files: d.files.filter((item) => item.slot !== slot), proposals: withoutSlot(d.proposals, slot) }));
    void keepFile(id, slot, file);
    // The other estimate, read on an earlier visit, is read again from the device so the two can be compared.
    const other = slot === 'carrier' ? 'own' : slot === 'own' ? 'carrier' : null;
    if (other && !readHere.current.has(`${id}:${other}`) && draft.files.some((item) => item.slot === other && !item.problem)) {
      const kept = await keptFile(id, other);
      if (kept) {
        readHere.current.add(`${id}:${other}`);
        worker.read(other, kept);
      }
    }
    readHere.current.add(`${id}:${slot}`);
    worker.read(slot, file);
  };

  const removeFile = (slot: Slot) => {
    update((d) => ({ ...d, files: d.files.filter((item) => item.slot !== slot), proposals: withoutSlot(d.proposals, slot) }));
    readHere.current.delete(`${draft.id}:${slot}`);
    void dropFile(draft.id, slot);
    worker.forget(slot);
  };

  const pending = pendingByStep(draft);
  const index = stepKeys.indexOf(step);
  const previous = stepKeys[index - 1];
  const next = stepKeys[index + 1];
  const worded = step === 'summary' ? wordedSummary(draft, copy, today) : null;

  return (
    <div ref={root} {...tapIsland('claim-summary')} data-builder={draft.id} className="group space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:flex-row sm:items-start sm:justify-between print:hidden">
        <details className="min-w-0 flex-1">
          <summary className="cursor-pointer text-sm font-semibold text-ink-800">
            {copy.start.saved} ({formatCount(drafts.drafts.length)})
          </summary>
          <div className="mt-3 space-y-3">
            <ClaimsList drafts={drafts.drafts} current={draft.id} copy={copy} onOpen={drafts.open} />
            <button type="button" className={buttonClasses('secondary', 'sm')} onClick={drafts.start}>
              <Glyph icon={Plus} className="size-4" />
              {copy.start.another}
            </button>
          </div>
        </details>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800" role="status" data-saved>
            <Glyph icon={Lock} className="size-4" />
            {drafts.kept ? copy.storage.saved : copy.storage.unavailable}
          </p>
          <DeleteClaim copy={copy} onDelete={() => void drafts.remove(draft.id)} />
        </div>
      </div>

      {drafts.handoff ? (
        <p role="status" data-handoff={drafts.handoff} className="rounded-2xl bg-accent-200/60 p-4 text-sm text-ink-900 print:hidden">
          {fillTemplate(copy.proposals.arrived, { tool: copy.proposals.tools[drafts.handoff] })}
        </p>
      ) : null}

      <nav aria-label={copy.nav.label} className="-mx-1 overflow-x-auto px-1 pb-1 print:hidden">
        <ol className="flex gap-2 sm:flex-wrap">
          {stepKeys.map((key, i) => {
            const waiting = pending.get(key) ?? 0;
            return (
              <li key={key}>
                <button
                  type="button"
                  data-step-link={key}
                  aria-current={key === step ? 'step' : undefined}
                  onClick={() => go(key)}
                  className={clsx(
                    'min-h-10 rounded-full px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
                    key === step ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50',
                  )}
                >
                  {i + 1}. {copy.steps[key].title}
                  {waiting > 0 ? (
                    <span
                      className={clsx(
                        'ml-2 rounded-full px-1.5 text-xs',
                        key === step ? 'bg-white text-brand-800' : 'bg-accent-300 text-ink-950',
                      )}
                    >
                      {fillTemplate(copy.nav.waiting, { count: formatCount(waiting) })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <section
        aria-labelledby="claim-summary-step"
        data-step={step}
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7 print:p-0 print:shadow-none print:ring-0"
      >
        <div className="print:hidden">
          <p className="text-sm font-semibold text-brand-700">
            {fillTemplate(copy.nav.stepOf, { n: String(index + 1), total: String(stepKeys.length) })}
          </p>
          <h2 id="claim-summary-step" ref={heading} tabIndex={-1} className="mt-1 text-h3 text-ink-950 outline-none">
            {copy.steps[step].title}
          </h2>
          <p className="mt-2 mb-5 text-ink-600">{copy.steps[step].intro}</p>
        </div>
        {step === 'documents' ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {slots.map((slot) => (
              <FileSlot
                key={slot}
                slot={slot}
                record={draft.files.find((file) => file.slot === slot)}
                reading={worker.reading[slot]}
                proposals={draft.proposals.filter((item) => item.source.from === slot && item.status === 'pending').length}
                copy={copy}
                checker={checker}
                onFile={(file) => void choose(slot, file)}
                onRemove={() => removeFile(slot)}
              />
            ))}
          </div>
        ) : null}
        {step === 'claim' ? <ClaimStep ctx={ctx} /> : null}
        {step === 'parties' ? <PartiesStep ctx={ctx} /> : null}
        {step === 'loss' ? <LossStep ctx={ctx} /> : null}
        {step === 'coverage' ? <CoverageStep ctx={ctx} /> : null}
        {step === 'amounts' ? <AmountsStep ctx={ctx} /> : null}
        {step === 'timeline' ? <TimelineStep ctx={ctx} today={today} /> : null}
        {step === 'reader' ? <ReaderStep ctx={ctx} /> : null}
        {worded ? (
          <div className="space-y-5">
            <ExportActions worded={worded} draft={draft} copy={copy} />
            <SummaryView worded={worded} copy={copy} />
          </div>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-ink-100 pt-5 print:hidden">
          {previous ? (
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={() => go(previous)}>
              <Glyph icon={ArrowLeft} className="size-4" />
              {copy.nav.back}
            </button>
          ) : (
            <span />
          )}
          {next ? (
            <button type="button" data-next className={buttonClasses('primary', 'md')} onClick={() => go(next)}>
              {fillTemplate(copy.nav.next, { step: copy.steps[next].title })}
              <Glyph icon={ArrowRight} className="size-4" />
            </button>
          ) : null}
        </div>
      </section>
      <Storage copy={copy} kept={drafts.kept} />
    </div>
  );
}

/** Where the claim is kept, and that it is never sent: on the page at every step. */
function Storage({ copy, kept }: { copy: SummaryBuilderCopy; kept: boolean }) {
  return (
    <aside data-storage className="rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100 print:hidden">
      <h2 className="flex items-center gap-2 font-semibold text-ink-950">
        <Glyph icon={Lock} className="size-4 text-brand-700" />
        {copy.storage.title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-700">{copy.storage.text}</p>
      {kept ? null : <p className="mt-2 text-sm font-medium text-amber-900">{copy.storage.unavailable}</p>}
      <p className="mt-2 text-xs leading-5 text-ink-600">{copy.legal}</p>
    </aside>
  );
}
