/**
 * The page of the Policy Highlighter (/tools/policy-highlighter) around the tool itself: what it finds, how it
 * reads, privacy, what it does not do, the closing call to action, and the invitation to it on the Policy
 * Analyzer's page. The tool's own words are in `policy-highlighter-copy.ts`.
 */
import type { CtaAction } from './types';

/** The sections of the page around the tool. */
export const policyHighlighterPage = {
  finds: {
    eyebrow: 'What it finds',
    title: 'The parts of a policy that decide a claim',
    intro:
      'Every item comes with the page it is on and the words it rests on, as the policy prints them. Open any item and the page appears with those words highlighted.',
    items: [
      {
        title: 'Coverages and limits',
        text: 'Each coverage the declarations state, with its limit as printed: beside its label, in a table, or as a claim system prints it.',
      },
      {
        title: 'Deductibles, kept apart',
        text: 'Each deductible with what it applies to: all perils, all other perils, wind and hail, named storm, earthquake, water backup. A percentage deductible is also given in dollars when the policy states what it is a percentage of.',
      },
      {
        title: 'Special limits in the form',
        text: 'The most the form pays for money, jewelry, firearms, watercraft and the other kinds of property on its list of special limits, each with its amount, whether it is for theft only, and its words.',
      },
      {
        title: 'Definitions',
        text: 'Every defined term with its definition, numbered or lettered, quoted or in bold, including one that runs across a column or onto the next page.',
      },
      {
        title: 'Exclusions by section',
        text: 'Each exclusion of Section I and Section II with its heading and its words, and those an endorsement adds or replaces.',
      },
      {
        title: 'Endorsements and what they change',
        text: 'Each form by number and edition, what each endorsement replaces, adds or deletes, and on the definition or exclusion it changes, which endorsement changed it. A form the declarations list that your files do not include is named.',
      },
      {
        title: 'Claim conditions',
        text: 'Loss settlement (replacement cost or actual cash value, and a roof payment schedule), your duties after a loss, appraisal, and the time limit to sue.',
      },
    ],
  },
  how: {
    eyebrow: 'How it reads',
    title: 'It reads the words the policy prints',
    intro:
      'The highlighter reads the text of each PDF, page by page, the way you would: columns left to right, headings, numbered items and their sub-items. It quotes nothing it did not find on the page.',
    items: [
      {
        title: 'Any order, any number of files',
        text: 'Choose the declarations, the policy form and the endorsements together, as separate PDFs or as one. Each document is recognised by what it prints: its form number and its title, even when the carrier’s portal printed them all into one file.',
      },
      {
        title: 'Pages as the PDF counts them',
        text: 'Page numbers are the PDF’s own pages, counted from its first, so they match what your PDF reader shows, even where a footer prints “Page 12 of 10”.',
      },
      {
        title: 'Sure, or worth a look',
        text: 'What the policy plainly states is listed as found. A heading that may be an exclusion but sits outside the exclusions is set apart as worth a look.',
      },
      {
        title: 'An index for your file',
        text: 'One page listing every item with its page number, to print and keep with the claim, or to download as a spreadsheet.',
      },
    ],
  },
  privacy: {
    eyebrow: 'Private by design',
    title: 'Your policy stays on your device',
    points: [
      'There is no upload. Your browser reads the PDFs and finds every item on your own computer or phone.',
      'No part of the policy, nor of what is found in it, is sent anywhere, to us or to anyone else.',
      'Nothing is kept. Reload or close the page and the files and their reading are gone, unless you printed or downloaded the index.',
      'You can see it for yourself: open your browser’s developer tools, watch the Network tab and read a policy. No request carries your files.',
    ],
  },
  limits: {
    eyebrow: 'Before you rely on it',
    title: 'What it does not do',
    items: [
      'It reads the text a PDF prints. A scanned policy has none: download the policy from the carrier’s website or customer portal, or ask for it as a PDF rather than a scan.',
      'It lists what the documents state and where. It does not decide whether a loss is covered, and it is not legal advice: the policy’s own words, read as a whole, and the professionals you work with decide that.',
      'It reads the documents you give it. An endorsement or schedule missing from your files is not read; the declarations’ list of forms shows what to ask for.',
      'It lists the special limits a form prints as a list of amounts (“$1,500 for loss by theft of jewelry”). A limit set as a share of another (“10% of Coverage C”) and the limits of additional coverages are left in the form’s words.',
    ],
  },
  closing: {
    title: 'Read every policy in your claims this way',
    text: 'Policy Analyzer finds the limits, deductibles, exclusions and endorsements of every policy in your claims, answers coverage questions with the clause behind each answer, and compares renewals.',
    actions: [
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
      { kind: 'link', label: 'See the Policy Analyzer', href: '/products/policy-analyzer' },
    ],
  },
} as const satisfies {
  finds: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  how: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  privacy: { eyebrow: string; title: string; points: readonly string[] };
  limits: { eyebrow: string; title: string; items: readonly string[] };
  closing: { title: string; text: string; actions: readonly CtaAction[] };
};

/** The invitation to the highlighter on the Policy Analyzer's page. */
export const highlighterCallout = {
  title: 'Read one of your own policies now',
  text: 'The free Policy Highlighter lists the limits, deductibles, definitions, exclusions and endorsements of a policy PDF, each with its page, in your browser. Nothing is uploaded.',
  action: { kind: 'link', label: 'Open the Policy Highlighter', href: '/tools/policy-highlighter' },
} as const satisfies { title: string; text: string; action: CtaAction };
