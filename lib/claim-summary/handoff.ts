/**
 * "Use in a claim summary": another free tool hands what it read over to the builder, on the visitor's device.
 * The tool turns its figures into proposals here, writes them under one key of the device's storage and opens the
 * builder, which takes them (and removes them) on its next start and shows them as proposals — each with its
 * source, none applied until the visitor accepts it. Nothing is sent anywhere.
 *
 * The Estimate Comparison calls `comparisonHandoff` with the two totals as stated and the difference by cause;
 * the Policy Highlighter calls `policyHandoff` with its `PolicyReading` (and what `headerFacts` read on its pages).
 */
import type { PolicyReading } from '@/lib/policy/types';
import type { KeyValueStore } from './draft';
import type { HeaderFact } from './header';
import { formatCents } from './money';
import { causeProposals, proposal, proposalsFromPolicy } from './proposals';
import type { CauseKey, Proposal } from './types';

export const HANDOFF_KEY = 'claimowl:claim-summary:handoff';
export const HANDOFF_VERSION = 1;

export interface Handoff {
  readonly version: typeof HANDOFF_VERSION;
  readonly from: 'estimate-comparison' | 'policy-highlighter';
  /** When it was handed over (ISO date-time). */
  readonly at: string;
  /** The files it was read from. */
  readonly files: readonly string[];
  readonly proposals: readonly Proposal[];
}

/** What the Estimate Comparison hands over: its two files, what they are, both RCVs as stated and the causes (cents, B − A). */
export interface ComparisonFigures {
  readonly names: readonly [string, string];
  /** `carrier`: the carrier's estimate against the contractor's; `revision`: an original against its revision. */
  readonly role: 'carrier' | 'revision';
  readonly stated: readonly [number, number];
  readonly waterfall: Readonly<Record<CauseKey, number>>;
}

/**
 * The comparison's figures as proposals. For the carrier's and the contractor's estimates: the carrier's figure, the
 * visitor's, and every cause of the difference. For an original and its revision (both the carrier's), both totals
 * are proposed for the carrier's figure, side by side, for the visitor to choose.
 */
export function comparisonHandoff(figures: ComparisonFigures, now: Date): Handoff {
  const [a, b] = figures.names;
  const source = (file: string) => ({ from: 'estimate-comparison' as const, file, page: null, kind: 'estimate' });
  const proposals: Proposal[] =
    figures.role === 'carrier'
      ? [
          proposal({ target: 'field', field: 'amounts.carrier', value: formatCents(figures.stated[0]) }, source(a)),
          proposal({ target: 'field', field: 'amounts.own', value: formatCents(figures.stated[1]) }, source(b)),
          ...causeProposals(figures.waterfall, { ...source(a), other: b }),
        ]
      : [
          proposal({ target: 'field', field: 'amounts.carrier', value: formatCents(figures.stated[0]) }, source(a)),
          proposal({ target: 'field', field: 'amounts.carrier', value: formatCents(figures.stated[1]) }, source(b)),
        ];
  return { version: HANDOFF_VERSION, from: 'estimate-comparison', at: now.toISOString(), files: [a, b], proposals };
}

/** A policy's reading (the Policy Highlighter's) as proposals: coverages, limits, deductibles with their pages, the suit limit. */
export function policyHandoff(
  reading: PolicyReading,
  now: Date,
  headers: readonly { readonly file: string; readonly facts: readonly HeaderFact[] }[] = [],
): Handoff {
  return {
    version: HANDOFF_VERSION,
    from: 'policy-highlighter',
    at: now.toISOString(),
    files: reading.documents.map((document) => document.name),
    proposals: proposalsFromPolicy(reading, headers, 'policy-highlighter'),
  };
}

export function writeHandoff(store: Pick<KeyValueStore, 'setItem'>, handoff: Handoff): void {
  store.setItem(HANDOFF_KEY, JSON.stringify(handoff));
}

/** The handoff waiting for the builder, taken off the device; null when there is none or it is not one. */
export function takeHandoff(store: Pick<KeyValueStore, 'getItem' | 'removeItem'>): Handoff | null {
  const text = store.getItem(HANDOFF_KEY);
  if (text === null) return null;
  store.removeItem(HANDOFF_KEY);
  try {
    const raw = JSON.parse(text) as Partial<Handoff>;
    if (raw.version !== HANDOFF_VERSION || !Array.isArray(raw.proposals) || !Array.isArray(raw.files)) return null;
    if (raw.from !== 'estimate-comparison' && raw.from !== 'policy-highlighter') return null;
    const proposals = raw.proposals.filter(
      (item): item is Proposal =>
        typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.source === 'object',
    );
    return { version: HANDOFF_VERSION, from: raw.from, at: String(raw.at ?? ''), files: raw.files.map(String), proposals };
  } catch {
    return null;
  }
}
