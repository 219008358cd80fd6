import { clips, screens } from '../media';
import { highlighterCallout } from '../policy-highlighter';
import type { ProductRecord } from '../story-types';
import { pricing, talkToSales } from './shared';

/** Policy Analyzer's page, `/products/policy-analyzer`. */
export const policyAnalyzer = {
  path: '/products/policy-analyzer',
  tagline: 'The clauses that decide a claim, found, summarized and cited.',
  screen: screens.policyAnalyzer,
  glance:
    'Policy Analyzer on a homeowner’s policy: limits, deductibles, exclusions, endorsements and definitions listed beside the policy page, each with its citation.',
  steps: [
    {
      icon: 'upload',
      title: 'Upload the policy',
      text: 'PDF or DOCX, with its declarations, forms and endorsements, however long it runs.',
    },
    {
      icon: 'list-check',
      title: 'Get the coverage summary',
      text: 'Limits, deductibles, exclusions, endorsements and definitions, extracted and grouped.',
    },
    {
      icon: 'quote',
      title: 'Ask and verify',
      text: 'Ask a coverage question and get an answer with the page, section and clause it rests on.',
    },
    {
      icon: 'compare',
      title: 'Compare and protect',
      text: 'Compare policy versions or carriers, redact personal information and see who opened the policy.',
    },
  ],
  demo: {
    title: 'See it in action',
    intro: 'A 42-page policy read in seconds: each finding appears as the clause behind it lights up.',
    clip: clips.policyAnalysis,
  },
  capabilities: [
    {
      icon: 'list-check',
      title: 'Coverage summary',
      text: 'Limits, deductibles, exclusions, endorsements and definitions on one screen instead of forty pages.',
    },
    {
      icon: 'quote',
      title: 'Citation-backed answers',
      text: 'Each answer names its page, section and clause, and opens the policy at that spot.',
    },
    {
      icon: 'compare',
      title: 'Versions and carriers compared',
      text: 'See what changed between renewals, or how two carriers word the same coverage.',
    },
    {
      icon: 'book',
      title: 'Definitions in context',
      text: 'Defined terms such as “sudden and accidental” shown with the wording that governs them.',
    },
    {
      icon: 'lock',
      title: 'PII redaction',
      text: 'Redact names, addresses and policy numbers before a policy is shared outside your team.',
    },
    {
      icon: 'eye',
      title: 'Access logging',
      text: 'A log of who opened each policy and when, for your compliance records.',
    },
  ],
  benefits: [
    {
      role: 'Insurance',
      summary: 'Consistent coverage decisions, documented.',
      points: [
        'Apply the same reading of a form across every claim.',
        'Record the clause behind each decision in the file.',
        'Redact and log access for compliance.',
      ],
    },
    {
      role: 'Public Adjusters',
      summary: 'Find the coverage before the carrier does.',
      points: [
        'See endorsements and definitions that change the outcome.',
        'Quote the exact clause in your correspondence.',
        'Check deductibles and limits before you estimate.',
      ],
    },
    {
      role: 'Attorneys',
      summary: 'The policy language, organized for argument.',
      points: [
        'Exclusions and definitions with pinpoint citations.',
        'Compare the policy in force with earlier versions.',
        'Share redacted copies with experts and opposing counsel.',
      ],
    },
  ],
  dashboard: {
    kind: 'screen',
    title: 'Reading the policy dashboard',
    intro: 'Every policy gets a dashboard of what it covers, what changed and who has seen it. Here is what each part tells you.',
    image: screens.policyDashboard,
    points: [
      {
        title: 'Coverage at a glance',
        text: 'The dwelling limit, the hurricane and all-other-perils deductibles and the endorsements, each with the page it comes from.',
      },
      {
        title: 'What changed at renewal',
        text: 'Two policy years side by side: a higher deductible, roof surfacing moved to actual cash value, a new water-backup sublimit.',
      },
      {
        title: 'Redaction before sharing',
        text: 'Personal details are redacted in the copy you share with experts, appraisers or opposing counsel.',
      },
      {
        title: 'The access log',
        text: 'Who opened, compared or exported the policy, and when Eureka cited it in an answer.',
      },
    ],
  },
  tool: highlighterCallout,
  ctas: [pricing, talkToSales],
  closing: {
    title: 'Read your next policy in minutes',
    text: 'See the plans, or talk to our team about the policies your claims depend on.',
  },
} as const satisfies ProductRecord;
