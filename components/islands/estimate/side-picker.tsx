'use client';

import clsx from 'clsx';
import { FileUp } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import type { comparisonTool } from '@/content/estimate-comparison';
import type { SideState } from '@/lib/estimate/compare/protocol';
import { problemText } from './problem-words';
import { fillTemplate } from '@/lib/template';
import { formatCount } from '@/lib/numbers';

/** One side of the comparison: a file input that also takes a dropped file, and what became of the file. */
export function SidePicker({
  id,
  title,
  status,
  tool,
  checker,
  inputRef,
  onFile,
}: {
  id: string;
  title: string;
  status: SideState | undefined;
  tool: typeof comparisonTool;
  checker: CheckerCopy;
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const statusId = `${id}-status`;
  return (
    <div
      data-side={id}
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
        'flex min-w-0 flex-col gap-3 rounded-2xl border-2 border-dashed p-5 transition-colors',
        dragging ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white',
      )}
    >
      <h2 className="font-semibold text-ink-950">{title}</h2>
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-brand-700">
        <Glyph icon={FileUp} className="size-4" />
        {tool.choose}
        <input
          ref={inputRef}
          id={id}
          type="file"
          aria-describedby={statusId}
          accept=".pdf,.csv,.tsv,.txt,.xlsx,.ods,.xls,.esx,application/pdf,text/csv"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
      </label>
      <p className="text-sm text-ink-600">{dragging ? tool.dragging : tool.hint}</p>
      <p id={statusId} role="status" className="min-h-6 text-sm font-medium break-words">
        {status?.state === 'reading' ? <span className="text-ink-700">{fillTemplate(tool.reading, { name: status.name })}</span> : null}
        {status?.state === 'read' ? (
          <span className="text-emerald-800">
            {fillTemplate(status.unpriced > 0 ? tool.readUnpriced : tool.read, {
              name: status.name,
              lines: formatCount(status.lines),
              unpriced: formatCount(status.unpriced),
            })}
          </span>
        ) : null}
      </p>
      {status?.state === 'problem' ? (
        <p role="alert" data-problem={status.problem.kind} className="rounded-xl bg-rose-50 p-4 text-sm text-rose-900 ring-1 ring-rose-200">
          {problemText(checker, status.problem, status.name)}
        </p>
      ) : null}
    </div>
  );
}
