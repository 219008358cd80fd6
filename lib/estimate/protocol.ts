/**
 * The view of the findings (filter, order, how many) that the Estimator Checker's worker applies: the findings stay
 * in the worker, and the page receives the report and the page of findings it shows.
 */
import type { Analysis, Finding, FindingKind, PrintedLine, Report } from './types';

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
