/**
 * Endorsements of the corpus.
 *
 * amendatory-endorsement.pdf — quirks: a blank cover page (physical page 1 has no text, so every citation is one
 *   more than the printed page); footers that misnumber their pages ('Page 3 of 2' on the last page); every
 *   wording of change: 'paragraph 2.b. of SECTION I – EXCLUSIONS is deleted and replaced by the following:',
 *   'The following is added:', 'X is deleted.', 'The following is added to paragraph 6.:', a change limited to
 *   some forms ('When this endorsement amends a Condominium Unit-Owners Form, …'), and 'is deleted and replaced
 *   by the following:' at the foot of a page with the new wording on the next.
 * liability-exclusion-endorsement.pdf — quirks: a commercial liability endorsement (ISO's CG 21 06) that names the
 *   exclusion it changes ('Exclusion 2.p. of Section I – Coverage A … is replaced by the following:', with no
 *   'deleted'), and sets its new wording out as the form's own ('2. Exclusions  This insurance does not apply to:
 *   p. Access Or Disclosure …'); and one added to a coverage's exclusions as a whole ('The following is added to
 *   Paragraph 2. Exclusions of Section I – Coverage B …:'), under a bold title with no label; no section heading
 *   (the section is named in what is changed); an exclusion added under a bold title of its own with lettered parts
 *   (ISO's CG 21 67: 'Fungi Or Bacteria  a. … b. …'), and a definition added 'to the Definitions Section', which
 *   the endorsement prints no part of.
 */
import { PAGE, PolicyWriter } from './writer.mjs';

export async function amendatoryEndorsement() {
  const writer = new PolicyWriter({
    title: 'Amendatory Endorsement',
    columns: 1,
    // The footer counts the pages after the cover, and the last one twice.
    footer: (page, pages) => `HO 81 17 02 23          Page ${page === pages ? page : page - 1} of ${pages - 2}`,
  });
  writer.newPage({ blank: true });
  writer.title('STATE AMENDATORY ENDORSEMENT');
  writer.paragraph(
    'THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY. The terms of the policy apply except as changed by this endorsement.',
  );
  writer.heading('DEFINITIONS', { across: true });
  writer.paragraph('Limit is deleted and replaced by the following:', { mark: { kind: 'amendment', action: 'replaced', key: 'Limit' } });
  writer.paragraph(
    [
      { text: 'Limit.', bold: true },
      { text: 'This means the maximum dollar amount of insurance provided by this policy for a coverage, as shown in the Declarations.' },
    ],
    {
      mark: { kind: 'definition', terms: ['limit'] },
    },
  );
  writer.paragraph('The following is added:', { mark: { kind: 'amendment', action: 'added', key: 'Innocent coinsured' } });
  writer.paragraph(
    [
      { text: 'Innocent coinsured', bold: true },
      { text: 'means an insured who did not cooperate in or contribute to a loss caused by another insured.' },
    ],
    {
      mark: { kind: 'definition', terms: ['innocent coinsured'] },
    },
  );
  writer.heading('SECTION I – PROPERTY COVERAGE', { across: true });
  writer.paragraph('The following is added to paragraph 6.:', { mark: { kind: 'amendment', action: 'added-to', key: '6' } });
  writer.paragraph('virtual currency of any kind, by whatever name known, whether held or stored.');
  writer.heading('SECTION I – EXCLUSIONS', { across: true });
  writer.paragraph('Paragraph 2.b. of SECTION I – EXCLUSIONS is deleted and replaced by the following:', {
    mark: { kind: 'amendment', action: 'replaced', key: '2.b' },
  });
  writer.paragraph(
    [
      { text: 'Water Damage.', bold: true },
      { text: 'We do not cover loss caused by water or water-borne material which backs up through sewers or drains.' },
    ],
    {
      label: 'b.',
      mark: { kind: 'exclusion', section: 'I', number: '2.b', heading: 'Water Damage', printed: true, change: 'replaced' },
    },
  );
  writer.paragraph('The following is added:', { mark: { kind: 'amendment', action: 'added', key: 'Virus' } });
  writer.paragraph(
    [
      { text: 'Virus.', bold: true },
      { text: 'We do not cover loss caused by any virus, bacterium or other microorganism that induces physical distress or disease.' },
    ],
    {
      mark: { kind: 'exclusion', section: 'I', number: null, heading: 'Virus', printed: true, change: 'added' },
    },
  );
  writer.heading('SECTION II – ADDITIONAL COVERAGE', { across: true });
  writer.paragraph('Emergency First Aid is deleted.', { mark: { kind: 'amendment', action: 'deleted', key: 'Emergency First Aid' } });
  writer.heading('SECTION I – CONDITIONS', { across: true });
  // The wording of change at the foot of the page; the new condition on the next.
  const duties = [
    'give prompt notice to us or our agent',
    'protect the property from further damage',
    'keep an accurate record of repair expenses',
    'show the damaged property as often as we reasonably require',
    'send us a signed, sworn proof of loss within 60 days of our request',
  ];
  for (let item = 0; writer.y < PAGE.bottom - 40; item += 1) {
    writer.paragraph(
      `${item + 1}. In case of a loss to covered property, you must ${duties[item % duties.length]}; this duty applies whether or not the loss exceeds the deductible.`,
    );
  }
  writer.paragraph(
    'When this endorsement amends a Condominium Unit-Owners Form, Suit Against Us is deleted and replaced by the following:',
    {
      mark: { kind: 'amendment', action: 'replaced', key: 'Suit Against Us', when: 'Condominium Unit-Owners Form' },
    },
  );
  writer.newPage();
  writer.paragraph(
    [
      { text: 'Suit Against Us.', bold: true },
      { text: 'No action can be brought against us unless it is started within 24 months after the date of loss.' },
    ],
    {
      mark: { kind: 'condition', condition: 'suit-against-us', limit: [24, 'months'] },
    },
  );
  return { writer, form: 'HO 81 17 02 23' };
}

export async function liabilityExclusionEndorsement() {
  const writer = new PolicyWriter({
    title: 'Exclusion – Access Or Disclosure Of Confidential Or Personal Information',
    columns: 1,
    footer: (page, pages) => `CG 21 06 05 14          © Example Forms Office, 2013          Page ${page} of ${pages}`,
  });
  writer.paragraph('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.');
  writer.title('EXCLUSION – ACCESS OR DISCLOSURE OF CONFIDENTIAL OR PERSONAL INFORMATION');
  writer.paragraph('This endorsement modifies insurance provided under the following:');
  writer.heading('COMMERCIAL GENERAL LIABILITY COVERAGE PART');
  const accessOrDisclosure =
    "Damages arising out of any access to or disclosure of any person's or organization's confidential or personal information, including patents, trade secrets, processing methods, customer lists, financial information, credit card information or health information.";
  writer.paragraph('Exclusion 2.p. of Section I – Coverage A – Bodily Injury And Property Damage Liability is replaced by the following:', {
    label: 'A.',
    mark: { kind: 'amendment', action: 'replaced', key: 'Exclusion 2.p. of Section I – Coverage A' },
  });
  writer.paragraph([{ text: 'Exclusions', bold: true }], { label: '2.', level: 1 });
  writer.paragraph('This insurance does not apply to:', { level: 1 });
  const headingA = 'Access Or Disclosure Of Confidential Or Personal Information And Data-related Liability';
  writer.paragraph([{ text: headingA, bold: true }, { text: accessOrDisclosure }], {
    label: 'p.',
    level: 1,
    mark: { kind: 'exclusion', section: 'I', number: '2.p', heading: headingA, printed: true, change: 'replaced' },
  });
  writer.paragraph(
    'The following is added to Paragraph 2. Exclusions of Section I – Coverage B – Personal And Advertising Injury Liability:',
    {
      label: 'B.',
      mark: { kind: 'amendment', action: 'added-to', key: 'Exclusions of Section I – Coverage B' },
    },
  );
  writer.paragraph([{ text: 'Exclusions', bold: true }], { label: '2.', level: 1 });
  writer.paragraph('This insurance does not apply to:', { level: 1 });
  const headingB = 'Access Or Disclosure Of Confidential Or Personal Information';
  writer.paragraph([{ text: headingB, bold: true }], {
    level: 1,
    mark: { kind: 'exclusion', section: 'I', number: '2', heading: headingB, printed: true, change: 'added-to' },
  });
  writer.paragraph(
    `"Personal and advertising injury" arising out of any access to or disclosure of confidential or personal information.`,
    { level: 1 },
  );
  writer.paragraph(
    'The following exclusion is added to Paragraph 2. Exclusions of Section I – Coverage A – Bodily Injury And Property Damage Liability:',
    {
      label: 'C.',
      mark: { kind: 'amendment', action: 'added-to', key: 'Exclusions of Section I – Coverage A' },
    },
  );
  writer.paragraph([{ text: 'Exclusions', bold: true }], { label: '2.', level: 1 });
  writer.paragraph('This insurance does not apply to:', { level: 1 });
  writer.paragraph([{ text: 'Fungi Or Bacteria', bold: true }], {
    level: 1,
    mark: { kind: 'exclusion', section: 'I', number: '2', heading: 'Fungi Or Bacteria', printed: true, change: 'added-to' },
  });
  writer.paragraph(
    '"Bodily injury" or "property damage" which would not have occurred, in whole or in part, but for the actual, alleged or threatened inhalation of, ingestion of, contact with, exposure to, existence of, or presence of, any "fungi" or bacteria on or within a building or structure.',
    { label: 'a.', level: 1 },
  );
  writer.paragraph(
    'Any loss, cost or expenses arising out of the abating, testing for, monitoring, cleaning up, removing or disposing of "fungi" or bacteria, by any insured or by any other person or entity.',
    { label: 'b.', level: 1 },
  );
  writer.paragraph(
    'This exclusion does not apply to any "fungi" or bacteria that are, are on, or are contained in, a good or product intended for bodily consumption.',
    { level: 1 },
  );
  writer.paragraph('The following definition is added to the Definitions Section:', {
    label: 'D.',
    mark: { kind: 'amendment', action: 'added-to', key: 'Definitions Section' },
  });
  writer.paragraph(
    '"Fungi" means any type or form of fungus, including mold or mildew and any mycotoxins, spores, scents or byproducts produced or released by fungi.',
    {
      level: 1,
      mark: { kind: 'definition', terms: ['fungi'] },
    },
  );
  return { writer, form: 'CG 21 06 05 14' };
}
