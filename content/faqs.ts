/** FAQs (spec §2): four questions, answered in plain text so the same records can feed structured data. */
import type { CtaAction } from './types';

export interface Faq {
  readonly id: string;
  readonly question: string;
  /** Plain text, no markup. */
  readonly answer: string;
}

export const faqs = [
  {
    id: 'what-it-does',
    question: 'What does the platform do?',
    answer:
      'It reads the documents behind an insurance claim (estimates, policies, photos, reports and correspondence) and turns them into answers you can check. Estimate Analyzer extracts every line item and compares two estimates line by line. Policy Analyzer finds the limits, deductibles, exclusions and endorsements that decide coverage and cites the clause behind each answer. Delta Mate keeps every file of a claim in one searchable workspace with the Eureka assistant. The platform does not give legal advice or adjust claims: people make every decision, with better information.',
  },
  {
    id: 'who-uses-it',
    question: 'Who uses it?',
    answer:
      'Independent and public adjusters, attorneys and their paralegals, general contractors and restoration firms, agencies, insurers and third-party administrators, and representatives of the insured. What they share is a claim file full of documents that someone has to read carefully before a dispute can be settled.',
  },
  {
    id: 'why-needed',
    question: 'Why do claim teams need it?',
    answer:
      'Most claim disputes come down to what the documents say: which line items one estimate has and the other lacks, or whether an endorsement changes an exclusion. Finding that out by hand means re-keying estimates and reading policies page by page, which takes days per claim. The platform does that first pass in minutes and links every finding to its source, so your team spends its time on judgement and negotiation instead of data entry.',
  },
  {
    id: 'estimate-formats',
    question: 'Which estimate formats are supported?',
    answer:
      'Estimate Analyzer accepts PDF estimates, including scanned ones, exports from the common estimating software packages, and CSV files. It extracts the description, quantity, unit price, RCV, depreciation, ACV, tax and overhead and profit of each line, normalises units and codes, and exports the results as CSV or PDF. Policy Analyzer reads policies in PDF or DOCX.',
  },
] as const satisfies readonly Faq[];

export const faqPage = {
  ask: {
    title: 'Still have a question?',
    text: 'Book a short call with our team. We will answer it, and show you the platform on your own documents if you like.',
    action: { kind: 'scheduler', label: 'Ask a Question' },
  },
} as const satisfies { ask: { title: string; text: string; action: CtaAction } };
