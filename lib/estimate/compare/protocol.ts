/**
 * The messages between the Estimate Comparison's island and its Web Worker. The worker reads each side's
 * file as soon as it is chosen, keeps what it read, and compares once both sides are read; a correction by the
 * visitor compares again without reading the files again.
 */
import type { Phase } from '../table';
import type { InputProblem } from '../types';
import type { Corrections } from '.';
import type { ShownComparison } from './shown';
import type { CsvLabels } from './view';

export type SideKey = 'a' | 'b';

/** Line pairs the page shows at first, and more at each "Show more": a row costs the browser about a millisecond of style and layout. */
export const PAIRS_SHOWN = 25;

export type ComparisonRequest =
  | { readonly type: 'read'; readonly id: number; readonly side: SideKey; readonly file: File }
  | { readonly type: 'sample'; readonly id: number }
  | { readonly type: 'correct'; readonly id: number; readonly corrections: Corrections }
  /** The first `rows` line pairs of the last comparison ("Show more"). */
  | { readonly type: 'rows'; readonly id: number; readonly rows: number }
  | { readonly type: 'csv'; readonly id: number; readonly labels: CsvLabels };

/** A side's state: being read, read (how many lines), or refused with the checker's message. */
export type SideState =
  | { readonly state: 'reading'; readonly name: string; readonly phase: Phase; readonly done: number }
  /** `lines` counts every line read, `unpriced` those printed without a price (`REVISED`). */
  | { readonly state: 'read'; readonly name: string; readonly lines: number; readonly unpriced: number }
  | { readonly state: 'problem'; readonly name: string; readonly problem: InputProblem };

export type ComparisonResponse =
  | { readonly type: 'side'; readonly id: number; readonly side: SideKey; readonly status: SideState }
  | { readonly type: 'result'; readonly id: number; readonly comparison: ShownComparison; readonly corrections: Corrections }
  /** The same file chosen for both sides. */
  | { readonly type: 'same-file'; readonly id: number }
  | { readonly type: 'csv'; readonly id: number; readonly text: string };
