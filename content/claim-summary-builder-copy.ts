/**
 * Everything the Claim Summary Builder (/tools/claim-summary-builder) says: its steps, fields, the words of what
 * the documents propose, the checks, the timeline, the summary for each reader and its PDF and CSV. The facts come
 * from lib/claim-summary; the island words them with this record, passed to it as one prop. The page around the
 * tool is in `claim-summary-builder.ts`.
 */
import type { HeaderEvent } from '@/lib/claim-summary/proposals';
import type { StepKey } from '@/lib/claim-summary/draft';
import type { SectionKey } from '@/lib/claim-summary/audience';
import type { Check } from '@/lib/claim-summary/checks';
import type { Audience, CauseKey, EventKind, FieldKey, Role, Slot } from '@/lib/claim-summary/types';
import { securityPage } from './security';

const noLegalAdvice = securityPage.claims.items.find((item) => item.id === 'no-legal-advice')!;

export const summaryBuilderCopy = {
  noScript:
    'The Claim Summary Builder runs in your browser and needs JavaScript to keep your draft and read your files. Switch JavaScript on to build a summary.',
  start: {
    title: 'Start with what you have',
    text: 'Every field is optional: a summary is useful half-filled. Add the policy and the estimates to have their figures proposed, or type as you go.',
    button: 'Start a claim summary',
    opening: 'Opening the builder…',
    saved: 'Claims kept on this device',
    open: 'Open',
    current: 'Open now',
    untitled: 'Claim started {date}',
    changed: 'Changed {date}',
    another: 'Start another claim',
    delete: 'Delete this claim',
    confirm: 'Delete this claim and its files from this device? This cannot be undone.',
    confirmYes: 'Delete for good',
    confirmNo: 'Keep it',
    deleted: 'The claim was deleted from this device, with its files.',
  },
  storage: {
    title: 'Where your claim is kept',
    text: 'Your draft is saved as you type, in this browser’s storage on this device; the files you add are kept with it. Nothing is ever sent to us or to anyone: your browser reads the files itself. Another browser or device does not see your claims, and “Delete this claim” removes one with its files.',
    saved: 'Saved on this device',
    unavailable:
      'This browser does not let the page keep data (a private window may not): your draft lasts only until you close the page. Download the PDF or the CSV to keep it.',
  },
  nav: {
    label: 'Steps of the summary',
    next: 'Next: {step}',
    back: 'Back',
    stepOf: 'Step {n} of {total}',
    waiting: '{count} to review',
  },
  steps: {
    documents: {
      title: 'Your documents',
      intro:
        'Add the policy and the two estimates, if you have them. Each is read in your browser by the same readers as our other free tools; what it states is proposed in the steps that follow, with its file and page.',
    },
    claim: { title: 'The claim', intro: 'Who insures the property and how the carrier knows the claim.' },
    parties: { title: 'The parties', intro: 'Who is involved, and who you are in this claim.' },
    loss: { title: 'The loss', intro: 'When it happened, what caused it and what was damaged.' },
    coverage: {
      title: 'Coverage',
      intro: 'The policy period, the limits and deductibles that apply, and the provisions in question.',
    },
    amounts: {
      title: 'Amounts',
      intro: 'The carrier’s figure, yours, the difference and where it comes from, and what has been paid.',
    },
    timeline: { title: 'Timeline', intro: 'Every dated event in order. Gaps and deadlines a reader should see are marked.' },
    reader: { title: 'Reader and request', intro: 'Who will read the summary, and what you ask of them.' },
    summary: { title: 'Summary and export', intro: 'The summary as your reader will see it. Download it as a PDF or a CSV, or print it.' },
  } satisfies Record<StepKey, { title: string; intro: string }>,
  slots: {
    policy: {
      title: 'The policy',
      hint: 'The declarations page, the policy form or an endorsement, as a PDF.',
      asked: 'a policy',
    },
    carrier: {
      title: 'The carrier’s estimate',
      hint: 'The estimate PDF as the carrier sent it, or an export of its line items.',
      asked: 'an estimate',
    },
    own: {
      title: 'Your estimate',
      hint: 'Your own or your contractor’s estimate, PDF or export.',
      asked: 'an estimate',
    },
  } satisfies Record<Slot, { title: string; hint: string; asked: string }>,
  files: {
    choose: 'Choose a file',
    replace: 'Choose another file',
    remove: 'Take this file away',
    reading: 'Reading “{name}”…',
    read: '“{name}”: read as {kind}.',
    readLines: '“{name}”: an estimate, {lines} lines read.',
    proposals: '{count} proposals in the steps that follow.',
    none: 'Nothing in it to propose.',
  },
  /** What the readers take a document for. */
  kinds: {
    'policy-form': 'a policy form',
    endorsement: 'an endorsement',
    declarations: 'a declarations page',
    'policy-with-declarations': 'a policy with its declarations',
    estimate: 'an estimate',
    quote: 'an insurance quote',
    unknown: 'a document we could not place',
  } as Readonly<Record<string, string>>,
  problems: {
    'not-a-policy': '“{name}” looks like {found}, not a policy. Add the declarations page, the policy form or an endorsement here.',
    'not-an-estimate': '“{name}” looks like {found}, not an estimate. Add it under “The policy”, and an estimate here.',
    'not-a-pdf': '“{name}” is not a PDF. A policy is read from its PDF.',
    'same-file': 'You added the same file for both estimates. Add the other estimate here.',
    'pdf-scanned': '“{name}” holds no text: it is a scan or a photo. Ask for the PDF the document was printed to.',
    'pdf-locked': '“{name}” asks for a password. Open it, save a copy without the password and add that.',
    unreadable: '“{name}” could not be read as a PDF.',
  },
  fields: {
    'claim.carrier': { label: 'Insurance carrier' },
    'claim.claimNumber': { label: 'Claim number' },
    'claim.policyNumber': { label: 'Policy number' },
    'claim.property': { label: 'Property address' },
    'parties.insured': { label: 'Insured' },
    'parties.adjuster': { label: 'Carrier’s adjuster' },
    'parties.visitorName': { label: 'Your name' },
    'parties.firm': { label: 'Your firm' },
    'parties.others': { label: 'Others involved', hint: 'Contractors, experts, the mortgage company, counsel.' },
    'loss.date': { label: 'Date of loss' },
    'loss.cause': { label: 'Cause of loss' },
    'loss.damaged': { label: 'What was damaged' },
    'coverage.periodFrom': { label: 'Policy period from' },
    'coverage.periodTo': { label: 'Policy period to' },
    'coverage.notes': { label: 'Notes on coverage', hint: 'The provisions in question, in your words.' },
    'amounts.carrier': { label: 'Carrier’s figure (RCV)' },
    'amounts.own': { label: 'Your figure (RCV)' },
    'amounts.paid': { label: 'Paid to date' },
    'ask.text': { label: 'What you ask of the reader', hint: 'Leave it empty to use the request written for the reader you chose.' },
  } satisfies Record<FieldKey, { label: string; hint?: string }>,
  role: {
    label: 'Your part in the claim',
    none: 'Choose…',
    options: {
      'public-adjuster': 'Public adjuster',
      contractor: 'Contractor',
      attorney: 'Attorney',
      insured: 'Insured',
      appraiser: 'Appraiser or umpire',
      other: 'Other',
    } satisfies Record<Role, string>,
  },
  audiences: {
    legend: 'Who will read the summary',
    options: {
      adjuster: {
        option: 'The carrier’s adjuster',
        hint: 'Claim references and the amounts in dispute first, then why.',
        ask: 'Please review the difference set out above, cause by cause, and send a revised estimate or your written reasons for each item you do not accept.',
        reader: 'the carrier’s adjuster',
      },
      attorney: {
        option: 'An attorney',
        hint: 'The claim and its chronology first, with the policy’s deadlines.',
        ask: 'Please review the chronology and the policy’s provisions set out above, and tell us what else you need from the file.',
        reader: 'counsel',
      },
      insured: {
        option: 'The insured',
        hint: 'What happened and where the claim stands first, in plain words.',
        ask: 'Please check the dates and details above, tell us of anything missing, and keep every letter and payment from the carrier.',
        reader: 'the insured',
      },
      appraiser: {
        option: 'An appraiser or umpire',
        hint: 'The two figures and their difference first.',
        ask: 'Please weigh the two figures set out above, cause by cause, against the estimates they come from.',
        reader: 'the appraiser or umpire',
      },
    } satisfies Record<Audience, { option: string; hint: string; ask: string; reader: string }>,
  },
  proposals: {
    title: 'Found in your documents',
    use: 'Use this',
    useInstead: 'Use this instead',
    add: 'Add',
    addAll: 'Add all {count}',
    dismiss: 'Dismiss',
    showAll: 'Show all {count}',
    /** A value another document states differently. */
    differs: 'Another document states otherwise:',
    arrived: 'Figures handed over from the {tool} are waiting below as proposals: accept or dismiss each.',
    tools: { 'estimate-comparison': 'Estimate Comparison', 'policy-highlighter': 'Policy Highlighter' },
  },
  /** Where a value comes from. */
  source: {
    page: '{file}, page {page}',
    file: '{file}',
    comparison: 'the comparison of {file} and {other}',
    handoff: '{file}, by the {tool}',
    label: 'Source',
    from: 'From {source}',
  },
  rows: {
    limits: { title: 'Limits', label: 'Coverage', amount: 'Limit', note: 'As printed', add: 'Add a limit' },
    deductibles: {
      title: 'Deductibles',
      label: 'Deductible',
      amount: 'Amount',
      note: 'As printed',
      add: 'Add a deductible',
    },
    provisions: { title: 'Provisions in question', label: 'Provision', note: 'Note', add: 'Add a provision' },
    causes: {
      title: 'The difference, by cause',
      label: 'Cause',
      amount: 'Amount',
      add: 'Add a cause',
      hint: 'Positive where it adds to your figure over the carrier’s.',
    },
    events: {
      title: 'Events',
      date: 'Date',
      label: 'What happened',
      kind: 'Kind',
      amount: 'Amount, if any',
      add: 'Add an event',
    },
    /** Its button; the row's name follows for a screen reader. */
    remove: 'Remove',
    unnamed: 'this row',
  },
  deductibleNote: {
    percent: '{percent}% of {coverage}',
    percentOnly: '{percent}%',
    minimum: 'minimum {minimum}',
    inDeclarations: 'amount shown in the declarations',
  },
  provisionNote: {
    'replacement-cost': 'replacement cost',
    'actual-cash-value': 'actual cash value',
    kinds: {
      'loss-settlement': 'Loss settlement',
      'roof-schedule': 'Roof payment schedule',
      appraisal: 'Appraisal',
      'duties-after-loss': 'Duties after a loss',
      'suit-against-us': 'Suit against the insurer',
    } as Readonly<Record<string, string>>,
  },
  causes: {
    onlyB: 'Scope only in your estimate',
    onlyA: 'Scope only in the carrier’s estimate',
    unpriced: 'Lines priced on one side only',
    quantity: 'Quantities',
    price: 'Unit prices',
    tax: 'Tax',
    overheadProfit: 'Overhead & profit',
    summary: 'Tax or O&P printed only in a summary',
    rounding: 'Rounding',
  } satisfies Record<CauseKey, string>,
  eventKinds: {
    loss: 'Date of loss',
    reported: 'Claim reported',
    contacted: 'Contact',
    inspected: 'Inspection',
    estimate: 'Carrier’s estimate',
    'own-estimate': 'Your estimate',
    payment: 'Payment',
    letter: 'Letter',
    'policy-start': 'Policy period begins',
    'policy-end': 'Policy period ends',
    deadline: 'Time limit for a suit ends',
    other: 'Other',
  } satisfies Record<EventKind, string>,
  /** The dates an estimate's header states, by whose estimate it is. */
  eventFacts: {
    carrier: {
      contacted: 'Carrier contacted the insured',
      received: 'Claim received by the carrier',
      inspected: 'Carrier’s inspection',
      entered: 'Carrier’s estimate started',
      completed: 'Carrier’s estimate completed',
    },
    own: {
      contacted: 'Contact noted on your estimate',
      received: 'Claim received, as your estimate states',
      inspected: 'Inspection, as your estimate states',
      entered: 'Your estimate started',
      completed: 'Your estimate completed',
    },
  } satisfies Record<'carrier' | 'own', Record<HeaderEvent, string>>,
  suit: {
    title: 'Time limit for a suit, as the policy states it',
    /** Its label in the summary. */
    short: 'Suit time limit',
    units: { days: 'days', months: 'months', years: 'years' },
    value: '{amount} {unit}: “{printed}”',
    fromLoss: 'Counted from the date of loss, it ends on {date}.',
    needsLoss: 'Enter the date of loss to see when it ends.',
    notFromLoss: 'The policy counts it from something other than the date of loss, so no date is worked out here.',
    remove: 'Remove the time limit',
    caution: 'This is the policy’s wording and a date counted from it, not legal advice: the rules that apply to a claim may differ.',
  },
  checks: {
    'loss-after-event': 'The date of loss is after the {event} of {date}. One of the two dates is likely wrong.',
    'event-before-loss': 'This is dated before the date of loss ({date}).',
    'loss-outside-period': 'The date of loss is outside the policy period entered.',
    'period-reversed': 'The policy period ends before it begins.',
    'not-a-date': 'This is not a date.',
    'not-an-amount': 'This is not an amount: write it as 1,234.56.',
    'row-not-an-amount': 'This is not an amount: write it as 1,234.56.',
    'row-not-a-date': 'This is not a date.',
  } satisfies Record<Check['kind'], string>,
  timeline: {
    title: 'The timeline',
    empty: 'Dates you enter or accept appear here in order.',
    gap: '{days} days',
    gapLong: '{days} days with no event',
    deadlineLeft: '{days} days from today',
    deadlinePassed: '{days} days ago',
    caption: 'Events of the claim from {from} to {to}',
  },
  summary: {
    title: 'Claim summary',
    forReader: 'For {reader}',
    preparedBy: 'Prepared by {name}',
    preparedOn: '{date}',
    difference: 'Difference (yours less the carrier’s)',
    /** A policy period with one end entered. */
    periodFrom: 'from {date}',
    periodTo: 'until {date}',
    causesShort: 'The causes listed add up to {sum}; the difference is {difference}.',
    disagreements: {
      title: 'Where the documents disagree',
      intro: 'These values are stated differently by the documents. Both are shown as stated; neither is averaged.',
    },
    sources: { title: 'Sources', none: 'Entered by hand.' },
    empty: 'Nothing entered yet. Go back to any step and fill in what you know.',
    columns: {
      item: 'Item',
      amount: 'Amount',
      note: 'As printed',
      source: 'Source',
      stated: 'As stated',
      document: 'Document',
      gave: 'What it states here',
      date: 'Date',
      event: 'Event',
    },
    sections: {
      claim: 'The claim',
      parties: 'The parties',
      loss: 'The loss',
      coverage: 'Coverage',
      amounts: 'Amounts in dispute',
      timeline: 'Timeline',
      ask: 'Our request',
    } satisfies Record<SectionKey, string>,
  },
  export: {
    pdf: 'Download the PDF',
    csv: 'Download figures and timeline (CSV)',
    print: 'Print',
    making: 'Making the PDF…',
    made: 'The PDF is ready: “{name}”.',
    failed: 'The PDF could not be made in this browser. Print the summary instead.',
    pdfName: 'Claim summary.pdf',
    csvName: 'Claim summary.csv',
    pageLabel: 'Page {page} of {pages}',
    table: {
      columns: ['Section', 'Item', 'Amount', 'Date', 'Document', 'Page'] as [string, string, string, string, string, string],
      sections: { amounts: 'Amounts', causes: 'Difference by cause', limits: 'Limits', deductibles: 'Deductibles', timeline: 'Timeline' },
    },
  },
  /** The site's own words on advice (content/security.ts), under every summary and on the page. */
  legal: `This summary sets out what the documents state and what was entered; it decides nothing. ${noLegalAdvice.text}`,
};

export type SummaryBuilderCopy = typeof summaryBuilderCopy;
