import { clips, screens } from '../media';
import type { ProductRecord } from '../story-types';
import { comingSoon } from './shared';

/** Chat Bot's page, `/products/chat-bot`. */
export const chatBot = {
  path: '/products/chat-bot',
  tagline: 'Ask about the policy, the estimate or the claim, and get answers you can check.',
  screen: screens.chatBot,
  glance:
    'Eureka answering whether a homeowner’s policy covers interior water damage after a roof leak, citing the policy clause, the inspection report and line 88 of the contractor’s estimate.',
  steps: [
    {
      icon: 'folder-plus',
      title: 'Open a claim',
      text: 'Eureka reads the files uploaded to that claim and nothing else; each session stays separate.',
    },
    {
      icon: 'chat',
      title: 'Ask in plain language',
      text: '“Is the interior damage covered?” “Which line items did the carrier omit?” No search syntax, no forms.',
    },
    {
      icon: 'quote',
      title: 'Check the sources',
      text: 'Every answer cites the policy page, the report or the estimate line it relies on, one click from the original.',
    },
    {
      icon: 'list-check',
      title: 'Turn answers into work',
      text: 'Action shortcuts save an answer as a task or a note on the claim, so nothing you learn gets lost.',
    },
  ],
  demo: {
    title: 'See it in action',
    intro: 'A coverage question, answered from the policy and both estimates, with its sources attached.',
    clip: clips.eurekaChat,
  },
  capabilities: [
    {
      icon: 'document',
      title: 'Grounded in your documents',
      text: 'Answers come from the policy, estimates, reports and photos uploaded to the claim, not from guesswork.',
    },
    {
      icon: 'quote',
      title: 'Citations on every answer',
      text: 'Each statement links to the page, clause or line item behind it, so you can verify before you rely on it.',
    },
    {
      icon: 'shield',
      title: 'Isolated per session',
      text: 'A conversation sees only its own claim’s files; nothing carries over to another claim or another user.',
    },
    {
      icon: 'list-check',
      title: 'Action shortcuts',
      text: 'Turn an answer into a task or a note with one click, attached to the claim it came from.',
    },
    {
      icon: 'book',
      title: 'Policy, estimate and claim questions',
      text: 'Ask about coverage and exclusions, line items and totals, or the history of the claim itself.',
    },
    {
      icon: 'sparkles',
      title: 'Suggested questions',
      text: 'Eureka proposes the next useful question for the claim in front of you, such as the hurricane deductible.',
    },
  ],
  benefits: [
    {
      role: 'Insurance',
      summary: 'Faster answers, the same standard for every file.',
      points: [
        'Check coverage questions against the policy in seconds.',
        'Every answer carries its source for the claim notes.',
        'New adjusters get up to speed on a file without a handover.',
      ],
    },
    {
      role: 'Public Adjusters',
      summary: 'Know the file better than the other side.',
      points: [
        'Find the clause that supports a disputed item.',
        'Ask which line items the carrier left out.',
        'Turn findings into tasks for your next call.',
      ],
    },
    {
      role: 'Attorneys',
      summary: 'Research the record in conversation.',
      points: [
        'Ask about definitions, exclusions and endorsements.',
        'Get the page reference for every statement.',
        'Keep each client’s claim in its own session.',
      ],
    },
  ],
  ctas: [
    { kind: 'link', label: 'See a Live Demo', href: '/free-trial' },
    { kind: 'disabled', label: 'Get Pricing', reason: comingSoon },
    { kind: 'disabled', label: 'Talk to Sales', reason: comingSoon },
  ],
  closing: {
    title: 'Ask Eureka about a claim you know',
    text: 'Start a free trial and put your own questions to your own documents. Pricing for Eureka on its own is coming soon.',
  },
} as const satisfies ProductRecord;
