/**
 * Every word the Policy Highlighter's island shows (passed to it as plain strings; `{name}` placeholders are
 * filled by `lib/template.ts`). The page around the tool is in `policy-highlighter.ts`; what the reader finds is
 * in `lib/policy/` (facts, no sentences), worded here.
 */
import type { PolicyProblemKind } from '@/lib/policy/input';
import type { Change, ConditionKind, DocumentKind, KindSign, Peril, WorthALook } from '@/lib/policy/types';
import type { RoutePath } from './routes';

/** The kinds of item the page lists, in the order it lists them: the declarations first. */
export type PolicyEntryKind =
  'coverage' | 'deductible' | 'special' | 'form' | 'listed' | 'amendment' | 'condition' | 'definition' | 'exclusion' | 'worth';

/** The words of one item, the same in the results, the index, the page view and the CSV download. */
export interface PolicyItemWords {
  /** The index's and the download's name for each kind of item. */
  readonly groups: Readonly<Record<PolicyEntryKind, string>>;
  /** Exclusions are grouped by the section they are in: "Exclusions – Section I". */
  readonly exclusionGroups: Readonly<Record<'I' | 'II' | 'other', string>>;
  readonly perils: Readonly<Record<Peril, string>>;
  readonly money: {
    /** A limit printed without an amount ("ACTUAL LOSS SUSTAINED", or an option ticked). */
    readonly noAmount: string;
    readonly percent: string;
    /** "2% of Coverage A – Dwelling ($312,000) = $6,240" */
    readonly percentOf: string;
    readonly minimum: string;
    /** A form's deductible clause: the amount is on the declarations. */
    readonly inDeclarations: string;
  };
  /** A special limit's item ("3.e – jewelry, watches, furs") and what it says beyond its amount. */
  readonly special: { readonly item: string; readonly theft: string };
  readonly forms: {
    readonly present: string;
    /** A listed form one of the files prints. */
    readonly given: string;
    /** A listed form none of the files prints. */
    readonly missing: string;
    readonly edition: string;
    readonly untitled: string;
  };
  /** What an endorsement does to a part of the policy, as a heading: "Replaced". */
  readonly changes: Readonly<Record<Change, string>>;
  /** On the part changed: "Replaced by HO 81 17 02 23". */
  readonly changedBy: Readonly<Record<Change, string>>;
  /** When the endorsement prints no form number. */
  readonly anEndorsement: string;
  /**
   * The buttons that lead from an item to the page of a related one: from a changed definition or exclusion to
   * the endorsement's change ("Replaced by HO 81 17 02 23, page 3"), from a change to what it changes.
   */
  readonly links: { readonly changedBy: string; readonly changes: string };
  /** "Definitions · paragraph 2.b. · Water Damage" */
  readonly target: { readonly separator: string; readonly paragraph: string; readonly whole: string };
  /** The forms a change is limited to. */
  readonly when: string;
  readonly conditions: Readonly<Record<ConditionKind, string>>;
  readonly basis: Readonly<Record<'replacement-cost' | 'actual-cash-value', string>>;
  readonly timeLimit: string;
  /** A roof schedule: "Rates by roof age: 0–30 years, 8 materials". */
  readonly roofSchedule: string;
  readonly definitionChange: Readonly<Record<Change, string>>;
  /** An exclusion without a printed heading is named by its first words, said so. */
  readonly firstWords: string;
  readonly worth: Readonly<Record<WorthALook['kind'], string>>;
  /** A page reference: "p. 3"; with several documents, "B p. 3", B the document's key in the index's list of documents. */
  readonly page: { readonly one: string; readonly other: string };
  readonly csvColumns: Readonly<Record<'group' | 'item' | 'value' | 'document' | 'page' | 'words', string>>;
}

/** Everything the Policy Highlighter's island says, as plain serialisable strings. */
export interface PolicyCopy {
  readonly drop: {
    readonly label: string;
    readonly hint: string;
    readonly dragging: string;
    readonly sample: string;
    readonly sampleNote: string;
    /** Shown at once when the sample is asked for before the page is ready. */
    readonly sampleLoading: string;
    readonly privacy: string;
    readonly noScript: string;
  };
  readonly progress: {
    readonly label: string;
    readonly phases: Readonly<Record<'open' | 'pages' | 'read', string>>;
    /** Beside the bar: "Page 12 of 279". */
    readonly pages: string;
  };
  readonly problems: {
    readonly title: string;
    /** Some files read, some not: the reading is of the others. */
    readonly titleSome: string;
    readonly kept: string;
    readonly messages: Readonly<Record<PolicyProblemKind, string>>;
    /** What a document that is not a policy was seen to print, listed in its message. */
    readonly signs: Readonly<Partial<Record<KindSign, string>>>;
    /** Where a visitor with an estimate can take it. */
    readonly estimateTool: { readonly label: string; readonly href: string };
  };
  readonly results: {
    readonly heading: string;
    readonly headingMany: string;
    readonly sampleHeading: string;
    readonly documentsLabel: string;
    /** The links to each part of the results, with their counts. */
    readonly contentsLabel: string;
    readonly kinds: Readonly<Record<DocumentKind, string>>;
    /** "3 pages · form HO 00 03 10 00" */
    readonly pages: { readonly one: string; readonly other: string };
    /** A policy printed into one file: "holds declarations, a policy form and 2 endorsements". */
    readonly contains: {
      readonly line: string;
      readonly kinds: Readonly<Record<DocumentKind, { readonly one: string; readonly other: string }>>;
    };
    readonly form: string;
    readonly blankPages: string;
    readonly pageLabels: string;
    /** What the results hold, one short line per kind. */
    readonly sections: Readonly<Record<PolicyEntryKind, { readonly title: string; readonly intro: string; readonly empty: string }>>;
    /** Declarations that list forms none of the files prints. */
    readonly missingTitle: string;
    readonly missingIntro: string;
    readonly showAll: string;
    readonly printedLabel: string;
    /** On an item: the button that opens its page. */
    readonly openPage: string;
    /** Its accessible name: "Show page 3 of sample-policy.pdf: Coverage A – Dwelling". */
    readonly openPageLabel: string;
    readonly noneFound: string;
  };
  readonly viewer: {
    /** The dialog's name: "Page 3 of sample-policy.pdf". */
    readonly title: string;
    readonly close: string;
    readonly drawing: string;
    readonly failed: string;
    readonly pictureLabel: string;
    readonly highlighted: string;
    readonly onThisPage: string;
    readonly nothingHere: string;
    /** The words run on to another page. */
    readonly continues: string;
    readonly previous: string;
    readonly next: string;
  };
  readonly index: {
    readonly title: string;
    readonly intro: string;
    readonly columns: Readonly<Record<'item' | 'value' | 'page', string>>;
    readonly documents: string;
    /** "B: amfam-ho3-form.pdf", in the list of documents when the page column names them by key. */
    readonly documentKey: string;
    readonly print: string;
    readonly download: string;
    readonly downloadName: string;
    readonly printedFrom: string;
    /** Hands the limits, deductibles and dates over to the Claim Summary Builder, as proposals. */
    readonly summary: string;
    readonly summaryPath: RoutePath;
  };
  readonly items: PolicyItemWords;
}

export const policyCopy = {
  drop: {
    label: 'Choose the policy’s PDFs',
    hint: 'or drop them here: the declarations, the policy form and its endorsements, in any order, up to 20 MB each',
    dragging: 'Drop the files to read them',
    sample: 'Try the sample policy',
    sampleNote:
      'A three-page homeowners policy we wrote for this tool: declarations, an HO 3 form and a state amendatory endorsement that replaces a definition and an exclusion.',
    sampleLoading: 'Loading the sample policy…',
    privacy: 'Read in your browser. Nothing is uploaded.',
    noScript:
      'The Policy Highlighter runs in your browser and needs JavaScript. Switch JavaScript on to read a policy; the rest of this page explains what it finds and how.',
  },
  progress: {
    label: 'Reading the policy',
    phases: {
      open: 'Opening the files…',
      pages: 'Reading the pages…',
      read: 'Finding the limits, deductibles, definitions, exclusions and endorsements…',
    },
    pages: 'Page {done} of {total}',
  },
  problems: {
    title: 'This could not be read as a policy',
    titleSome: 'Not every file was read',
    kept: 'The reading of the last policy you opened is still below.',
    messages: {
      empty: '“{name}” is empty. Save or download the policy again and choose the new file.',
      'too-large':
        '“{name}” is {size}, more than the 20 MB the highlighter reads in one file. Choose the declarations, the policy form and the endorsements as separate PDFs, or save the policy again without scanned attachments.',
      'not-pdf':
        '“{name}” is not a PDF. The highlighter reads policies as PDFs: the declarations, the policy form and its endorsements, as the carrier issued them.',
      'pdf-locked':
        '“{name}” is protected by a password. Open it with the password, save a copy without one (print it to PDF), and choose that copy.',
      'pdf-scanned':
        '“{name}” holds no text: it is a scan or a photo of the pages. The highlighter reads the words a PDF prints, and a picture of a page has none. Download the policy from the carrier’s website or customer portal, where it is issued as a text PDF, or ask the carrier or agent for the policy as a PDF rather than a scan.',
      unreadable: 'Your browser could not read “{name}”. It may be damaged: download it again and choose the new copy.',
      estimate:
        '“{name}” looks like a repair estimate, not a policy: it prints {signs}. The highlighter reads policies; for an estimate, try the free Estimator Checker.',
      quote:
        '“{name}” looks like a quote or proposal, not an issued policy: it prints {signs}. A quote says what a policy would cover; for what yours does cover, choose the declarations and the policy form the carrier issued.',
      'not-policy':
        'We found nothing of a policy in “{name}”: no declarations, no definitions or exclusions, and no endorsement wording. Choose the policy’s declarations, its form or its endorsements.',
    },
    signs: {
      'estimate-line-items': 'line items with quantities and units',
      'estimate-totals': 'RCV, depreciation and ACV totals',
      'quote-title': 'a title that calls it a quote or proposal',
      'premium-offer': 'a premium offered, not charged',
      'claim-report': 'a claim report',
    },
    estimateTool: { label: 'Open the Estimator Checker', href: '/tools/estimator-checker' },
  },
  results: {
    heading: 'What “{name}” says',
    headingMany: 'What your {count} documents say',
    sampleHeading: 'What the sample policy says',
    documentsLabel: 'The documents read',
    contentsLabel: 'Parts of this reading',
    kinds: {
      declarations: 'Declarations',
      'policy-form': 'Policy form',
      endorsement: 'Endorsement',
      'policy-with-declarations': 'Policy with its declarations',
      estimate: 'An estimate, not a policy',
      quote: 'A quote, not a policy',
      unknown: 'No policy wording found',
    },
    pages: { one: '1 page', other: '{count} pages' },
    contains: {
      line: 'holds {list}',
      kinds: {
        declarations: { one: 'declarations', other: '{count} sets of declarations' },
        'policy-form': { one: 'a policy form', other: '{count} policy forms' },
        endorsement: { one: 'an endorsement', other: '{count} endorsements' },
        'policy-with-declarations': { one: 'a policy with its declarations', other: '{count} policies with their declarations' },
        estimate: { one: 'an estimate', other: '{count} estimates' },
        quote: { one: 'a quote', other: '{count} quotes' },
        unknown: { one: 'a notice or page with no policy wording', other: '{count} notices or pages with no policy wording' },
      },
    },
    form: 'form {form}',
    blankPages: 'blank or without text: {pages}',
    pageLabels: 'page {page} prints “{printed}”',
    sections: {
      coverage: {
        title: 'Coverages and limits',
        intro: 'Each coverage the declarations state, with its limit as printed.',
        empty: 'No limits: these documents state none (a policy form says they are “shown in the Declarations”).',
      },
      deductible: {
        title: 'Deductibles',
        intro:
          'Kept apart from the limits, each with what it applies to. A percentage deductible is also given in dollars where the documents state what it is a percentage of.',
        empty: 'No deductible is stated in these documents.',
      },
      special: {
        title: 'Special limits in the form',
        intro:
          'The most a form pays for a kind of property within its coverage’s limit — money, jewelry, firearms — each as its list prints it. A limit the form sets as a share of another (“10% of Coverage C”) stays in its words, not in this list.',
        empty: 'No list of special limits was found.',
      },
      form: {
        title: 'Forms in your files',
        intro: 'Each form and endorsement the documents print, by its number and edition.',
        empty: 'No form number is printed on these pages.',
      },
      listed: {
        title: 'Forms the declarations list',
        intro: 'The forms that make up the policy, as the declarations list them, and whether your files include each.',
        empty: 'No list of forms in these documents.',
      },
      amendment: {
        title: 'What the endorsements change',
        intro: 'Each change an endorsement makes: the part of the policy, and whether it is replaced, added to or deleted.',
        empty: 'No endorsement wording that changes the policy.',
      },
      condition: {
        title: 'Claim conditions',
        intro:
          'The conditions that decide most disputes: how a loss is settled, your duties after a loss, appraisal and the time limit to sue.',
        empty: 'None of these conditions is printed in these documents.',
      },
      definition: {
        title: 'Definitions',
        intro: 'Each defined term with its definition. A term an endorsement replaces shows which one.',
        empty: 'No definitions section in these documents.',
      },
      exclusion: {
        title: 'Exclusions',
        intro: 'Each exclusion by section, with its heading and its words. An exclusion an endorsement changes shows which one.',
        empty: 'No exclusions section in these documents.',
      },
      worth: {
        title: 'Worth a look',
        intro:
          'What may matter but we could not place for sure: headings that may be exclusions, and places where the numbering skips. They are not counted among the findings above.',
        empty: 'Nothing uncertain.',
      },
    },
    missingTitle: 'Listed on the declarations, not among your files',
    missingIntro: 'These forms are part of the policy but were not in the files you chose. Ask the carrier or agent for them.',
    showAll: 'Show all {count}',
    printedLabel: 'As printed',
    openPage: 'Page {page}',
    openPageLabel: 'Show page {page} of {document}: {item}',
    noneFound: 'Nothing of a policy was found in these documents.',
  },
  viewer: {
    title: 'Page {page} of {document}',
    close: 'Close',
    drawing: 'Drawing the page…',
    failed: 'This page could not be drawn. Its words are below.',
    pictureLabel: 'Page {page} as printed, the words of the chosen item highlighted',
    highlighted: 'Highlighted words',
    onThisPage: 'On this page',
    nothingHere: 'Nothing we found is on this page.',
    continues: 'The words go on to page {page}',
    previous: 'Previous page',
    next: 'Next page',
  },
  index: {
    title: 'Index with page numbers',
    intro: 'One page for your file: every item above with the page it is on. Print it or download it as a spreadsheet.',
    columns: { item: 'Item', value: 'As stated', page: 'Page' },
    documents: 'Documents: {documents}',
    documentKey: '{key}: {name}',
    print: 'Print the index',
    download: 'Download (CSV)',
    downloadName: '{name} index.csv',
    printedFrom: 'Made with the free Policy Highlighter. Pages are the PDF’s own pages, counted from its first.',
    summary: 'Use in a claim summary',
    summaryPath: '/tools/claim-summary-builder',
  },
  items: {
    groups: {
      coverage: 'Coverages and limits',
      deductible: 'Deductibles',
      special: 'Special limits in the form',
      form: 'Forms in the files',
      listed: 'Forms listed',
      amendment: 'Endorsement changes',
      condition: 'Claim conditions',
      definition: 'Definitions',
      exclusion: 'Exclusions',
      worth: 'Worth a look',
    },
    exclusionGroups: { I: 'Exclusions – Section I', II: 'Exclusions – Section II', other: 'Exclusions' },
    perils: {
      'all-perils': 'All perils',
      'all-other-perils': 'All other perils',
      'wind-hail': 'Wind and hail',
      'named-storm': 'Named storm',
      hurricane: 'Hurricane',
      earthquake: 'Earthquake',
      'water-backup': 'Water backup',
      theft: 'Theft',
      flood: 'Flood',
      coverage: 'One coverage',
    },
    special: { item: '{label} – {property}', theft: 'for loss by theft' },
    money: {
      noAmount: 'No amount printed',
      percent: '{percent}%',
      percentOf: '{percent}% of {coverage} ({limit}) = {dollars}',
      minimum: '{value}, at least {minimum}',
      inDeclarations: 'The amount shown in the Declarations',
    },
    forms: {
      present: 'In your files',
      given: 'In your files',
      missing: 'Not among your files',
      edition: 'edition {edition}',
      untitled: 'Untitled',
    },
    changes: { replaced: 'Replaced', added: 'Added', deleted: 'Deleted', 'added-to': 'Added to' },
    changedBy: {
      replaced: 'Replaced by {form}',
      added: 'Added by {form}',
      deleted: 'Deleted by {form}',
      'added-to': 'Added to by {form}',
    },
    anEndorsement: 'an endorsement',
    links: { changedBy: '{change}, page {page}', changes: 'Changes “{item}”, page {page}' },
    target: { separator: ' · ', paragraph: 'paragraph {paragraph}', whole: 'The policy' },
    when: 'Only when it amends {when}',
    conditions: {
      'loss-settlement': 'Loss settlement',
      'roof-schedule': 'Roof surface payment schedule',
      'duties-after-loss': 'Duties after loss',
      appraisal: 'Appraisal',
      'suit-against-us': 'Suit against us',
      'deductible-clause': 'Deductible clause',
    },
    basis: { 'replacement-cost': 'Replacement cost', 'actual-cash-value': 'Actual cash value' },
    timeLimit: 'Suit {printed}',
    roofSchedule: 'Share of the roof’s cost paid, by roof age: {from}–{to} years, {columns} columns',
    definitionChange: {
      replaced: 'Replaces the definition',
      added: 'Adds the definition',
      deleted: 'Deletes the definition',
      'added-to': 'Adds to the definition',
    },
    firstWords: '{words}… (no printed heading)',
    worth: {
      'possible-exclusion': 'May be an exclusion',
      'possible-limit': 'May be a limit',
      'unread-page': 'A page we could not read',
      'numbering-gap': 'The numbering skips to here: items before it are not in the file (a page may be missing)',
    },
    page: { one: 'p. {page}', other: '{document} p. {page}' },
    csvColumns: { group: 'Section', item: 'Item', value: 'As stated', document: 'Document', page: 'Page', words: 'Printed words' },
  },
} as const satisfies PolicyCopy;
