/** @jest-environment node */
import { readPolicy } from '@/lib/policy/read';
import { column, pageOf, type Run } from './pages';

const read = (name: string, pages: readonly (readonly Run[])[]) =>
  readPolicy([{ name, pages: pages.map((runs, index) => pageOf(index + 1, runs)) }]);
const footer = (page: number): Run[] => [{ x: 50, y: 760, text: `HO 00 03 10 00 Page ${page} of 2`, size: 8 }];

describe('the policy reader on small pages', () => {
  const form = read('form.pdf', [
    [
      ...column(200, 60, [{ text: 'HOMEOWNERS 3 – SPECIAL FORM', size: 14 }]),
      ...column(50, 100, ['AGREEMENT', 'We will provide the insurance described in this policy.', '', 'DEFINITIONS']),
      ...column(50, 148, [
        'A. In this policy, "you" and "your" refer to the "named insured".',
        'B. In addition, certain words are defined as follows:',
      ]),
      ...column(65, 172, ['1. "Bodily injury" means bodily harm, sickness or disease.']),
      { x: 65, y: 184, text: '2.' },
      { x: 80, y: 184, text: 'Business', bold: true },
      { x: 125, y: 184, text: 'means a trade, profession or occupation.' },
      ...footer(1),
    ],
    [
      ...column(50, 100, ['SECTION I – EXCLUSIONS']),
      ...column(50, 124, ['A. We do not insure for loss caused directly or indirectly by any of the following:']),
      ...column(65, 136, [
        '1. Ordinance Or Law',
        'Ordinance Or Law means any ordinance or law.',
        '2. Weather conditions. However, this exclusion applies only if',
      ]),
      ...column(80, 172, ['weather conditions contribute to the loss.']),
      ...column(50, 200, ['SECTION I – CONDITIONS']),
      ...column(65, 212, [
        '7. Suit Against Us',
        'No action can be brought against us unless it is started within two years after the date of loss.',
      ]),
      ...column(65, 248, ['8. Deductible', 'We pay only that part of the loss over the deductible shown in the Declarations.']),
      ...footer(2),
    ],
  ]);

  it('reads defined terms, quoted or bold, "you" and "your" as two', () => {
    expect(form.definitions.map((definition) => [definition.term, definition.page])).toEqual([
      ['you', 1],
      ['your', 1],
      ['bodily injury', 1],
      ['business', 1],
    ]);
    expect(form.definitions[2]!.quote.boxes[0]).toMatchObject({ page: 1, x0: 80, y0: 164 });
  });

  it('ends each definition where the next item starts: not at the next label, nor over the list it introduces', () => {
    expect(form.definitions.map((definition) => [definition.term, definition.text])).toEqual([
      ['you', '"you" and "your" refer to the "named insured".'],
      ['your', '"you" and "your" refer to the "named insured".'],
      ['bodily injury', '"Bodily injury" means bodily harm, sickness or disease.'],
      ['business', 'Business means a trade, profession or occupation.'],
    ]);
  });

  it('reads exclusions with their printed heading, or their first words', () => {
    expect(form.exclusions.map((exclusion) => [exclusion.section, exclusion.number, exclusion.heading, exclusion.headingPrinted])).toEqual([
      ['I', 'A.1', 'Ordinance Or Law', true],
      ['I', 'A.2', 'Weather conditions', false],
    ]);
  });

  it('reads the claim conditions, the suit time limit and the deductible clause', () => {
    expect(form.conditions.map((condition) => [condition.kind, condition.timeLimit?.amount, condition.timeLimit?.unit])).toEqual([
      ['suit-against-us', 2, 'years'],
    ]);
    expect(form.deductibles).toMatchObject([{ appliesTo: 'all-perils', amount: null, inDeclarations: true, page: 2 }]);
    expect(form.documents[0]).toMatchObject({ kind: 'policy-form', form: 'HO 00 03 10 00' });
  });

  const declarations = read('declarations.pdf', [
    [
      ...column(200, 60, [{ text: 'HOMEOWNERS POLICY DECLARATIONS', size: 14 }]),
      { x: 50, y: 120, text: 'Coverage A – Dwelling' },
      { x: 300, y: 120, text: '$312,000' },
      { x: 50, y: 132, text: 'Coverage C – Personal Property' },
      { x: 300, y: 132, text: '$156,000' },
      { x: 50, y: 160, text: 'All Other Perils Deductible' },
      { x: 300, y: 160, text: '$1,000' },
      { x: 50, y: 172, text: 'Windstorm or Hail Deductible' },
      { x: 300, y: 172, text: '2% of Coverage A' },
      ...column(50, 200, [
        'SCHEDULE OF FORMS AND ENDORSEMENTS',
        'HO 00 03 10 00 Homeowners 3 – Special Form',
        'HO 04 90 05 11 Personal Property Replacement Cost',
      ]),
    ],
  ]);

  it('reads limits beside their labels, and a percentage deductible in dollars', () => {
    expect(declarations.coverages.map((coverage) => [coverage.label, coverage.amount, coverage.code])).toEqual([
      ['Coverage A – Dwelling', 312_000, 'A'],
      ['Coverage C – Personal Property', 156_000, 'C'],
    ]);
    expect(
      declarations.deductibles.map((deductible) => [
        deductible.appliesTo,
        deductible.amount,
        deductible.percent,
        deductible.percentOf?.dollars ?? null,
      ]),
    ).toEqual([
      ['all-other-perils', 1000, null, null],
      ['wind-hail', null, 2, 6240],
    ]);
  });

  it('lists the forms the declarations name, and those not given', () => {
    expect(declarations.formsListed.map((form) => [form.number, form.title])).toEqual([
      ['HO 00 03 10 00', 'Homeowners 3 – Special Form'],
      ['HO 04 90 05 11', 'Personal Property Replacement Cost'],
    ]);
    expect(declarations.formsMissing).toHaveLength(2);
    expect(declarations.documents[0]!.kind).toBe('declarations');
  });

  it('reads nothing of an estimate as a policy', () => {
    const estimate = read('estimate.pdf', [
      column(50, 100, [
        'ESTIMATE',
        'Line Item QTY Unit Price RCV Depreciation ACV',
        '1. Tear off shingles 24.00 SQ 65.00 1,560.00 0.00 1,560.00',
        'Coverage A – Dwelling Line Item Totals 1,560.00',
        'Net Claim 1,560.00',
      ]),
    ]);
    expect(estimate.documents[0]!.kind).toBe('estimate');
    expect(estimate.coverages).toEqual([]);
  });
});
