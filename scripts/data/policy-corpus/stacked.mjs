/**
 * stacked-policy.pdf — a policy as a carrier's portal prints it into one PDF, four documents one after another,
 * told apart only by the numbers and titles they print. Quirks: a claim system's print of the limits, deductibles
 * and forms first, with no form number on its page; the form behind a cover page that prints no number, its own
 * pages numbered in its footer (the cover, numbered by nothing, goes with the report before it: the form begins
 * where its number does); an amendatory endorsement set in another typeface (its regular type is not bold),
 * whose first page prints its title and opening sentence ('except as changed by this endorsement') but no number,
 * its second page the number; a one-page endorsement under ISO's banner. The endorsements' changes point back
 * at the form ('changed by HO 81 17 02 23'); a form the report lists and the file lacks is reported missing.
 */
import { PolicyWriter } from './writer.mjs';

const FORM = 'HO 80 03 01 14';
const AMENDATORY = 'HO 81 17 02 23';
const WATER = 'HO 04 95 10 00';

/** Each document's footer from its first page on: its number (none for the report and the cover) and its page count. */
function footers(starts) {
  return (page, pages) => {
    const at = starts.findLastIndex(([start]) => start <= page);
    const [start, number] = starts[at];
    const end = (starts[at + 1]?.[0] ?? pages + 1) - 1;
    const label = `Page ${page - start + 1} of ${end - start + 1}`;
    if (number === null) return '';
    if (typeof number === 'function') return number(page - start + 1, label);
    return `${number}          ${label}`;
  };
}

function claimReport(writer) {
  writer.title('Claim Information Report', { mark: { kind: 'document', document: 'declarations' } });
  writer.row([{ x: 44, text: 'Policy Level Deductibles:', bold: true }]);
  writer.row(
    [
      { x: 129, text: 'Wind / Hail Deductible' },
      { x: 355, text: '$2,874' },
      { x: 398, text: '1%' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'wind-hail', amount: 2874, percent: 1, dollars: 2874 } },
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
  for (const [label, printed, amount] of [
    ['Coverage A - Dwelling', 'Per Occurrence- $287,400 Limit Percentage- 100%', 287_400],
    ['Coverage C - Personal Property', 'Per Occurrence- $143,700', 143_700],
    ['Coverage E - Personal Liability', 'Per Occurrence- $300,000', 300_000],
  ]) {
    writer.row(
      [
        { x: 129, text: label },
        { x: 327, text: printed },
      ],
      { mark: { kind: 'coverage', label, amount } },
    );
  }
  writer.space();
  writer.row([{ x: 44, text: 'Forms and Endorsements:', bold: true }]);
  for (const [number, title] of [
    [FORM, 'Homeowners Form'],
    [AMENDATORY, 'Indiana Amendatory Endorsement'],
    [WATER, 'Water Back-Up And Sump Discharge Or Overflow'],
    ['HO 04 90 05 11', 'Personal Property Replacement Cost'],
  ]) {
    writer.row(
      [
        { x: 129, text: number },
        { x: 230, text: title },
      ],
      { mark: { kind: 'form-listed', number } },
    );
  }
}

/** The form behind its cover; the document begins at the cover where the cover prints the form's number. */
function homeownersForm(writer, { numberedCover = false } = {}) {
  const begins = { kind: 'document', document: 'policy-form' };
  writer.title('HOMEOWNERS POLICY', { size: 20, mark: numberedCover ? begins : undefined });
  writer.row([{ x: 230, text: 'Example Mutual Insurance Company' }]);
  writer.newPage();
  writer.title('HOMEOWNERS FORM', { mark: numberedCover ? undefined : begins });
  writer.heading('DEFINITIONS');
  writer.paragraph(
    [{ text: 'You', bold: true }, { text: 'and' }, { text: 'your', bold: true }, { text: 'mean the person named in the Declarations.' }],
    {
      label: '1.',
      mark: { kind: 'definition', terms: ['you', 'your'] },
    },
  );
  for (const [index, term, text] of [
    [2, 'Limit', 'means the amount of insurance shown in the Declarations for a coverage.'],
    [3, 'Occurrence', 'means an accident, including continuous or repeated exposure to substantially the same harmful conditions.'],
    [4, 'Residence premises', 'means the dwelling where you reside, shown as the residence premises in the Declarations.'],
  ]) {
    writer.paragraph([{ text: term, bold: true }, { text }], {
      label: `${index}.`,
      mark: { kind: 'definition', terms: [term.toLowerCase()] },
    });
  }
  writer.heading('SECTION I – EXCLUSIONS');
  writer.paragraph('We do not cover loss to any property resulting directly or indirectly from any of the following:');
  for (const [index, heading, text] of [
    [1, 'Earth Movement.', 'Earth movement means earthquake, landslide, mudflow, subsidence or sinkhole, however caused.'],
    [2, 'Water Damage.', 'Water damage means flood, surface water, waves, or water which backs up through sewers or drains.'],
    [3, 'Neglect.', 'Neglect means neglect of an insured to use all reasonable means to save and preserve property.'],
  ]) {
    writer.paragraph([{ text: heading, bold: true }, { text }], {
      label: `${index}.`,
      mark: { kind: 'exclusion', section: 'I', number: String(index), heading: heading.replace(/\.$/, ''), printed: true },
    });
  }
  writer.heading('SECTION I – CONDITIONS');
  writer.paragraph(
    [
      { text: 'Deductible.', bold: true },
      { text: 'We will pay only the part of a loss that exceeds the deductible shown in the Declarations.' },
    ],
    {
      label: '1.',
      mark: { kind: 'deductible-clause' },
    },
  );
  writer.paragraph(
    [
      { text: 'Suit Against Us.', bold: true },
      { text: 'No suit can be brought against us unless it is started within one year after the loss.' },
    ],
    { label: '2.', mark: { kind: 'condition', condition: 'suit-against-us', limit: [1, 'years'] } },
  );
}

function amendatoryEndorsement(
  writer,
  opening = 'The terms of the policy apply except as changed by this endorsement. Please read it carefully.',
) {
  writer.face = 'times';
  writer.title('INDIANA AMENDATORY ENDORSEMENT', { mark: { kind: 'document', document: 'endorsement' } });
  writer.paragraph(opening);
  writer.heading('DEFINITIONS', { across: true });
  writer.paragraph('Limit is deleted and replaced by the following:', {
    mark: { kind: 'amendment', action: 'replaced', key: 'Limit', changes: { kind: 'definition', heading: 'limit' } },
  });
  writer.paragraph(
    [{ text: 'Limit.', bold: true }, { text: 'This means the most we will pay for a coverage, as shown in the Declarations.' }],
    {
      mark: { kind: 'definition', terms: ['limit'] },
    },
  );
  writer.newPage();
  writer.heading('SECTION I – EXCLUSIONS', { across: true });
  writer.paragraph('Water Damage is deleted and replaced by the following:', {
    mark: { kind: 'amendment', action: 'replaced', key: 'Water Damage', changes: { kind: 'exclusion', heading: 'Water Damage' } },
  });
  writer.paragraph(
    [
      { text: 'Water Damage.', bold: true },
      {
        text: 'We do not cover loss caused by flood, surface water or waves, whether or not driven by wind, or by water below the ground.',
      },
    ],
    { mark: { kind: 'exclusion', section: 'I', number: null, heading: 'Water Damage', printed: true, change: 'replaced' } },
  );
  writer.face = 'helvetica';
}

function waterEndorsement(writer) {
  writer.title('WATER BACK-UP AND SUMP DISCHARGE OR OVERFLOW', { mark: { kind: 'document', document: 'endorsement' } });
  writer.paragraph('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.');
  writer.heading('SECTION I – EXCLUSIONS', { across: true });
  writer.paragraph('Neglect is deleted.', {
    mark: { kind: 'amendment', action: 'deleted', key: 'Neglect', changes: { kind: 'exclusion', heading: 'Neglect' } },
  });
}

export async function stackedPolicy() {
  const starts = [];
  const writer = new PolicyWriter({ title: 'Homeowners policy, as printed from the carrier’s portal', footer: footers(starts) });
  const begin = (number) => {
    writer.newPage();
    starts.push([writer.pages, number]);
  };
  begin(null);
  claimReport(writer);
  begin(null);
  homeownersForm(writer);
  // The form numbers its pages from the one after its cover.
  starts.push([3, FORM]);
  begin((page, label) => (page === 1 ? '' : `${AMENDATORY}          ${label}`));
  amendatoryEndorsement(writer);
  begin(WATER);
  waterEndorsement(writer);
  return { writer, form: FORM, missing: ['HO 04 90 05 11'] };
}

/** Declarations that print amounts beside labels and list forms named without an edition. */
function bareDeclarations(writer) {
  writer.title('HOMEOWNERS POLICY DECLARATIONS', { mark: { kind: 'document', document: 'declarations' } });
  writer.row([{ x: 54, text: 'SECTION I COVERAGES', bold: true }]);
  for (const [label, amount] of [
    ['A Dwelling', 312_000],
    ['B Personal Property', 234_000],
  ]) {
    writer.row(
      [
        { x: 54, text: label },
        { right: 400, text: `$${amount.toLocaleString('en-US')}` },
      ],
      { mark: { kind: 'coverage', label, amount } },
    );
  }
  writer.space();
  writer.row([{ x: 54, text: 'DEDUCTIBLES – SECTION I', bold: true }]);
  writer.row(
    [
      { x: 54, text: 'All Losses' },
      { right: 400, text: '$2,500' },
    ],
    { mark: { kind: 'deductible', appliesTo: 'all-perils', amount: 2500, percent: null, dollars: null } },
  );
  writer.space();
  writer.row([{ x: 54, text: 'FORMS AND ENDORSEMENTS', bold: true }]);
  for (const [number, title] of [
    [BARE_FORM, 'Homeowners Policy'],
    [BARE_ENDORSEMENT, 'Amendatory Endorsement'],
    ['FE-5398', 'Back-up of Sewer or Drain Endorsement'],
  ]) {
    writer.row(
      [
        { x: 54, text: number },
        { x: 140, text: title },
      ],
      { mark: { kind: 'form-listed', number } },
    );
  }
}

const BARE_FORM = 'FP-7955';
const BARE_ENDORSEMENT = 'FE-5320';

/**
 * stacked-bare-numbers.pdf — a policy printed into one file whose forms print their number without an edition
 * (State Farm's 'FP-7955' in the form's footer): its declarations, the form, and an endorsement that opens 'This
 * endorsement is a part of your policy. Except for the changes it makes, all other terms of the policy remain the
 * same and apply to this endorsement.' (no ISO banner); a deductible 'All Losses'.
 */
export async function stackedBareNumbers() {
  const starts = [];
  const writer = new PolicyWriter({ title: 'Homeowners policy with forms named without editions', footer: footers(starts) });
  const begin = (number) => {
    writer.newPage();
    starts.push([writer.pages, number]);
  };
  begin(null);
  bareDeclarations(writer);
  begin(BARE_FORM);
  homeownersForm(writer, { numberedCover: true });
  begin(BARE_ENDORSEMENT);
  amendatoryEndorsement(
    writer,
    'This endorsement is a part of your policy. Except for the changes it makes, all other terms of the policy remain the same and apply to this endorsement.',
  );
  return { writer, form: BARE_FORM, missing: ['FE-5398'] };
}
