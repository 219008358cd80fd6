/**
 * Testimonials (spec §2, §3): trusted-by area, three user types and two named testimonial tiles. The names
 * and quotes are placeholders for the owner to replace with real, consented testimonials.
 */
import type { CtaAction, ImageAsset } from './types';

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly quote: string;
  readonly image: ImageAsset;
}

export const testimonials = [
  {
    name: 'Ray Castillo',
    role: 'Owner, a roofing and restoration company',
    quote:
      'Putting my estimate next to the carrier’s used to take an afternoon and two monitors. Now I start from the list of differences and spend my time on the few that matter.',
    image: {
      src: '/illustrations/testimonials/ray-castillo.svg',
      width: 1280,
      height: 720,
      alt: 'Illustration: Ray Castillo in his office, with a roof estimate on the screen behind him',
    },
  },
  {
    name: 'Dana Mercer',
    role: 'Independent adjuster',
    quote:
      'What won me over is the citations. When the assistant says an exclusion applies, it shows me the page, so I can read it myself before it goes in my report.',
    image: {
      src: '/illustrations/testimonials/dana-mercer.svg',
      width: 1280,
      height: 720,
      alt: 'Illustration: Dana Mercer at a desk with a policy open beside her laptop',
    },
  },
] as const satisfies readonly Testimonial[];

export const testimonialsPage = {
  trustedBy: {
    eyebrow: 'Trusted by claims teams',
    title: 'Customer logos',
    status: 'Coming Soon',
    text: 'We are collecting our customers’ permission to show their names here.',
  },
  userTypes: {
    eyebrow: 'Who uses it',
    title: 'Built for every side of the claim',
    items: [
      {
        name: 'General Contractors',
        text: 'Compare your estimate with the carrier’s, find the missing line items and back your supplement with the policy language that covers them.',
      },
      {
        name: 'Adjusters',
        text: 'Review a claim file in minutes: line-item comparisons, coverage answers with citations and a summary you can send the same day.',
      },
      {
        name: 'Attorneys',
        text: 'See the discrepancies, the governing clauses and the timeline of a disputed claim in one place, each tied to its source document.',
      },
    ],
  },
  stories: {
    eyebrow: 'In their words',
    title: 'What users tell us',
  },
  access: {
    title: 'See it on your own claims',
    text: 'Create an account and upload a claim you know well. It is the quickest way to judge the platform.',
    action: { kind: 'link', label: 'Get Access', href: '/login-signup' } satisfies CtaAction,
  },
} as const;
