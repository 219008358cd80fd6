/**
 * Every file of the policy corpus and what the reader must give for it. Each layout module says which quirks its
 * files reproduce; the expected results come from where the writer printed each item.
 */
import { declarationsFormsSchedule, declarationsPackage } from './commercial-declarations.mjs';
import { commonConditions, liabilityExclusionEndorsement, liabilityFormCoverages, propertyConditions } from './commercial-forms.mjs';
import { declarationsBesideLabels, declarationsClaimSystem, declarationsContinued, declarationsTable } from './declarations.mjs';
import { amendatoryEndorsement } from './endorsements.mjs';
import { expectedOf } from './expected.mjs';
import { companyFormBoldTerms } from './company-form.mjs';
import { homeownersTwoColumn } from './homeowners-form.mjs';
import { estimateNotPolicy, proposalComparison, proposalPresented, quoteCyber, quoteNotPolicy } from './not-policies.mjs';
import { samplePolicy } from './sample.mjs';
import { stackedBareNumbers, stackedPolicy } from './stacked.mjs';

const FIXTURES = [
  ['homeowners-two-column.pdf', 'A homeowners form in two columns, with watermarks and quoted terms', homeownersTwoColumn, 'policy-form'],
  [
    'company-form-bold-terms.pdf',
    'A company homeowners form in one column, with bold terms and a table of contents',
    companyFormBoldTerms,
    'policy-form',
  ],
  [
    'amendatory-endorsement.pdf',
    'An amendatory endorsement with every wording of change, a blank cover and misnumbered footers',
    amendatoryEndorsement,
    'endorsement',
  ],
  [
    'liability-form-coverages.pdf',
    'A commercial liability form in two columns, its exclusions numbered under each coverage',
    liabilityFormCoverages,
    'policy-form',
  ],
  [
    'property-conditions.pdf',
    'A form of conditions only, its suit limit under a lettered heading in capitals',
    propertyConditions,
    'policy-form',
  ],
  [
    'common-conditions.pdf',
    'A form of conditions only with no claim condition among them: a policy form with nothing the tool lists',
    commonConditions,
    'policy-form',
  ],
  [
    'liability-exclusion-endorsement.pdf',
    "A commercial liability endorsement that replaces one exclusion and adds another, set out as the form's own",
    liabilityExclusionEndorsement,
    'endorsement',
  ],
  [
    'declarations-beside-labels.pdf',
    'Declarations with amounts beside their labels and a percentage deductible',
    declarationsBesideLabels,
    'declarations',
  ],
  ['declarations-table.pdf', 'Declarations in a table with a premium column', declarationsTable, 'declarations'],
  [
    'declarations-continued.pdf',
    'Declarations over two pages with the title atop each, qualified block names, and premium and discounts beside amounts',
    declarationsContinued,
    'declarations',
  ],
  [
    'declarations-package.pdf',
    "A commercial package's declarations: limits with terms on rows of their own, and premiums where limits were",
    declarationsPackage,
    'declarations',
  ],
  [
    'declarations-forms-schedule.pdf',
    "A package's common declarations with no amounts and its forms in a table of numbers and editions",
    declarationsFormsSchedule,
    'declarations',
  ],
  ['declarations-claim-system.pdf', "A claim system's print of a policy's limits and deductibles", declarationsClaimSystem, 'declarations'],
  ['quote-not-policy.pdf', 'A quote, which is not a policy', quoteNotPolicy, 'quote', { read: false }],
  ['proposal-comparison.pdf', "A broker's renewal proposal, which is not a policy", proposalComparison, 'quote', { read: false }],
  ['proposal-presented.pdf', "A carrier's program proposal, which is not a policy", proposalPresented, 'quote', { read: false }],
  ['quote-cyber.pdf', "A carrier's cyber quote, which is not a policy", quoteCyber, 'quote', { read: false }],
  ['estimate-not-policy.pdf', 'A repair estimate, which is not a policy', estimateNotPolicy, 'estimate', { read: false }],
  [
    'stacked-policy.pdf',
    "A policy printed into one file by a carrier's portal: a claim report, the form behind a cover, two endorsements",
    stackedPolicy,
    'policy-with-declarations',
  ],
  [
    'stacked-bare-numbers.pdf',
    'A policy in one file whose forms print no edition (FP-7955), its endorsement opening without a banner',
    stackedBareNumbers,
    'policy-with-declarations',
  ],
  [
    'sample-policy.pdf',
    'The sample policy: declarations, a short form and an endorsement in one file',
    samplePolicy,
    'policy-with-declarations',
  ],
];

export async function corpus() {
  const files = [];
  for (const [name, about, build, kind, options] of FIXTURES) {
    const built = await build();
    const bytes = await built.writer.finish();
    files.push({ name, about, bytes, expected: expectedOf(built, kind, options) });
  }
  return files;
}
