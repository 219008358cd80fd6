import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import type { Check } from '@/lib/claim-summary/checks';
import type { Draft } from '@/lib/claim-summary/draft';
import type { ClaimSummary, FieldKey } from '@/lib/claim-summary/types';

/** What every step of the builder reads and does: the open claim, its checks, and the visitor's changes. */
export interface StepContext {
  readonly copy: SummaryBuilderCopy;
  readonly draft: Draft;
  readonly checks: readonly Check[];
  readonly setField: (key: FieldKey, value: string) => void;
  /** Any other change to the summary (rows, role, reader). */
  readonly change: (change: (summary: ClaimSummary) => ClaimSummary) => void;
  readonly accept: (ids: readonly string[]) => void;
  readonly dismiss: (ids: readonly string[]) => void;
  /** A fresh id for a row the visitor adds. */
  readonly newId: () => string;
}
