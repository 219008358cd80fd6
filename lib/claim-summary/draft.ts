/**
 * A claim's draft as it is kept on the visitor's device: versioned, so that a draft written by an older version of
 * the page still opens. `migrateDraft` reads any version it knows and returns the current one; what it cannot read
 * is left alone (null), never half-read. The store keeps one draft per claim under its own key of a `Storage`
 * (the page passes `localStorage`; the tests a map), so several claims are kept and each is deleted in one step.
 *
 * Version 1 was the builder's first format: one flat record per step, dates as typed (`06/25/2024`), amounts in
 * dollars as numbers, the policy's limits and deductible as one line of text each, events as date and text.
 * Version 2 keeps dates as ISO dates, amounts as text read in cents, lists as rows with their sources, and the
 * documents' proposals and files beside the summary.
 */
import { parsePrintedDate, printedDates } from './dates';
import { emptySummary } from './model';
import { formatCents } from './money';
import { stableId } from './proposals';
import {
  audiences,
  fieldKeys,
  roles,
  slots,
  type Audience,
  type ClaimSummary,
  type EventRow,
  type FieldKey,
  type FileRecord,
  type Proposal,
  type Role,
} from './types';

export const DRAFT_VERSION = 2;

export const stepKeys = ['documents', 'claim', 'parties', 'loss', 'coverage', 'amounts', 'timeline', 'reader', 'summary'] as const;
export type StepKey = (typeof stepKeys)[number];

export interface Draft {
  readonly version: typeof DRAFT_VERSION;
  readonly id: string;
  /** When it was started and last changed (ISO date-times). */
  readonly created: string;
  readonly updated: string;
  readonly step: StepKey;
  readonly summary: ClaimSummary;
  readonly proposals: readonly Proposal[];
  readonly files: readonly FileRecord[];
}

export function newDraft(id: string, now: Date): Draft {
  const at = now.toISOString();
  return { version: DRAFT_VERSION, id, created: at, updated: at, step: 'documents', summary: emptySummary(), proposals: [], files: [] };
}

/** The version 1 record, as the first builder wrote it. */
export interface DraftV1 {
  readonly version: 1;
  readonly id: string;
  readonly savedAt: number;
  readonly reader?: string;
  readonly claim?: { carrier?: string; claimNumber?: string; policyNumber?: string; property?: string };
  readonly parties?: { insured?: string; adjuster?: string; role?: string; name?: string; firm?: string; others?: string };
  readonly loss?: { date?: string; cause?: string; damaged?: string };
  readonly coverage?: { period?: string; limits?: string; deductible?: string; provisions?: string };
  readonly amounts?: { carrier?: number | null; own?: number | null; paid?: number | null };
  readonly events?: readonly { date?: string; text?: string }[];
  readonly ask?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const list = <T>(value: unknown, keep: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);

/** The first version's readers, by what it called them. */
const v1Readers: Readonly<Record<string, Audience>> = {
  carrier: 'adjuster',
  adjuster: 'adjuster',
  attorney: 'attorney',
  insured: 'insured',
  appraiser: 'appraiser',
  umpire: 'appraiser',
};

function v1Role(value: string | undefined): Role | undefined {
  if (!value) return undefined;
  const key = value.toLowerCase().replace(/\s+/g, '-');
  return (roles as readonly string[]).includes(key) ? (key as Role) : 'other';
}

const dollars = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? formatCents(Math.round(value * 100)) : undefined;

/** A version 1 record brought to version 2: nothing it held is lost (what has no field of its own goes into the notes). */
export function fromV1(old: DraftV1): Draft {
  const at = new Date(Number.isFinite(old.savedAt) ? old.savedAt : 0).toISOString();
  const fields: Partial<Record<FieldKey, string>> = {};
  const put = (key: FieldKey, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') fields[key] = value.trim();
  };
  put('claim.carrier', old.claim?.carrier);
  put('claim.claimNumber', old.claim?.claimNumber);
  put('claim.policyNumber', old.claim?.policyNumber);
  put('claim.property', old.claim?.property);
  put('parties.insured', old.parties?.insured);
  put('parties.adjuster', old.parties?.adjuster);
  put('parties.visitorName', old.parties?.name);
  put('parties.firm', old.parties?.firm);
  put('parties.others', old.parties?.others);
  const lossDate = old.loss?.date ? parsePrintedDate(old.loss.date) : null;
  put('loss.date', lossDate ?? undefined);
  put('loss.cause', old.loss?.cause);
  put('loss.damaged', old.loss?.damaged);
  const [periodFrom, periodTo] = old.coverage?.period ? printedDates(old.coverage.period) : [];
  put('coverage.periodFrom', periodFrom);
  put('coverage.periodTo', periodTo);
  // What version 1 kept as free text and version 2 has no field for is kept in the notes, word for word.
  const notes = [
    old.coverage?.limits,
    old.coverage?.provisions,
    old.loss?.date && !lossDate ? old.loss.date : undefined,
    old.coverage?.period && !periodTo ? old.coverage.period : undefined,
  ].filter((line): line is string => Boolean(line?.trim()));
  put('coverage.notes', notes.join('\n'));
  put('amounts.carrier', dollars(old.amounts?.carrier));
  put('amounts.own', dollars(old.amounts?.own));
  put('amounts.paid', dollars(old.amounts?.paid));
  put('ask.text', old.ask);
  const events: EventRow[] = (old.events ?? []).flatMap((event, index) => {
    const date = event.date ? parsePrintedDate(event.date) : null;
    return date || event.text ? [{ id: `v1-${index}`, date: date ?? '', kind: 'other' as const, label: event.text ?? '' }] : [];
  });
  const deductible = old.coverage?.deductible?.trim();
  const summary: ClaimSummary = {
    ...emptySummary(v1Readers[old.reader ?? ''] ?? 'adjuster'),
    fields,
    ...(v1Role(old.parties?.role) ? { role: v1Role(old.parties?.role) } : {}),
    deductibles: deductible
      ? [
          {
            id: 'v1-deductible',
            label: '',
            amount: /^\$?[\d,]+(\.\d\d)?$/.test(deductible) ? deductible.replace('$', '') : '',
            note: /^\$?[\d,]+(\.\d\d)?$/.test(deductible) ? '' : deductible,
          },
        ]
      : [],
    events,
  };
  return { version: DRAFT_VERSION, id: old.id || stableId(at), created: at, updated: at, step: 'claim', summary, proposals: [], files: [] };
}

/** A version 2 record read defensively: anything missing or of the wrong type is taken as empty. */
function readV2(raw: Record<string, unknown>): Draft | null {
  const id = text(raw.id);
  const summary = isRecord(raw.summary) ? raw.summary : null;
  if (!id || !summary) return null;
  const fields: Partial<Record<FieldKey, string>> = {};
  const rawFields = isRecord(summary.fields) ? summary.fields : {};
  for (const key of fieldKeys) {
    const value = text(rawFields[key]);
    if (value !== undefined) fields[key] = value;
  }
  const audience = (audiences as readonly string[]).includes(text(summary.audience) ?? '') ? (summary.audience as Audience) : 'adjuster';
  const role = (roles as readonly string[]).includes(text(summary.role) ?? '') ? (summary.role as Role) : undefined;
  const rows = <T>(value: unknown) => list(value, (item): item is T => isRecord(item) && typeof item.id === 'string');
  const step = (stepKeys as readonly string[]).includes(text(raw.step) ?? '') ? (raw.step as StepKey) : 'documents';
  return {
    version: DRAFT_VERSION,
    id,
    created: text(raw.created) ?? new Date(0).toISOString(),
    updated: text(raw.updated) ?? new Date(0).toISOString(),
    step,
    summary: {
      fields,
      sources: isRecord(summary.sources) ? (summary.sources as ClaimSummary['sources']) : {},
      audience,
      ...(role ? { role } : {}),
      limits: rows(summary.limits),
      deductibles: rows(summary.deductibles),
      provisions: rows(summary.provisions),
      ...(isRecord(summary.suitLimit) ? { suitLimit: summary.suitLimit as unknown as ClaimSummary['suitLimit'] } : {}),
      causes: rows(summary.causes),
      events: rows(summary.events),
    },
    proposals: list(raw.proposals, (item): item is Proposal => isRecord(item) && typeof item.id === 'string' && isRecord(item.source)),
    files: list(raw.files, (item): item is FileRecord => isRecord(item) && (slots as readonly unknown[]).includes(item.slot)),
  };
}

/** Any draft this page or an older version wrote, as the current version; null for what is not a draft. */
export function migrateDraft(raw: unknown): Draft | null {
  if (!isRecord(raw)) return null;
  if (raw.version === 1) return typeof raw.id === 'string' ? fromV1(raw as unknown as DraftV1) : null;
  if (raw.version === DRAFT_VERSION) return readV2(raw);
  return null;
}

/** The part of `Storage` the store uses. */
export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every draft is kept under this prefix and its id. */
export const DRAFT_PREFIX = 'claimowl:claim-summary:draft:';
/** The claim open last, reopened on the next visit. */
export const LAST_KEY = 'claimowl:claim-summary:last';

export const draftKey = (id: string) => `${DRAFT_PREFIX}${id}`;

export function loadDraft(store: KeyValueStore, id: string): Draft | null {
  const text = store.getItem(draftKey(id));
  if (text === null) return null;
  try {
    return migrateDraft(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The drafts kept, the latest changed first; a draft of an older version is read through its migration. */
export function listDrafts(store: KeyValueStore): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(DRAFT_PREFIX)) continue;
    const draft = loadDraft(store, key.slice(DRAFT_PREFIX.length));
    if (draft) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.updated.localeCompare(a.updated));
}

export function saveDraft(store: KeyValueStore, draft: Draft): void {
  store.setItem(draftKey(draft.id), JSON.stringify(draft));
  store.setItem(LAST_KEY, draft.id);
}

export function deleteDraft(store: KeyValueStore, id: string): void {
  store.removeItem(draftKey(id));
  if (store.getItem(LAST_KEY) === id) store.removeItem(LAST_KEY);
}
