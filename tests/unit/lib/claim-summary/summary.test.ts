/** @jest-environment node */
import { sectionOrder, sectionKeys } from '@/lib/claim-summary/audience';
import { checksOf } from '@/lib/claim-summary/checks';
import { csvRows } from '@/lib/claim-summary/csv';
import { toCsv } from '@/lib/csv';
import { addPeriod, daysBetween, parsePrintedDate } from '@/lib/claim-summary/dates';
import { HANDOFF_KEY, comparisonHandoff, takeHandoff, writeHandoff } from '@/lib/claim-summary/handoff';
import {
  applyProposal,
  difference,
  disagreements,
  emptySummary,
  fieldChoices,
  fieldSource,
  mergeProposals,
  setField,
  withStatus,
  type RowWording,
} from '@/lib/claim-summary/model';
import { parseMoney } from '@/lib/claim-summary/money';
import { proposal } from '@/lib/claim-summary/proposals';
import { timelineOf } from '@/lib/claim-summary/timeline';
import { audiences, type ClaimSummary, type FieldKey, type Source } from '@/lib/claim-summary/types';

const wording: RowWording = {
  limitNote: () => '',
  deductibleNote: () => '',
  provisionNote: () => '',
  causeLabel: (cause) => `cause:${cause}`,
  eventLabel: (kind, fact) => `${kind}:${fact}`,
};
const fields = (values: Partial<Record<FieldKey, string>>): ClaimSummary =>
  Object.entries(values).reduce((summary, [key, value]) => setField(summary, key as FieldKey, value!), emptySummary());
const at = (file: string, page: number | null, from: Source['from'] = 'carrier'): Source => ({ from, file, page });

describe('dates and amounts as documents print them', () => {
  it.each([
    ['6/25/2024 8:00 PM', '2024-06-25'],
    ['05/16/2025@7:00 PM', '2025-05-16'],
    ['05-01-2023', '2023-05-01'],
    ['6/25/24', '2024-06-25'],
    ['June 25, 2024', '2024-06-25'],
    ['2024-06-25', '2024-06-25'],
    ['13/45/2024', null],
    ['no date', null],
  ])('%s is %s', (text, iso) => expect(parsePrintedDate(text)).toBe(iso));

  it('counts a time limit in calendar months and years, and days between dates', () => {
    expect(addPeriod('2024-06-25', 12, 'months')).toBe('2025-06-25');
    expect(addPeriod('2024-01-31', 1, 'months')).toBe('2024-02-29');
    expect(addPeriod('2024-02-29', 1, 'years')).toBe('2025-02-28');
    expect(addPeriod('2024-12-30', 5, 'days')).toBe('2025-01-04');
    expect(daysBetween('2024-07-24', '2024-10-03')).toBe(71);
  });

  it.each([
    ['$6,262.51', 626251],
    ['15356.73', 1535673],
    ['(2,445.92)', -244592],
    ['−101.60', -10160],
    ['-$101.60', -10160],
    ['1,000', 100000],
    ['12,34', null],
    ['', null],
  ])('%s is %s cents', (text, cents) => expect(parseMoney(text)).toBe(cents));
});

describe('proposals, accepted or dismissed by the visitor', () => {
  const carrierDate = proposal({ target: 'field', field: 'loss.date', value: '2024-06-25' }, at('carrier.pdf', 1));
  const ownDate = proposal({ target: 'field', field: 'loss.date', value: '2024-06-25' }, at('own.pdf', 1, 'own'));
  const policyDate = proposal({ target: 'field', field: 'loss.date', value: '2025-05-16' }, at('report.pdf', 1, 'policy'));
  const proposals = [carrierDate, ownDate, policyDate];

  it('fills nothing by itself: a field is set only when a proposal is accepted, and keeps its source while it holds that value', () => {
    const summary = emptySummary();
    expect(summary.fields['loss.date']).toBeUndefined();
    const accepted = applyProposal(summary, carrierDate, wording);
    expect(accepted.fields['loss.date']).toBe('2024-06-25');
    expect(fieldSource(accepted, 'loss.date')).toEqual(at('carrier.pdf', 1));
    expect(fieldSource(setField(accepted, 'loss.date', '2024-06-26'), 'loss.date')).toBeNull();
  });

  it('offers each value once with every document that states it, and what differs side by side, never averaged', () => {
    expect(fieldChoices(proposals, emptySummary(), 'loss.date').map((choice) => [choice.value, choice.sources.length])).toEqual([
      ['2024-06-25', 2],
      ['2025-05-16', 1],
    ]);
    const amounts = [
      proposal({ target: 'field', field: 'amounts.carrier', value: '6,262.51' }, at('carrier.pdf', 6)),
      proposal({ target: 'field', field: 'amounts.carrier', value: '6262.51' }, at('comparison', null, 'estimate-comparison')),
      proposal({ target: 'field', field: 'amounts.carrier', value: '7,000.00' }, at('letter.pdf', 1)),
    ];
    expect(disagreements(amounts).map((item) => item.values.map((choice) => choice.value))).toEqual([['6,262.51', '7,000.00']]);
    expect(disagreements([...proposals, ...amounts]).map((item) => item.field)).toEqual(['loss.date', 'amounts.carrier']);
  });

  it('drops a dismissed value from the choices and the disagreements, and keeps what the visitor did when a file is read again', () => {
    const dismissed = withStatus(proposals, policyDate.id, 'dismissed');
    expect(disagreements(dismissed)).toEqual([]);
    expect(mergeProposals(dismissed, [policyDate]).find((item) => item.id === policyDate.id)?.status).toBe('dismissed');
  });

  it('adds list rows with their sources: a cause of the difference, an event', () => {
    const cause = proposal({ target: 'cause', row: { cause: 'onlyB', amount: '11,399.58' } }, at('a.pdf', null, 'comparison'));
    const event = proposal({ target: 'event', row: { date: '2024-07-06', kind: 'inspected', fact: 'inspected' } }, at('a.pdf', 1));
    const summary = applyProposal(applyProposal(emptySummary(), cause, wording), event, wording);
    expect(summary.causes).toEqual([{ id: cause.id, cause: 'onlyB', label: 'cause:onlyB', amount: '11,399.58', source: cause.source }]);
    expect(summary.events.map((row) => [row.date, row.label, row.source?.page])).toEqual([['2024-07-06', 'inspected:inspected', 1]]);
  });

  it('works out the difference as yours less the carrier’s', () => {
    expect(difference(fields({ 'amounts.carrier': '6,262.51', 'amounts.own': '$15,356.73' }))).toBe(909422);
    expect(difference(fields({ 'amounts.carrier': '6,262.51' }))).toBeNull();
  });
});

describe('the timeline', () => {
  const summary: ClaimSummary = {
    ...fields({ 'loss.date': '2024-06-25', 'coverage.periodFrom': '2024-01-01', 'coverage.periodTo': '2025-01-01' }),
    events: [
      { id: 'e2', date: '2024-10-03', kind: 'own-estimate', label: 'Your estimate' },
      { id: 'e1', date: '2024-07-06', kind: 'inspected', label: 'Inspection' },
      { id: 'e3', date: '2024-07-24', kind: 'estimate', label: 'Carrier’s estimate' },
    ],
    suitLimit: { amount: 12, unit: 'months', printed: 'within 12 months after the date of loss', fromLoss: true },
  };

  it('puts entered and found dates in order, marks the gaps and counts the suit deadline from the date of loss', () => {
    const timeline = timelineOf(summary, { today: '2025-05-26' });
    expect(timeline.entries.map((entry) => [entry.date, entry.kind])).toEqual([
      ['2024-01-01', 'policy-start'],
      ['2024-06-25', 'loss'],
      ['2024-07-06', 'inspected'],
      ['2024-07-24', 'estimate'],
      ['2024-10-03', 'own-estimate'],
      ['2025-01-01', 'policy-end'],
      ['2025-06-25', 'deadline'],
    ]);
    expect(timeline.gaps).toEqual([{ from: '2024-07-24', to: '2024-10-03', days: 71 }]);
    expect(timeline.deadlines.map((deadline) => [deadline.date, deadline.daysLeft])).toEqual([['2025-06-25', 30]]);
  });

  it('works out no deadline when the policy counts it from something other than the loss, or without a date of loss', () => {
    expect(timelineOf({ ...summary, suitLimit: { ...summary.suitLimit!, fromLoss: false } }).deadlines).toEqual([]);
    expect(timelineOf(setField(summary, 'loss.date', '')).deadlines).toEqual([]);
  });
});

describe('impossible dates, pointed out and not refused', () => {
  it('says when the loss is dated after the inspection or the estimate, beside the field and beside the event', () => {
    const summary: ClaimSummary = {
      ...fields({ 'loss.date': '2024-08-01' }),
      events: [
        { id: 'e1', date: '2024-07-06', kind: 'inspected', label: 'Inspection' },
        { id: 'e2', date: '2024-07-24', kind: 'estimate', label: 'Estimate' },
        { id: 'e3', date: '2024-01-01', kind: 'letter', label: 'An old letter' },
      ],
    };
    expect(checksOf(summary)).toEqual([
      { kind: 'loss-after-event', field: 'loss.date', row: 'e1', event: 'inspected', date: '2024-07-06' },
      { kind: 'event-before-loss', row: 'e1', loss: '2024-08-01' },
      { kind: 'event-before-loss', row: 'e2', loss: '2024-08-01' },
    ]);
  });

  it('says when the policy period does not cover the loss, or ends before it starts; a bad amount is named', () => {
    expect(checksOf(fields({ 'loss.date': '2024-06-25', 'coverage.periodFrom': '2023-01-01', 'coverage.periodTo': '2024-01-01' }))).toEqual(
      [{ kind: 'loss-outside-period', field: 'loss.date', from: '2023-01-01', to: '2024-01-01' }],
    );
    expect(checksOf(fields({ 'coverage.periodFrom': '2024-01-01', 'coverage.periodTo': '2023-01-01', 'amounts.own': '12,34' }))).toEqual([
      { kind: 'not-an-amount', field: 'amounts.own' },
      { kind: 'period-reversed', field: 'coverage.periodTo' },
    ]);
  });
});

describe('the reader', () => {
  it('orders every section once for each reader, and puts first what that reader reads first', () => {
    for (const audience of audiences) expect([...sectionOrder[audience]].sort()).toEqual([...sectionKeys].sort());
    expect(audiences.map((audience) => sectionOrder[audience][0])).toEqual(['claim', 'claim', 'loss', 'amounts']);
    expect(sectionOrder.attorney.indexOf('timeline')).toBeLessThan(sectionOrder.attorney.indexOf('amounts'));
    expect(sectionOrder.adjuster.at(-1)).toBe('ask');
  });
});

describe('the handoff from the Estimate Comparison', () => {
  const store = new Map<string, string>();
  const device = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const waterfall = {
    onlyB: 1139958,
    onlyA: -10160,
    unpriced: -244592,
    quantity: 8141,
    price: 2902,
    tax: 13173,
    overheadProfit: 0,
    summary: 0,
    rounding: 0,
  };

  it('arrives once, as proposals: both totals and every cause that is not zero, each naming its files', () => {
    writeHandoff(
      device,
      comparisonHandoff(
        { names: ['carrier.pdf', 'mine.pdf'], role: 'carrier', stated: [626251, 1535673], waterfall },
        new Date('2026-11-27T00:00:00Z'),
      ),
    );
    const handoff = takeHandoff(device)!;
    expect(store.has(HANDOFF_KEY)).toBe(false);
    expect(takeHandoff(device)).toBeNull();
    expect(handoff.proposals.every((item) => item.status === 'pending' && item.source.from === 'estimate-comparison')).toBe(true);
    expect(
      handoff.proposals.map((item) =>
        item.target === 'field'
          ? `${item.field}=${item.value} ${item.source.file}`
          : item.target === 'cause'
            ? `${item.row.cause}=${item.row.amount}`
            : '',
      ),
    ).toEqual([
      'amounts.carrier=6,262.51 carrier.pdf',
      'amounts.own=15,356.73 mine.pdf',
      'onlyB=11,399.58',
      'onlyA=−101.60',
      'unpriced=−2,445.92',
      'quantity=81.41',
      'price=29.02',
      'tax=131.73',
    ]);
  });

  it('offers an original and its revision side by side for the carrier’s figure, and nothing as yours', () => {
    const handoff = comparisonHandoff(
      { names: ['first.pdf', 'revised.pdf'], role: 'revision', stated: [1915188, 2145368], waterfall },
      new Date(),
    );
    expect(fieldChoices(handoff.proposals, emptySummary(), 'amounts.carrier').map((choice) => choice.value)).toEqual([
      '19,151.88',
      '21,453.68',
    ]);
    expect(fieldChoices(handoff.proposals, emptySummary(), 'amounts.own')).toEqual([]);
  });

  it('refuses what is not a handoff', () => {
    store.set(HANDOFF_KEY, JSON.stringify({ version: 99, proposals: [] }));
    expect(takeHandoff(device)).toBeNull();
    store.set(HANDOFF_KEY, '{');
    expect(takeHandoff(device)).toBeNull();
  });
});

describe('the CSV of figures and timeline', () => {
  it('holds each figure with its document and page, the difference, and each dated event', () => {
    const summary = applyProposal(
      {
        ...fields({ 'amounts.own': '15,356.73', 'loss.date': '2024-06-25' }),
        causes: [{ id: 'c', label: 'Scope only in your estimate', amount: '11,399.58' }],
        events: [{ id: 'e', date: '2024-07-06', kind: 'inspected', label: '=HYPERLINK("x")' }],
      },
      proposal({ target: 'field', field: 'amounts.carrier', value: '6,262.51' }, at('carrier.pdf', 6)),
      wording,
    );
    const rows = csvRows(summary, timelineOf(summary), {
      columns: ['Section', 'Item', 'Amount', 'Date', 'Document', 'Page'],
      sections: { amounts: 'Amounts', causes: 'Causes', limits: 'Limits', deductibles: 'Deductibles', timeline: 'Timeline' },
      fields: { 'amounts.carrier': 'Carrier', 'amounts.own': 'Yours' },
      difference: 'Difference',
      entry: (entry) => entry.label ?? entry.kind,
      document: (source) => source.file,
    });
    expect(rows).toEqual([
      ['Section', 'Item', 'Amount', 'Date', 'Document', 'Page'],
      ['Amounts', 'Carrier', '6262.51', '', 'carrier.pdf', '6'],
      ['Amounts', 'Yours', '15356.73', '', '', ''],
      ['Amounts', 'Difference', '9094.22', '', '', ''],
      ['Causes', 'Scope only in your estimate', '11399.58', '', '', ''],
      ['Timeline', 'loss', '', '2024-06-25', '', ''],
      ['Timeline', '=HYPERLINK("x")', '', '2024-07-06', '', ''],
    ]);
    // A cell a spreadsheet would run as a formula is text.
    expect(toCsv(rows)).toContain(`Timeline,"'=HYPERLINK(""x"")",,2024-07-06,,\r\n`);
  });
});
