/**
 * The sample policy of the Policy Highlighter's "try a sample" (public/samples/sample-policy.pdf), also a corpus
 * fixture: one PDF holding the declarations page, a short homeowners form in two columns and one endorsement that
 * changes a definition and an exclusion of that form. Quirks: three documents in one file, each with its own form
 * number in its footer; the declarations list a form that is not in the file (reported missing); the endorsement's
 * changes point back at the form's definition and exclusion ('changed by HO 81 17 02 23').
 */
import { PolicyWriter } from './writer.mjs';

/** Each document's footer: its form number and its own page count. */
function footers(starts, pages) {
  const parts = [
    ['HO 17 32 12 22', starts[0]],
    ['HO 00 03 10 00', starts[1]],
    ['HO 81 17 02 23', starts[2]],
  ];
  return (page) => {
    const index = parts.findLastIndex(([, start]) => start <= page);
    const [form, start] = parts[index];
    const end = (parts[index + 1]?.[1] ?? pages + 1) - 1;
    return `${form}          Page ${page - start + 1} of ${end - start + 1}`;
  };
}

export async function samplePolicy() {
  const starts = [1];
  const writer = new PolicyWriter({ title: 'Sample homeowners policy', footer: (page, pages) => footers(starts, pages)(page) });
  writer.title('HOMEOWNERS POLICY DECLARATIONS', { mark: { kind: 'document', document: 'declarations' } });
  writer.row([
    { x: 54, text: 'Named Insured: Jordan Sample' },
    { x: 330, text: 'Policy Period: 01/01/2026 to 01/01/2027' },
  ]);
  writer.row([{ x: 54, text: 'Residence Premises: 1842 Palm Ave, Example City' }]);
  writer.space();
  writer.row([{ x: 54, text: 'SECTION I COVERAGES', bold: true }]);
  for (const [label, amount] of [
    ['Coverage A – Dwelling', '$312,000'],
    ['Coverage B – Other Structures', '$31,200'],
    ['Coverage C – Personal Property', '$156,000'],
    ['Coverage D – Loss Of Use', '$62,400'],
  ]) {
    writer.row(
      [
        { x: 54, text: label },
        { right: 400, text: amount },
      ],
      { mark: { kind: 'coverage', label, amount: Number(amount.replace(/[$,]/g, '')) } },
    );
  }
  writer.row([{ x: 54, text: 'SECTION II COVERAGES', bold: true }]);
  writer.row(
    [
      { x: 54, text: 'Coverage E – Personal Liability' },
      { right: 400, text: '$300,000' },
    ],
    { mark: { kind: 'coverage', label: 'Coverage E – Personal Liability', amount: 300_000 } },
  );
  writer.row(
    [
      { x: 54, text: 'Coverage F – Medical Payments' },
      { right: 400, text: '$5,000' },
    ],
    { mark: { kind: 'coverage', label: 'Coverage F – Medical Payments', amount: 5000 } },
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
  for (const [number, title] of [
    ['HO 00 03 10 00', 'Homeowners 3 – Special Form'],
    ['HO 81 17 02 23', 'State Amendatory Endorsement'],
    ['HO 04 90 05 11', 'Personal Property Replacement Cost'],
  ]) {
    writer.row(
      [
        { x: 54, text: number },
        { x: 140, text: title },
      ],
      { mark: { kind: 'form-listed', number } },
    );
  }

  writer.columns = 2;
  writer.newPage();
  starts.push(writer.pages);
  writer.title('HOMEOWNERS 3 – SPECIAL FORM', { mark: { kind: 'document', document: 'policy-form' } });
  writer.heading('DEFINITIONS');
  writer.paragraph(
    'In this policy, "you" and "your" refer to the "named insured" shown in the Declarations. "We", "us" and "our" refer to the Company providing this insurance.',
    {
      label: 'A.',
      mark: { kind: 'definition', terms: ['you', 'your', 'we', 'us', 'our'] },
    },
  );
  writer.paragraph('In addition, certain words and phrases are defined as follows:', { label: 'B.' });
  for (const [index, term, text] of [
    [
      1,
      'bodily injury',
      '"Bodily injury" means bodily harm, sickness or disease, including required care, loss of services and death that results.',
    ],
    [2, 'limit', '"Limit" means the amount of insurance shown in the Declarations for a coverage.'],
    [3, 'property damage', '"Property damage" means physical injury to, destruction of, or loss of use of tangible property.'],
  ]) {
    writer.paragraph(text, { label: `${index}.`, level: 1, mark: { kind: 'definition', terms: [term] } });
  }
  writer.heading('SECTION I – EXCLUSIONS');
  writer.paragraph('We do not insure for loss caused directly or indirectly by any of the following:', { label: 'A.' });
  for (const [index, heading, text] of [
    [1, 'Earth Movement', 'Earth Movement means earthquake, landslide, mudslide or mudflow, subsidence or sinkhole.'],
    [2, 'Water Damage', 'Water Damage means flood, surface water, waves, or water which backs up through sewers or drains.'],
    [
      3,
      'Neglect',
      'Neglect means neglect of an "insured" to use all reasonable means to save and preserve property at and after the time of a loss.',
    ],
  ]) {
    writer.paragraph([{ text: heading, bold: true }], {
      label: `${index}.`,
      level: 1,
      mark: { kind: 'exclusion', section: 'I', number: `A.${index}`, heading, printed: true },
    });
    writer.paragraph(text, { level: 2 });
  }
  writer.heading('SECTION I – CONDITIONS');
  writer.paragraph([{ text: 'Deductible', bold: true }], { label: 'A.', mark: { kind: 'deductible-clause' } });
  writer.paragraph(
    'We will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations.',
    { level: 1 },
  );
  writer.paragraph([{ text: 'Suit Against Us', bold: true }], {
    label: 'B.',
    mark: { kind: 'condition', condition: 'suit-against-us', limit: [2, 'years'] },
  });
  writer.paragraph('No action can be brought against us unless the action is started within two years after the date of loss.', {
    level: 1,
  });

  writer.columns = 1;
  writer.newPage();
  starts.push(writer.pages);
  writer.title('STATE AMENDATORY ENDORSEMENT', { mark: { kind: 'document', document: 'endorsement' } });
  writer.paragraph('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.');
  writer.heading('DEFINITIONS', { across: true });
  writer.paragraph('Limit is deleted and replaced by the following:', {
    mark: { kind: 'amendment', action: 'replaced', key: 'Limit', changes: { kind: 'definition', heading: 'limit' } },
  });
  writer.paragraph(
    [{ text: 'Limit.', bold: true }, { text: 'This means the maximum dollar amount of insurance provided by this policy for a coverage.' }],
    {
      mark: { kind: 'definition', terms: ['limit'] },
    },
  );
  writer.heading('SECTION I – EXCLUSIONS', { across: true });
  writer.paragraph('Water Damage is deleted and replaced by the following:', {
    mark: { kind: 'amendment', action: 'replaced', key: 'Water Damage', changes: { kind: 'exclusion', heading: 'Water Damage' } },
  });
  writer.paragraph(
    [
      { text: 'Water Damage.', bold: true },
      {
        text: 'We do not cover loss caused by flood, surface water, waves, or water which backs up through sewers or drains, whether or not driven by wind.',
      },
    ],
    {
      mark: { kind: 'exclusion', section: 'I', number: null, heading: 'Water Damage', printed: true, change: 'replaced' },
    },
  );
  return { writer, form: 'HO 00 03 10 00', missing: ['HO 04 90 05 11'] };
}
