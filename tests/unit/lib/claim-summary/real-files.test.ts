/** @jest-environment node */
import { wordedSummary } from '@/components/islands/claim-summary/printable';
import { rowWording } from '@/components/islands/claim-summary/words';
import { summaryBuilderCopy as copy } from '@/content/claim-summary-builder-copy';
import { newDraft, type Draft } from '@/lib/claim-summary/draft';
import { policyHandoff } from '@/lib/claim-summary/handoff';
import { headerFacts } from '@/lib/claim-summary/header';
import { readPolicy } from '@/lib/policy/read';
import { applyProposal, disagreements, mergeProposals, withStatus } from '@/lib/claim-summary/model';
import { summaryPdf } from '@/lib/claim-summary/pdf';
import { compareSides, readEstimatePages, readPolicyPages, type SlotReading } from '@/lib/claim-summary/read';
import { timelineOf } from '@/lib/claim-summary/timeline';
import type { Proposal } from '@/lib/claim-summary/types';
import { readPdfText } from '@/lib/pdf/document';
import { realEstimatePages } from '../../../real-estimates';
import { realPolicyPages } from '../../../real-policies';

/**
 * What the builder proposes from the shared real files (../shared/: pdf.js's text of real PDFs, never copied
 * here): the policy's coverages, limits and deductibles, its suit limit and the claim report's date of loss, each
 * at the page the README states; pair 1's date of loss, carrier and both totals at the pages they are printed on,
 * and the difference by cause as the README explains it; then a summary made from them, whose PDF reads back the
 * same figures.
 */
jest.setTimeout(30_000);

const policy = (name: string) => readPolicyPages(`${name}.pdf`, realPolicyPages(`${name}.pdf-text.json`));
const estimate = (slot: 'carrier' | 'own', name: string) =>
  readEstimatePages(slot, `${name}.pdf`, realEstimatePages(`${name}.pdf-text.json`));

const report = policy('amfam-claim-report-in');
const form = policy('amfam-ho3-form');
const carrier = estimate('carrier', 'pair-1-carrier');
const own = estimate('own', 'pair-1-contractor');
const compared = compareSides({
  carrier: { file: 'pair-1-carrier.pdf', extract: carrier.extract! },
  own: { file: 'pair-1-contractor.pdf', extract: own.extract! },
});

/** A proposal as `what @ file p.page`. */
function cited(item: Proposal): string {
  const where = `${item.source.file} p${item.source.page ?? '-'}`;
  switch (item.target) {
    case 'field':
      return `${item.field}=${item.value} @ ${where}`;
    case 'limit':
    case 'deductible':
      return `${item.row.label} ${item.row.amount} @ ${where}`;
    case 'cause':
      return `${item.row.cause} ${item.row.amount} @ ${where}`;
    case 'event':
      return `${item.row.fact} ${item.row.date} @ ${where}`;
    case 'suit-limit':
      return `suit ${item.value.amount} ${item.value.unit} from-loss=${item.value.fromLoss} @ ${where}`;
    case 'provision':
      return `${item.row.kind} ${item.row.label} @ ${where}`;
  }
}
const all = (reading: SlotReading | readonly Proposal[]) => ('proposals' in reading ? reading.proposals : reading).map(cited);

describe('proposals from a real policy', () => {
  it('reads the claim report as declarations: every coverage with its limit at page 2, percentages kept', () => {
    expect(report.record).toMatchObject({ kind: 'declarations', problem: null });
    const limits = report.proposals.filter((item) => item.target === 'limit');
    expect(limits).toHaveLength(19);
    expect(all(limits)).toEqual(
      expect.arrayContaining([
        'Coverage A - Dwelling 537,700.00 @ amfam-claim-report-in.pdf p2',
        'Coverage B - Unscheduled Structures 11,600.00 @ amfam-claim-report-in.pdf p2',
        'Coverage C - Personal Property 322,700.00 @ amfam-claim-report-in.pdf p2',
        'Coverage D - Loss Of Use 107,600.00 @ amfam-claim-report-in.pdf p2',
        'Ordinance Or Law 53,770.00 @ amfam-claim-report-in.pdf p2',
      ]),
    );
    const dwelling = limits.find((item) => item.target === 'limit' && item.row.label === 'Coverage C - Personal Property');
    expect(dwelling?.target === 'limit' && dwelling.row.percent).toBe(60);
  });

  it('gives its deductibles with their pages: wind/hail 1% of Coverage A ($5,377) and the policy deductible on page 1', () => {
    expect(all(report.proposals.filter((item) => item.target === 'deductible'))).toEqual([
      'Wind / Hail Deductible 5,377.00 @ amfam-claim-report-in.pdf p1',
      'Policy Deductible 1,000.00 @ amfam-claim-report-in.pdf p1',
      'Equipment Breakdown 500.00 @ amfam-claim-report-in.pdf p2',
      'Identity Fraud Expense 250.00 @ amfam-claim-report-in.pdf p2',
      'Service Line 500.00 @ amfam-claim-report-in.pdf p2',
      'Sewer Back-Up, Septic Back-Up, And Sump Overflow 1,000.00 @ amfam-claim-report-in.pdf p2',
    ]);
    const wind = report.proposals.find((item) => item.target === 'deductible' && item.row.appliesTo === 'wind-hail');
    expect(wind?.target === 'deductible' && [wind.row.percent, wind.row.percentOf]).toEqual([1, 'Coverage A - Dwelling']);
  });

  it('takes the date of loss, the carrier and the numbers from the report’s header, at page 1', () => {
    expect(all(report.proposals.filter((item) => item.target === 'field'))).toEqual(
      expect.arrayContaining([
        'loss.date=2025-05-16 @ amfam-claim-report-in.pdf p1',
        'claim.carrier=American Family Insurance @ amfam-claim-report-in.pdf p1',
        'claim.claimNumber=00-000-00000 @ amfam-claim-report-in.pdf p1',
        'claim.policyNumber=000000000000 @ amfam-claim-report-in.pdf p1',
      ]),
    );
  });

  it('gives the policy form’s suit limit from the date of loss, its deductible clause and its provisions, with their pages', () => {
    expect(form.record.kind).toBe('policy-form');
    expect(all(form.proposals)).toEqual(
      expect.arrayContaining([
        'suit 12 months from-loss=true @ amfam-ho3-form.pdf p18',
        'Deductible  @ amfam-ho3-form.pdf p16',
        'appraisal Appraisal @ amfam-ho3-form.pdf p16',
        'loss-settlement Loss Settlement For Coverage A - Dwelling And Coverage B - Other Structures @ amfam-ho3-form.pdf p18',
        'roof-schedule Loss Settlement For Roofing System Under Coverage A - Dwelling And Coverage B - Other Structures @ amfam-ho3-form.pdf p19',
      ]),
    );
  });

  it('hands the same proposals over from the Policy Highlighter’s reading, marked as coming from it', () => {
    const pages = realPolicyPages('amfam-claim-report-in.pdf-text.json');
    const reading = readPolicy([{ name: 'amfam-claim-report-in.pdf', pages }]);
    const handoff = policyHandoff(reading, new Date('2026-11-27T00:00:00Z'), [
      { file: 'amfam-claim-report-in.pdf', facts: headerFacts(pages) },
    ]);
    expect(handoff.files).toEqual(['amfam-claim-report-in.pdf']);
    expect(handoff.proposals.every((item) => item.source.from === 'policy-highlighter')).toBe(true);
    expect(all(handoff.proposals)).toEqual(all(report.proposals));
  });

  it.each([
    ['iso-ho3-form', 'suit 2 years from-loss=true @ iso-ho3-form.pdf p14'],
    ['travelers-ho3', 'suit 2 years from-loss=true @ travelers-ho3.pdf p20'],
    ['amfam-endorsement-in', 'suit 24 months from-loss=true @ amfam-endorsement-in.pdf p4'],
    // Counted from the written denial, not the date of loss: no deadline is worked out from it.
    ['nfip-dwelling-form', 'suit 1 years from-loss=false @ nfip-dwelling-form.pdf p24'],
  ])('%s states its suit limit: %s', (name, want) => {
    expect(all(policy(name).proposals.filter((item) => item.target === 'suit-limit'))).toEqual([want]);
  });

  it('takes a policy period from the declarations, with its page', () => {
    expect(
      all(policy('commercial-property-dec').proposals.filter((item) => item.target === 'field' && item.field.startsWith('coverage.'))),
    ).toEqual([
      'coverage.periodFrom=2024-01-24 @ commercial-property-dec.pdf p2',
      'coverage.periodTo=2025-01-24 @ commercial-property-dec.pdf p2',
    ]);
  });
});

describe('proposals from the real pair of estimates', () => {
  it('reads the carrier’s header: carrier, date of loss, claim numbers, adjuster and the claim’s dates, at page 1', () => {
    expect(carrier.record).toMatchObject({ kind: 'estimate', problem: null, lines: 31 });
    expect(all(carrier)).toEqual(
      expect.arrayContaining([
        'claim.carrier=Allstate Vehicle and Property Insurance Company @ pair-1-carrier.pdf p1',
        'loss.date=2024-06-25 @ pair-1-carrier.pdf p1',
        'claim.claimNumber=0000000000 @ pair-1-carrier.pdf p1',
        'claim.policyNumber=000000000000 @ pair-1-carrier.pdf p1',
        'parties.adjuster=ADJUSTER @ pair-1-carrier.pdf p1',
        'loss.cause=Windstorm and Hail @ pair-1-carrier.pdf p1',
        'inspected 2024-07-06 @ pair-1-carrier.pdf p1',
        'completed 2024-07-24 @ pair-1-carrier.pdf p1',
      ]),
    );
  });

  it('gives each estimate’s RCV as stated, at the page it is printed on', () => {
    expect(all(carrier.proposals.filter((item) => item.target === 'field' && item.field.startsWith('amounts.')))).toEqual([
      'amounts.carrier=6,262.51 @ pair-1-carrier.pdf p6',
    ]);
    expect(all(own.proposals.filter((item) => item.target === 'field' && item.field.startsWith('amounts.')))).toEqual([
      'amounts.own=15,356.73 @ pair-1-contractor.pdf p6',
    ]);
    expect(all(own)).toContain('loss.date=2024-06-25 @ pair-1-contractor.pdf p1');
  });

  it('gives both totals and the difference by cause as the README explains it (+9,094.22)', () => {
    expect(all(compared)).toEqual([
      'amounts.carrier=6,262.51 @ pair-1-carrier.pdf p6',
      'amounts.own=15,356.73 @ pair-1-contractor.pdf p6',
      'onlyB 11,399.58 @ pair-1-carrier.pdf p-',
      'onlyA −101.60 @ pair-1-carrier.pdf p-',
      'unpriced −2,445.92 @ pair-1-carrier.pdf p-',
      'quantity 81.41 @ pair-1-carrier.pdf p-',
      'price 29.02 @ pair-1-carrier.pdf p-',
      'tax 131.73 @ pair-1-carrier.pdf p-',
    ]);
  });
});

describe('a document that is not what its slot asks for', () => {
  it('says an estimate given as the policy is an estimate', () => {
    expect(readPolicyPages('pair-1-carrier.pdf', realEstimatePages('pair-1-carrier.pdf-text.json')).record.problem).toEqual({
      kind: 'not-a-policy',
      found: 'estimate',
    });
  });

  it('says a policy form given as an estimate is a policy form, not that it has no table', () => {
    expect(readEstimatePages('carrier', 'amfam-ho3-form.pdf', realPolicyPages('amfam-ho3-form.pdf-text.json')).record.problem).toEqual({
      kind: 'not-an-estimate',
      found: 'policy-form',
    });
  });
});

describe('a summary made from the real files', () => {
  const wording = rowWording(copy);
  /** Every proposal accepted, the first value of each field (the others stay side by side). */
  function acceptAll(draft: Draft): Draft {
    let { summary, proposals } = draft;
    const taken = new Set<string>();
    for (const item of proposals) {
      if (item.status !== 'pending') continue;
      if (item.target === 'field' && taken.has(item.field)) continue;
      if (item.target === 'field') taken.add(item.field);
      summary = applyProposal(summary, item, wording);
      proposals = withStatus(proposals, item.id, 'accepted');
    }
    return { ...draft, summary, proposals };
  }
  const start = newDraft('real', new Date('2026-11-27T12:00:00Z'));
  const proposals = [carrier.proposals, own.proposals, compared, report.proposals, form.proposals].reduce<Proposal[]>(
    (list, more) => mergeProposals(list, more),
    [],
  );
  const draft = acceptAll({
    ...start,
    proposals,
    files: [report.record, carrier.record, own.record],
    summary: { ...start.summary, audience: 'attorney' },
  });

  it('keeps what the documents disagree on side by side, never averaged: the claim report’s date of loss beside the estimates’', () => {
    const dates = disagreements(draft.proposals).find((item) => item.field === 'loss.date');
    expect(dates?.values.map((choice) => [choice.value, choice.sources.map((source) => `${source.file} p${source.page}`)])).toEqual([
      ['2024-06-25', ['pair-1-carrier.pdf p1', 'pair-1-contractor.pdf p1']],
      ['2025-05-16', ['amfam-claim-report-in.pdf p1']],
    ]);
    expect(draft.summary.fields['loss.date']).toBe('2024-06-25');
  });

  it('counts the suit deadline from the accepted date of loss: 12 months', () => {
    expect(timelineOf(draft.summary).deadlines.map((deadline) => deadline.date)).toEqual(['2025-06-25']);
  });

  /** What the PDF of `worded` says, as pdf.js reads it back, and how many pages it has. */
  async function readBack(bytes: Uint8Array) {
    const text = await readPdfText(bytes);
    if (!text.ok) throw new Error(text.problem);
    return {
      pages: text.pages.length,
      printed: text.pages
        .map((page) => page.items.map((item) => item.text).join(' '))
        .join('\n')
        .replace(/\s+/g, ' '),
    };
  }

  it('makes a PDF whose text reads back every figure accepted, and the values the documents disagree on side by side', async () => {
    const { printed } = await readBack(summaryPdf(wordedSummary(draft, copy, '2026-11-27')));
    for (const expected of [
      'Coverage A - Dwelling',
      '$537,700.00',
      'Sewer Back-Up, Septic Back-Up, And Sump Overflow',
      '$5,377.00',
      '1% of Coverage A - Dwelling',
      'amfam-claim-report-in.pdf, page 2',
      'Where the documents disagree',
      'June 25, 2024',
      'May 16, 2025',
    ])
      expect(printed).toContain(expected);
    // The attorney's order: the claim, then its chronology, before the figures.
    expect(printed.indexOf('Timeline')).toBeLessThan(printed.indexOf('Amounts in dispute'));
  });

  it('makes a typical claim’s PDF in under a second, on one page, reading back what was entered', async () => {
    // What a visitor keeps of these files for one claim: the main coverages and deductibles, the suit limit, the roof
    // schedule, the estimates' dates; the claim report's header (another claim) and one estimate's cause dismissed.
    const keep = (item: Proposal) => {
      if (item.target === 'limit') return /^Coverage [A-D] /.test(item.row.label);
      if (item.target === 'deductible') return ['wind-hail', 'all-other-perils'].includes(item.row.appliesTo);
      if (item.target === 'provision') return item.row.kind === 'roof-schedule';
      if (item.target === 'event') return ['inspected', 'completed', 'entered'].includes(item.row.fact);
      if (item.target === 'field') return !item.source.file.startsWith('amfam') && item.value !== 'Hail';
      return true;
    };
    let typical: Draft = { ...start, proposals, files: [report.record, carrier.record, own.record] };
    for (const item of proposals) if (!keep(item)) typical = { ...typical, proposals: withStatus(typical.proposals, item.id, 'dismissed') };
    typical = acceptAll(typical);
    typical = {
      ...typical,
      summary: {
        ...typical.summary,
        fields: {
          ...typical.summary.fields,
          'parties.visitorName': 'Jane Doe',
          'parties.firm': 'Doe Public Adjusting',
          'loss.damaged': 'Roof, ridge cap, gutters, left siding',
        },
      },
    };
    const worded = wordedSummary(typical, copy, '2026-11-27');
    summaryPdf(worded);
    const began = performance.now();
    const bytes = summaryPdf(worded);
    expect(performance.now() - began).toBeLessThan(1000);
    const { pages, printed } = await readBack(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Claim summary · 0000000000',
      'Allstate Vehicle and Property Insurance Company',
      'Prepared by Jane Doe, Doe Public Adjusting',
      '$537,700.00',
      'amfam-claim-report-in.pdf, page 2',
      'Wind / Hail Deductible',
      '$5,377.00',
      'amfam-claim-report-in.pdf, page 1',
      '$6,262.51',
      'pair-1-carrier.pdf, page 6',
      '$15,356.73',
      'pair-1-contractor.pdf, page 6',
      '+$9,094.22',
      'Scope only in your estimate',
      '+$11,399.58',
      '-$2,445.92',
      'June 25, 2024',
      'within 12 months after the date of loss',
      'June 25, 2025',
      '71 days',
      'Roof, ridge cap, gutters, left siding',
      'gives no legal advice',
    ])
      expect(printed).toContain(expected);
  });
});
