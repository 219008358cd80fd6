/**
 * About Us (/team): values, leadership and the technical team (spec §2, §3). The names are fictional
 * placeholders for the owner to replace; each person is named here once and referred to by id elsewhere.
 */
import type { CtaAction, ImageAsset } from './types';

export interface Value {
  readonly name: string;
  readonly text: string;
}

export interface Leader {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly linkedin: `https://www.linkedin.com/in/${string}`;
  readonly image: ImageAsset;
}

export interface TechnicalMember {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly image: ImageAsset;
  /** Align the portrait to its top edge when it is cropped (spec §3, "top-alignment flag"). */
  readonly alignTop: boolean;
}

const portrait = (id: string, name: string): ImageAsset => ({
  src: `/illustrations/team/${id}.svg`,
  width: 480,
  height: 480,
  alt: `Illustrated portrait of ${name}`,
});

const tallPortrait = (id: string, name: string): ImageAsset => ({
  src: `/illustrations/team/${id}.svg`,
  width: 480,
  height: 640,
  alt: `Illustrated portrait of ${name}`,
});

export const values = [
  {
    name: 'Integrity',
    text: 'Every answer we give points to the page it came from. We would rather show a gap in a claim file than paper over it, and we never sell or train on a customer’s documents without permission.',
  },
  {
    name: 'Innovation',
    text: 'We put new AI to work only where it saves a claims professional real time, and we test it against the messy estimates and scanned policies people actually receive.',
  },
  {
    name: 'Excellence',
    text: 'A missed line item can cost a homeowner a roof. We hold our extraction and our support to the standard of the best adjuster you know, and we measure ourselves against it.',
  },
] as const satisfies readonly Value[];

export const leaders = [
  {
    id: 'marcus-delgado',
    name: 'Marcus Delgado',
    title: 'Co-founder and Chief Executive Officer',
    bio: 'Marcus spent fifteen years as a licensed public adjuster in Florida, working hurricane claims from Wilma to Ian. He started the company after watching too many fair claims stall over documents no one had time to read line by line.',
    linkedin: 'https://www.linkedin.com/in/marcus-delgado-claims',
    image: portrait('marcus-delgado', 'Marcus Delgado'),
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Co-founder and Chief Technology Officer',
    bio: 'Priya has built document-understanding systems for lenders and health insurers for a decade. She leads the models and the platform, with one rule for the team: no answer ships without a citation a person can check.',
    linkedin: 'https://www.linkedin.com/in/priya-raman-ai',
    image: portrait('priya-raman', 'Priya Raman'),
  },
  {
    id: 'elena-whitfield',
    name: 'Elena Whitfield',
    title: 'Head of Claims Strategy',
    bio: 'Elena managed property claims teams at a regional carrier before joining us. She makes sure the product speaks the language of adjusters, TPAs and carriers, and she reviews every new report with the people who will use it.',
    linkedin: 'https://www.linkedin.com/in/elena-whitfield-claims',
    image: portrait('elena-whitfield', 'Elena Whitfield'),
  },
  {
    id: 'david-okafor',
    name: 'David Okafor',
    title: 'Vice President, Customer Success',
    bio: 'David ran onboarding for a construction-software company used by thousands of contractors. He and his team help every new customer load a first claim, train their staff and get value from the platform in their first week.',
    linkedin: 'https://www.linkedin.com/in/david-okafor-cs',
    image: portrait('david-okafor', 'David Okafor'),
  },
] as const satisfies readonly Leader[];

export const technicalTeam = [
  {
    id: 'sofia-martinez',
    name: 'Sofia Martinez',
    title: 'Lead Machine Learning Engineer',
    image: tallPortrait('sofia-martinez', 'Sofia Martinez'),
    alignTop: true,
  },
  {
    id: 'james-whitaker',
    name: 'James Whitaker',
    title: 'Senior Full-Stack Engineer',
    image: tallPortrait('james-whitaker', 'James Whitaker'),
    alignTop: false,
  },
  {
    id: 'hannah-cho',
    name: 'Hannah Cho',
    title: 'Data Engineer, Document Pipelines',
    image: tallPortrait('hannah-cho', 'Hannah Cho'),
    alignTop: true,
  },
] as const satisfies readonly TechnicalMember[];

/** Anyone on the team, leader or engineer: what a byline shows. */
export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly title: string;
}

/** Everyone a post may name as its author (front matter `author:`); each name lives here only. */
export const teamMembers: readonly TeamMember[] = [...leaders, ...technicalTeam];

export function getTeamMember(id: string): TeamMember {
  const member = teamMembers.find((person) => person.id === id);
  if (!member) throw new Error(`No team member ${id} in content/team.ts`);
  return member;
}

export const teamPage = {
  values: {
    eyebrow: 'What we stand for',
    title: 'Our values',
    intro: 'Three commitments shape how we build the product and how we treat the people who rely on it.',
  },
  leadership: {
    eyebrow: 'Leadership',
    title: 'The people leading the company',
    intro: 'Hover over a portrait, focus it with the keyboard or tap Read bio to learn more about each of us.',
    readBio: 'Read bio',
    /** Read by screen readers between the button text and the name: "Read bio of …". */
    readBioContext: 'of',
    linkedin: 'LinkedIn',
    linkedinContext: 'profile of',
  },
  technical: {
    eyebrow: 'Engineering',
    title: 'Our technical team',
    intro: 'The engineers who train the models, build the pipelines that read your documents and keep the platform fast and secure.',
  },
  cta: {
    title: 'Want to build this with us?',
    text: 'We are hiring engineers and customer-success specialists who care about getting claims right.',
    action: { kind: 'link', label: 'See open roles', href: '/careers' } satisfies CtaAction,
  },
} as const;
