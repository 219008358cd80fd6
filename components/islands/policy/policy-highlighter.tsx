'use client';

import { FileText, Lock, Upload } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PolicyCopy } from '@/content/policy-highlighter-copy';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { formatCount } from '@/lib/numbers';
import { EarlyStatus } from '../early-status';
import { useTapReplay } from '../use-tap-replay';
import { PolicyProblems } from './policy-problems';
import { PolicyResults } from './policy-results';
import { usePolicyWorker, type Working } from './use-policy-worker';

const ACCEPT = '.pdf,application/pdf';

/** How far the reading is, in percent: opening is quick, the pages take most of it, finding the items the rest. */
const percentOf = (working: Working) =>
  Math.round(
    (working.phase === 'open' ? 0.02 : working.phase === 'pages' ? 0.02 + (working.done / Math.max(1, working.total)) * 0.78 : 0.85) * 100,
  );

/**
 * The Policy Highlighter: a file picker that is also the drop zone (a real `<label>` around the file input, which
 * covers it, so choosing or dropping files works from the first paint; files chosen before hydration are read
 * once hydrated), the sample policy, the progress of the reading and its results. The files are read in a Web
 * Worker and never leave the browser. A file that cannot be read gets its own message and the last reading stays.
 */
export function PolicyHighlighter({ copy }: { copy: PolicyCopy }) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const progressId = useId();
  const { working, problems, shown, focusResults, read, sample, warm, draw } = usePolicyWorker();

  // Files chosen (or dropped on the picker) before the page hydrated are read now.
  useEffect(() => {
    const early = input.current?.files;
    if (!early || early.length === 0) return;
    read([...early]);
    input.current!.value = '';
  }, [read]);

  // Taps made before hydration (the sample) are answered once the island can act on them.
  useTapReplay(root);

  // Files dropped next to the drop zone must not replace the page (and its results) with a file. Files dragged
  // over the page start the worker: the visitor is bringing them to the drop zone.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.target !== input.current) event.preventDefault();
    };
    const bringing = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) warm();
    };
    window.addEventListener('dragenter', bringing);
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragenter', bringing);
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, [warm]);

  const onChange = () => {
    const files = input.current?.files;
    if (!files || files.length === 0) return;
    read([...files]);
    // Choosing the same files again (after fixing one) must read them again.
    input.current!.value = '';
  };

  const onDrag = (event: DragEvent<HTMLLabelElement>) => {
    if (event.type === 'dragenter') warm();
    if (event.type === 'dragenter' || event.type === 'dragover') setDragging(true);
    else if (event.type === 'drop' || !event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  return (
    <div ref={root} {...tapIsland('policy')} className="group">
      <p hidden className="nojs-show rounded-2xl bg-accent-200/60 p-5 leading-7 text-ink-900">
        {copy.drop.noScript}
      </p>
      <div className="nojs-hide print:hidden">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-stretch">
          <label
            onDragEnter={onDrag}
            onDragOver={onDrag}
            onDragLeave={onDrag}
            onDrop={onDrag}
            className={clsx(
              'relative flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed px-6 py-8 text-center transition-colors',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white hover:border-brand-500 hover:bg-brand-50/50',
            )}
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Glyph icon={Upload} className="size-7" />
            </span>
            <span className="text-lg font-semibold text-brand-700">{copy.drop.label}</span>
            <span id={hintId} className="max-w-md text-sm text-ink-600">
              {dragging ? copy.drop.dragging : copy.drop.hint}
            </span>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={onChange}
              onClick={warm}
              aria-describedby={hintId}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </label>
          <div className="flex flex-col justify-center gap-3 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100">
            <button type="button" onClick={sample} {...earlyAnswer({ kind: 'status' })} className={buttonClasses('secondary', 'md')}>
              <Glyph icon={FileText} className="size-5" />
              {copy.drop.sample}
            </button>
            <p className="text-sm leading-6 text-ink-600">{copy.drop.sampleNote}</p>
            <p className="flex items-center gap-2 text-sm font-medium text-ink-800">
              <Glyph icon={Lock} className="size-4 shrink-0 text-brand-700" />
              {copy.drop.privacy}
            </p>
          </div>
        </div>

        <div className="mt-5 min-h-12">
          {working ? (
            <div className="grid gap-2">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span id={progressId} className="text-sm font-semibold text-ink-800">
                  {copy.progress.label}
                </span>
                {working.phase === 'pages' ? (
                  <span data-pages className="text-sm text-ink-600 tabular-nums">
                    {fillTemplate(copy.progress.pages, { done: formatCount(working.done), total: formatCount(working.total) })}
                  </span>
                ) : null}
              </span>
              <progress
                aria-labelledby={progressId}
                max={100}
                value={percentOf(working)}
                className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
              />
            </div>
          ) : null}
          <p role="status" className="mt-1 text-sm text-ink-600">
            {working ? copy.progress.phases[working.phase] : <EarlyStatus text={copy.drop.sampleLoading} />}
          </p>
        </div>

        {problems && !working ? (
          <PolicyProblems
            copy={copy.problems}
            problems={problems}
            some={shown !== null && shown.problems === problems}
            kept={shown !== null}
          />
        ) : null}
      </div>

      {shown ? <PolicyResults key={shown.result} copy={copy} shown={shown} focusRef={focusResults} draw={draw} /> : null}
    </div>
  );
}
