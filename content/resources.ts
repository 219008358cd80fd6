/**
 * The smaller resource pages (spec §2): product demo videos, webinars and podcasts, tools and tips, and the
 * Partner API.
 */
import type { RoutePath } from './routes';
import type { CtaAction } from './types';

export interface PlaceholderCard {
  readonly title: string;
  readonly text: string;
}

export const demoVideosPage = {
  status: 'Video coming soon',
  videos: [
    {
      title: 'Delta Mate: a tour of the claim workspace',
      text: 'Create a claim, upload its files and find anything in it with filters, search and the built-in assistant.',
    },
    {
      title: 'Estimate Analyzer: two estimates, line by line',
      text: 'Extract every line item, flag duplicates and omissions, and compare a contractor’s estimate with the carrier’s.',
    },
    {
      title: 'Policy Analyzer: coverage answers with citations',
      text: 'Find limits, deductibles, exclusions and endorsements, and open the clause behind every answer.',
    },
    {
      title: 'Eureka: ask the claim file',
      text: 'Ask about the policy, the estimate or the claim in plain language, then turn answers into tasks and notes.',
    },
    {
      title: 'Claims Summary: one claim, every reader',
      text: 'Summaries written for the adjuster, the attorney or the insured, with a timeline of events.',
    },
    {
      title: 'Automatic file classification',
      text: 'Upload a whole claim file at once and watch it sorted into estimates, photos, reports and correspondence.',
    },
  ],
  request: {
    title: 'Prefer to see it live?',
    text: 'A member of our team will walk you through the platform on documents like yours and answer your questions as you go.',
    action: { kind: 'link', label: 'Request a Live Demo', href: '/free-trial' } satisfies CtaAction,
  },
} as const satisfies {
  status: string;
  videos: readonly PlaceholderCard[];
  request: { title: string; text: string; action: CtaAction };
};

export interface Session extends PlaceholderCard {
  readonly format: 'Webinar' | 'Podcast';
  readonly audience: string;
}

export const webinarsPage = {
  status: 'Date to be announced',
  audienceLabel: 'For',
  sessions: [
    {
      format: 'Webinar',
      title: 'Line by line: resolving estimate disputes with AI',
      text: 'A live walkthrough of comparing two estimates, from upload to the report you send the other side, with time for questions.',
      audience: 'Adjusters and contractors',
    },
    {
      format: 'Podcast',
      title: 'From the field: public adjusters on documentation',
      text: 'Public adjusters talk about the files that win disputes, the ones that lose them and what technology has changed.',
      audience: 'Public adjusters',
    },
    {
      format: 'Webinar',
      title: 'Reading the policy: endorsements, exclusions and citations',
      text: 'How to find the clause that decides a claim, and how citation-backed answers change the conversation with the carrier.',
      audience: 'Attorneys and adjusters',
    },
    {
      format: 'Podcast',
      title: 'Carriers and contractors: can AI shorten the cycle?',
      text: 'A carrier claims leader and a restoration contractor discuss where claims slow down and what would speed them up.',
      audience: 'Insurers, TPAs and contractors',
    },
  ],
  invite: {
    title: 'Get an invitation',
    text: 'Tell us which sessions interest you and we will send the dates as soon as they are set.',
    action: { kind: 'link', label: 'Contact Us', href: '/contact-us' } satisfies CtaAction,
  },
} as const satisfies {
  status: string;
  audienceLabel: string;
  sessions: readonly Session[];
  invite: { title: string; text: string; action: CtaAction };
};

export interface Tool extends PlaceholderCard {
  readonly id: string;
  readonly features: readonly string[];
  readonly tip: string;
  /** Where the tool runs, once it is live on the site. */
  readonly open?: { readonly label: string; readonly href: RoutePath };
}

export const toolsPage = {
  badge: 'Free',
  featuresLabel: 'What it does',
  tipLabel: 'Tip',
  tools: [
    {
      id: 'estimator-checker',
      title: 'Estimator Checker',
      text: 'A quick health check for any estimate before you send it or sign off on it.',
      features: [
        'Recalculates quantity times unit price and every subtotal.',
        'Checks that tax and overhead and profit are applied where they should be.',
        'Lists line items often missing for the trade, such as drip edge or starter strip on a roof.',
      ],
      tip: 'Run it on the carrier’s estimate and on yours: a math error on either side is the easiest difference to settle.',
      open: { label: 'Open the Estimator Checker', href: '/tools/estimator-checker' },
    },
    {
      id: 'estimate-comparison',
      title: 'Estimate Comparison',
      text: 'Two estimates of one claim, compared line by line: the carrier’s and the contractor’s, or a revision and the original.',
      features: [
        'Pairs each line with the same item on the other side, room by room, and says why it paired them.',
        'Explains the difference in RCV cause by cause: scope only one side has, quantities, unit prices, tax and O&P.',
        'Exports the comparison as CSV and prints a clean report; both files stay in your browser.',
      ],
      tip: 'Check each estimate with the Estimator Checker first: a total that does not add up is worth settling before the differences.',
      open: { label: 'Open the Estimate Comparison', href: '/tools/estimate-comparison' },
    },
    {
      id: 'policy-highlighter',
      title: 'Policy Highlighter',
      text: 'Find the parts of a policy that decide a claim without reading all of it first.',
      features: [
        'Highlights limits, deductibles, exclusions and endorsements.',
        'Shows which endorsement changes which part of the policy.',
        'Produces a one-page index with page numbers for your file.',
      ],
      tip: 'Start with the endorsements: they are usually at the back and often change the exclusions you read first.',
      open: { label: 'Open the Policy Highlighter', href: '/tools/policy-highlighter' },
    },
    {
      id: 'claim-summary-builder',
      title: 'Claim Summary Builder',
      text: 'A guided outline for a clear, one-page claim summary that any reader can follow.',
      features: [
        'Walks you through parties, dates of loss, coverage and amounts in dispute.',
        'Builds a timeline of events from the dates you enter.',
        'Exports the summary as PDF for the file or the other side.',
      ],
      tip: 'Write the summary for the person who reads it next: an attorney needs the dispute, an insured needs the next step.',
      open: { label: 'Open the Claim Summary Builder', href: '/tools/claim-summary-builder' },
    },
  ],
  access: {
    title: 'Get the free tools',
    text: 'The tools are free for claims professionals. Ask our team for access, or start a trial to use the full platform on your own documents.',
    actions: [
      { kind: 'link', label: 'Request Access', href: '/contact-us' },
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
    ],
  },
} as const satisfies {
  badge: string;
  featuresLabel: string;
  tipLabel: string;
  tools: readonly Tool[];
  access: { title: string; text: string; actions: readonly CtaAction[] };
};

export const partnerApiPage = {
  status: 'Documentation coming soon',
  areas: [
    {
      title: 'Authentication',
      text: 'Server-to-server access with OAuth 2.0 client credentials, scoped to the workspaces and actions each integration needs.',
    },
    {
      title: 'Webhooks',
      text: 'Signed notifications when a document is classified, an extraction finishes or a report is ready, so your system never has to poll.',
    },
    {
      title: 'SDKs',
      text: 'Client libraries that wrap authentication, uploads and results, starting with TypeScript and Python.',
    },
  ],
  next: {
    title: 'Build with us',
    text: 'The API is in private preview with a small group of partners. Tell us what you would like to connect, or try the platform first.',
    actions: [
      { kind: 'link', label: 'Contact Us', href: '/contact-us' },
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
    ],
  },
} as const satisfies {
  status: string;
  areas: readonly PlaceholderCard[];
  next: { title: string; text: string; actions: readonly CtaAction[] };
};

export const contactPage = {
  details: {
    title: 'Get in Touch',
    address: 'Headquarters',
    email: 'Sales',
    phone: 'Phone',
    hours: 'Office hours',
    hoursText: 'Monday to Friday, 9 a.m. to 6 p.m. Eastern Time',
    reply: 'We reply to every message within 24 hours.',
  },
  book: {
    title: 'Book a time with our team',
    text: 'Pick a slot that suits you for a demo, a pricing question or a partnership conversation. Calls take 30 minutes.',
    action: { kind: 'scheduler', label: 'Schedule a Demo' } satisfies CtaAction,
  },
  email: {
    title: 'Prefer e-mail?',
    text: 'Write to our sales team with your question, your role and, if you like, a description of the claims you handle.',
    action: 'E-mail sales',
  },
} as const;
