'use client';

import { TriangleAlert } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import { EXPORT_GUIDE_ID } from '@/content/estimator-checker';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { problemText } from './problem-words';
import type { InputProblem, Mapping } from '@/lib/estimate/types';
import { MappingFields } from './mapping-fields';

/** Problems that the page's guidance on files answers. */
const guided = new Set<InputProblem['kind']>([
  'empty',
  'binary',
  'no-columns',
  'no-lines',
  'old-spreadsheet',
  'esx',
  'components',
  'pdf-scanned',
  'pdf-no-table',
]);

/** The message for a file that could not be checked, next to the picker; the last results stay below. */
export function EstimatorProblem({
  copy,
  problem,
  name,
  kept,
  onMapping,
}: {
  copy: CheckerCopy;
  problem: InputProblem;
  name: string;
  kept: boolean;
  onMapping?: (mapping: Mapping) => void;
}) {
  return (
    <div role="alert" data-problem={problem.kind} className="mt-2 rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-200">
      <p className="flex items-center gap-2 font-semibold text-rose-900">
        <Glyph icon={TriangleAlert} className="size-5 shrink-0" />
        {copy.errors.title}
      </p>
      <p className="mt-2 leading-7 text-ink-800">{problemText(copy, problem, name)}</p>
      {guided.has(problem.kind) ? (
        <p className="mt-2">
          <a href={`#${EXPORT_GUIDE_ID}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {copy.errors.howTo}
          </a>
        </p>
      ) : null}
      {problem.kind === 'missing-columns' && onMapping ? (
        <div className="mt-4">
          <MappingFields copy={copy} headers={problem.headers} mapping={problem.mapping} onChange={onMapping} />
        </div>
      ) : null}
      {kept ? <p className="mt-3 text-sm text-ink-600">{copy.errors.kept}</p> : null}
    </div>
  );
}
