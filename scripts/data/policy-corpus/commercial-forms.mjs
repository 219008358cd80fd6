/**
 * ISO's commercial forms and endorsements in the corpus.
 *
 * liability-form-coverages.pdf — quirks: a commercial liability form (ISO's CG 00 01), whose
 *   exclusions are a numbered item of each coverage ('2. Exclusions' under COVERAGE A and again under COVERAGE B),
 *   each exclusion a lettered item with a bold title; an exclusion whose own list is its exceptions ('This exclusion
 *   does not apply to liability for damages: (1) … (2) …'); and the next coverage's insuring agreement between the
 *   two lists, which excludes nothing; definitions after the last list, headed by their name alone in bold
 *   ('Definitions', as Auto-Owners' forms print it); footer 'CG 00 01 04 13 … Page N of M'.
 * property-conditions.pdf — quirks: a form of conditions only (ISO's CP 00 90), no definitions, exclusions or
 *   insuring agreement, each condition a lettered heading in capitals ('D. LEGAL ACTION AGAINST US'): a policy
 *   form, read for its claim condition (suit within 2 years); footer 'CP 00 90 07 88 … Page N of M'.
 * common-conditions.pdf — quirks: a form of conditions only with no claim condition among them (ISO's IL 00 17:
 *   cancellation, changes, inspections, premiums), its title in capitals ending in 'CONDITIONS': a policy form with
 *   nothing the tool lists, not a document that holds nothing of a policy; footer 'IL 00 17 11 98 … Page N of M'.
 * liability-exclusion-endorsement.pdf — quirks: a commercial liability endorsement (ISO's CG 21 06) that names the
 *   exclusion it changes ('Exclusion 2.p. of Section I – Coverage A … is replaced by the following:', with no
 *   'deleted'), and sets its new wording out as the form's own ('2. Exclusions  This insurance does not apply to:
 *   p. Access Or Disclosure …'); and one added to a coverage's exclusions as a whole ('The following is added to
 *   Paragraph 2. Exclusions of Section I – Coverage B …:'), under a bold title with no label; no section heading
 *   (the section is named in what is changed); an exclusion added under a bold title of its own with lettered parts
 *   (ISO's CG 21 67: 'Fungi Or Bacteria  a. … b. …'), and a definition added 'to the Definitions Section', which
 *   the endorsement prints no part of.
 */
import { PolicyWriter } from './writer.mjs';

/** ISO's footer: the form number with its edition, the copyright and the page. */
const isoFooter = (form, year) => (page, pages) => `${form}          © Example Forms Office, ${year}          Page ${page} of ${pages}`;

export async function liabilityFormCoverages() {
  const writer = new PolicyWriter({
    title: 'Commercial General Liability Coverage Form',
    columns: 1,
    footer: isoFooter('CG 00 01 04 13', 2012),
  });
  writer.title('COMMERCIAL GENERAL LIABILITY COVERAGE FORM');
  writer.heading('SECTION I – COVERAGES');
  const coverage = (letter, title, insuring, exclusions) => {
    writer.heading(`COVERAGE ${letter} – ${title}`);
    writer.paragraph([{ text: 'Insuring Agreement', bold: true }], { label: '1.' });
    writer.paragraph(insuring, { label: 'a.', level: 1 });
    writer.paragraph([{ text: 'Exclusions', bold: true }], { label: '2.' });
    writer.paragraph('This insurance does not apply to:', { level: 1 });
    exclusions.forEach(([heading, text, exceptions = []], index) => {
      const label = String.fromCharCode(97 + index);
      writer.paragraph([{ text: heading, bold: true }, { text }], {
        label: `${label}.`,
        level: 1,
        mark: { kind: 'exclusion', section: 'I', number: `2.${label}`, heading, printed: true },
      });
      exceptions.forEach((exception, at) => writer.paragraph(exception, { label: `(${at + 1})`, level: 2 }));
    });
  };
  coverage(
    'A',
    'BODILY INJURY AND PROPERTY DAMAGE LIABILITY',
    'We will pay those sums that the insured becomes legally obligated to pay as damages because of "bodily injury" or "property damage" to which this insurance applies.',
    [
      ['Expected Or Intended Injury', '"Bodily injury" or "property damage" expected or intended from the standpoint of the insured.'],
      [
        'Contractual Liability',
        '"Bodily injury" or "property damage" for which the insured is obligated to pay damages by reason of the assumption of liability in a contract or agreement. This exclusion does not apply to liability for damages:',
        [
          'That the insured would have in the absence of the contract or agreement; or',
          'Assumed in a contract or agreement that is an "insured contract", provided the "bodily injury" or "property damage" occurs after the execution of the contract.',
        ],
      ],
      [
        'Liquor Liability',
        '"Bodily injury" or "property damage" for which any insured may be held liable by reason of causing the intoxication of any person.',
      ],
    ],
  );
  coverage(
    'B',
    'PERSONAL AND ADVERTISING INJURY LIABILITY',
    'We will pay those sums that the insured becomes legally obligated to pay as damages because of "personal and advertising injury" to which this insurance applies.',
    [
      [
        'Knowing Violation Of Rights Of Another',
        '"Personal and advertising injury" caused by or at the direction of the insured with the knowledge that the act would violate the rights of another.',
      ],
      [
        'Material Published With Knowledge Of Falsity',
        '"Personal and advertising injury" arising out of oral or written publication of material, if done by or at the direction of the insured with knowledge of its falsity.',
      ],
    ],
  );
  // Definitions headed by their name alone in bold, as Auto-Owners' forms print them, after the last list of exclusions.
  writer.paragraph([{ text: 'Definitions', bold: true }]);
  writer.paragraph('The following definitions apply to this Coverage Form:');
  for (const [number, term, meaning] of [
    [
      '1.',
      'Bodily injury',
      'means bodily injury, sickness or disease sustained by a person, including death resulting from any of these at any time.',
    ],
    [
      '2.',
      'Occurrence',
      'means an accident, including continuous or repeated exposure to substantially the same general harmful conditions.',
    ],
  ])
    writer.paragraph(`"${term}" ${meaning}`, { label: number, mark: { kind: 'definition', terms: [term.toLowerCase()] } });
  return { writer, form: 'CG 00 01 04 13' };
}

export async function propertyConditions() {
  const writer = new PolicyWriter({
    title: 'Commercial Property Conditions',
    columns: 1,
    footer: isoFooter('CP 00 90 07 88', 1987),
  });
  writer.title('COMMERCIAL PROPERTY CONDITIONS');
  writer.paragraph(
    'This Coverage Part is subject to the following conditions, the Common Policy Conditions and applicable Loss Conditions and Additional Conditions in Commercial Property Coverage Forms.',
  );
  writer.heading('A. CONCEALMENT, MISREPRESENTATION OR FRAUD');
  writer.paragraph(
    'This Coverage Part is void in any case of fraud by you as it relates to this Coverage Part at any time. It is also void if you or any other insured intentionally conceal or misrepresent a material fact.',
  );
  writer.heading('B. CONTROL OF PROPERTY');
  writer.paragraph('Any act or neglect of any person other than you beyond your direction or control will not affect this insurance.');
  writer.heading('D. LEGAL ACTION AGAINST US', { mark: { kind: 'condition', condition: 'suit-against-us', limit: [2, 'years'] } });
  writer.paragraph('No one may bring a legal action against us under this Coverage Part unless:');
  writer.paragraph('There has been full compliance with all of the terms of this Coverage Part; and', { label: '1.' });
  writer.paragraph('The action is brought within 2 years after the date on which the direct physical loss or damage occurred.', {
    label: '2.',
  });
  writer.heading('E. LIBERALIZATION');
  writer.paragraph(
    'If we adopt any revision that would broaden the coverage under this Coverage Part without additional premium within 45 days prior to or during the policy period, the broadened coverage will immediately apply to this Coverage Part.',
  );
  return { writer, form: 'CP 00 90 07 88' };
}

/** IL 00 17's conditions: each a lettered heading in capitals over its paragraphs, a numbered one as [label, text]. */
const COMMON_CONDITIONS = [
  [
    'A. CANCELLATION',
    [
      '1.',
      'The first Named Insured shown in the Declarations may cancel this policy by mailing or delivering to us advance written notice of cancellation.',
    ],
    [
      '2.',
      'We may cancel this policy by mailing or delivering to the first Named Insured written notice of cancellation at least 10 days before the effective date of cancellation if we cancel for nonpayment of premium.',
    ],
  ],
  [
    'B. CHANGES',
    "This policy contains all the agreements between you and us concerning the insurance afforded. This policy's terms can be amended or waived only by endorsement issued by us and made a part of this policy.",
  ],
  [
    'C. EXAMINATION OF YOUR BOOKS AND RECORDS',
    'We may examine and audit your books and records as they relate to this policy at any time during the policy period and up to three years afterward.',
  ],
  [
    'D. INSPECTIONS AND SURVEYS',
    'We have the right to make inspections and surveys at any time, to give you reports on the conditions we find, and to recommend changes.',
  ],
  [
    'E. PREMIUMS',
    'The first Named Insured shown in the Declarations is responsible for the payment of all premiums and will be the payee for any return premiums we pay.',
  ],
  [
    'F. TRANSFER OF YOUR RIGHTS AND DUTIES UNDER THIS POLICY',
    'Your rights and duties under this policy may not be transferred without our written consent except in the case of death of an individual named insured.',
  ],
];

export async function commonConditions() {
  const writer = new PolicyWriter({
    title: 'Common Policy Conditions',
    columns: 1,
    footer: isoFooter('IL 00 17 11 98', 1998),
  });
  writer.title('COMMON POLICY CONDITIONS');
  writer.paragraph('All Coverage Parts included in this policy are subject to the following conditions.');
  for (const [heading, ...paragraphs] of COMMON_CONDITIONS) {
    writer.heading(heading);
    for (const paragraph of paragraphs) {
      if (typeof paragraph === 'string') writer.paragraph(paragraph);
      else writer.paragraph(paragraph[1], { label: paragraph[0] });
    }
  }
  return { writer, form: 'IL 00 17 11 98' };
}

export async function liabilityExclusionEndorsement() {
  const writer = new PolicyWriter({
    title: 'Exclusion – Access Or Disclosure Of Confidential Or Personal Information',
    columns: 1,
    footer: isoFooter('CG 21 06 05 14', 2013),
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
