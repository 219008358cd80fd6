/**
 * Our Solution / Product Suite (spec §2): the rotating headline, the claim flow in four steps (spec §1) and
 * the four feature videos. The page's h1 and introduction are the registry's.
 */
import { clips } from './media';
import type { FeatureClip, StepCard } from './story-types';
import type { RoutePath } from './routes';
import type { CtaAction } from './types';

/** Milliseconds each phrase of the rotating headline stays on screen (spec §9). */
export const ROTATE_MS = 3000;

export const solutionHero = {
  eyebrow: 'Our solution',
  phrases: ['Augment your workflows', 'Demand Quality Insights', 'Enhance decisions, faster', 'Maximize your claims capacity'],
  controls: { pause: 'Pause headline', play: 'Play headline' },
  actions: [
    { kind: 'link', label: 'Explore', href: '#features' },
    { kind: 'link', label: 'Why AI?', href: '/what-is-ai' },
  ],
} as const satisfies {
  eyebrow: string;
  phrases: readonly [string, ...string[]];
  controls: { pause: string; play: string };
  actions: readonly CtaAction[];
};

/** The products of the suite, listed beside the hero. */
export const suiteIndex = {
  title: 'In the suite',
  items: [
    { href: '/products/delta-mate', title: 'Delta Mate', text: 'The claim workspace: every file, searchable' },
    { href: '/products/estimate-analyzer', title: 'Estimate Analyzer', text: 'Line items extracted, checked and compared' },
    { href: '/products/policy-analyzer', title: 'Policy Analyzer', text: 'Coverage answers with citations' },
    { href: '/products/chat-bot', title: 'Eureka Chat Bot', text: 'Questions answered from the claim file' },
    { href: '/products/claims-summary', title: 'Claims Summary', text: 'The whole claim for each reader · coming soon' },
  ],
} as const satisfies { title: string; items: readonly { href: RoutePath; title: string; text: string }[] };

export const claimFlow = {
  eyebrow: 'How it works',
  title: 'From a new claim to a finished report',
  intro: 'Every claim follows the same four steps, whichever product you start with.',
  steps: [
    {
      icon: 'folder-plus',
      title: 'Create Claim',
      text: 'Open a claim and it gets its own unique number and its own secure space.',
      bullets: [
        'A unique claim number for every loss',
        'Files, chats and notes stay inside their claim',
        'Nothing is shared between claims',
      ],
    },
    {
      icon: 'upload',
      title: 'Upload Files',
      text: 'Add the claim’s documents and the platform sorts them for you.',
      bullets: [
        'Bulk uploads of PDF, DOCX, estimate exports, CSV and photos',
        'Automatic classification into estimates, photos, reports and policies',
        'Each page read and indexed for search and citations',
      ],
    },
    {
      icon: 'chat',
      title: 'Retrieve Information',
      text: 'Ask Eureka what you need to know, in plain language.',
      bullets: [
        'Answers grounded in this claim’s documents',
        'Citations to the page, clause or line item',
        'Line items, limits and exclusions extracted for you',
      ],
    },
    {
      icon: 'sparkles',
      title: 'Apply Insights',
      text: 'Put what you learned to work in the documents that move the claim.',
      bullets: [
        'Findings and citations ready for your correspondence',
        'Summaries written for adjusters, attorneys or the insured',
        'Reports exported to PDF or CSV',
      ],
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; steps: readonly StepCard[] };

export const suiteFeatures = {
  id: 'features',
  eyebrow: 'The suite at work',
  title: 'Four features, one claim',
  intro: 'Short clips recorded on a sample roof and water claim. Each plays when you scroll to it and pauses when you move on.',
  items: [
    {
      title: 'Auto File Classification',
      text: 'Drop a whole claim file in at once. Estimates, photos, reports and policies are recognized and filed under the claim, ready to search.',
      clip: clips.autoClassification,
    },
    {
      title: 'Policy Analysis and Summary',
      text: 'Limits, deductibles, exclusions, endorsements and definitions pulled from the policy, each with a citation to its page and clause.',
      clip: clips.policyAnalysis,
    },
    {
      title: 'Estimate Comparison',
      text: 'Two estimates matched line by line, with omissions and quantity differences flagged and the report filtered by RCV, ACV, depreciation or O&P.',
      clip: clips.estimateComparison,
    },
    {
      title: 'Eureka Chatbot',
      text: 'Ask about the policy, the estimates or the claim and get an answer grounded in the uploaded documents, with its sources and one-click follow-up tasks.',
      clip: clips.eurekaChat,
    },
  ],
} as const satisfies { id: string; eyebrow: string; title: string; intro: string; items: readonly FeatureClip[] };

export const solutionAccess = {
  title: 'Put the suite to work on your claims',
  text: 'Create your account and upload your first claim today. Your workspace is ready within a day.',
  action: { kind: 'link', label: 'Get Access', href: '/login-signup' },
} as const satisfies { title: string; text: string; action: CtaAction };
