/**
 * The messages between the Claim Summary Builder's island and its Web Worker. The worker reads each file as it
 * is added to its slot, keeps the estimates it read, and compares the two once both are read; the page receives
 * each file's record and proposals, and the comparison's proposals. Files never leave the browser.
 */
import type { FileRecord, Proposal, Slot } from './types';

export type SummaryRequest =
  | { readonly type: 'read'; readonly id: number; readonly slot: Slot; readonly file: File }
  /** The slot's file taken away: its estimate is forgotten (and with it the comparison). */
  | { readonly type: 'forget'; readonly id: number; readonly slot: Slot };

export type SummaryResponse =
  | { readonly type: 'progress'; readonly id: number; readonly slot: Slot; readonly done: number }
  | {
      readonly type: 'read';
      readonly id: number;
      readonly slot: Slot;
      readonly record: FileRecord;
      readonly proposals: readonly Proposal[];
    }
  /** The two estimates compared: both totals and the difference by cause. */
  | { readonly type: 'compared'; readonly id: number; readonly proposals: readonly Proposal[] };
