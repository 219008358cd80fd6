'use client';

import clsx from 'clsx';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { problemText } from '@/components/islands/estimate/problem-words';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button-styles';
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import type { FileRecord, Slot, SlotProblem } from '@/lib/claim-summary/types';
import { formatCount } from '@/lib/numbers';
import { fillTemplate } from '@/lib/template';
import { kindText } from './words';

function problemWords(copy: SummaryBuilderCopy, checker: CheckerCopy, problem: SlotProblem, name: string): string {
  switch (problem.kind) {
    case 'estimate':
      return problemText(checker, problem.problem, name);
    case 'not-a-policy':
    case 'not-an-estimate':
      return fillTemplate(copy.problems[problem.kind], { name, found: kindText(copy, problem.found) });
    default:
      return fillTemplate(copy.problems[problem.kind], { name });
  }
}

/** One document the builder asks for: a file input that also takes a dropped file, and what the file was read as. */
export function FileSlot({
  slot,
  record,
  reading,
  proposals,
  copy,
  checker,
  onFile,
  onRemove,
}: {
  slot: Slot;
  record: FileRecord | undefined;
  reading: { readonly name: string; readonly done: number } | undefined;
  proposals: number;
  copy: SummaryBuilderCopy;
  checker: CheckerCopy;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const words = copy.slots[slot];
  return (
    <div
      data-slot={slot}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={clsx(
        'flex min-w-0 flex-col gap-2 rounded-2xl border-2 border-dashed p-4 transition-colors',
        dragging ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white',
      )}
    >
      <h3 className="font-semibold text-ink-950">{words.title}</h3>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {words.hint}
      </p>
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-brand-700">
        <Glyph icon={FileUp} className="size-4" />
        {record ? copy.files.replace : copy.files.choose}
        <input
          type="file"
          aria-describedby={`${id}-hint ${id}-status`}
          accept={slot === 'policy' ? '.pdf,application/pdf' : '.pdf,.csv,.tsv,.txt,.xlsx,.ods,application/pdf,text/csv'}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-status`} role="status" className="min-h-6 text-sm font-medium break-words">
        {reading ? <span className="text-ink-700">{fillTemplate(copy.files.reading, { name: reading.name })}</span> : null}
        {!reading && record && !record.problem ? (
          <span className="text-emerald-800">
            {record.kind === 'estimate' && record.lines !== undefined
              ? fillTemplate(copy.files.readLines, { name: record.name, lines: formatCount(record.lines) })
              : fillTemplate(copy.files.read, { name: record.name, kind: kindText(copy, record.kind) })}{' '}
            {proposals > 0 ? fillTemplate(copy.files.proposals, { count: formatCount(proposals) }) : copy.files.none}
          </span>
        ) : null}
      </p>
      {!reading && record?.problem ? (
        <p role="alert" data-problem={record.problem.kind} className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
          {problemWords(copy, checker, record.problem, record.name)}
        </p>
      ) : null}
      {record && !reading ? (
        <button type="button" className={clsx(buttonClasses('ghost', 'sm'), 'w-fit')} onClick={onRemove}>
          {copy.files.remove}
        </button>
      ) : null}
    </div>
  );
}
