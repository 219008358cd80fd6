/**
 * Documents a visitor may give that are not a policy.
 *
 * quote-not-policy.pdf — quirks: a homeowners quote that prints coverages and amounts like declarations
 *   ('Coverage A – Dwelling  $350,000'), a deductible and premiums, and says it is not a policy: its kind is
 *   'quote', and nothing it prints is read as a term of the policy.
 * proposal-comparison.pdf — quirks: a broker's renewal proposal, its title in title case ('Property & General
 *   Liability Proposal Comparison'), limits, deductibles and premiums in columns of the expiring and the renewal
 *   terms, and a program quote's wording ('This quote is subject to …', 'If you wish to bind coverage'): its kind is
 *   'quote', and none of its amounts is read.
 * proposal-presented.pdf — quirks: a carrier's proposal to a city (a Travelers program proposal): no title in
 *   capitals, 'Proposed On', 'the following policy proposal', policy numbers and effective dates like a policy's,
 *   a sentence offering to 'take the first notice of loss' (not a claim report's title) and 'Refer to policy for
 *   actual terms and conditions' at the foot of each page: its kind is 'quote'.
 * quote-cyber.pdf — quirks: a carrier's cyber quote ('QUOTE PROPOSAL', a Chubb quote): limits in a table of options
 *   and the premium as 'Quoted Premium', valid for 90 days: its kind is 'quote', and none of its amounts is read.
 * estimate-not-policy.pdf — quirks: a short repair estimate (line items with quantities, units, RCV,
 *   depreciation and ACV, a net claim), which names coverages in its summary: its kind is 'estimate'.
 */
import { PolicyWriter } from './writer.mjs';

export async function quoteNotPolicy() {
  const writer = new PolicyWriter({ title: 'Homeowners Insurance Quote' });
  writer.title('HOMEOWNERS INSURANCE QUOTE');
  writer.row([
    { x: 54, text: 'Quote Number: Q-000000' },
    { x: 330, text: 'Quote valid for 30 days' },
  ]);
  writer.paragraph(
    'This is not a policy. Coverage is not bound until the company issues a policy. The proposed coverages and premium below are estimates.',
  );
  writer.row([
    { x: 54, text: 'Coverage A – Dwelling' },
    { right: 400, text: '$350,000' },
  ]);
  writer.row([
    { x: 54, text: 'Coverage C – Personal Property' },
    { right: 400, text: '$175,000' },
  ]);
  writer.row([
    { x: 54, text: 'All Perils Deductible' },
    { right: 400, text: '$1,000' },
  ]);
  writer.row([
    { x: 54, text: 'Estimated Annual Premium' },
    { right: 400, text: '$1,842.00' },
  ]);
  return { writer, form: null };
}

export async function proposalComparison() {
  const writer = new PolicyWriter({ title: 'Proposal Comparison' });
  writer.title('Property & General Liability Proposal Comparison');
  writer.row([{ x: 54, text: 'Term: 12/23/2025-12/23/2026' }]);
  writer.row(
    [
      { x: 54, text: 'Coverage Details' },
      { x: 330, text: 'Expiring' },
      { x: 450, text: 'Renewal' },
    ],
    { bold: true },
  );
  for (const [label, expiring, renewal] of [
    ['Total Insurable Value (TIV)', '$ 18,151,500', '$ 18,151,500'],
    ['General Liability', '$ 1,000,000', '$ 1,000,000'],
    ['Umbrella & Excess Liability', '$ 5,000,000', '$ 5,000,000'],
    ['AOP deductible', '$ 25,000', '$ 25,000'],
    ['Total Premium', '$ 69,087', '$ 67,957'],
  ])
    writer.row([
      { x: 54, text: label },
      { right: 400, text: expiring },
      { right: 520, text: renewal },
    ]);
  writer.space();
  writer.paragraph(
    'This quote is subject to being withdrawn upon written notice within 10 days. If you wish to bind coverage, sign the acceptance.',
  );
  return { writer, form: null };
}

export async function proposalPresented() {
  const writer = new PolicyWriter({ title: 'Program Proposal' });
  writer.title('Presented By');
  writer.row([{ x: 54, text: 'Proposed On: 06/13/2025' }]);
  writer.paragraph(
    'On behalf of the agency and the insurance companies, we appreciate the opportunity to provide the City with the following policy proposal.',
  );
  writer.paragraph(
    'To report or discuss a claim please call us. A claim representative is available 24 hours a day, 7 days a week to take the first notice of loss or provide assistance on any existing claim.',
  );
  for (const [part, number] of [
    ['Commercial Package Program', 'H-000-A000000A-TIL-25'],
    ['General Liability', 'ZLP-00A00000-25-PB'],
  ]) {
    writer.row([{ x: 54, text: part }], { bold: true });
    writer.row([
      { x: 54, text: 'Policy Number' },
      { x: 250, text: number },
    ]);
    writer.row([
      { x: 54, text: 'Effective' },
      { x: 250, text: '07/01/2025 – 07/01/2026' },
    ]);
  }
  writer.row([
    { x: 54, text: 'General Aggregate Limit' },
    { right: 400, text: '$2,000,000' },
  ]);
  writer.space();
  writer.row([{ x: 54, text: 'Refer to policy for actual terms and conditions' }]);
  return { writer, form: null };
}

export async function quoteCyber() {
  const writer = new PolicyWriter({ title: 'Quote Proposal' });
  writer.title('QUOTE PROPOSAL');
  writer.row(
    [
      { x: 54, text: 'Coverage' },
      { x: 400, text: 'Quoted Premium' },
    ],
    { bold: true },
  );
  writer.row([
    { x: 54, text: 'Cyber Enterprise Risk Management Policy' },
    { right: 480, text: '$1,242.00' },
  ]);
  writer.paragraph('We are pleased to offer the attached quote, which will remain valid for 90 days from the quote date.');
  writer.row(
    [
      { x: 54, text: 'Option' },
      { x: 120, text: 'Maximum Single Limit / Policy Aggregate Limit' },
      { x: 420, text: 'Retention' },
    ],
    { bold: true },
  );
  writer.row([
    { x: 54, text: '1' },
    { x: 120, text: '$1,000,000/$1,000,000' },
    { x: 420, text: '$5,000' },
  ]);
  return { writer, form: null };
}

export async function estimateNotPolicy() {
  const writer = new PolicyWriter({ title: 'Repair Estimate' });
  writer.title('ESTIMATE – ROOF REPAIR');
  writer.row([
    { x: 54, text: 'DESCRIPTION' },
    { x: 250, text: 'QTY' },
    { x: 300, text: 'UNIT PRICE' },
    { x: 380, text: 'RCV' },
    { x: 430, text: 'DEPRECIATION' },
    { x: 510, text: 'ACV' },
  ]);
  const items = [
    ['1. Remove laminated comp. shingle roofing', '24.00 SQ', '65.00', '1,560.00', '0.00', '1,560.00'],
    ['2. Laminated comp. shingle roofing w/ felt', '26.33 SQ', '265.00', '6,977.45', '1,395.49', '5,581.96'],
    ['3. Drip edge', '180.00 LF', '3.12', '561.60', '112.32', '449.28'],
  ];
  for (const [description, quantity, price, rcv, depreciation, acv] of items) {
    writer.row([
      { x: 54, text: description },
      { x: 250, text: quantity },
      { right: 350, text: price },
      { right: 420, text: rcv },
      { right: 490, text: depreciation },
      { right: 555, text: acv },
    ]);
  }
  writer.space();
  writer.row([
    { x: 54, text: 'Coverage A – Dwelling Line Item Totals' },
    { right: 420, text: '9,099.05' },
  ]);
  writer.row([
    { x: 54, text: 'Less Deductible' },
    { right: 420, text: '(1,000.00)' },
  ]);
  writer.row([
    { x: 54, text: 'Net Claim' },
    { right: 420, text: '6,591.24' },
  ]);
  return { writer, form: null };
}
