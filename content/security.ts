/**
 * Copy of /security (issue 14): how claim data is handled, stated only from what the product itself claims
 * (spec §1), where people stay in charge, and how to report a vulnerability.
 *
 * OWNER-SUPPLIED: `humanReview.practices`, `retention.entries`, `subProcessors.entries` and
 * `certifications.entries` are empty until the company fills them with facts it can stand behind (a
 * certification it holds, a sub-processor it has a contract with, a retention period it applies). A list
 * renders only when it has entries; an empty list shows nothing, never a placeholder. Every field of an
 * entry is required except those marked optional; a blank one stops the build naming this file and field
 * (`lib/security.ts`). The disclosure contact and the security.txt expiry come from config.
 */
import type { RoutePath } from './routes';

/** One statement the platform makes about claim data, under its own number. */
export interface PlatformClaim {
  /** In-page anchor, so a reviewer can cite the statement. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** The product (or document) the statement belongs to. */
  readonly scope: string;
}

/** An owner-supplied practice (human review, retention): what is done, in the company's words. */
export interface OwnerStatement {
  readonly title: string;
  readonly text: string;
}

/** An owner-supplied sub-processor: a company that processes customer data on the company's behalf. */
export interface SubProcessor {
  readonly name: string;
  readonly purpose: string;
  /** Where it processes the data, e.g. "United States". */
  readonly location: string;
  /** Optional: its https address. */
  readonly website?: string;
}

/** An owner-supplied certification, attestation or audit that the company actually holds. */
export interface Certification {
  readonly name: string;
  /** What it covers. */
  readonly scope: string;
  /** Who issued or audited it. */
  readonly issuer: string;
  /** Optional: the last day it is valid, YYYY-MM-DD. */
  readonly validUntil?: string;
  /** Optional: where a customer can request the report, an https address. */
  readonly reportUrl?: string;
}

export interface SecurityPage {
  readonly claims: {
    readonly title: string;
    readonly intro: string;
    readonly scopeLabel: string;
    readonly items: readonly PlatformClaim[];
  };
  readonly humanReview: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    /** OWNER-SUPPLIED; renders only when filled. */
    readonly practices: readonly OwnerStatement[];
  };
  readonly retention: {
    readonly title: string;
    /** OWNER-SUPPLIED; renders only when filled. */
    readonly entries: readonly OwnerStatement[];
    /** Always shown: how to ask. `{privacyEmail}` comes from config. */
    readonly ask: string;
    readonly privacy: { readonly text: string; readonly label: string; readonly href: RoutePath };
  };
  readonly subProcessors: {
    readonly title: string;
    readonly intro: string;
    readonly columns: { readonly name: string; readonly purpose: string; readonly location: string };
    /** OWNER-SUPPLIED; the section renders only when filled. */
    readonly entries: readonly SubProcessor[];
  };
  readonly certifications: {
    readonly title: string;
    readonly intro: string;
    readonly issuedBy: string;
    readonly validUntil: string;
    readonly report: string;
    /** OWNER-SUPPLIED; the section renders only when filled. */
    readonly entries: readonly Certification[];
  };
  readonly disclosure: {
    readonly title: string;
    readonly text: string;
    readonly contactLabel: string;
    readonly guidelinesTitle: string;
    readonly guidelines: readonly string[];
    readonly reply: string;
    readonly securityTxt: string;
  };
}

export const securityPage: SecurityPage = {
  claims: {
    title: 'What the platform does with claim data',
    intro:
      'Each statement below is one the product makes about itself, kept apart under its own number so that a reviewer can point to it, with the product it belongs to.',
    scopeLabel: 'Applies to',
    items: [
      {
        id: 'claims-kept-apart',
        title: 'Each claim is kept apart under its own number',
        text: 'Every claim you create gets a unique number. Its files are uploaded, classified and read within that claim, kept apart from your other claims.',
        scope: 'Delta Mate, the claim workspace',
      },
      {
        id: 'cited-answers',
        title: 'Answers are grounded in your documents, with citations',
        text: 'Answers come from the documents uploaded to the claim and cite the document and page behind them, so that a person can check each one at its source.',
        scope: 'Eureka Chat Bot and Policy Analyzer',
      },
      {
        id: 'chat-sessions-isolated',
        title: 'Each chat session is isolated',
        text: 'Conversations with Eureka are isolated per session.',
        scope: 'Eureka Chat Bot',
      },
      {
        id: 'pii-redaction',
        title: 'Personal information can be redacted',
        text: 'Policy Analyzer offers redaction of personally identifiable information in the policies it reads.',
        scope: 'Policy Analyzer',
      },
      {
        id: 'access-logging',
        title: 'Access is logged',
        text: 'Policy Analyzer offers access logging for the documents it holds.',
        scope: 'Policy Analyzer',
      },
      {
        id: 'no-legal-advice',
        title: 'No legal advice, no unauthorized public adjusting',
        text: 'The platform gives no legal advice and does no unauthorized public adjusting. It supports the licensed professionals who do that work.',
        scope: 'Terms of Use, every product',
      },
    ],
  },
  humanReview: {
    title: 'People stay in charge',
    paragraphs: [
      'The platform reads, compares and summarises claim documents. It does not decide a claim, approve a payment or give legal advice: the adjuster, attorney, contractor or reviewer who uses it does.',
      'Every figure and every coverage answer points to the document and page it came from, so the person responsible can check it at the source before relying on it.',
    ],
    practices: [],
  },
  retention: {
    title: 'Keeping and deleting data',
    entries: [],
    ask: 'To ask how long your claim files are kept, or to have them deleted, write to {privacyEmail}.',
    privacy: {
      text: 'Your rights to access, correct and delete personal information are set out in our',
      label: 'Privacy Policy',
      href: '/privacy-policy',
    },
  },
  subProcessors: {
    title: 'Sub-processors',
    intro: 'The companies that process customer data on our behalf, what for and where.',
    columns: { name: 'Company', purpose: 'Purpose', location: 'Where' },
    entries: [],
  },
  certifications: {
    title: 'Certifications and audits',
    intro: 'The certifications we hold and the audits we have passed.',
    issuedBy: 'Issued by',
    validUntil: 'Valid until',
    report: 'Request the report',
    entries: [],
  },
  disclosure: {
    title: 'Report a vulnerability',
    text: 'If you believe you have found a security vulnerability in this website or the platform, tell us privately so we can fix it before anyone can exploit it.',
    contactLabel: 'Write to',
    guidelinesTitle: 'When you look for or report a vulnerability',
    guidelines: [
      'Describe the issue, where it is and the steps to reproduce it.',
      'Test only with accounts and data that are yours, and stop as soon as you reach data that is not.',
      'Do not run denial-of-service tests, send spam or try to deceive our staff or customers.',
      'Give us reasonable time to fix the issue before you share it with anyone else.',
    ],
    reply: 'We reply to confirm that we have your report and keep you informed while we work on it.',
    securityTxt: 'The same contact, machine-readable:',
  },
};
