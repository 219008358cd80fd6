/**
 * The messages between the Estimator Checker's island and its Web Worker. The findings stay in the worker; the CSV
 * is worded there with the labels the island sends.
 */
import type { FindingLabels } from '@/content/estimator-checker-copy';
import type { FindingsPage, FindingsView } from '@/lib/estimate/protocol';
import type { Phase } from '@/lib/estimate/table';
import type { InputProblem, Mapping, Report } from '@/lib/estimate/types';

export type WorkerRequest =
  | { readonly type: 'file'; readonly id: number; readonly file: File }
  | { readonly type: 'sample'; readonly id: number }
  /** Check a file read before (`table`, from its result or problem) again with the visitor's column mapping. */
  | { readonly type: 'remap'; readonly id: number; readonly table: number; readonly mapping: Mapping }
  /** A page of the last analysis's findings. */
  | { readonly type: 'page'; readonly id: number; readonly view: FindingsView; readonly limit: number }
  /** The last analysis's findings as CSV, all of them, as the table shows them. */
  | { readonly type: 'csv'; readonly id: number; readonly view: FindingsView; readonly labels: FindingLabels };

export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly phase: Phase; readonly done: number }
  /** `table` names the parsed table the worker keeps for a later `remap` (null for a PDF, which has no columns to correct). */
  | { readonly type: 'result'; readonly id: number; readonly table: number | null; readonly report: Report; readonly page: FindingsPage }
  | { readonly type: 'problem'; readonly id: number; readonly table: number | null; readonly problem: InputProblem; readonly name: string }
  /** `result` is the id of the result the page belongs to. */
  | { readonly type: 'page'; readonly id: number; readonly result: number; readonly page: FindingsPage }
  | { readonly type: 'csv'; readonly id: number; readonly text: string };

/** A request before the island gives it its id. */
export type WorkerCommand = WorkerRequest extends infer Request ? (Request extends WorkerRequest ? Omit<Request, 'id'> : never) : never;
