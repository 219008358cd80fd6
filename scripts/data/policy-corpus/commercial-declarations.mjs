/**
 * Declarations of commercial packages in the corpus.
 *
 * declarations-package.pdf — quirks: a commercial package's declarations (an Auto-Owners package, whose text a
 *   model transcribed): a table of limits whose rows go on in rows of their own ('$10,000 PER ITEM' under
 *   'BAILEES  $15,000': terms of that coverage), a column that does not apply ('N/A') between a label and its
 *   limit, and a minimum premium among the limits; then a page with no amounts (the jacket's signatures), a page
 *   of premiums and fees beside their labels with no header of their own, a second table of limits, and a table of
 *   premiums headed 'COVERAGE PART  PREMIUM' whose amounts sit where the limits were: none of what the policy
 *   costs is a limit or a deductible; and a table's title alone ('COVERAGE') over an option printed as a list
 *   ('Equipment Breakdown: $1,000 See Form 54843  $191.00'), which is not a block of limits.
 * declarations-forms-schedule.pdf — quirks: a commercial package's common declarations (a Philadelphia Indemnity
 *   policy) that print no amount ('SEE SCHEDULE ATTACHED'), a notice titled 'EXCLUSION OF LOSS DUE TO VIRUS OR
 *   BACTERIA' that excludes nothing itself, and the forms in a table headed 'Form  Edition  Description': the
 *   carrier's own numbers ('PI-ACL-001', 'Gen Liab Dec') and ISO's run together ('IL0017'), the edition in a column
 *   of its own ('1198'), and under a form the premises it applies to, on a row with no edition. Its kind is
 *   declarations, by its title and its list of forms.
 */
import { money, PolicyWriter } from './writer.mjs';

export async function declarationsPackage() {
  const writer = new PolicyWriter({ title: 'Commercial Package Declarations' });
  const limitAt = 380;
  const header = (label) =>
    writer.row(
      [
        { x: 54, text: label },
        { x: 250, text: 'COINSURANCE' },
        { x: limitAt, text: 'LIMIT' },
      ],
      { bold: true },
    );
  const limitRow = (label, amount, { coinsurance = '', terms = null, more = null } = {}) => {
    writer.row(
      [
        { x: 54, text: label },
        { x: 250, text: coinsurance },
        { x: limitAt, text: [money(amount), terms].filter(Boolean).join(' ') },
      ],
      { mark: { kind: 'coverage', label, amount, terms: [terms, more].filter(Boolean).join('; ') || null } },
    );
    if (more) writer.row([{ x: limitAt, text: more }]);
  };
  /** Rows of a premium table where the limits stand: each a label and the price beside it, no coverage. */
  const priceRows = (rows) => {
    for (const [label, amount] of rows)
      writer.row([
        { x: 54, text: label },
        { x: limitAt, text: amount },
      ]);
  };
  writer.title('TAILORED PROTECTION POLICY DECLARATIONS');
  writer.row([{ x: 54, text: 'PREMIER PROPERTY PLUS COVERAGE PACKAGE DECLARATION' }], { bold: true });
  header('COVERAGE');
  limitRow('ACCOUNTS RECEIVABLE', 200_000);
  limitRow('BAILEES', 15_000, { more: '$10,000 PER ITEM' });
  limitRow('BUSINESS INCOME & EXTRA EXPENSE', 150_000, { coinsurance: 'N/A' });
  limitRow('FINE ARTS, COLLECTIBLES AND MEMORABILIA', 50_000, { more: '$10,000 PER ITEM' });
  limitRow('NEWLY ACQUIRED BUSINESS PERSONAL PROPERTY', 500_000, { terms: 'FOR 90 DAYS' });
  writer.row([
    { x: 54, text: 'MINIMUM EARNED PREMIUM' },
    { x: limitAt, text: '$2,500' },
  ]);
  // The policy's jacket: a page that prints no amount.
  writer.newPage();
  writer.paragraph('In witness whereof, the company has caused this policy to be signed by its President and Secretary.');
  writer.newPage();
  writer.row([{ x: 54, text: 'PREMIUM AND FEES' }], { bold: true });
  priceRows([
    ['COMMERCIAL PROPERTY COVERAGE', '$14,922.00'],
    ['SURTAX', '$33.10'],
    ['PAID IN FULL DISCOUNT', '$1,624.07'],
  ]);
  writer.space();
  writer.row([{ x: 54, text: 'COMMERCIAL GENERAL LIABILITY COVERAGE' }], { bold: true });
  header('COVERAGE');
  limitRow('EACH OCCURRENCE LIMIT', 1_000_000);
  limitRow('GENERAL AGGREGATE LIMIT', 2_000_000);
  writer.space();
  writer.row([{ x: 54, text: 'THIS POLICY CONSISTS OF THE FOLLOWING COVERAGE PART(S):' }]);
  writer.row(
    [
      { x: 54, text: 'COVERAGE PART' },
      { x: limitAt - 10, text: 'PREMIUM' },
    ],
    { bold: true },
  );
  priceRows([
    ['COMMERCIAL PROPERTY COVERAGE', '$14,922.00'],
    ['COMMERCIAL GENERAL LIABILITY COVERAGE', '$890.00'],
    ['FIRE SAFETY PROGRAM SURCHARGE', '$97.00'],
  ]);
  // A table's title alone ('COVERAGE') over options printed as a list, their columns lost: not a block of limits.
  writer.space();
  writer.row([{ x: 54, text: 'COVERAGE' }], { bold: true });
  writer.row([{ x: 54, text: 'OPTIONAL COVERAGE' }]);
  writer.row([
    { x: 54, text: 'Equipment Breakdown: $1,000 See Form 54843' },
    { x: limitAt, text: '$191.00' },
  ]);
  return { writer, form: null };
}

export async function declarationsFormsSchedule() {
  const writer = new PolicyWriter({ title: 'Common Policy Declarations' });
  writer.title('COMMON POLICY DECLARATIONS');
  for (const [label, value] of [
    ['Policy Period: From 11/01/2025 To 11/01/2026', ''],
    ['COMMERCIAL PROPERTY COVERAGE PART', 'SEE SCHEDULE ATTACHED'],
    ['COMMERCIAL GENERAL LIABILITY COVERAGE PART', 'SEE SCHEDULE ATTACHED'],
  ])
    writer.row([
      { x: 54, text: label },
      { x: 360, text: value },
    ]);
  writer.space();
  writer.heading('EXCLUSION OF LOSS DUE TO VIRUS OR BACTERIA');
  writer.paragraph(
    'This endorsement makes an explicit statement regarding a risk that is not covered under your Commercial Property insurance: loss or damage caused by or resulting from any virus, bacterium or other microorganism.',
  );
  writer.space();
  writer.row([{ x: 54, text: 'Forms and Endorsements applying to this Coverage Part and made a part of this policy at time of issue:' }]);
  const [formAt, editionAt, titleAt] = [54, 200, 260];
  writer.row(
    [
      { x: formAt, text: 'Form' },
      { x: editionAt, text: 'Edition' },
      { x: titleAt, text: 'Description' },
    ],
    { bold: true },
  );
  const form = (number, edition, title) =>
    writer.row(
      [
        { x: formAt, text: number },
        { x: editionAt, text: edition },
        { x: titleAt, text: title },
      ],
      { mark: { kind: 'form-listed', number: `${number} ${edition}` } },
    );
  form('IL0017', '1198', 'Common Policy Conditions');
  form('PI-ACL-001', '1218', 'Absolute Cyber Liability And Electronic Exclusion');
  form('CP0010', '1012', 'Building And Personal Property Coverage Form');
  writer.row([
    { x: formAt, text: 'CO PREMS 001 BLDG 001' },
    { x: titleAt, text: 'BUSINESS PERS PROPERTY' },
  ]);
  form('PI-CP-SUPP-SCH 1', '0921', 'Commercial Property Coverage Part Supplemental Schedule');
  form('Gen Liab Dec', '1004', 'Commercial General Liability Coverage Part Declaration');
  return { writer, form: null };
}
