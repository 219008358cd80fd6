/**
 * What the documents propose for the summary, each proposal with its source (file and page), none of them
 * applied until the visitor accepts it: a policy's coverages, limits and deductibles with their pages, its suit
 * limit and the provisions a claim turns on (lib/policy's `PolicyReading`); an estimate's header (carrier, date of
 * loss, claim and policy numbers, its dates) and its RCV as stated; the comparison's two totals and the difference
 * by cause (lib/estimate/compare). Another tool hands its figures over the same way (`./handoff.ts`).
 */
import type { Comparison } from '@/lib/estimate/compare';
import type { Extract } from '@/lib/estimate/types';
import type { ClaimCondition, PolicyReading } from '@/lib/policy/types';
import { formatCents } from './money';
import type { HeaderFact, HeaderKey } from './header';
import type { CauseKey, EventKind, FieldKey, Proposal, ProposalValue, Slot, Source } from './types';

/** A short, stable id: the same proposal read from the same file again keeps the id (and what the visitor did with it). */
export function stableId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The value part of a proposal, as one string, for its id and to tell equal proposals apart. */
export function valueKey(value: ProposalValue): string {
  switch (value.target) {
    case 'field':
      return `${value.field}=${value.value}`;
    case 'suit-limit':
      return `suit=${value.value.amount} ${value.value.unit} ${value.value.printed}`;
    default:
      return `${value.target}=${JSON.stringify(value.row)}`;
  }
}

export function proposal(value: ProposalValue, source: Source): Proposal {
  const id = stableId(`${valueKey(value)}|${source.from}|${source.file}|${source.page ?? ''}|${source.other ?? ''}`);
  return { ...value, id, source, status: 'pending' };
}

const field = (name: FieldKey, value: string): ProposalValue => ({ target: 'field', field: name, value });

/** Which field of the outline each header fact fills. */
const headerFields: Partial<Record<HeaderKey, FieldKey>> = {
  carrier: 'claim.carrier',
  claimNumber: 'claim.claimNumber',
  policyNumber: 'claim.policyNumber',
  property: 'claim.property',
  insured: 'parties.insured',
  adjuster: 'parties.adjuster',
  typeOfLoss: 'loss.cause',
};

/** Header dates that are events of the claim, and the kind of each. */
export const headerEvents = ['contacted', 'received', 'inspected', 'entered', 'completed'] as const satisfies readonly HeaderKey[];
export type HeaderEvent = (typeof headerEvents)[number];

const eventKind = (fact: HeaderEvent, slot: Slot): EventKind => {
  if (fact === 'entered' || fact === 'completed') return slot === 'own' ? 'own-estimate' : 'estimate';
  return fact === 'received' ? 'reported' : fact;
};

/** Proposals from a document's header: its fields, its date of loss, its policy period and its dated events. */
export function proposalsFromHeader(facts: readonly HeaderFact[], source: Omit<Source, 'page'>): Proposal[] {
  const found: Proposal[] = [];
  const at = (fact: HeaderFact): Source => ({ ...source, page: fact.page });
  const estimator = facts.find((fact) => fact.key === 'estimator');
  for (const fact of facts) {
    const target = headerFields[fact.key];
    if (target) found.push(proposal(field(target, fact.value), at(fact)));
    if (fact.key === 'dateOfLoss' && fact.date) found.push(proposal(field('loss.date', fact.date), at(fact)));
    if (fact.key === 'policyPeriod' && fact.date && fact.until) {
      found.push(proposal(field('coverage.periodFrom', fact.date), at(fact)), proposal(field('coverage.periodTo', fact.until), at(fact)));
    }
    if ((headerEvents as readonly HeaderKey[]).includes(fact.key) && fact.date && source.from !== 'policy') {
      const event = fact.key as HeaderEvent;
      const slot = source.from === 'own' ? 'own' : 'carrier';
      found.push(proposal({ target: 'event', row: { date: fact.date, kind: eventKind(event, slot), fact: event } }, at(fact)));
    }
  }
  // The carrier's estimator stands for its adjuster when the estimate names no claim representative.
  if (estimator && source.from === 'carrier' && !facts.some((fact) => fact.key === 'adjuster')) {
    found.push(proposal(field('parties.adjuster', estimator.value), at(estimator)));
  }
  return found;
}

/** A limit's or a deductible's place in a schedule (`Premises 1, Building 2`), in the label as the page shows it. */
const placed = (label: string, where: string | null) => (where ? `${label} (${where})` : label);

/** Whether a suit limit runs from the date of loss (else from what the policy names: a written denial). */
export const runsFromLoss = (printed: string) =>
  /after (the )?(date of (the )?)?(loss|occurrence)|loss occurs|inception of the loss/i.test(printed) && !/denial/i.test(printed);

/** The provisions a claim often turns on; the suit clause is proposed as its time limit. */
const provisionKinds = new Set<ClaimCondition['kind']>(['loss-settlement', 'roof-schedule', 'appraisal', 'duties-after-loss']);

/**
 * Proposals from a policy's reading: every coverage with a limit, every deductible, each suit limit the policy
 * states, and the provisions a claim often turns on; then what its header pages state (policy period, date of
 * loss on a claim report). `from` is `policy` for the builder's own reading, `policy-highlighter` for a handoff.
 */
export function proposalsFromPolicy(
  reading: PolicyReading,
  headers: readonly { readonly file: string; readonly facts: readonly HeaderFact[] }[] = [],
  from: Source['from'] = 'policy',
): Proposal[] {
  const kinds = new Map(reading.documents.map((document) => [document.name, document.kind]));
  const source = (document: string, page: number | null): Source => ({ from, file: document, page, kind: kinds.get(document) });
  const found: Proposal[] = [];
  for (const coverage of reading.coverages) {
    found.push(
      proposal(
        {
          target: 'limit',
          row: {
            label: placed(coverage.label, coverage.where),
            amount: coverage.amount === null ? '' : formatCents(Math.round(coverage.amount * 100)),
            percent: coverage.percent,
            terms: coverage.terms,
          },
        },
        source(coverage.document, coverage.page),
      ),
    );
  }
  for (const deductible of reading.deductibles) {
    const dollars = deductible.amount ?? deductible.percentOf?.dollars ?? null;
    found.push(
      proposal(
        {
          target: 'deductible',
          row: {
            label: placed(deductible.label, deductible.where),
            amount: dollars === null ? '' : formatCents(Math.round(dollars * 100)),
            appliesTo: deductible.appliesTo,
            percent: deductible.percent,
            percentOf: deductible.percentOf?.coverage ?? null,
            minimum: deductible.minimum === null ? null : formatCents(Math.round(deductible.minimum * 100)),
            inDeclarations: deductible.inDeclarations,
          },
        },
        source(deductible.document, deductible.page),
      ),
    );
  }
  for (const condition of reading.conditions) {
    if (condition.kind === 'suit-against-us' && condition.timeLimit) {
      const { amount, unit, printed } = condition.timeLimit;
      found.push(
        proposal(
          { target: 'suit-limit', value: { amount, unit, printed, fromLoss: runsFromLoss(printed) } },
          source(condition.document, condition.page),
        ),
      );
    }
    if (provisionKinds.has(condition.kind)) {
      found.push(
        proposal(
          { target: 'provision', row: { label: condition.heading, kind: condition.kind, basis: [...condition.basis] } },
          source(condition.document, condition.page),
        ),
      );
    }
  }
  for (const header of headers) found.push(...proposalsFromHeader(header.facts, source(header.file, null)));
  return dedupe(found);
}

/** The page a file prints `cents` on as its RCV: its summary's `Replacement Cost Value`, else its grand total. */
export function totalPage(extract: Extract, cents: number): number | null {
  const summary = (extract.summaries ?? []).flatMap((block) => block.rows).find((row) => row.kind === 'rcv' && row.amount === cents);
  if (summary) return summary.page;
  const grand = extract.totals.find((total) => total.scope === 'grand' && total.amounts.rcv === cents && total.page !== undefined);
  return grand?.page ?? null;
}

/** An estimate's RCV as the file states it: its summary's RCV, else its grand total's; null when it prints neither. */
export function statedTotal(extract: Extract): { readonly cents: number; readonly page: number | null } | null {
  const summary = (extract.summaries ?? []).flatMap((block) => block.rows).find((row) => row.kind === 'rcv');
  if (summary) return { cents: summary.amount, page: summary.page };
  const grand = extract.totals.find((total) => total.scope === 'grand' && total.amounts.rcv !== undefined);
  return grand?.amounts.rcv === undefined ? null : { cents: grand.amounts.rcv, page: grand.page ?? null };
}

const amountField = (slot: 'carrier' | 'own'): FieldKey => (slot === 'carrier' ? 'amounts.carrier' : 'amounts.own');

/** Proposals from one estimate: its header, and its RCV as the file states it, with the page it is printed on. */
export function proposalsFromEstimate(
  slot: 'carrier' | 'own',
  file: string,
  facts: readonly HeaderFact[],
  extract: Extract | null,
): Proposal[] {
  const found = proposalsFromHeader(facts, { from: slot, file, kind: 'estimate' });
  const total = extract && statedTotal(extract);
  if (total)
    found.push(proposal(field(amountField(slot), formatCents(total.cents)), { from: slot, file, page: total.page, kind: 'estimate' }));
  return dedupe(found);
}

/** The two estimates as the builder reads them: the carrier's first, the visitor's second. */
export interface ComparedSides {
  readonly carrier: { readonly file: string; readonly extract: Extract };
  readonly own: { readonly file: string; readonly extract: Extract };
}

/**
 * Proposals from the comparison of the carrier's estimate (side A) and the visitor's (side B): both RCVs as the
 * comparison states them — with the page each file prints it on, when it does — and every cause of the difference
 * that is not zero, in the comparison's order.
 */
export function proposalsFromComparison(comparison: Pick<Comparison, 'stated' | 'waterfall'>, sides: ComparedSides): Proposal[] {
  const found: Proposal[] = [];
  (['carrier', 'own'] as const).forEach((slot, index) => {
    const cents = comparison.stated[index]!;
    const side = sides[slot];
    const page = totalPage(side.extract, cents);
    const source: Source =
      page === null
        ? { from: 'comparison', file: side.file, page: null, kind: 'estimate' }
        : { from: slot, file: side.file, page, kind: 'estimate' };
    found.push(proposal(field(amountField(slot), formatCents(cents)), source));
  });
  found.push(...causeProposals(comparison.waterfall, { from: 'comparison', file: sides.carrier.file, other: sides.own.file, page: null }));
  return found;
}

/** The causes of a difference as proposals, zeros left out, in the comparison's order. */
export function causeProposals(waterfall: Readonly<Record<CauseKey, number>>, source: Source): Proposal[] {
  return (Object.entries(waterfall) as [CauseKey, number][])
    .filter(([, cents]) => cents !== 0)
    .map(([cause, cents]) => proposal({ target: 'cause', row: { cause, amount: formatCents(cents) } }, source));
}

/** One proposal per id, first kept. */
export function dedupe(proposals: readonly Proposal[]): Proposal[] {
  const seen = new Set<string>();
  return proposals.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
