/**
 * What kind of document a PDF is — a policy form, an endorsement, declarations, a policy with its declarations,
 * or not a policy at all (an estimate, a quote or proposal) — from what it prints, each sign a plain code.
 */
import type { PolicyDocument } from './document';
import type { PolicyText } from './text';
import type { DocumentKind, KindSign } from './types';

const FIRST_LINES = 40;

export interface KindFacts {
  readonly coverages: number;
  readonly deductibles: number;
  readonly formsListed: number;
  readonly definitions: number;
  readonly exclusions: number;
  /** Claim conditions read (suit against us, appraisal, duties after loss, loss settlement). */
  readonly conditions: number;
}

/**
 * What an endorsement prints above its first paragraph: ISO's banner, 'This endorsement modifies insurance provided
 * under …', 'The terms of the policy apply except as changed by this endorsement', 'This endorsement is a part of
 * your policy. Except for the changes it makes, all other terms of the policy remain the same', 'attached to and
 * forms a part of'.
 */
export const ENDORSEMENT_OPENING =
  /THIS ENDORSEMENT CHANGES THE POLICY|This endorsement modifies|as changed by this endorsement|This endorsement is (?:a )?part of (?:your|the|this) policy|forms (?:a )?part of (?:your|the|this) policy|Except for the changes (?:it|this endorsement) makes/i;

/** The first lines of a document's first page with text, where its title is. */
const openingOf = (text: PolicyText) =>
  text.lines
    .filter((line) => line.page === text.lines[0]!.page)
    .slice(0, FIRST_LINES)
    .map((line) => line.text)
    .join('\n');

const bodyOf = (text: PolicyText) => text.body.map((line) => line.text).join('\n');

/** The signs a document shows, and the kind they make it. */
export function kindOf(document: PolicyDocument, facts: KindFacts): { kind: DocumentKind; signs: KindSign[] } {
  const { text } = document;
  const signs = new Set<KindSign>();
  if (text.lines.length === 0) return { kind: 'unknown', signs: ['no-text'] };
  const opening = openingOf(text);
  const all = bodyOf(text);
  // A title printed atop every page of the declarations repeats like a running header, and still names them.
  const withHeaders = text.lines.map((line) => line.text).join('\n');
  if (document.form) signs.add('form-number-footer');
  // A part counts when something was read in it: a notice titled 'EXCLUSION OF LOSS DUE TO VIRUS' among the
  // declarations is not a form's exclusions.
  if (facts.definitions > 0 && document.parts.some((part) => part.kind === 'definitions' && !part.minor)) signs.add('definitions-section');
  if (facts.exclusions > 0 && document.parts.some((part) => part.kind === 'exclusions' && !part.minor)) signs.add('exclusions-section');
  if (/^AGREEMENT$|\bWe will provide the insurance described in this policy\b|\bWe agree with you\b/m.test(all))
    signs.add('insuring-agreement');
  // A form of conditions (ISO's CP 00 90) is policy wording too, when a claim condition was read in it.
  if (facts.conditions > 0) signs.add('claim-conditions');
  // A form of conditions with no claim condition among them (ISO's IL 00 17: cancellation, premiums) is titled so.
  if (/^[A-Z][A-Z ,&'–-]*\bCONDITIONS$/m.test(opening)) signs.add('conditions-title');
  if (ENDORSEMENT_OPENING.test(opening) || /^[A-Z ,'-]*ENDORSEMENT$/m.test(opening)) signs.add('endorsement-title');
  if (document.changes.length >= 2) signs.add('changes-wording');
  // In capitals, or in title case with every word capitalised ('Commercial Property Coverage Part Declarations'),
  // so that a sentence's 'shown in the Declarations' or a line 'Declarations. The …' names nothing.
  if (
    (/^(?:[A-Z ]+ )?(?:POLICY |COVERAGE PART |RENEWAL |SUPPLEMENTAL )?DECLARATIONS(?: PAGE)?\b/m.test(withHeaders) ||
      /^(?:[A-Z][A-Za-z]+ ){1,6}Declarations(?: Page)?(?: [A-Z]|$)/m.test(withHeaders)) &&
    facts.coverages + facts.deductibles + facts.formsListed > 0
  )
    signs.add('declarations-title');
  if (facts.coverages > 0) signs.add('limits-stated');
  if (facts.deductibles > 0) signs.add('deductibles-stated');
  if (facts.formsListed > 0) signs.add('forms-schedule');
  // A report's title, at the start of a line: a proposal's sentence may offer to 'take the first notice of loss'.
  if (/^(?:Claim Information Report|First Notice of Loss|FNOL)\b/im.test(opening)) signs.add('claim-report');
  for (const sign of offerSigns(opening, all)) signs.add(sign);
  const kind = decide(signs);
  return { kind, signs: [...signs] };
}

/** The signs of a document that is not a policy: an estimate's line items and totals, a quote's title and offer. */
function offerSigns(opening: string, all: string): KindSign[] {
  const found: KindSign[] = [];
  if (/\b(?:RCV|ACV|Depreciation|Unit Price|Line Item|QTY|Xactimate)\b/.test(all) && /\b(?:SF|LF|SQ|EA)\b/.test(all))
    found.push('estimate-line-items');
  if (/\bNet Claim\b|\bTotal RCV\b|\bLine Item Totals?\b|\bRCV\s+Depreciation\s+ACV\b/i.test(all)) found.push('estimate-totals');
  // A title in capitals, or one in title case that ends with the word ('Insurance Program Quote', 'Proposal Comparison').
  if (
    /\b(?:QUOTE|PROPOSAL|Quotation|Quote Number|Proposal of Insurance|[Pp]olicy proposal)\b|\b(?:Quote|Proposal)(?: Comparison| Summary)?$|^Proposed On\b/m.test(
      opening,
    )
  )
    found.push('quote-title');
  if (
    /This is not a policy|not a contract of insurance|Quote valid|quote is valid|Estimated (?:Annual )?Premium|Proposed Premium|This quote is subject to|wish to bind coverage|Quoted Premium|remain valid for \d+ days|Refer to (?:the )?policy for (?:the )?actual terms|^.*\bExpiring\b.*\bRenewal\b/im.test(
      all,
    )
  )
    found.push('premium-offer');
  return found;
}

/**
 * Whether a text is an estimate or a quote by its words alone, before anything is read from it: such a file is
 * judged whole, never cut into the documents a policy printed in one file holds.
 */
export function isOfferOrEstimate(text: PolicyText): boolean {
  if (text.lines.length === 0) return false;
  const signs = new Set(offerSigns(openingOf(text), bodyOf(text)));
  return (signs.has('estimate-line-items') && signs.has('estimate-totals')) || (signs.has('quote-title') && signs.has('premium-offer'));
}

function decide(signs: ReadonlySet<KindSign>): DocumentKind {
  const has = (sign: KindSign) => signs.has(sign);
  if (has('estimate-line-items') && has('estimate-totals') && !has('definitions-section')) return 'estimate';
  if (has('quote-title') && has('premium-offer')) return 'quote';
  const declarations =
    has('claim-report') || has('declarations-title') || ((has('limits-stated') || has('deductibles-stated')) && has('forms-schedule'));
  const form = has('definitions-section') || has('exclusions-section') || has('insuring-agreement') || has('claim-conditions');
  if (declarations && form && !has('claim-report')) return 'policy-with-declarations';
  if (declarations && (has('limits-stated') || has('deductibles-stated'))) return 'declarations';
  if (has('endorsement-title') || (has('changes-wording') && !has('insuring-agreement'))) return 'endorsement';
  if (form) return 'policy-form';
  if (declarations) return 'declarations';
  // A schedule of forms alone is the declarations' list of what the policy is made of.
  if (has('forms-schedule')) return 'declarations';
  // Last, so that a heading of conditions on declarations or an endorsement decides nothing: a numbered form that
  // holds conditions only is policy wording, with nothing the tool lists, not a document without any.
  if (has('conditions-title') && has('form-number-footer')) return 'policy-form';
  return 'unknown';
}
