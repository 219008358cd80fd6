'use client';

import { TriangleAlert } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import type { PolicyCopy } from '@/content/policy-highlighter-copy';
import type { PolicyInputProblem } from '@/lib/policy/input';
import { problemText } from './policy-words';

/**
 * The files that could not be read as part of a policy, each with its own message, next to the picker. `some`:
 * the other files were read (their reading is below); `kept`: none was, and the last reading stays below.
 */
export function PolicyProblems({
  copy,
  problems,
  some,
  kept,
}: {
  copy: PolicyCopy['problems'];
  problems: readonly PolicyInputProblem[];
  some: boolean;
  kept: boolean;
}) {
  return (
    <div role="alert" data-problems className="mt-2 rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-200">
      <p className="flex items-center gap-2 font-semibold text-rose-900">
        <Glyph icon={TriangleAlert} className="size-5 shrink-0" />
        {some ? copy.titleSome : copy.title}
      </p>
      <ul className="mt-2 space-y-2">
        {problems.map((problem) => (
          <li key={`${problem.name}-${problem.kind}`} data-problem={problem.kind} className="leading-7 text-ink-800">
            {problemText(copy, problem)}
            {problem.kind === 'estimate' ? (
              <>
                {' '}
                <a href={copy.estimateTool.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {copy.estimateTool.label}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {kept && !some ? <p className="mt-3 text-sm text-ink-600">{copy.kept}</p> : null}
    </div>
  );
}
