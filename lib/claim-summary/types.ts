/**
 * The Claim Summary Builder's data: one claim's summary as the visitor builds it, what the documents propose
 * for it, and where each proposal comes from. Facts only — keys, dates, amounts, pages — never sentences: the
 * page words them from content/ (issue 44). Every field is optional; a summary is useful half-filled.
 *
 * Values are kept as the visitor's inputs hold them: dates as ISO calendar dates (`2024-06-25`, what
 * `<input type="date">` gives), amounts as the text typed or accepted (`6,262.51`), read with `parseMoney`.
 */
import type { InputProblem } from '@/lib/estimate/types';

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** The one-value fields of the outline, by step. */
export const fieldKeys = [
  'claim.carrier',
  'claim.claimNumber',
  'claim.policyNumber',
  'claim.property',
  'parties.insured',
  'parties.adjuster',
  'parties.visitorName',
  'parties.firm',
  'parties.others',
  'loss.date',
  'loss.cause',
  'loss.damaged',
  'coverage.periodFrom',
  'coverage.periodTo',
  'coverage.notes',
  'amounts.carrier',
  'amounts.own',
  'amounts.paid',
  'ask.text',
] as const;
export type FieldKey = (typeof fieldKeys)[number];

/** How each field is entered and read. */
export const fieldTypes = {
  'claim.carrier': 'text',
  'claim.claimNumber': 'text',
  'claim.policyNumber': 'text',
  'claim.property': 'text',
  'parties.insured': 'text',
  'parties.adjuster': 'text',
  'parties.visitorName': 'text',
  'parties.firm': 'text',
  'parties.others': 'long',
  'loss.date': 'date',
  'loss.cause': 'text',
  'loss.damaged': 'long',
  'coverage.periodFrom': 'date',
  'coverage.periodTo': 'date',
  'coverage.notes': 'long',
  'amounts.carrier': 'money',
  'amounts.own': 'money',
  'amounts.paid': 'money',
  'ask.text': 'long',
} as const satisfies Record<FieldKey, 'text' | 'long' | 'date' | 'money'>;

/** Who reads the summary: the order of its sections, what comes first and the closing request follow them. */
export const audiences = ['adjuster', 'attorney', 'insured', 'appraiser'] as const;
export type Audience = (typeof audiences)[number];

/** The visitor's part in the claim. */
export const roles = ['public-adjuster', 'contractor', 'attorney', 'insured', 'appraiser', 'other'] as const;
export type Role = (typeof roles)[number];

/** The three documents the builder reads, each in its own place on the page. */
export const slots = ['policy', 'carrier', 'own'] as const;
export type Slot = (typeof slots)[number];

/**
 * Where a proposal comes from: a file the visitor added (its slot, its name and the physical page, 1-based), the
 * comparison of the two estimates, or a figure another tool handed over ("Use in a claim summary").
 */
export interface Source {
  readonly from: Slot | 'comparison' | 'estimate-comparison' | 'policy-highlighter';
  readonly file: string;
  /** The physical page the value is printed on; null where no page states it (a sum of lines). */
  readonly page: number | null;
  /** What the document is, when the reader says (`declarations`, `policy-form`, `endorsement`, `estimate`). */
  readonly kind?: string;
  /** The second file of a comparison (the visitor's estimate). */
  readonly other?: string;
}

/** What a deductible or a cause of the difference is, as the readers name it. */
export type CauseKey = 'onlyB' | 'onlyA' | 'unpriced' | 'quantity' | 'price' | 'tax' | 'overheadProfit' | 'summary' | 'rounding';

/** Kinds of dated event; the page words them. */
export const eventKinds = [
  'loss',
  'reported',
  'contacted',
  'inspected',
  'estimate',
  'own-estimate',
  'payment',
  'letter',
  'policy-start',
  'policy-end',
  'deadline',
  'other',
] as const;
export type EventKind = (typeof eventKinds)[number];

export interface LimitRow {
  readonly id: string;
  readonly label: string;
  readonly amount: string;
  /** What the document prints beside the limit (`60%`, `ACTUAL LOSS SUSTAINED`). */
  readonly note: string;
  readonly source?: Source;
}

export interface DeductibleRow {
  readonly id: string;
  readonly label: string;
  readonly amount: string;
  /** A percentage and what it is of (`1% of Coverage A - Dwelling`), as the document states it. */
  readonly note: string;
  readonly source?: Source;
}

/** A provision of the policy the visitor puts in question (loss settlement, appraisal, a roof schedule). */
export interface ProvisionRow {
  readonly id: string;
  /** Its heading as printed. */
  readonly label: string;
  readonly note: string;
  readonly source?: Source;
}

/** A part of the difference between the two figures. */
export interface CauseRow {
  readonly id: string;
  /** Set when the row is one of the comparison's causes; the label is then the page's word for it. */
  readonly cause?: CauseKey;
  readonly label: string;
  /** Signed: what it adds to the visitor's figure over the carrier's. */
  readonly amount: string;
  readonly source?: Source;
}

export interface EventRow {
  readonly id: string;
  readonly date: IsoDate;
  readonly kind: EventKind;
  readonly label: string;
  /** An amount paid or asked, for a payment or a letter. */
  readonly amount?: string;
  readonly source?: Source;
}

/** The policy's time limit for a suit against the insurer, as printed. */
export interface SuitLimit {
  readonly amount: number;
  readonly unit: 'days' | 'months' | 'years';
  /** The words it rests on (`within 12 months after the date of loss`). */
  readonly printed: string;
  /** Whether the policy counts it from the date of loss (else from something else it names: a denial). */
  readonly fromLoss: boolean;
  readonly source?: Source;
}

export interface ClaimSummary {
  readonly fields: Readonly<Partial<Record<FieldKey, string>>>;
  /** The document each field's value was accepted from, with that value: shown while the field still holds it. */
  readonly sources: Readonly<Partial<Record<FieldKey, { readonly value: string; readonly source: Source }>>>;
  readonly role?: Role;
  readonly audience: Audience;
  readonly limits: readonly LimitRow[];
  readonly deductibles: readonly DeductibleRow[];
  readonly provisions: readonly ProvisionRow[];
  readonly suitLimit?: SuitLimit;
  readonly causes: readonly CauseRow[];
  readonly events: readonly EventRow[];
}

/** What a document proposes for the summary: a field's value, or a row for one of its lists, as facts. */
export type ProposalValue =
  | { readonly target: 'field'; readonly field: FieldKey; readonly value: string }
  | {
      readonly target: 'limit';
      readonly row: { readonly label: string; readonly amount: string; readonly percent: number | null; readonly terms: string | null };
    }
  | {
      readonly target: 'deductible';
      readonly row: {
        readonly label: string;
        readonly amount: string;
        /** What it applies to, as lib/policy names it (`wind-hail`, `all-other-perils`). */
        readonly appliesTo: string;
        readonly percent: number | null;
        /** The coverage a percentage is of, when the documents state it. */
        readonly percentOf: string | null;
        readonly minimum: string | null;
        /** A form's clause that refers to the amount shown in the declarations. */
        readonly inDeclarations: boolean;
      };
    }
  | { readonly target: 'provision'; readonly row: { readonly label: string; readonly kind: string; readonly basis: readonly string[] } }
  | { readonly target: 'cause'; readonly row: { readonly cause: CauseKey; readonly amount: string } }
  /** A dated event an estimate's header states (`inspected`, `completed`, …). */
  | { readonly target: 'event'; readonly row: { readonly date: IsoDate; readonly kind: EventKind; readonly fact: string } }
  | { readonly target: 'suit-limit'; readonly value: Omit<SuitLimit, 'source'> };

export type ProposalStatus = 'pending' | 'accepted' | 'dismissed';

/** A proposal, its source and what the visitor did with it. Its id is the same each time a file is read again. */
export type Proposal = ProposalValue & {
  readonly id: string;
  readonly source: Source;
  readonly status: ProposalStatus;
};

/** A file added to a slot: what it was read as, and why it does not fit the slot when it does not. */
export interface FileRecord {
  readonly slot: Slot;
  readonly name: string;
  readonly bytes: number;
  /** What the reader took it for (a policy document's kind, `estimate`), when it could tell. */
  readonly kind: string | null;
  readonly problem: SlotProblem | null;
  /** How many lines an estimate's reader read, when it is one. */
  readonly lines?: number;
}

/**
 * Why a file does not give what its slot asks for: the readers' own problems (a scan, a locked PDF, a table
 * without lines) by their codes, or a document of another kind than the slot asks for.
 */
export type SlotProblem =
  | { readonly kind: 'not-a-policy'; readonly found: string }
  | { readonly kind: 'not-an-estimate'; readonly found: string }
  | { readonly kind: 'not-a-pdf' }
  | { readonly kind: 'same-file' }
  | { readonly kind: 'pdf-scanned' | 'pdf-locked' | 'unreadable' }
  | { readonly kind: 'estimate'; readonly problem: InputProblem };
