/**
 * The messages between the Estimator Checker's island and its Web Worker, and the view of the findings
 * (filter and order) both sides apply the same way.
 */
import type { FindingLabels } from '@/content/estimator-checker';
import type { Phase } from './analyse';
import type { Analysis, Finding, FindingKind, InputProblem, Mapping } from './types';

export type Sort = 'file' | 'stake-desc' | 'stake-asc';

export interface FindingsView {
  readonly kind: FindingKind | 'all';
  readonly sort: Sort;
}

export type WorkerRequest =
  | { readonly type: 'file'; readonly id: number; readonly file: File }
  | { readonly type: 'sample'; readonly id: number }
  /** Check a file read before (`table`, from its result or problem) again with the visitor's column mapping. */
  | { readonly type: 'remap'; readonly id: number; readonly table: number; readonly mapping: Mapping }
  /** The last analysis's findings as CSV, as the table shows them. */
  | { readonly type: 'csv'; readonly id: number; readonly view: FindingsView; readonly labels: FindingLabels };

export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly phase: Phase; readonly done: number }
  /** `table` names the parsed file the worker keeps, for a later `remap`. */
  | { readonly type: 'result'; readonly id: number; readonly table: number; readonly analysis: Analysis }
  | { readonly type: 'problem'; readonly id: number; readonly table: number | null; readonly problem: InputProblem; readonly name: string }
  | { readonly type: 'csv'; readonly id: number; readonly text: string };

/**
 * The findings of one kind (or all), in file order or by money at stake (findings that cannot be priced
 * last either way; ties keep file order).
 */
export function selectFindings(findings: readonly Finding[], view: FindingsView): Finding[] {
  const chosen = view.kind === 'all' ? [...findings] : findings.filter((finding) => finding.kind === view.kind);
  if (view.sort === 'file') return chosen;
  const direction = view.sort === 'stake-desc' ? -1 : 1;
  return chosen
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => {
      const x = a.finding.stake;
      const y = b.finding.stake;
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return x === y ? a.index - b.index : direction * (x - y);
    })
    .map(({ finding }) => finding);
}

/** A request before the island gives it its id. */
export type WorkerCommand = WorkerRequest extends infer Request ? (Request extends WorkerRequest ? Omit<Request, 'id'> : never) : never;
