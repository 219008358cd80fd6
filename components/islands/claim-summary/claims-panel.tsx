'use client';

import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { Draft } from '@/lib/claim-summary/draft';
import { fillTemplate } from '@/lib/template';
import { claimName, dateText } from './words';

/** The claims kept on this device: each reopened in one tap; the open one named, with its delete button. */
export function ClaimsList({
  drafts,
  current,
  copy,
  onOpen,
}: {
  drafts: readonly Draft[];
  current: string | null;
  copy: SummaryBuilderCopy;
  onOpen: (id: string) => void;
}) {
  if (drafts.length === 0) return null;
  return (
    <div data-claims>
      <h2 className="text-sm font-semibold text-ink-800">{copy.start.saved}</h2>
      <ul className="mt-2 space-y-2">
        {drafts.map((draft) => (
          <li
            key={draft.id}
            data-claim={draft.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-ink-200"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words text-ink-950">{claimName(copy, draft)}</span>
              <span className="block text-xs text-ink-600">
                {fillTemplate(copy.start.changed, { date: dateText(draft.updated.slice(0, 10)) })}
              </span>
            </span>
            {draft.id === current ? (
              <span className="text-sm font-medium text-emerald-800">{copy.start.current}</span>
            ) : (
              <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => onOpen(draft.id)}>
                {copy.start.open}
                <span className="sr-only">: {claimName(copy, draft)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One button deletes the open claim and its files from the device, after the visitor confirms. */
export function DeleteClaim({ copy, onDelete }: { copy: SummaryBuilderCopy; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" data-delete className={clsx(buttonClasses('ghost', 'sm'), 'text-rose-800')} onClick={() => setAsking(true)}>
        <Glyph icon={Trash2} className="size-4" />
        {copy.start.delete}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="claim-summary-delete" className="rounded-xl bg-rose-50 p-3 ring-1 ring-rose-200">
      <p id="claim-summary-delete" className="text-sm font-medium text-rose-900">
        {copy.start.confirm}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" autoFocus className={buttonClasses('primary', 'sm', 'bg-rose-700 hover:bg-rose-800')} onClick={onDelete}>
          {copy.start.confirmYes}
        </button>
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => setAsking(false)}>
          {copy.start.confirmNo}
        </button>
      </div>
    </div>
  );
}
