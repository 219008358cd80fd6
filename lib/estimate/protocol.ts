/**
 * The messages between the Estimator Checker's island and its Web Worker, and the view of the findings
 * (filter, order, how many) that the worker applies. The findings stay in the worker: the page receives the
 * report and the page of findings it shows.
 */
import type { FindingLabels } from '@/content/estimator-checker-copy';
import type { Phase } from './table';
import type { Analysis, Finding, FindingKind, InputProblem, Mapping, PrintedLine, Report } from './types';

export type Sort = 'file' | 'stake-desc' | 'stake-asc';

export interface FindingsView {
  readonly kind: FindingKind | 'all';
  readonly sort: Sort;
}

export const DEFAULT_VIEW: FindingsView = { kind: 'all', sort: 'file' };

/**
 * Findings shown at a time; "Show more" adds as many. A table row costs the browser about half a
 * millisecond of layout on a slow machine, so a page stays well inside the 50 ms a task may take.
 */
export const PAGE_SIZE = 25;

/** At most this many of a finding's printed lines travel with it to the page. */
export const EVIDENCE_LINES = 4;

/** A finding as the page shows it: with the lines it rests on, as the file prints them. */
export type ShownFinding = Finding & { readonly evidence: readonly PrintedLine[] };

/** The first `limit` findings of a view, and how many the view holds. */
export interface FindingsPage {
  readonly view: FindingsView;
  readonly limit: number;
  readonly total: number;
  readonly findings: readonly ShownFinding[];
}

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

/**
 * The findings of one kind (or all), in file order or by money at stake (findings that cannot be priced
 * last either way; ties keep file order); minor differences after all the others, in the same order.
 */
export function selectFindings(findings: readonly Finding[], view: FindingsView): Finding[] {
  const chosen = view.kind === 'all' ? [...findings] : findings.filter((finding) => finding.kind === view.kind);
  const sorted = sortFindings(chosen, view.sort);
  return [...sorted.filter((finding) => !finding.minor), ...sorted.filter((finding) => finding.minor)];
}

function sortFindings(chosen: Finding[], sort: Sort): Finding[] {
  if (sort === 'file') return chosen;
  const direction = sort === 'stake-desc' ? -1 : 1;
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

/** The first `limit` findings of `view`, each with the printed lines it rests on (`printed`, by row). */
export function pageOf(
  findings: readonly Finding[],
  view: FindingsView,
  limit: number,
  printed: ReadonlyMap<number, PrintedLine> = new Map(),
): FindingsPage {
  const chosen = selectFindings(findings, view);
  const shown = chosen.slice(0, limit).map((finding) => ({
    ...finding,
    evidence: finding.refs.slice(0, EVIDENCE_LINES).flatMap((ref) => printed.get(ref.row) ?? []),
  }));
  return { view, limit, total: chosen.length, findings: shown };
}

export function reportOf(analysis: Analysis): Report {
  const { findings, printed, ...report } = analysis;
  void printed; // each finding's lines go with its page, never the whole file's
  return { ...report, findingCount: findings.length, minorCount: findings.filter((finding) => finding.minor).length };
}
