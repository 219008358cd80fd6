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
