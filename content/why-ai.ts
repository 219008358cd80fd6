/** Why AI (/what-is-ai, spec §2): intro, the scheduler call to action and two five-item lists. */
import type { CtaAction } from './types';

export const whyAiPage = {
  intro: [
    'A single property claim can involve two estimates of several hundred lines each, a policy with a dozen endorsements, hundreds of photos and a long trail of letters. Every party to the claim has to read the same pages to agree on what is owed.',
    'Modern AI models read documents the way a diligent assistant would: line by line, without fatigue, and quickly enough to keep up with a storm season. We train ours on claim documents and require every answer to cite its source, so the people responsible for the claim can check the work instead of redoing it.',
  ],
  talk: { kind: 'scheduler', label: 'Let’s Talk About It' } satisfies CtaAction,
  lists: [
    {
      id: 'how-trained',
      title: 'How our AI is trained',
      items: [
        'We start from proven language and vision models and adapt them to claim documents: estimates, policies, engineering reports, photos and correspondence.',
        'The models learn the structure of an estimate: line items, quantities, units, unit prices, RCV, depreciation, ACV, tax and overhead and profit.',
        'They learn how policies are built: declarations, insuring agreements, exclusions, conditions, definitions and the endorsements that change them.',
        'Answers are grounded in the documents of the claim you are working on, each with a citation to its page, and every claim is kept separate from every other.',
        'Claims professionals review the results, and their corrections feed our test sets. Customer documents are never used for training without the customer’s permission.',
      ],
    },
    {
      id: 'what-you-can-do',
      title: 'What you can do with it',
      items: [
        'Compare two estimates line by line and see every difference in RCV, ACV, depreciation and overhead and profit.',
        'Ask about coverage in plain language and get answers with citations to the policy.',
        'Upload a claim file in bulk and have it classified into estimates, photos, reports and correspondence.',
        'Produce a summary of the claim for the person who reads it next, with a timeline of events.',
        'Turn answers into tasks and notes, and export reports as PDF or CSV for your file or the other side.',
      ],
    },
  ],
} as const;
