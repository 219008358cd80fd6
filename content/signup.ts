/**
 * Copy of /signup-success, where Stripe's checkout returns a new customer (spec §2 "Sign-up success").
 * The heading and the 24-hour promise are in the route record.
 */
import type { CtaAction } from './types';

export interface SignupStep {
  readonly title: string;
  readonly text: string;
}

export const signupSuccess = {
  stepsTitle: 'What happens next',
  steps: [
    {
      title: 'Welcome e-mail',
      text: 'Your login credentials and a setup guide arrive in your inbox, usually within minutes. The guide walks you through creating your first claim and uploading its files.',
    },
    {
      title: 'Onboarding call',
      text: 'A member of our team contacts you within 24 hours to book a short onboarding call, answer your questions and tailor the workspace to the way your team works.',
    },
    {
      title: 'Start using AI',
      text: 'Upload an estimate, a policy or a whole claim file and get line-item comparisons, cited coverage answers and summaries in minutes.',
    },
  ],
  help: {
    title: 'No e-mail yet?',
    text: 'Check your spam or promotions folder first. If it has not arrived within an hour, write to us and we will send your credentials again.',
  },
  actions: [
    { kind: 'link', label: 'Read the FAQ', href: '/FAQs' },
    { kind: 'link', label: 'Back to Home', href: '/' },
  ],
} as const satisfies {
  stepsTitle: string;
  steps: readonly SignupStep[];
  help: { title: string; text: string };
  actions: readonly CtaAction[];
};
