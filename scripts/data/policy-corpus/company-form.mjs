/**
 * A company's policy form in the corpus.
 *
 * company-form-bold-terms.pdf — quirks: one column; a table of contents on page 1 whose page numbers are not
 *   citations; defined terms in bold ('1. Actual cash value. This means …', '10. Insured:'), 'You and your mean …';
 *   definitions numbered with a gap (1.–3., then 6.–8.: a page left out), all read;
 *   exclusion headings in title case ended by a full stop ('1. Earth Movement.') or a comma, in a part a carrier
 *   names 'SECTION I – LOSSES NOT INSURED', after 'SECTION I – LOSSES INSURED', which excludes nothing; a carrier's
 *   special limits ('$300 is the total limit for:' over a list, 'unless a limit is shown in the Declarations', a
 *   list for theft, 'A special limit applies to … $1,200 is the limit for each item'); footer
 *   'HO 80 03 01 14 Page N of M'.
 */
import { PolicyWriter } from './writer.mjs';

export async function companyFormBoldTerms() {
  const writer = new PolicyWriter({
    title: 'Homeowners Form',
    footer: (page, pages) => `HO 80 03 01 14          Page ${page} of ${pages}`,
  });
  writer.title('HOMEOWNERS FORM');
  writer.heading('TABLE OF CONTENTS');
  for (const [entry, page] of [
    ['DEFINITIONS', 1],
    ['SECTION I – LOSSES INSURED', 2],
    ['SECTION I – LOSSES NOT INSURED', 2],
    ['GENERAL CONDITIONS', 3],
  ]) {
    writer.paragraph(`${entry} ............................................................ ${page}`);
  }
  writer.heading('AGREEMENT');
  writer.paragraph('We agree with you, in return for your premium payment, to insure you subject to all the terms of this policy.');
  writer.heading('DEFINITIONS');
  writer.paragraph('The following definitions apply throughout this policy. Defined terms are in bold type.');
  writer.paragraph(
    [{ text: 'You and your', bold: true }, { text: 'mean a named insured shown in the Declarations and the spouse of a named insured.' }],
    {
      label: 'A.',
      mark: { kind: 'definition', terms: ['you', 'your'] },
    },
  );
  writer.paragraph('In addition, we define these words and phrases:', { label: 'B.' });
  const terms = [
    [
      'Actual cash value.',
      'actual cash value',
      'This means the value of the damaged property at the time of loss, less a deduction for depreciation.',
    ],
    ['Declarations.', 'declarations', 'This means the pages showing your coverage, limits, covered property and premiums.'],
    ['Household.', 'household', 'This means the persons who are residents of your housing unit.'],
    ['Insured:', 'insured', 'a. This means you, and a household member who is a relative or under the age of 21 and in your care.'],
    ['Limit.', 'limit', 'This means the maximum dollar amount of insurance provided by this policy for a coverage.'],
    [
      'Pollutant.',
      'pollutant',
      'This means any contaminant or irritant, including smoke, vapor, soot, fumes, acids, alkalis, chemicals and waste.',
    ],
  ];
  // Numbered 1.–3., then 6.–8.: definitions 4. and 5. are not in the file, as when a page of the form is left out.
  terms.forEach(([printed, term, text], index) => {
    const label = `${index < 3 ? index + 1 : index + 3}.`;
    if (index === 3) writer.mark({ kind: 'numbering-gap', label });
    writer.paragraph([{ text: printed, bold: true }, { text }], {
      label,
      level: 1,
      mark: { kind: 'definition', terms: [term] },
    });
  });
  writer.heading('SECTION I – PROPERTY WE COVER');
  writer.paragraph([{ text: 'Coverage C – Personal Property', bold: true }], { label: 'A.' });
  writer.paragraph(
    'Special limits apply to the types of property listed below. These special limits do not increase the Coverage C limit. The limit for each type applies to the total of all property within the type.',
    { label: '1.', level: 1 },
  );
  writer.paragraph('$300 is the total limit for:', { label: 'a.', level: 2, mark: { kind: 'special-limit', label: 'A.1.a', amount: 300 } });
  writer.paragraph('money, bank notes, bullion;', { label: '(1)', level: 3 });
  writer.paragraph('scrip, coins, medals; and', { label: '(2)', level: 3 });
  writer.paragraph('stored value cards and smart cards.', { label: '(3)', level: 3 });
  writer.paragraph('$1,500 is the total limit, unless a limit is shown in the Declarations, for business property.', {
    label: 'b.',
    level: 2,
    mark: { kind: 'special-limit', label: 'A.1.b', amount: 1500 },
  });
  writer.paragraph('Special limits apply to loss caused by Theft to the types of property listed below.', { label: '2.', level: 1 });
  writer.paragraph('$5,000 is the total limit for firearms and related equipment, parts, and accessories.', {
    label: 'a.',
    level: 2,
    mark: { kind: 'special-limit', label: 'A.2.a', amount: 5000, theft: true },
  });
  writer.paragraph(
    'A special limit applies to loss caused by Artificially Generated Electrical Current. $1,200 is the limit for each item of covered property damaged by this Peril.',
    {
      label: '3.',
      level: 1,
      mark: { kind: 'special-limit', label: 'A.3', amount: 1200 },
    },
  );
  writer.heading('SECTION I – LOSSES INSURED');
  writer.paragraph(
    'We insure for accidental direct physical loss to the property described in Coverage A, except as provided in SECTION I – LOSSES NOT INSURED.',
    { label: '1.' },
  );
  writer.heading('SECTION I – LOSSES NOT INSURED');
  writer.paragraph('The Following Exclusions Apply To All Section I Coverage:', { label: 'A.' });
  writer.paragraph('We do not insure for loss consisting of, or caused directly or indirectly by any of the following:', { level: 1 });
  const exclusions = [
    [
      'Earth Movement.',
      'Earth Movement',
      'This means any loss caused by, resulting from, contributed to, or aggravated by earthquake or landslide.',
    ],
    [
      'Fungi Or Bacteria,',
      'Fungi Or Bacteria',
      'except as in Section I – Additional Coverage. This means the presence, growth or spread of fungi or bacteria.',
    ],
    [
      'Neglect.',
      'Neglect',
      'This means neglect of any insured to use all reasonable means to save and preserve property at and after the time of a loss.',
    ],
  ];
  exclusions.forEach(([printed, heading, text], index) => {
    writer.paragraph(`${printed} ${text}`, {
      label: `${index + 1}.`,
      level: 1,
      mark: { kind: 'exclusion', section: 'I', number: `A.${index + 1}`, heading, printed: true },
    });
  });
  writer.heading('GENERAL CONDITIONS');
  writer.paragraph(
    [
      { text: 'Suit Against Us.', bold: true },
      {
        text: 'We may not be sued unless there has been full compliance with all the terms of this policy. Suit must be brought within 12 months after the date of loss.',
      },
    ],
    {
      label: '1.',
      mark: { kind: 'condition', condition: 'suit-against-us', limit: [12, 'months'] },
    },
  );
  return { writer, form: 'HO 80 03 01 14' };
}
