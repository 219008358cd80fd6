/**
 * What the policy reader finds in the documents of one insurance policy: facts — codes, figures, page
 * references and the printed words each rests on — never sentences for a visitor (the site words them from
 * content/). Every item says which document and which physical page (1-based, never a printed page label) it
 * comes from, quotes the words it rests on and where they are printed, so a page can be drawn and the words
 * highlighted.
 */

/** A rectangle on a page, in PDF points from the top-left corner (y grows downwards). */
export interface Box {
  readonly page: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Printed words: their text as printed (lines joined by single spaces) and a box per printed line. */
export interface Quote {
  readonly text: string;
  readonly boxes: readonly Box[];
}

/** Where an item was found: the document's name, the physical page its words start on, and the words. */
export interface Source {
  readonly document: string;
  readonly page: number;
  readonly quote: Quote;
}

/** The form an item belongs to (its number and edition as printed on the page), when the page prints one. */
export interface InForm {
  readonly form: string | null;
}

export type DocumentKind = 'policy-form' | 'endorsement' | 'declarations' | 'policy-with-declarations' | 'estimate' | 'quote' | 'unknown';

/** Why a document was given its kind: each a plain code for what it was seen to print. */
export type KindSign =
  | 'form-number-footer'
  | 'definitions-section'
  | 'exclusions-section'
  | 'insuring-agreement'
  | 'claim-conditions'
  | 'conditions-title'
  | 'endorsement-title'
  | 'changes-wording'
  | 'declarations-title'
  | 'limits-stated'
  | 'deductibles-stated'
  | 'forms-schedule'
  | 'claim-report'
  | 'estimate-line-items'
  | 'estimate-totals'
  | 'quote-title'
  | 'premium-offer'
  | 'no-text';

export interface DocumentReading {
  readonly name: string;
  readonly kind: DocumentKind;
  readonly signs: readonly KindSign[];
  readonly pages: number;
  /** Physical pages without a word of text (blank, or a scan). */
  readonly blankPages: readonly number[];
  /** The form the document prints in its footers or headers ('HO 00 03 10 00'), the most printed one. */
  readonly form: string | null;
  /** Pages whose printed page label ('Page 12 of 10') does not match its place in the document. */
  readonly pageLabels: readonly PageLabel[];
  /** For a file that holds several documents (a policy printed into one PDF), each, in order; else none. */
  readonly contains: readonly ContainedDocument[];
}

/** One document of a file that holds several: its kind, the form it prints and its pages (physical, inclusive). */
export interface ContainedDocument {
  readonly kind: DocumentKind;
  readonly form: string | null;
  readonly first: number;
  readonly last: number;
}

/** A page label as printed and what it says, beside the physical page it is on. */
export interface PageLabel {
  readonly page: number;
  readonly printed: string;
  readonly number: number;
  readonly of: number | null;
}

/** What a deductible applies to. */
export type Peril =
  | 'all-perils'
  | 'all-other-perils'
  | 'wind-hail'
  | 'named-storm'
  | 'hurricane'
  | 'earthquake'
  | 'water-backup'
  | 'theft'
  | 'flood'
  | 'coverage';

export interface Coverage extends Source, InForm {
  /** The coverage's label as printed ('Coverage A - Dwelling', 'Building'), with the block it is in when a schedule repeats labels ('Premises 1, Building 2'). */
  readonly label: string;
  /** The coverage letter of a homeowners policy (A to F), when the label gives it. */
  readonly code: string | null;
  readonly where: string | null;
  /** The limit in dollars; null where the label is printed with no amount (included, actual loss sustained). */
  readonly amount: number | null;
  /** A percentage printed beside the limit ('Limit Percentage- 60%'). */
  readonly percent: number | null;
  /** What is printed in place of or after the amount ('PER ITEM', 'FOR 90 DAYS', 'ACTUAL LOSS SUSTAINED'). */
  readonly terms: string | null;
}

export interface Deductible extends Source, InForm {
  readonly appliesTo: Peril;
  /** The label as printed ('Wind / Hail Deductible', 'Policy Deductible', 'Equipment Breakdown'). */
  readonly label: string;
  readonly where: string | null;
  /** The deductible in dollars as printed; null where only a percentage is printed or the amount is 'shown in the Declarations'. */
  readonly amount: number | null;
  readonly percent: number | null;
  /** What the percentage is of, when the documents state it: the coverage and its limit, and the dollars it comes to. */
  readonly percentOf: { readonly coverage: string; readonly limit: number; readonly dollars: number } | null;
  /** A minimum printed with a percentage ('2% subject to a minimum of $5000.00'). */
  readonly minimum: number | null;
  /** True for a form's deductible clause that refers to the amount 'shown in the Declarations'. */
  readonly inDeclarations: boolean;
}

export type Change = 'replaced' | 'added' | 'deleted' | 'added-to';

export interface Definition extends Source, InForm {
  /** The defined word, lower-cased as the index of a glossary would list it ('bodily injury'). */
  readonly term: string;
  /** The term as printed. */
  readonly printed: string;
  /** The definition's text as printed, from the term to the end of the item (across columns and pages). */
  readonly text: string;
  /** For an endorsement: whether it adds or replaces the definition. */
  readonly change: Change | null;
}

export interface Exclusion extends Source, InForm {
  /** Section I or II of a package policy, when the exclusion is in one. */
  readonly section: 'I' | 'II' | null;
  /** The heading of the part the exclusion is in, as printed ('SECTION I – EXCLUSIONS', 'B. EXCLUSIONS'). */
  readonly part: string;
  /** The item's number with its parents ('A.1', 'B.2.a'); null for an unnumbered item. */
  readonly number: string | null;
  /** The printed heading, or the item's first words when it prints none. */
  readonly heading: string;
  readonly headingPrinted: boolean;
  readonly text: string;
  /** For an endorsement: what it does to the exclusion. */
  readonly change: Change | null;
  /** The heading of the exclusion an endorsement replaces with this one, when it names it. */
  readonly replaces: string | null;
}

export interface FormRef extends Source {
  /** The form number as printed ('HO 00 03 10 00', 'CP 03 21 10 12', 'IL0017 (11-85)'). */
  readonly number: string;
  /** The number without its edition ('HO 00 03', 'IL0017'), to match a form listed without its edition. */
  readonly base: string;
  readonly edition: string | null;
  readonly title: string | null;
}

/** A form a declarations page lists, whether a document given holds it, and the pages listing it. */
export interface ListedForm extends FormRef {
  readonly pages: readonly number[];
  /** The document that holds the form, when one of the documents given prints it. */
  readonly given: string | null;
}

export interface Amendment extends Source, InForm {
  readonly action: Change;
  /** The part of the policy changed, as printed: its section heading, the paragraph number and the item's heading. */
  readonly section: string | null;
  readonly paragraph: string | null;
  readonly heading: string | null;
  /** The forms the change is limited to, as printed ('when this endorsement amends a … HO-5'). */
  readonly when: string | null;
  /** The new wording, where it is printed (it may start on another page). */
  readonly wording: Source | null;
}

export type ConditionKind =
  'loss-settlement' | 'roof-schedule' | 'duties-after-loss' | 'appraisal' | 'suit-against-us' | 'deductible-clause';

export interface ClaimCondition extends Source, InForm {
  readonly kind: ConditionKind;
  readonly heading: string;
  readonly text: string;
  /** For loss settlement: the basis the clause names. */
  readonly basis: readonly ('replacement-cost' | 'actual-cash-value')[];
  /** For suit against us: the time limit as printed. */
  readonly timeLimit: { readonly amount: number; readonly unit: 'days' | 'months' | 'years'; readonly printed: string } | null;
  /**
   * For a roof surface payment schedule: the share of the roof's cost paid, by the roof's age in years, one
   * percentage per column of roof material as printed (null where the row prints none in that column).
   */
  readonly schedule: RoofSchedule | null;
}

export interface RoofSchedule {
  readonly columns: number;
  readonly rows: readonly { readonly age: number; readonly percents: readonly (number | null)[]; readonly page: number }[];
}

/** Something that may matter but that the reader is not sure of. */
export interface WorthALook extends Source {
  readonly kind: 'possible-exclusion' | 'possible-limit' | 'unread-page' | 'numbering-gap';
  readonly text: string;
}

/** A link from part of a form to the endorsement that changes it. */
export interface ChangedBy {
  readonly target: {
    readonly kind: 'definition' | 'exclusion';
    readonly document: string;
    readonly page: number;
    readonly heading: string;
  };
  readonly endorsement: string | null;
  readonly document: string;
  readonly page: number;
  readonly action: Change;
}

/** A limit a form prints for a kind of property, within its coverage's limit ('$1,500 for loss by theft of jewelry'). */
export interface SpecialLimit extends Source, InForm {
  /** The item's place in the form's outline: 'C.3.a' (a part's letter, the list's number, the item's letter). */
  readonly label: string;
  readonly amount: number;
  /** The kinds of property it is for, as printed (its list's items joined by semicolons). */
  readonly property: string;
  /** It applies to loss by theft only. */
  readonly theft: boolean;
}

export interface PolicyReading {
  readonly documents: readonly DocumentReading[];
  readonly coverages: readonly Coverage[];
  readonly deductibles: readonly Deductible[];
  /** The limits a form prints for kinds of property (money, jewelry, firearms), within its coverage's. */
  readonly specialLimits: readonly SpecialLimit[];
  readonly definitions: readonly Definition[];
  readonly exclusions: readonly Exclusion[];
  /** Forms the documents print on their own pages. */
  readonly formsPresent: readonly FormRef[];
  /** Forms a declarations page or forms schedule lists. */
  readonly formsListed: readonly ListedForm[];
  /** Listed forms that none of the documents given prints. */
  readonly formsMissing: readonly ListedForm[];
  readonly amendments: readonly Amendment[];
  readonly changedBy: readonly ChangedBy[];
  readonly conditions: readonly ClaimCondition[];
  readonly worthALook: readonly WorthALook[];
}
