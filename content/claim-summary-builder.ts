/**
 * The page of the Claim Summary Builder (/tools/claim-summary-builder) around the builder itself: where the
 * claim is kept, how the summary is built, the closing call to action, and the invitation to it on the Claims
 * Summary product page. The builder's own words are in `claim-summary-builder-copy.ts`.
 */
import type { CtaAction } from './types';

export const summaryBuilderPage = {
  privacy: {
    eyebrow: 'Private by design',
    title: 'Your claim stays on your device',
    points: [
      'There is no upload. Your browser reads the policy and the estimates itself, with the same readers as our Estimator Checker and Estimate Comparison.',
      'Your draft is kept in this browser’s storage on this device, saved as you type, so a reload or a closed tab loses nothing.',
      'Nothing is sent to us or to anyone: not the files, not the draft, not the PDF. You can watch your browser’s Network tab to see it.',
      'Keep several claims and reopen any of them. “Delete this claim” removes a claim and its files from this device in one step.',
    ],
  },
  how: {
    eyebrow: 'How it works',
    title: 'A summary any reader can follow',
    intro:
      'The builder proposes; you decide. Every figure a document states is shown with its file and page, and nothing goes into the summary until you accept it.',
    items: [
      {
        title: 'Filled from your files',
        text: 'Coverages, limits and deductibles from the policy with their pages; the carrier, the date of loss and the claim numbers from the estimates; both totals and the difference by cause from their comparison.',
      },
      {
        title: 'Disagreements side by side',
        text: 'When two documents state a date or a figure differently, both are shown as stated, each with its source. Nothing is averaged.',
      },
      {
        title: 'Impossible dates pointed out',
        text: 'A loss dated after the estimate or outside the policy period is flagged beside the field, not refused: you decide which date is right.',
      },
      {
        title: 'A timeline with its deadlines',
        text: 'Every date in order, with the long silences marked, and the policy’s time limit for a suit counted from the date of loss where the policy counts it that way.',
      },
      {
        title: 'Written for its reader',
        text: 'The carrier’s adjuster, an attorney, the insured or an appraiser: the order of the sections and the closing request follow the reader you choose.',
      },
      {
        title: 'A real PDF, and a CSV',
        text: 'One page with the figures in tables, the timeline drawn and the sources listed, made in your browser with selectable text; the figures and the timeline as CSV; and a clean print.',
      },
    ],
  },
  closing: {
    title: 'Summaries for every claim in your book',
    text: 'Claims Summary writes role-aware summaries and timelines from the whole claim file, each statement tied to its source. It is coming soon; Delta Mate already answers questions about the whole claim.',
    actions: [
      { kind: 'link', label: 'See Claims Summary', href: '/products/claims-summary' },
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
    ],
  },
} as const satisfies {
  privacy: { eyebrow: string; title: string; points: readonly string[] };
  how: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  closing: { title: string; text: string; actions: readonly CtaAction[] };
};

/** The invitation to the builder on the Claims Summary product page. */
export const summaryBuilderCallout = {
  title: 'Build a claim summary now, free',
  text: 'The Claim Summary Builder walks you through one claim — parties, dates, coverage and amounts — proposes what your policy and estimates state, and exports a one-page PDF with its timeline. In your browser; nothing is uploaded.',
  action: { kind: 'link', label: 'Open the Claim Summary Builder', href: '/tools/claim-summary-builder' },
} as const satisfies { title: string; text: string; action: CtaAction };
