/**
 * The summary as the visitor edits it: fields set by hand, proposals accepted (with their source) or dismissed,
 * rows added to its lists. Every function returns a new value; nothing is filled without the visitor's say.
 */
import { isIsoDate } from './dates';
import { parseMoney } from './money';
import type {
  Audience,
  CauseKey,
  ClaimSummary,
  DeductibleRow,
  EventKind,
  EventRow,
  FieldKey,
  LimitRow,
  Proposal,
  ProvisionRow,
  Slot,
  Source,
} from './types';
import { fieldTypes } from './types';

export const emptySummary = (audience: Audience = 'adjuster'): ClaimSummary => ({
  fields: {},
  sources: {},
  audience,
  limits: [],
  deductibles: [],
  provisions: [],
  causes: [],
  events: [],
});

/** The summary with `key` set to `value` (an empty value clears it). */
export function setField(summary: ClaimSummary, key: FieldKey, value: string): ClaimSummary {
  const fields = { ...summary.fields };
  if (value.trim() === '') delete fields[key];
  else fields[key] = value;
  return { ...summary, fields };
}

/** The source of a field's value, while the field still holds the value accepted from it. */
export function fieldSource(summary: ClaimSummary, key: FieldKey): Source | null {
  const accepted = summary.sources[key];
  const value = summary.fields[key];
  return accepted && value !== undefined && sameValue(key, accepted.value, value) ? accepted.source : null;
}

/** A value as compared: a date as a date, an amount in cents, text without case or spacing. */
export function normalValue(key: FieldKey, value: string): string {
  const type = fieldTypes[key];
  if (type === 'money') return String(parseMoney(value) ?? value.trim());
  if (type === 'date') return value.trim();
  return value
    .toLowerCase()
    .replace(/[\s,.]+/g, ' ')
    .trim();
}

export const sameValue = (key: FieldKey, a: string, b: string) => normalValue(key, a) === normalValue(key, b);

/** The words the page gives rows made from proposals (lib says what, the page says it). */
export interface RowWording {
  readonly limitNote: (row: Extract<Proposal, { target: 'limit' }>['row']) => string;
  readonly deductibleNote: (row: Extract<Proposal, { target: 'deductible' }>['row']) => string;
  readonly provisionNote: (row: Extract<Proposal, { target: 'provision' }>['row']) => string;
  readonly causeLabel: (cause: CauseKey) => string;
  readonly eventLabel: (kind: EventKind, fact: string, from: Source['from']) => string;
}

/** The list rows of a summary, by the proposal target that fills them. */
type Lists = Pick<ClaimSummary, 'limits' | 'deductibles' | 'provisions' | 'causes' | 'events'>;

/** The summary with `proposal` applied: its field set or its row added, marked with its source. */
export function applyProposal(summary: ClaimSummary, proposal: Proposal, wording: RowWording): ClaimSummary {
  const source = proposal.source;
  const id = proposal.id;
  switch (proposal.target) {
    case 'field': {
      const next = setField(summary, proposal.field, proposal.value);
      return { ...next, sources: { ...next.sources, [proposal.field]: { value: proposal.value, source } } };
    }
    case 'limit': {
      const row: LimitRow = { id, label: proposal.row.label, amount: proposal.row.amount, note: wording.limitNote(proposal.row), source };
      return withRow(summary, 'limits', row);
    }
    case 'deductible': {
      const row: DeductibleRow = {
        id,
        label: proposal.row.label,
        amount: proposal.row.amount,
        note: wording.deductibleNote(proposal.row),
        source,
      };
      return withRow(summary, 'deductibles', row);
    }
    case 'provision': {
      const row: ProvisionRow = { id, label: proposal.row.label, note: wording.provisionNote(proposal.row), source };
      return withRow(summary, 'provisions', row);
    }
    case 'cause':
      return withRow(summary, 'causes', {
        id,
        cause: proposal.row.cause,
        label: wording.causeLabel(proposal.row.cause),
        amount: proposal.row.amount,
        source,
      });
    case 'event': {
      const row: EventRow = {
        id,
        date: proposal.row.date,
        kind: proposal.row.kind,
        label: wording.eventLabel(proposal.row.kind, proposal.row.fact, source.from),
        source,
      };
      return withRow(summary, 'events', row);
    }
    case 'suit-limit':
      return { ...summary, suitLimit: { ...proposal.value, source } };
  }
}

function withRow<K extends keyof Lists>(summary: ClaimSummary, list: K, row: Lists[K][number]): ClaimSummary {
  const rows = summary[list] as readonly { id: string }[];
  return { ...summary, [list]: [...rows.filter((item) => item.id !== row.id), row] };
}

/** `rows` with the row of `id` changed; a row changed by hand keeps its source only while its figures are the document's. */
export function updateRow<Row extends { readonly id: string }>(rows: readonly Row[], id: string, change: Partial<Row>): Row[] {
  return rows.map((row) => (row.id === id ? { ...row, ...change } : row));
}

export const removeRow = <Row extends { readonly id: string }>(rows: readonly Row[], id: string): Row[] =>
  rows.filter((row) => row.id !== id);

/** Proposals added to `existing`: a proposal already there (the same file read again) keeps what the visitor did with it. */
export function mergeProposals(existing: readonly Proposal[], incoming: readonly Proposal[]): Proposal[] {
  const known = new Set(existing.map((item) => item.id));
  return [...existing, ...incoming.filter((item) => !known.has(item.id))];
}

export const withStatus = (proposals: readonly Proposal[], id: string, status: Proposal['status']): Proposal[] =>
  proposals.map((item) => (item.id === id ? { ...item, status } : item));

/** Proposals of a slot's file are dropped when the file is taken away or replaced, unless the visitor accepted them. */
export const withoutSlot = (proposals: readonly Proposal[], slot: Slot | 'comparison'): Proposal[] =>
  proposals.filter(
    (item) => item.status === 'accepted' || (item.source.from !== slot && !(slot !== 'policy' && item.source.from === 'comparison')),
  );

export interface Choice {
  /** The value as the first document to state it proposes it. */
  readonly value: string;
  readonly ids: readonly string[];
  readonly sources: readonly Source[];
}

/** What the documents propose for a field and the visitor has not decided on, one choice per value (never merged into one figure). */
export function fieldChoices(proposals: readonly Proposal[], summary: ClaimSummary, key: FieldKey): Choice[] {
  const current = summary.fields[key];
  const choices = new Map<string, { value: string; ids: string[]; sources: Source[] }>();
  for (const item of proposals) {
    if (item.target !== 'field' || item.field !== key || item.status !== 'pending') continue;
    if (current !== undefined && sameValue(key, current, item.value)) continue;
    const normal = normalValue(key, item.value);
    const choice = choices.get(normal) ?? { value: item.value, ids: [], sources: [] };
    choice.ids.push(item.id);
    choice.sources.push(item.source);
    choices.set(normal, choice);
  }
  return [...choices.values()];
}

export interface Disagreement {
  readonly field: FieldKey;
  readonly values: readonly Choice[];
}

/**
 * The fields on which the documents state different values, each value with the documents that state it — for the
 * summary to show side by side. What the visitor dismissed is left out.
 */
export function disagreements(proposals: readonly Proposal[]): Disagreement[] {
  const byField = new Map<FieldKey, Map<string, { value: string; ids: string[]; sources: Source[] }>>();
  for (const item of proposals) {
    if (item.target !== 'field' || item.status === 'dismissed') continue;
    const values = byField.get(item.field) ?? new Map();
    const normal = normalValue(item.field, item.value);
    const entry = values.get(normal) ?? { value: item.value, ids: [], sources: [] };
    entry.ids.push(item.id);
    if (!entry.sources.some((source: Source) => source.file === item.source.file && source.page === item.source.page))
      entry.sources.push(item.source);
    values.set(normal, entry);
    byField.set(item.field, values);
  }
  return [...byField.entries()]
    .filter(([, values]) => values.size > 1)
    .map(([key, values]) => ({ field: key, values: [...values.values()] }));
}

/** The visitor's figure less the carrier's, in cents; null unless both are amounts. */
export function difference(summary: ClaimSummary): number | null {
  const carrier = parseMoney(summary.fields['amounts.carrier']);
  const own = parseMoney(summary.fields['amounts.own']);
  return carrier === null || own === null ? null : own - carrier;
}

/** The causes entered add up to the difference, or by how much they fall short (cents); null when there is nothing to add. */
export function causesGap(summary: ClaimSummary): number | null {
  const total = difference(summary);
  const amounts = summary.causes.map((row) => parseMoney(row.amount));
  if (total === null || amounts.length === 0 || amounts.some((cents) => cents === null)) return null;
  return total - amounts.reduce((sum: number, cents) => sum + cents!, 0);
}

/** Whether the summary holds anything at all (a claim list names an empty one as new). */
export const isEmpty = (summary: ClaimSummary) =>
  Object.keys(summary.fields).length === 0 &&
  [summary.limits, summary.deductibles, summary.provisions, summary.causes, summary.events].every((rows) => rows.length === 0) &&
  !summary.suitLimit;

/** A field's value as a date, when it is one. */
export const dateField = (summary: ClaimSummary, key: FieldKey) => {
  const value = summary.fields[key];
  return isIsoDate(value) ? value : null;
};
