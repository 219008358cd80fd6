/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkerCopy, sampleHeaders, type FindingLabels } from '@/content/estimator-checker';
import { contractorEstimate } from '@/content/sample-estimate';
import { analyseTable, guessDelimiter, isProblem, parseTable, sampleTable, tableFromBytes, type Outcome } from '@/lib/estimate-check/analyse';
import { findingCells, findingRows, formatRefs } from '@/lib/estimate-check/format';
import { selectFindings } from '@/lib/estimate-check/protocol';
import type { Analysis, Finding } from '@/lib/estimate-check/types';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../fixtures/estimates', name)));

function check(name: string): Outcome {
  const table = tableFromBytes(fixture(name), name);
  if (isProblem(table)) return { ok: false, problem: table };
  return analyseTable(table);
}

function analysed(name: string): Analysis {
  const outcome = check(name);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem.kind}`);
  return outcome.analysis;
}

/** Each finding as kind, lines and money at stake, in the table's words. */
const rows = (findings: readonly Finding[]) =>
  findings.map((finding) => {
    const cells = findingCells(finding, checkerCopy.findings);
    return [finding.kind, cells.lines, cells.expected, cells.found, cells.stake];
  });

describe('the checker on whole files', () => {
  it('finds nothing on a clean estimate, its subtotals and grand total included', () => {
    const analysis = analysed('clean.csv');
    expect([analysis.lines, analysis.totalRows, analysis.skipped.count, analysis.findings]).toEqual([10, 3, 0, []]);
    expect(analysis.totals.rcv).toEqual({ stated: 1589962, recomputed: 1589962 });
  });

  it('finds the math errors, the duplicates and the missing drip edge, and nothing else', () => {
    expect(rows(analysed('errors.csv').findings)).toEqual([
      ['missing-item', 'Lines 1–2', 'Drip edge', 'Not in the estimate', 'Not priced'],
      ['extension', 'Line 3', '$1,007.50', '$1,070.50', '$63.00'],
      ['rcv', 'Line 5', '$590.20', '$690.20', '$100.00'],
      ['duplicate', 'Lines 6, 9', '1 line', '2 lines', '$322.61'],
      ['acv', 'Line 7', '$375.58', '$350.58', '$25.00'],
      ['duplicate', 'Lines 7, 11', '1 line', '2 lines', '$500.77'],
      ['total', 'Row 13', '$15,450.91', '$15,400.91', '$50.00'],
    ]);
  });

  it('reads odd headers, a preamble and every money format, and skips the rows it cannot read with their reasons', () => {
    const analysis = analysed('odd-headers.tsv');
    expect(analysis.delimiter).toBe('\t');
    expect(analysis.headerRow).toBe(4);
    expect(analysis.mapping).toEqual({
      description: 0, quantity: 1, unit: 2, unitPrice: 3, extended: 4, line: 5, code: 6, trade: 7,
      tax: 8, overheadProfit: 9, rcv: 10, depreciation: 11, acv: 12,
    });
    expect(analysis.lines).toBe(7);
    expect(analysis.skipped.rows).toEqual([
      { row: 8, reason: { kind: 'no-amounts' } },
      { row: 10, reason: { kind: 'not-a-number', field: 'quantity', value: 'N/A' } },
    ]);
    expect(rows(analysis.findings)).toEqual([['rcv', 'Line 6', '$512.66', '$524.66', '$12.00']]);
    expect(analysis.totals.rcv.stated).toBe(653245);
  });

  it('reads a semicolon file with decimal commas, thousands included', () => {
    const analysis = analysed('european.csv');
    expect([analysis.delimiter, analysis.decimal, analysis.findings]).toEqual([';', 'comma', []]);
    expect([analysis.totals.rcv, analysis.totals.acv.stated]).toEqual([{ stated: 555510, recomputed: 555510 }, 444408]);
  });

  it('checks the sample estimate: O&P missing on water mitigation and one permit, no tax on general conditions', () => {
    const outcome = analyseTable(sampleTable(contractorEstimate, sampleHeaders));
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    expect(outcome.analysis.lines).toBe(contractorEstimate.lines.length);
    expect(rows(outcome.analysis.findings)).toEqual([
      ['overhead-profit', 'Lines 43–58', '20.0%', '0.0%', '$531.22'],
      ['tax', 'Lines 109–116', '3.5%', '0.0%', '$101.82'],
      ['overhead-profit', 'Line 112', '$77.00', '$0.00', '$77.00'],
    ]);
  });

  it('reads text where numbers belong as skipped rows with their reasons', () => {
    const analysis = analysed('text-numbers.csv');
    expect(analysis.lines).toBe(2);
    expect(analysis.skipped.rows).toEqual([
      { row: 3, reason: { kind: 'not-a-number', field: 'quantity', value: 'twelve' } },
      { row: 4, reason: { kind: 'not-a-number', field: 'unitPrice', value: 'call for price' } },
    ]);
  });

  it('gives each bad file its own problem', () => {
    const problem = (name: string) => {
      const outcome = check(name);
      return outcome.ok ? null : outcome.problem;
    };
    expect(problem('empty.csv')).toEqual({ kind: 'empty' });
    expect(problem('estimate.pdf')).toEqual({ kind: 'pdf' });
    expect(problem('workbook.xlsx')).toEqual({ kind: 'spreadsheet' });
    expect(problem('no-columns.csv')).toEqual({ kind: 'no-columns' });
    expect(problem('no-lines.csv')).toEqual({
      kind: 'no-lines',
      skipped: 2,
      example: { row: 2, reason: { kind: 'not-a-number', field: 'quantity', value: 'twelve' } },
    });
    expect(problem('missing-price.csv')).toEqual({
      kind: 'missing-columns',
      fields: ['unitPrice'],
      headers: ['Description', 'Qty', 'Unit', 'Cost each', 'Total'],
      mapping: { description: 0, quantity: 1, unit: 2, rcv: 4 },
    });
  });

  it('checks a file again with the visitor’s column mapping', () => {
    const table = tableFromBytes(fixture('missing-price.csv'), 'missing-price.csv');
    if (isProblem(table)) throw new Error(table.kind);
    const outcome = analyseTable(table, { override: { description: 0, quantity: 1, unit: 2, unitPrice: 3, rcv: 4 } });
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    expect(outcome.analysis.detected).toEqual({ description: 0, quantity: 1, unit: 2, rcv: 4 });
    expect(rows(outcome.analysis.findings)).toEqual([['rcv', 'Row 4', '$84.00', '$94.00', '$10.00']]);
  });

  it('keeps row numbers as a spreadsheet shows them, blank lines included, and guesses the delimiter from the header', () => {
    const text = 'Claim: 1\n\nDescription;Qty;Unit price\n\nVent;2;10,00\n';
    expect(guessDelimiter(text)).toBe(';');
    const outcome = analyseTable(parseTable(text, { name: 'x.csv', bytes: text.length, sample: false }));
    expect(outcome.ok && [outcome.analysis.headerRow, outcome.analysis.lines, outcome.analysis.decimal]).toEqual([3, 1, 'comma']);
  });

  it('counts every skipped row but lists only the first hundred', () => {
    const text = ['Description,Qty,Unit price', 'Vent,1,10', ...Array.from({ length: 150 }, () => 'Note,,')].join('\n');
    const outcome = analyseTable(parseTable(text, { name: 'x.csv', bytes: text.length, sample: false }));
    expect(outcome.ok && [outcome.analysis.skipped.count, outcome.analysis.skipped.rows.length, outcome.analysis.skipped.byReason['no-amounts']]).toEqual([150, 100, 150]);
  });
});

describe('findings as the visitor reads them', () => {
  const labels: FindingLabels = checkerCopy.findings;

  it('writes line references compactly, with the file’s own line numbers or the rows', () => {
    expect(formatRefs([{ row: 2, line: '1' }], labels.lines)).toBe('Line 1');
    expect(formatRefs([3, 4, 5, 9, 11, 12].map((n) => ({ row: n + 1, line: String(n) })), labels.lines)).toBe('Lines 3–5, 9, 11–12');
    expect(formatRefs([{ row: 2, line: 'A1' }, { row: 3, line: 'A2' }], labels.lines)).toBe('Lines A1, A2');
    expect(formatRefs([{ row: 7, line: null }], labels.lines)).toBe('Row 7');
    expect(formatRefs([{ row: 7, line: null }, { row: 8, line: null }], labels.lines)).toBe('Rows 7–8');
  });

  it('gives the download the table’s words, header first', () => {
    const { findings } = analysed('errors.csv');
    const csv = findingRows(findings, labels);
    expect(csv[0]).toEqual(Object.values(labels.csvColumns));
    expect(csv.slice(1).map((row) => row[2])).toEqual(rows(findings).map((row) => row[1]));
    expect(csv[1]).toEqual([
      labels.kinds['missing-item'],
      'The estimate has Roofing work but no drip edge. Often part of the job, though not always.',
      'Lines 1–2',
      'Drip edge',
      'Drip edge',
      labels.absent,
      labels.notPriced,
    ]);
  });

  it('has a reason for every kind and reason the checks produce', () => {
    const all = ['clean.csv', 'errors.csv', 'odd-headers.tsv', 'european.csv'].flatMap((name) => analysed(name).findings);
    for (const finding of all) expect(labels.reasons[`${finding.kind}.${finding.reason}`]).toBeDefined();
  });

  it('filters by kind and sorts by money at stake, unpriced findings last', () => {
    const { findings } = analysed('errors.csv');
    expect(selectFindings(findings, { kind: 'duplicate', sort: 'file' }).map((f) => f.kind)).toEqual(['duplicate', 'duplicate']);
    const stakes = (sort: 'stake-desc' | 'stake-asc') => selectFindings(findings, { kind: 'all', sort }).map((f) => f.stake);
    expect(stakes('stake-desc')).toEqual([50077, 32261, 10000, 6300, 5000, 2500, null]);
    expect(stakes('stake-asc')).toEqual([2500, 5000, 6300, 10000, 32261, 50077, null]);
  });
});
