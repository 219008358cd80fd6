/**
 * The four audience landing pages (spec §2). Each banner title is the registry heading of its route; the
 * spec's three titles went to adjusters, contractors and insurers/TPAs, and "Build the Stronger Case, Line by
 * Line" is ours for attorneys, the fourth page, which also carries the bullet lists for insurance, adjusters
 * and attorneys.
 */
import { clips } from './media';
import type { AudiencePath, AudienceRecord } from './story-types';

const getAccess = { kind: 'link', label: 'Get Access', href: '/login-signup' } as const;

export const audienceLabels = {
  featuresTitle: 'What you get',
} as const;

export const audiences = [
  {
    path: '/adjusters',
    eyebrow: 'For independent and public adjusters',
    tagline: 'Every line and every clause, before you pick up the phone.',
    features: [
      {
        title: 'The two-estimate report',
        text: 'Put the carrier’s estimate next to yours and see every omitted item, short quantity and depreciation difference, line by line, with its value.',
        clip: clips.estimateComparison,
      },
      {
        title: 'Policy analysis with citations',
        text: 'Limits, deductibles, exclusions and endorsements on one screen, each tied to the page and clause you can quote back to the carrier.',
        clip: clips.policyAnalysis,
      },
      {
        title: 'Ask Eureka about the file',
        text: 'Ask whether the interior damage is covered or what the carrier left out, and get an answer from the claim’s own documents, with sources.',
        clip: clips.eurekaChat,
      },
    ],
    access: {
      title: 'Walk into your next negotiation prepared',
      text: 'Create your account, upload a claim and see the comparison in minutes.',
      action: getAccess,
    },
  },
  {
    path: '/contractors',
    eyebrow: 'For general contractors and restoration firms',
    tagline: 'Less paperwork for your estimators, more time on the job.',
    features: [
      {
        title: 'Your estimate against the carrier’s',
        text: 'See exactly which line items, quantities and overhead and profit the carrier’s estimate leaves out, and build the supplement from the difference.',
        clip: clips.estimateComparison,
      },
      {
        title: 'Know what the policy covers',
        text: 'Check the endorsements, exclusions and definitions that decide whether the work is paid, before your crew starts it.',
        clip: clips.policyAnalysis,
      },
      {
        title: 'Files that sort themselves',
        text: 'Crews and estimators upload photos, estimates and reports from the job; the platform classifies and files each one under the right claim.',
        clip: clips.autoClassification,
      },
    ],
    access: {
      title: 'Give your team a head start on every claim',
      text: 'Create your account and bring in the claims you are working on today.',
      action: getAccess,
    },
  },
  {
    path: '/insurers-tpa',
    eyebrow: 'For insurers and third-party administrators',
    tagline: 'Consistent, auditable claim review at the scale of your book.',
    features: [
      {
        title: 'Estimate and supplement review',
        text: 'Compare each supplement with the original line by line; duplicates, pricing anomalies and changes in RCV and depreciation are flagged for the reviewer.',
        clip: clips.estimateComparison,
      },
      {
        title: 'Coverage analysis on every file',
        text: 'Every policy read the same way: limits, deductibles, exclusions and endorsements with citations, PII redaction and an access log.',
        clip: clips.policyAnalysis,
      },
      {
        title: 'Automatic classification at intake',
        text: 'Bulk uploads are classified into estimates, photos, reports and policies as they arrive, so desk adjusters start from an organized file.',
        clip: clips.autoClassification,
      },
    ],
    trust: {
      title: 'How claim data is handled',
      text: 'Carriers and TPAs answer for the AI their teams use. If your governance programme, for example under the NAIC Model Bulletin on the use of AI by insurers, asks vendors to explain data handling and human oversight, start with our security and AI-governance page.',
      action: { kind: 'link', label: 'Security and AI governance', href: '/security' },
    },
    access: {
      title: 'Review more claims with the same team',
      text: 'Create your account and run your next claims through the platform.',
      action: getAccess,
    },
  },
  {
    path: '/attorneys',
    eyebrow: 'For attorneys',
    tagline: 'The discrepancies, the governing clauses and the chronology, each tied to its source.',
    features: [
      {
        title: 'Line-by-line estimate discrepancies',
        text: 'A reconciled report of every difference between the parties’ estimates, ready to attach to a demand or present at appraisal.',
        clip: clips.estimateComparison,
      },
      {
        title: 'Policy language, pinpoint-cited',
        text: 'Exclusions, definitions and endorsements extracted with the page, section and clause, and compared with earlier versions of the policy.',
        clip: clips.policyAnalysis,
      },
      {
        title: 'Question the record',
        text: 'Ask Eureka about the claim file in plain language; every answer cites the document and page it relies on.',
        clip: clips.eurekaChat,
      },
    ],
    access: {
      title: 'Build your next case on the documents',
      text: 'Create your account and upload the claim file of a matter you are working on.',
      action: getAccess,
    },
    roles: {
      title: 'One record for every side of the dispute',
      intro: 'Attorneys rarely work alone on a claim. This is what the platform gives the people across the table, and beside you.',
      lists: [
        {
          title: 'Insurance',
          points: [
            'Consistent estimate and coverage review across every adjuster',
            'Supplements compared with the original in minutes',
            'Citations and an access log for every decision',
            'Files classified and organized at intake',
          ],
        },
        {
          title: 'Adjusters',
          points: [
            'Every omitted and under-measured item, with its value',
            'Coverage answers to quote back to the carrier',
            'A claim file that stays organized as it grows',
            'Hours back from re-keying estimates',
          ],
        },
        {
          title: 'Attorneys',
          points: [
            'A reconciled, line-by-line record of the amounts in dispute',
            'Policy language with pinpoint citations',
            'A dated, sourced chronology of the claim',
            'Exports ready for a demand, appraisal or mediation',
          ],
        },
      ],
    },
  },
] as const satisfies readonly AudienceRecord[];

export function getAudience(path: AudiencePath): AudienceRecord {
  const audience = audiences.find((record) => record.path === path);
  if (!audience) throw new Error(`No audience record for ${path} in content/audiences.ts`);
  return audience;
}
