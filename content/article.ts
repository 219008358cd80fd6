/** /article: the copy around our long-form guide; the guide itself is content/documents/article.mdx. */
import type { CtaAction } from './types';

export const articlePage = {
  eyebrow: 'Guide',
  tocTitle: 'In this article',
  closing: {
    title: 'See it on a claim you know',
    text: 'Upload an estimate and a policy from a closed claim and compare what the platform finds with what you found.',
  },
  actions: [
    { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
    { kind: 'scheduler', label: 'Book a Live Demo' },
  ] satisfies CtaAction[],
} as const;
