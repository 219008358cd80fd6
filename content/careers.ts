/**
 * Careers (spec §2, §3, §9): two open roles and the benefits. Each role keeps the fields a job posting
 * needs (title, description, date posted, employment type, location and remote eligibility).
 */
export interface CareerRole {
  readonly id: string;
  readonly title: string;
  /** The short label on the card (spec §3 "tag"). */
  readonly tag: string;
  /** Where the role is based, as shown on the card (spec §3 "loc"). */
  readonly locationLabel: string;
  readonly location: { readonly city: string; readonly region: string; readonly country: 'US' };
  /** Remote work: `null` for on-site only; otherwise the country applicants must live in. */
  readonly remote: { readonly applicantCountry: 'US' } | null;
  readonly employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  readonly datePosted: string;
  readonly minYearsExperience: number;
  /** Plain-text summary, first paragraph of the description. */
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
}

export const roles = [
  {
    id: 'senior-software-engineer',
    title: 'Senior Software Engineer, AI Platform',
    tag: 'Engineering',
    locationLabel: 'Fort Lauderdale, FL · hybrid or remote (U.S.)',
    location: { city: 'Fort Lauderdale', region: 'FL', country: 'US' },
    remote: { applicantCountry: 'US' },
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-12',
    minYearsExperience: 4,
    summary:
      'Build the pipelines and product features that turn estimates, policies and claim files into answers people can trust. You will work across our TypeScript front end, Python services and the model layer, with a small team that ships every week.',
    responsibilities: [
      'Design and build document pipelines: ingestion, OCR, classification and line-item extraction.',
      'Ship product features end to end, from the API to the reports adjusters and attorneys read.',
      'Measure extraction quality against real-world estimates and policies, and improve it release by release.',
      'Keep each customer’s data separate, encrypted and auditable.',
    ],
    requirements: [
      '4+ years of professional software engineering experience.',
      'Strong TypeScript or Python, and comfort working in both.',
      'Experience running production systems on a major cloud platform.',
      'Curiosity about insurance claims; knowledge of estimating software is a plus, not a requirement.',
    ],
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager',
    tag: 'Customer Success',
    locationLabel: 'Fort Lauderdale, FL · hybrid or remote (U.S.)',
    location: { city: 'Fort Lauderdale', region: 'FL', country: 'US' },
    remote: { applicantCountry: 'US' },
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-12',
    minYearsExperience: 3,
    summary:
      'Help adjusters, contractors, attorneys and carriers get real value from the platform, from their first uploaded claim to daily use across their team. You will own onboarding, training and the relationship with a portfolio of customers.',
    responsibilities: [
      'Run onboarding calls and training sessions for new teams.',
      'Be the first point of contact for your customers, and resolve or route their questions quickly.',
      'Turn what customers tell you into clear product feedback for our engineers.',
      'Write and maintain help articles in the knowledge base.',
    ],
    requirements: [
      '3+ years in customer success, account management or implementation, ideally for B2B software.',
      'Clear, friendly writing and speaking, including with non-technical users.',
      'Experience with insurance claims, restoration or legal work is a strong plus.',
      'Comfort with a fast-moving product and a small team.',
    ],
  },
] as const satisfies readonly CareerRole[];

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
