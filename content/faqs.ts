/** FAQs (spec §2): questions answered in plain text, so the same records can feed structured data. */
import { readDataFile, type Faq } from '@/lib/content-data';
import data from './data/faqs.json';
import type { CtaAction } from './types';

export type { Faq };

/** The questions, in the order /FAQs shows them: content/data/faqs.json, editable at /admin. */
export const faqs: readonly Faq[] = readDataFile('content/data/faqs.json', data).faqs;

export const faqPage = {
  ask: {
    title: 'Still have a question?',
    text: 'Book a short call with our team. We will answer it, and show you the platform on your own documents if you like.',
    action: { kind: 'scheduler', label: 'Ask a Question' },
  },
} as const satisfies { ask: { title: string; text: string; action: CtaAction } };
