/**
 * About Us (/team): values, leadership and the technical team (spec §2, §3). The people are in
 * content/data/team.json (rules in lib/content-data.ts); the names are fictional placeholders for the owner
 * to replace. Each person is named there once and referred to by id elsewhere.
 */
import type { z } from 'zod';
import { leader, readDataFile, technicalMember } from '@/lib/content-data';
import data from './data/team.json';
import type { CtaAction } from './types';

export interface Value {
  readonly name: string;
  readonly text: string;
}

export type Leader = z.infer<typeof leader>;
export type TechnicalMember = z.infer<typeof technicalMember>;

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

const team = readDataFile('content/data/team.json', data);
/** Leadership and the technical team: content/data/team.json, whose bios are editable at /admin. */
export const leaders: readonly Leader[] = team.leaders;
export const technicalTeam: readonly TechnicalMember[] = team.technicalTeam;

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
