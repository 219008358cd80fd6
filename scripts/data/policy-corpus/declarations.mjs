/**
 * Declarations of the corpus, one per layout.
 *
 * declarations-beside-labels.pdf — quirks: amounts beside their labels ('Coverage A – Dwelling   $312,000'); a
 *   percentage deductible stated as a share of Coverage A ('Windstorm or Hail Deductible   2% of Coverage A'),
 *   read in dollars; a schedule of forms listing a form that is not among the documents (reported missing).
 * declarations-table.pdf — quirks: a table with a header ('COVERAGE   LIMIT OF LIABILITY   PREMIUM'): the premium
 *   column is never read as a limit; a deductibles table with a percentage and no basis ('Hurricane 5%'): a
 *   percentage is not turned into dollars unless the page says what it is a percentage of.
 * declarations-claim-system.pdf — quirks: a claim system's print of the policy: 'Per Occurrence- $537,700 Limit
 *   Percentage- 100%', 'Deductible- $500 Per Occurrence- $10,000' (a deductible and a limit on one row), a label
 *   wrapped onto a second row with its amounts, and a percentage deductible printed with its dollars
 *   ('Wind / Hail Deductible   $5,377   1%'), which is 1% of Coverage A.
 * declarations-continued.pdf — quirks: declarations over two pages with the title printed atop each (so it repeats
 *   like a running header); blocks named with their qualifiers ('SECTION I COVERAGES AND AMOUNTS OF INSURANCE',
 *   'SECTION II COVERAGES AND LIMITS OF LIABILITY', 'DEDUCTIBLES (Applies to SECTION I Coverages ONLY)'), limits
 *   and deductibles whose labels name no coverage letter ('Medical Payments to Others', 'WIND AND HAIL'), and the
 *   premium, its credits and its total printed after the deductibles, and the discounts on the next page, beside
 *   their labels like amounts and never read as a limit or a deductible; the forms listed under 'POLICY AND
 *   ENDORSEMENTS THAT ARE PART OF YOUR CONTRACT WITH US.' in the carrier's own numbering ('HO-3R(02) (07-08)',
 *   'HO-ACP (07-12)', 'QR3(02) (07-08)'), the list going on at the top of a third page, where its first row sits
 *   in the band a page prints its own form number in (a carrier's homeowners packet); in the coverages, a factor on
 *   a line of its own ('Inflation Guard Factor: 1.064') above a limit, which is not part of its label, and a
 *   coverage not taken with its premium beside it ('IDENTITY FRAUD EXPENSE: None  $25.00'), which is no limit.
 */
import { money, PolicyWriter } from './writer.mjs';

export async function declarationsBesideLabels() {
  const writer = new PolicyWriter({ title: 'Homeowners Policy Declarations', footer: (page) => `HO 17 32 12 22          Page ${page}` });
  writer.title('HOMEOWNERS POLICY DECLARATIONS');
  writer.row([
    { x: 54, text: 'Policy Number: HO-0000000' },
    { x: 330, text: 'Policy Period: 01/01/2026 to 01/01/2027' },
  ]);
  writer.space();
  writer.row([{ x: 54, text: 'SECTION I COVERAGES', bold: true }]);
  const coverages = [
    ['Coverage A – Dwelling', 312_000],
    ['Coverage B – Other Structures', 31_200],
    ['Coverage C – Personal Property', 156_000],
    ['Coverage D – Loss Of Use', 62_400],
  ];
  for (const [label, amount] of coverages)
    writer.row(
      [
        { x: 54, text: label },
        { right: 400, text: money(amount) },
      ],
      { mark: { kind: 'coverage', label, amount } },
    );
  writer.space();
  writer.row([{ x: 54, text: 'DEDUCTIBLES', bold: true }]);
  writer.row(
    [
      { x: 54, text: 'All Other Perils Deductible' },
      { right: 400, text: '$1,000' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'all-other-perils', amount: 1000, percent: null, dollars: null } },
  );
  writer.row(
    [
      { x: 54, text: 'Windstorm or Hail Deductible' },
      { x: 330, text: '2% of Coverage A' },
    ],
    {
      mark: { kind: 'deductible', appliesTo: 'wind-hail', amount: null, percent: 2, dollars: 6240 },
    },
  );
  writer.space();
  writer.row([{ x: 54, text: 'SCHEDULE OF FORMS AND ENDORSEMENTS', bold: true }]);
  const forms = [
    ['HO 00 03 10 00', 'Homeowners 3 – Special Form'],
    ['HO 81 17 02 23', 'State Amendatory Endorsement'],
    ['HO 04 90 05 11', 'Personal Property Replacement Cost'],
  ];
  for (const [number, title] of forms)
    writer.row(
      [
        { x: 54, text: number },
        { x: 140, text: title },
      ],
      { mark: { kind: 'form-listed', number } },
    );
  return { writer, form: 'HO 17 32 12 22' };
}

export async function declarationsTable() {
  const writer = new PolicyWriter({ title: 'Dwelling Policy Declarations' });
  writer.title('DWELLING POLICY DECLARATIONS');
  writer.row(
    [
      { x: 54, text: 'COVERAGE' },
      { x: 300, text: 'LIMIT OF LIABILITY' },
      { x: 460, text: 'PREMIUM' },
    ],
    { bold: true },
  );
  const rows = [
    ['A - Dwelling', 250_000, '$812.00'],
    ['B - Other Structures', 25_000, '$64.00'],
    ['E - Personal Liability', 300_000, '$28.00'],
  ];
  for (const [label, amount, premium] of rows) {
    writer.row(
      [
        { x: 54, text: label },
        { right: 380, text: money(amount) },
        { right: 520, text: premium },
      ],
      { mark: { kind: 'coverage', label, amount } },
    );
  }
  writer.space();
  writer.row([{ x: 54, text: 'Deductibles:', bold: true }]);
  writer.row(
    [
      { x: 70, text: 'All Perils' },
      { right: 380, text: '$2,500' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'all-perils', amount: 2500, percent: null, dollars: null } },
  );
  writer.row(
    [
      { x: 70, text: 'Hurricane' },
      { right: 380, text: '5%' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'hurricane', amount: null, percent: 5, dollars: null } },
  );
  return { writer, form: null };
}

export async function declarationsClaimSystem() {
  const writer = new PolicyWriter({ title: 'Claim Information Report' });
  writer.title('Claim Information Report');
  writer.row([{ x: 44, text: 'Policy Level Deductibles:', bold: true }]);
  writer.row(
    [
      { x: 129, text: 'Wind / Hail Deductible' },
      { x: 355, text: '$5,377' },
      { x: 398, text: '1%' },
    ],
    {
      mark: { kind: 'deductible', appliesTo: 'wind-hail', amount: 5377, percent: 1, dollars: 5377 },
    },
  );
  writer.row(
    [
      { x: 129, text: 'Policy Deductible' },
      { x: 355, text: '$1,000' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'all-other-perils', amount: 1000, percent: null, dollars: null } },
  );
  writer.space();
  writer.row([{ x: 129, text: 'Coverages:' }]);
  writer.row(
    [
      { x: 129, text: 'Coverage A - Dwelling' },
      { x: 327, text: 'Per Occurrence- $537,700 Limit Percentage- 100%' },
    ],
    {
      mark: { kind: 'coverage', label: 'Coverage A - Dwelling', amount: 537_700 },
    },
  );
  writer.row(
    [
      { x: 129, text: 'Coverage E - Personal Liability' },
      { x: 327, text: 'Per Occurrence- $500,000' },
    ],
    {
      mark: { kind: 'coverage', label: 'Coverage E - Personal Liability', amount: 500_000 },
    },
  );
  writer.row([{ x: 129, text: 'Sewer Back-Up, Septic Back-Up, And Sump' }]);
  writer.row(
    [
      { x: 129, text: 'Overflow' },
      { x: 327, text: 'Deductible- $1,000 Per Occurrence- $10,000' },
    ],
    {
      mark: {
        kind: 'coverage',
        label: 'Sewer Back-Up, Septic Back-Up, And Sump Overflow',
        amount: 10_000,
        deductible: { appliesTo: 'water-backup', amount: 1000 },
      },
    },
  );
  writer.space();
  writer.row([{ x: 44, text: 'Comments:' }]);
  return { writer, form: null };
}

export async function declarationsContinued() {
  const writer = new PolicyWriter({ title: 'Homeowners Policy Declarations' });
  const amountAt = 470;
  const row = (label, amount, mark) =>
    writer.row(
      [
        { x: 54, text: label },
        { right: amountAt, text: amount },
      ],
      mark ? { mark } : {},
    );
  // The company and the title printed high, in the page's top margin, on every page of the declarations.
  const pageHead = () => {
    writer.newPage();
    writer.y = 30;
    writer.row([{ x: 54, text: 'GENERAL INDEMNITY COMPANY' }]);
    writer.title('HOMEOWNERS POLICY DECLARATIONS');
  };
  pageHead();
  writer.row([{ x: 54, text: 'Named Insured and Residence Premises' }]);
  writer.row([{ x: 54, text: 'Policy Period From: 12/10/25 To: 12/10/26' }]);
  writer.space();
  writer.row([{ x: 54, text: 'SECTION I COVERAGES AND AMOUNTS OF INSURANCE' }], { bold: true });
  const coverages = [
    ['COVERAGE A DWELLING PROTECTION', 509_000],
    ['COVERAGE B OTHER STRUCTURES PROTECTION', 50_900],
    ['COVERAGE C PERSONAL PROPERTY PROTECTION', 254_500],
    ['COVERAGE D LOSS OF USE PROTECTION (UP TO 12 MONTHS)', 101_800],
    // A limit whose label names a credit card: a coverage, not a credit on the premium.
    ['CREDIT CARD, FORGERY AND COUNTERFEIT MONEY', 500],
  ];
  for (const [label, amount] of coverages) row(label, money(amount), { kind: 'coverage', label, amount });
  // A factor on a line of its own is not the start of the label below it; a coverage not taken prints its premium.
  writer.row([{ x: 54, text: 'Inflation Guard Factor: 1.064' }]);
  row('WATER BACK-UP OF SEWERS OR DRAINS', '$10,000', { kind: 'coverage', label: 'WATER BACK-UP OF SEWERS OR DRAINS', amount: 10_000 });
  row('IDENTITY FRAUD EXPENSE: None', '$25.00');
  writer.row([{ x: 54, text: 'SECTION II COVERAGES AND LIMITS OF LIABILITY' }], { bold: true });
  for (const [label, amount] of [
    ['Personal Liability - Each Occurrence', 500_000],
    ['Medical Payments to Others', 5_000],
  ])
    row(label, money(amount), { kind: 'coverage', label, amount });
  writer.row([{ x: 54, text: 'DEDUCTIBLES (Applies to SECTION I Coverages ONLY)' }], { bold: true });
  row('WIND AND HAIL', '$2,000', { kind: 'deductible', appliesTo: 'wind-hail', amount: 2000, percent: null, dollars: null });
  row('ALL OTHER PERILS', '$2,000', { kind: 'deductible', appliesTo: 'all-other-perils', amount: 2000, percent: null, dollars: null });
  row('POLICY PREMIUM for Section I and Section II Coverages Above', '$3,631.62');
  row('CREDITS AND DISCOUNTS (Included in policy premium above.)', '$980.67 CR');
  row('TOTAL POLICY PREMIUM', '$3,631.62');
  pageHead();
  writer.row([{ x: 54, text: 'Policy Number 00000 00 00 00A' }]);
  writer.row([{ x: 54, text: 'Policy Term: 12/10/25 Inception 12/10/26 Expiration' }]);
  writer.space();
  writer.row([{ x: 54, text: 'POLICY AND ENDORSEMENTS THAT ARE PART OF YOUR CONTRACT WITH US.' }]);
  const listForms = (forms) => {
    for (const [number, title] of forms) writer.row([{ x: 54, text: `${number} ${title}` }], { mark: { kind: 'form-listed', number } });
  };
  listForms([
    ['QR3(02) (07-08)', 'QUICK REFERENCE-SPECIAL FORM'],
    ['HO-3R(02) (07-08)', 'HOMEOWNERS SPECIAL FORM'],
  ]);
  // The list goes on at the top of the next page, its first row in the band where a page prints its own form.
  pageHead();
  listForms([
    ['HO-ACP (07-12)', 'AMENDMENT TO CONTRACT PROVISIONS'],
    ['HO-208 (07-12)', 'WATER BACKUP OR SUMP PUMP OVERFLOW'],
  ]);
  writer.row([{ x: 54, text: 'YOUR PREMIUM HAS BEEN REDUCED BY THE FOLLOWING CREDITS AND DISCOUNTS:' }]);
  row('AUTO AND HOME COMBINATION DISCOUNT', '$180.18 CR');
  row('LOYALTY DISCOUNT', '$104.43 CR');
  row('ROOF AGE DISCOUNT', '$31.80 CR');
  writer.row([{ x: 54, text: 'FIRST MORTGAGEE:' }]);
  writer.row([{ x: 54, text: 'LOAN NR 3311332121' }]);
  return { writer, form: null };
}
