/**
 * Careers (spec §2, §3, §9): the open roles and the benefits. Each role keeps the fields a job posting
 * needs (title, description, date posted, employment type, location and remote eligibility); the rules are
 * lib/content-data.ts.
 */
import { readDataFile, type CareerRole } from '@/lib/content-data';
import data from './data/careers.json';

export type { CareerRole };

/** The open roles: content/data/careers.json, editable at /admin. */
export const roles: readonly CareerRole[] = readDataFile('content/data/careers.json', data).roles;

export interface Benefit {
  readonly name: string;
  readonly text: string;
}

export const benefits = [
  { name: 'Medical', text: 'Medical insurance for you and your dependants, with the company paying most of the premium.' },
  { name: 'Dental', text: 'Dental cover, including preventive care at no cost to you.' },
  { name: 'Hybrid or remote', text: 'Work from our Fort Lauderdale office, from home anywhere in the U.S., or a mix of both.' },
  { name: 'Flex PTO', text: 'Flexible paid time off, with a team that actually takes it and plans around it.' },
] as const satisfies readonly Benefit[];

export const careersPage = {
  roles: {
    eyebrow: 'Open roles',
    title: 'Join the team',
    intro: 'Two roles are open now. Each one works closely with our customers and has a visible effect on the product.',
    toggle: 'Role description',
    /** Read by screen readers before the role's title: "Role description for …", "Apply by e-mail for …". */
    roleContext: 'for',
    responsibilities: 'What you will do',
    requirements: 'What you bring',
    apply: 'Apply by e-mail',
    /** The e-mail subject; the role title follows. */
    subjectPrefix: 'Application: ',
    posted: 'Posted',
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'What we offer',
  },
  apply: {
    title: 'How to apply',
    text: 'Send your résumé and a few lines about a system or a claim you are proud of. We read every application and reply within two weeks.',
    general: 'No role that fits? Write to us anyway:',
  },
} as const;
