/** @jest-environment node */
import { indexCsv, indexRows } from '@/components/islands/policy/policy-index-rows';
import { formatMoney } from '@/components/islands/policy/policy-values';
import { entriesOnPage, policyEntries, problemText, type PolicyEntry } from '@/components/islands/policy/policy-words';
import { policyCopy } from '@/content/policy-highlighter-copy';
import type { Box, PolicyReading, Quote } from '@/lib/policy/types';
import { fillTemplate } from '@/lib/template';

const words = policyCopy.items;
const box = (page: number, y = 100): Box => ({ page, x0: 50, y0: y, x1: 300, y1: y + 10 });
const quote = (text: string, ...boxes: Box[]): Quote => ({ text, boxes: boxes.length > 0 ? boxes : [box(1)] });
const at = (page: number, text: string, document = 'policy.pdf') => ({ document, page, quote: quote(text, box(page)) });

/** A small reading: a declarations page, a form and an endorsement that replaces one of its definitions. */
const reading: PolicyReading = {
  documents: [
    {
      name: 'policy.pdf',
      kind: 'policy-with-declarations',
      signs: [],
      pages: 4,
      blankPages: [],
      form: 'HO 00 03 10 00',
      pageLabels: [],
      contains: [],
    },
  ],
  coverages: [
    {
      ...at(1, 'Coverage A – Dwelling $312,000'),
      form: null,
      label: 'Coverage A – Dwelling',
      code: 'A',
      where: null,
      amount: 312_000,
      percent: null,
      terms: null,
    },
    {
      ...at(1, 'Business Income ACTUAL LOSS SUSTAINED'),
      form: null,
      label: 'Business Income',
      code: null,
      where: 'Building 2',
      amount: null,
      percent: null,
      terms: 'ACTUAL LOSS SUSTAINED',
    },
  ],
  deductibles: [
    {
      ...at(1, 'Windstorm or Hail Deductible 2% of Coverage A'),
      form: null,
      appliesTo: 'wind-hail',
      label: 'Windstorm or Hail Deductible',
      where: null,
      amount: null,
      percent: 2,
      percentOf: { coverage: 'Coverage A – Dwelling', limit: 312_000, dollars: 6240 },
      minimum: null,
      inDeclarations: false,
    },
    {
      ...at(1, 'Hurricane 2% subject to a minimum of $5000.00'),
      form: null,
      appliesTo: 'hurricane',
      label: 'Hurricane',
      where: null,
      amount: null,
      percent: 2,
      percentOf: null,
      minimum: 5000,
      inDeclarations: false,
    },
    {
      ...at(2, 'Deductible'),
      form: 'HO 00 03 10 00',
      appliesTo: 'all-perils',
      label: 'Deductible',
      where: null,
      amount: null,
      percent: null,
      percentOf: null,
      minimum: null,
      inDeclarations: true,
    },
  ],
  specialLimits: [
    {
      ...at(2, 'e. $1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.'),
      form: 'HO 00 03 10 00',
      label: 'C.3.e',
      amount: 1500,
      property: 'loss by theft of jewelry, watches, furs, precious and semiprecious stones',
      theft: true,
    },
  ],
  definitions: [
    {
      ...at(2, '"Limit"'),
      form: 'HO 00 03 10 00',
      term: 'limit',
      printed: '"Limit"',
      text: '"Limit" means the amount of insurance shown in the Declarations.',
      change: null,
    },
  ],
  exclusions: [
    {
      ...at(3, '1. Motor vehicle liability, if at the time'),
      form: 'HO 00 03 10 00',
      section: 'II',
      part: 'SECTION II – EXCLUSIONS',
      number: 'A.1',
      heading: 'Motor vehicle liability',
      headingPrinted: false,
      text: 'Motor vehicle liability, if at the time…',
      change: null,
      replaces: null,
    },
    {
      // Continues on page 3.
      document: 'policy.pdf',
      page: 2,
      quote: quote('2. Water Damage, meaning flood, "surface water", waves', box(2, 700), box(3, 60)),
      form: 'HO 00 03 10 00',
      section: 'I',
      part: 'SECTION I – EXCLUSIONS',
      number: 'A.2',
      heading: 'Water Damage',
      headingPrinted: true,
      text: 'Water Damage, meaning flood, "surface water", waves',
      change: null,
      replaces: null,
    },
  ],
  formsPresent: [
    {
      ...at(2, 'HO 00 03 10 00 Page 1 of 2'),
      number: 'HO 00 03 10 00',
      base: 'HO 00 03',
      edition: '10 00',
      title: 'HOMEOWNERS 3 – SPECIAL FORM',
    },
  ],
  formsListed: [
    {
      ...at(1, 'HO 00 03 10 00 Homeowners 3'),
      number: 'HO 00 03 10 00',
      base: 'HO 00 03',
      edition: '10 00',
      title: 'Homeowners 3',
      pages: [1],
      given: 'policy.pdf',
    },
    {
      ...at(1, 'HO 04 90 05 11 Personal Property'),
      number: 'HO 04 90 05 11',
      base: 'HO 04 90',
      edition: '05 11',
      title: 'Personal Property',
      pages: [1],
      given: null,
    },
  ],
  formsMissing: [],
  amendments: [
    {
      ...at(4, 'Limit is deleted and replaced by the following:'),
      form: 'HO 81 17 02 23',
      action: 'replaced',
      section: 'DEFINITIONS',
      paragraph: null,
      heading: 'Limit',
      when: null,
      wording: at(4, 'Limit. This means the maximum dollar amount.'),
    },
  ],
  changedBy: [
    {
      target: { kind: 'definition', document: 'policy.pdf', page: 2, heading: 'limit' },
      endorsement: 'HO 81 17 02 23',
      document: 'policy.pdf',
      page: 4,
      action: 'replaced',
    },
  ],
  conditions: [
    {
      ...at(3, 'Suit Against Us No action can be brought unless started within two years after the date of loss.'),
      form: 'HO 00 03 10 00',
      kind: 'suit-against-us',
      heading: 'Suit Against Us',
      text: 'No action can be brought unless started within two years after the date of loss.',
      basis: [],
      timeLimit: { amount: 2, unit: 'years', printed: 'two years after the date of loss' },
      schedule: null,
    },
  ],
  worthALook: [{ ...at(4, 'WATER BACKUP EXCLUSION'), kind: 'possible-exclusion', text: 'WATER BACKUP EXCLUSION' }],
};

const entries = policyEntries(reading, words);
const byKey = (key: string) => entries.find((entry) => entry.key === key)!;

describe('the policy reading in words', () => {
  it('lists the declarations first and what is unsure last, exclusions by section', () => {
    expect(entries.map((entry) => entry.key)).toEqual([
      'coverage-0',
      'coverage-1',
      'deductible-0',
      'deductible-1',
      'deductible-2',
      'special-0',
      'listed-0',
      'listed-1',
      'form-0',
      'amendment-0',
      'condition-0',
      'definition-0',
      'exclusion-1',
      'exclusion-0',
      'worth-0',
    ]);
    expect(byKey('exclusion-1').group).toBe(words.exclusionGroups.I);
    expect(byKey('exclusion-0').group).toBe(words.exclusionGroups.II);
  });

  it('gives each limit as printed, and says so when the row prints no amount', () => {
    expect(byKey('coverage-0')).toMatchObject({ item: 'Coverage A – Dwelling', value: '$312,000', page: 1 });
    expect(byKey('coverage-1')).toMatchObject({
      item: `Business Income${words.target.separator}Building 2`,
      value: 'ACTUAL LOSS SUSTAINED',
    });
  });

  it('gives each deductible with what it applies to, a percentage in dollars only where its base is stated', () => {
    expect(byKey('deductible-0')).toMatchObject({
      item: words.perils['wind-hail'],
      value: fillTemplate(words.money.percentOf, { percent: '2', coverage: 'Coverage A – Dwelling', limit: '$312,000', dollars: '$6,240' }),
    });
    expect(byKey('deductible-1').value).toBe(fillTemplate(words.money.minimum, { value: '2%', minimum: '$5,000' }));
    expect(byKey('deductible-2').value).toBe(words.money.inDeclarations);
  });

  it('gives each special limit with its item in the form, its amount, and when it is for theft only', () => {
    expect(byKey('special-0')).toMatchObject({
      // Named by its first kinds of property; its words are quoted whole.
      item: fillTemplate(words.special.item, { label: 'C.3.e', property: 'loss by theft of jewelry, watches, furs…' }),
      value: `$1,500${words.target.separator}${words.special.theft}`,
      page: 2,
    });
  });

  it('links an endorsement’s change and the definition it replaces, both ways, each to the other’s page', () => {
    expect(byKey('amendment-0')).toMatchObject({
      item: `DEFINITIONS${words.target.separator}Limit`,
      value: fillTemplate(words.changedBy.replaced, { form: 'HO 81 17 02 23' }),
      text: 'Limit. This means the maximum dollar amount.',
      links: [{ document: 'policy.pdf', page: 2, key: 'definition-0' }],
    });
    expect(byKey('definition-0').links).toEqual([
      {
        label: fillTemplate(words.links.changedBy, {
          change: fillTemplate(words.changedBy.replaced, { form: 'HO 81 17 02 23' }),
          page: '4',
        }),
        document: 'policy.pdf',
        page: 4,
        key: 'amendment-0',
      },
    ]);
  });

  it('names an exclusion without a printed heading by its first words, and says so', () => {
    expect(byKey('exclusion-0').item).toBe(fillTemplate(words.firstWords, { words: 'Motor vehicle liability' }));
    expect(byKey('exclusion-1').item).toBe('Water Damage');
  });

  it('marks a listed form that none of the files prints', () => {
    expect(byKey('listed-1').missing).toBe(true);
    expect(byKey('listed-1').value).toContain(words.forms.missing);
    expect(byKey('listed-0').missing).toBe(false);
  });

  it('words the time limit to sue', () => {
    expect(byKey('condition-0')).toMatchObject({
      item: words.conditions['suit-against-us'],
      value: fillTemplate(words.timeLimit, { printed: 'two years after the date of loss' }),
    });
  });

  it('finds the items on a page, with those whose words run on to it', () => {
    const keys = (list: PolicyEntry[]) => list.map((entry) => entry.key);
    expect(keys(entriesOnPage(entries, 'policy.pdf', 3))).toEqual(['condition-0', 'exclusion-1', 'exclusion-0']);
    expect(keys(entriesOnPage(entries, 'other.pdf', 3))).toEqual([]);
  });

  it('gives the index a page column that names the document by its key only when there are several', () => {
    const [first] = indexRows(entries, words, ['policy.pdf']);
    expect(first).toMatchObject({ group: words.groups.coverage, item: 'Coverage A – Dwelling', value: '$312,000', page: 'p. 1' });
    expect(indexRows(entries, words, ['declarations.pdf', 'policy.pdf'])[0]!.page).toBe(
      fillTemplate(words.page.other, { document: 'B', page: '1' }),
    );
  });

  it('downloads the index as CSV: its columns as the index shows them, each field quoted where it must be', () => {
    const csv = indexCsv(entries, words);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(Object.values(words.csvColumns).join(','));
    expect(lines).toHaveLength(entries.length + 1);
    expect(lines[1]).toBe('Coverages and limits,Coverage A – Dwelling,"$312,000",policy.pdf,1,"Coverage A – Dwelling $312,000"');
    // A quote inside a field is doubled.
    expect(csv).toContain('"2. Water Damage, meaning flood, ""surface water"", waves"');
  });

  it('writes money as printed: whole dollars, cents only where there are any', () => {
    expect(formatMoney(312_000)).toBe('$312,000');
    expect(formatMoney(5377.5)).toBe('$5,377.50');
  });

  it('says what a file that is not a policy looks like, and the limit of one too large', () => {
    const problems = policyCopy.problems;
    expect(
      problemText(problems, {
        name: 'roof.pdf',
        kind: 'estimate',
        signs: ['estimate-line-items', 'estimate-totals', 'form-number-footer'],
      }),
    ).toBe(
      fillTemplate(problems.messages.estimate, {
        name: 'roof.pdf',
        signs: `${problems.signs['estimate-line-items']} and ${problems.signs['estimate-totals']}`,
      }),
    );
    expect(problemText(problems, { name: 'big.pdf', kind: 'too-large', bytes: 25 * 1024 * 1024 })).toContain('25 MB');
    expect(problemText(problems, { name: 'scan.pdf', kind: 'pdf-scanned' })).toBe(
      fillTemplate(problems.messages['pdf-scanned'], { name: 'scan.pdf' }),
    );
  });
});
