/**
 * ISO's homeowners form in the corpus.
 *
 * homeowners-two-column.pdf — quirks: two columns on every page; a diagonal 'SAMPLE' stamp turned +45 degrees and
 *   a 'VOID' stamp turned -45 (pdf.js returns each as one rotated run); quoted defined terms, '"you" and "your"'
 *   defined in one sentence (two terms); a definition that starts at the foot of the left column and ends at the
 *   top of the right one, and one that runs onto the next page; ISO's special limits of liability ('$200 on money',
 *   '$1,500 for loss by theft of jewelry'), one going on past its first sentence; exclusions nested A./1./a. with printed headings
 *   (Section I) and without (Section II, F.: first words only); a deductible clause pointing to the Declarations;
 *   claim conditions (duties after loss, appraisal, loss settlement, suit against us within two years); footer
 *   'HO 00 03 10 00 … Page N of M'.
 */
import { PolicyWriter } from './writer.mjs';

const filler = (subject) =>
  `This provision applies to ${subject} as stated in this policy and is subject to all the other terms, conditions and exclusions of this policy that apply to it. Where another provision of this policy gives a narrower meaning for one coverage, that meaning applies to that coverage only, and ${subject} stays as stated here for every other coverage.`;

export async function homeownersTwoColumn() {
  const writer = new PolicyWriter({
    title: 'Homeowners 3 – Special Form',
    columns: 2,
    // pdfkit turns clockwise for a positive angle: the page shows 'SAMPLE' rising at 45 degrees, 'VOID' falling.
    watermarks: [
      { text: 'SAMPLE', angle: -45 },
      { text: 'VOID', angle: 45 },
    ],
    footer: (page, pages) => `HO 00 03 10 00          Copyright, Example Forms Office, 2024          Page ${page} of ${pages}`,
  });
  writer.title('HOMEOWNERS 3 – SPECIAL FORM');
  writer.heading('AGREEMENT');
  writer.paragraph(
    'We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy.',
  );
  writer.heading('DEFINITIONS');
  writer.paragraph(
    'In this policy, "you" and "your" refer to the "named insured" shown in the Declarations and the spouse if a resident of the same household. "We", "us" and "our" refer to the Company providing this insurance.',
    {
      label: 'A.',
      mark: { kind: 'definition', terms: ['you', 'your', 'we', 'us', 'our'] },
    },
  );
  writer.paragraph('In addition, certain words and phrases are defined as follows:', { label: 'B.' });
  const definitions = [
    [
      'bodily injury',
      '"Bodily injury" means bodily harm, sickness or disease, including required care, loss of services and death that results.',
    ],
    [
      'business',
      '"Business" means a trade, profession or occupation engaged in on a full-time, part-time or occasional basis, or any other activity engaged in for money or other compensation.',
    ],
    [
      'employee',
      '"Employee" means an employee of an "insured", or an employee leased to an "insured" by a labor leasing firm under an agreement between an "insured" and the labor leasing firm.',
    ],
    [
      'insured',
      '"Insured" means you and residents of your household who are your relatives, or other persons under the age of 21 and in the care of any person named above.',
    ],
    [
      'insured location',
      '"Insured location" means the "residence premises", and the part of other premises, other structures and grounds used by you as a residence and shown in the Declarations.',
    ],
    [
      'motor vehicle',
      '"Motor vehicle" means a self-propelled land or amphibious vehicle, or any trailer or semitrailer which is being carried on, towed by or hitched for towing by a vehicle.',
    ],
    [
      'occurrence',
      '"Occurrence" means an accident, including continuous or repeated exposure to substantially the same general harmful conditions, which results during the policy period in "bodily injury" or "property damage".',
    ],
    ['property damage', '"Property damage" means physical injury to, destruction of, or loss of use of tangible property.'],
    [
      'residence employee',
      '"Residence employee" means an employee of an "insured", or an employee leased to an "insured" by a labor leasing firm, whose duties are related to the maintenance or use of the "residence premises".',
    ],
    [
      'residence premises',
      '"Residence premises" means the one family dwelling where you reside, the two, three or four family dwelling where you reside in at least one of the family units, or that part of any other building where you reside.',
    ],
    [
      'fungi',
      '"Fungi" means any type or form of fungus, including mold or mildew, and any mycotoxins, spores, scents or by-products produced or released by fungi.',
    ],
  ];
  const split = [];
  definitions.forEach(([term, text], index) => {
    const [page, column] = [writer.pages, writer.column];
    const last = filler(`the meaning of "${term}"`);
    writer.paragraph(text, { label: `${index + 1}.`, level: 1, mark: { kind: 'definition', terms: [term] } });
    writer.paragraph(last, { level: 2 });
    if (writer.pages !== page || writer.column !== column)
      split.push({ term, ends: last.split(' ').slice(-12).join(' '), page: writer.pages !== page });
  });
  // The quirks this form is for: a definition carried over to the next column, and one over to the next page.
  if (!split.some((entry) => !entry.page) || !split.some((entry) => entry.page))
    throw new Error(`homeowners-two-column: a definition must run over a column and one over a page: ${JSON.stringify(split)}`);
  writer.heading('SECTION I – PROPERTY COVERAGES');
  writer.paragraph('Coverage A – Dwelling. We cover the dwelling on the "residence premises" shown in the Declarations.', { label: 'A.' });
  writer.paragraph(
    'Coverage C – Personal Property. We cover personal property owned or used by an "insured" while it is anywhere in the world.',
    {
      label: 'B.',
    },
  );
  writer.paragraph([{ text: 'Special Limits Of Liability', bold: true }], { label: '1.', level: 1 });
  writer.paragraph(
    'The special limit for each category shown below is the total limit for each loss for all property in that category. These special limits do not increase the Coverage C limit of liability.',
    { level: 2 },
  );
  for (const [label, amount, text, theft] of [
    ['a', 200, '$200 on money, bank notes, bullion, gold other than goldware, coins, medals, scrip and stored value cards.'],
    [
      'b',
      1500,
      '$1,500 on securities, accounts, deeds, evidences of debt, letters of credit, passports, tickets and stamps. This dollar limit applies to these categories regardless of the medium on which the material exists.',
    ],
    ['c', 1500, '$1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.', true],
  ]) {
    writer.paragraph(text, {
      label: `${label}.`,
      level: 2,
      mark: { kind: 'special-limit', label: `B.1.${label}`, amount, theft: theft ?? false },
    });
  }
  writer.heading('DEDUCTIBLE');
  writer.paragraph(
    'Unless otherwise noted in this policy, the following deductible provision applies: we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations.',
    {
      mark: { kind: 'deductible-clause' },
    },
  );
  writer.heading('SECTION I – EXCLUSIONS', { mark: { kind: 'part' } });
  writer.paragraph(
    'We do not insure for loss caused directly or indirectly by any of the following. Such loss is excluded regardless of any other cause or event contributing concurrently or in any sequence to the loss.',
    { label: 'A.' },
  );
  const sectionOne = [
    [
      'Ordinance Or Law',
      'Ordinance Or Law means any ordinance or law requiring or regulating the construction, demolition, remodeling, renovation or repair of property.',
    ],
    [
      'Earth Movement',
      'Earth Movement means earthquake, including land shock waves or tremors before, during or after a volcanic eruption; landslide, mudslide or mudflow; subsidence or sinkhole.',
    ],
    [
      'Water Damage',
      'Water Damage means flood, surface water, waves, tidal water, overflow of a body of water, or water which backs up through sewers or drains.',
    ],
  ];
  sectionOne.forEach(([heading, text], index) => {
    writer.paragraph([{ text: heading, bold: true }], {
      label: `${index + 1}.`,
      level: 1,
      mark: { kind: 'exclusion', section: 'I', number: `A.${index + 1}`, heading, printed: true },
    });
    writer.paragraph(text, { level: 2 });
  });
  writer.paragraph(
    'We do not insure for loss to property described in Coverages A and B caused by any of the following. However, any ensuing loss not precluded by any other provision in this policy is covered.',
    { label: 'B.' },
  );
  writer.paragraph(
    'Weather conditions. However, this exclusion only applies if weather conditions contribute in any way with a cause or event excluded in A. above to produce the loss.',
    {
      label: '1.',
      level: 1,
      mark: { kind: 'exclusion', section: 'I', number: 'B.1', heading: 'Weather conditions', printed: false },
    },
  );
  writer.paragraph('Acts or decisions, including the failure to act or decide, of any person, group, organization or governmental body.', {
    label: '2.',
    level: 1,
    mark: { kind: 'exclusion', section: 'I', number: 'B.2', heading: 'Acts or decisions', printed: false },
  });
  writer.heading('SECTION I – CONDITIONS');
  writer.paragraph([{ text: 'Duties After Loss', bold: true }], {
    label: 'A.',
    mark: { kind: 'condition', condition: 'duties-after-loss' },
  });
  writer.paragraph(
    'In case of a loss to covered property, we have no duty to provide coverage under this policy if the failure to comply with the following duties is prejudicial to us: give prompt notice to us or our agent.',
    { level: 1 },
  );
  writer.paragraph([{ text: 'Loss Settlement', bold: true }], { label: 'B.', mark: { kind: 'condition', condition: 'loss-settlement' } });
  writer.paragraph(
    'Covered property losses are settled at replacement cost without deduction for depreciation for buildings, and at actual cash value at the time of loss for personal property.',
    { level: 1 },
  );
  writer.paragraph([{ text: 'Appraisal', bold: true }], { label: 'C.', mark: { kind: 'condition', condition: 'appraisal' } });
  writer.paragraph(
    'If you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request.',
    { level: 1 },
  );
  writer.paragraph([{ text: 'Suit Against Us', bold: true }], {
    label: 'D.',
    mark: { kind: 'condition', condition: 'suit-against-us', limit: [2, 'years'] },
  });
  writer.paragraph(
    'No action can be brought against us unless there has been full compliance with all of the terms under Section I of this policy and the action is started within two years after the date of loss.',
    { level: 1 },
  );
  writer.heading('SECTION II – EXCLUSIONS');
  writer.paragraph('Coverage E does not apply to:', { label: 'F.' });
  writer.paragraph(
    'Liability for any loss assessment charged against you as a member of an association, corporation or community of property owners.',
    {
      label: '1.',
      level: 1,
      mark: { kind: 'exclusion', section: 'II', number: 'F.1', heading: null, printed: false },
    },
  );
  writer.paragraph(
    '"Property damage" to property owned by an "insured", including costs incurred by an "insured" to repair, replace or restore such property.',
    {
      label: '2.',
      level: 1,
      mark: { kind: 'exclusion', section: 'II', number: 'F.2', heading: null, printed: false },
    },
  );
  writer.paragraph('"Bodily injury" to you or an "insured" as defined under Definitions 5.a. or b.', {
    label: '3.',
    level: 1,
    mark: { kind: 'exclusion', section: 'II', number: 'F.3', heading: null, printed: false },
  });
  return { writer, form: 'HO 00 03 10 00', split, absent: ['SAMPLE', 'VOID'] };
}
