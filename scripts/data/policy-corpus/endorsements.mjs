/**
 * Endorsements of the corpus.
 *
 * amendatory-endorsement.pdf — quirks: a blank cover page (physical page 1 has no text, so every citation is one
 *   more than the printed page); footers that misnumber their pages ('Page 3 of 2' on the last page); every
 *   wording of change: 'paragraph 2.b. of SECTION I – EXCLUSIONS is deleted and replaced by the following:',
 *   'The following is added:', 'X is deleted.', 'The following is added to paragraph 6.:', a change limited to
 *   some forms ('When this endorsement amends a Condominium Unit-Owners Form, …'), and 'is deleted and replaced
 *   by the following:' at the foot of a page with the new wording on the next.
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
