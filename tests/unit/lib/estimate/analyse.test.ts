/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkerCopy, type FindingLabels } from '@/content/estimator-checker-copy';
import { analyseBytes, analyseTable, guessDelimiter, parseTable, type Outcome } from '@/lib/estimate/analyse';
import { readFile } from '@/lib/estimate/readers';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import { fillTemplate } from '@/lib/template';
import { MAX_REF_PARTS, findingCells, findingRows, formatRefs } from '@/components/islands/estimate/finding-words';
import { pageOf, reportOf, selectFindings } from '@/lib/estimate/protocol';
import type { Analysis, Finding, SourceFormat } from '@/lib/estimate/types';
import { expectedEstimates, type ExpectedEstimate, type ExpectedName } from '../../../fixtures/estimates/expected';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../../fixtures/estimates', name)));
/** The sample pair's contractor estimate, as the checker's "try the sample" reads it. */
const sampleFile = () => new Uint8Array(readFileSync(join(__dirname, '../../../../public', samplePairFiles.b.path)));

const check = async (name: string): Promise<Outcome> => (await analyseBytes(fixture(name), name)).outcome;

async function analysed(name: string): Promise<Analysis> {
  const outcome = await check(name);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem.kind}`);
  return outcome.analysis;
}

/** The format of a table read by its headers. */
function columnsOf(analysis: Analysis): Extract<SourceFormat, { kind: 'columns' }> {
  if (analysis.format.kind !== 'columns') throw new Error(`read as ${analysis.format.kind}`);
  return analysis.format;
}

/** Each finding as kind, lines and money at stake, in the table's words. */
const rows = (findings: readonly Finding[]) =>
  findings.map((finding) => {
    const cells = findingCells(finding, checkerCopy.findings);
    return [finding.kind, cells.lines, cells.expected, cells.found, cells.stake];
  });

describe('the checker on whole files', () => {
  /** Each estimate with the findings, skipped rows and RCV totals `tests/fixtures/estimates/expected.ts` holds. */
  const outcomeOf = async (name: ExpectedName): Promise<Outcome> => {
    const read = name === 'sample' ? await readFile(sampleFile(), samplePairFiles.b.name) : await readFile(fixture(name), name);
    if (!('table' in read)) throw new Error(`${name} is not a table`);
    const { mapping } = expectedEstimates[name] as ExpectedEstimate;
    return analyseTable(read.table, mapping ? { override: mapping } : {});
  };

  it.each(Object.keys(expectedEstimates) as ExpectedName[])('finds exactly what %s holds, and nothing else', async (name) => {
    const expected: ExpectedEstimate = expectedEstimates[name];
    const outcome = await outcomeOf(name);
    if (!outcome.ok) throw new Error(`${name}: ${outcome.problem.kind}`);
    const { analysis } = outcome;
    expect(analysis.findings).toEqual(expected.findings);
    expect(analysis.lines).toBe(expected.lines);
    expect(analysis.skipped.rows).toEqual(expected.skipped);
    expect(analysis.totals.rcv).toEqual(expected.rcv);
    expect(analysis.stake).toBe(expected.findings.reduce((sum, finding) => sum + (finding.stake ?? 0), 0));
  });

  it('reads a clean estimate’s subtotals and grand total as totals, not lines, and reconciles them', async () => {
    const analysis = await analysed('clean.csv');
    expect(analysis.totalRows).toBe(3);
    expect(analysis.reconciliation).toEqual({ checked: 3, unmatched: [], notChecked: [] });
    expect((await analysed('errors.csv')).reconciliation).toEqual({ checked: 1, unmatched: ['Grand total'], notChecked: [] });
  });

  it('reads odd headers after a preamble: tab-separated, header on row 4, every column found', async () => {
    const format = columnsOf(await analysed('odd-headers.tsv'));
    expect(format.delimiter).toBe('\t');
    expect(format.headerRow).toBe(4);
    expect(format.mapping).toEqual({
      description: 0,
      quantity: 1,
      unit: 2,
      unitPrice: 3,
      extended: 4,
      line: 5,
      code: 6,
      trade: 7,
      tax: 8,
      overheadProfit: 9,
      rcv: 10,
      depreciation: 11,
      acv: 12,
    });
  });

  it('reads a semicolon file with decimal commas, thousands included', async () => {
    const analysis = await analysed('european.csv');
    expect([columnsOf(analysis).delimiter, columnsOf(analysis).decimal]).toEqual([';', 'comma']);
    expect(analysis.totals.acv.stated).toBe(444408);
  });

  it('checks the sample estimate line for line', async () => {
    const outcome = await outcomeOf('sample');
    expect(outcome.ok && outcome.analysis.lines).toBe(expectedEstimates.sample.lines);
  });

  it('gives each bad table its own problem', async () => {
    const problem = async (name: string) => {
      const outcome = await check(name);
      return outcome.ok ? null : outcome.problem;
    };
    expect(await problem('empty.csv')).toEqual({ kind: 'empty' });
    expect(await problem('no-columns.csv')).toEqual({ kind: 'no-columns' });
    expect(await problem('no-lines.csv')).toEqual({
      kind: 'no-lines',
      skipped: 2,
      example: { row: 2, reason: { kind: 'not-a-number', field: 'quantity', value: 'twelve' } },
    });
    expect(await problem('missing-price.csv')).toEqual({
      kind: 'missing-columns',
      fields: ['unitPrice'],
      headers: ['Description', 'Qty', 'Unit', 'Cost each', 'Total'],
      mapping: { description: 0, quantity: 1, unit: 2, rcv: 4 },
    });
  });

  it('checks a file again with the visitor’s column mapping', async () => {
    const { table } = await analyseBytes(fixture('missing-price.csv'), 'missing-price.csv');
    if (!table) throw new Error('no table kept');
    const outcome = analyseTable(table, { override: { description: 0, quantity: 1, unit: 2, unitPrice: 3, rcv: 4 } });
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    expect(columnsOf(outcome.analysis).detected).toEqual({ description: 0, quantity: 1, unit: 2, rcv: 4 });
    expect(outcome.analysis.findings).toEqual(expectedEstimates['missing-price.csv'].findings);
  });

  it('keeps row numbers as a spreadsheet shows them, blank lines included, and guesses the delimiter from the header', () => {
    const text = 'Claim: 1\n\nDescription;Qty;Unit price\n\nVent;2;10,00\n';
    expect(guessDelimiter(text)).toBe(';');
    const outcome = analyseTable(parseTable(text, { name: 'x.csv', bytes: text.length, sample: false }));
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const { analysis } = outcome;
    expect([columnsOf(analysis).headerRow, analysis.lines, columnsOf(analysis).decimal]).toEqual([3, 1, 'comma']);
  });

  it('counts every skipped row but lists only the first hundred', () => {
    const text = ['Description,Qty,Unit price', 'Vent,1,10', ...Array.from({ length: 150 }, () => 'Note,,')].join('\n');
    const outcome = analyseTable(parseTable(text, { name: 'x.csv', bytes: text.length, sample: false }));
    expect(
      outcome.ok && [outcome.analysis.skipped.count, outcome.analysis.skipped.rows.length, outcome.analysis.skipped.byReason['no-amounts']],
    ).toEqual([150, 100, 150]);
  });
});

describe('findings as the visitor reads them', () => {
  const labels: FindingLabels = checkerCopy.findings;

  it('writes line references compactly, with the file’s own line numbers or the rows', () => {
    expect(formatRefs([{ row: 2, line: '1' }], labels.lines)).toBe('Line 1');
    expect(
      formatRefs(
        [3, 4, 5, 9, 11, 12].map((n) => ({ row: n + 1, line: String(n) })),
        labels.lines,
      ),
    ).toBe('Lines 3–5, 9, 11–12');
    expect(
      formatRefs(
        [
          { row: 2, line: 'A1' },
          { row: 3, line: 'A2' },
        ],
        labels.lines,
      ),
    ).toBe('Lines A1, A2');
    expect(formatRefs([{ row: 7, line: null }], labels.lines)).toBe('Row 7');
    expect(
      formatRefs(
        [
          { row: 7, line: null },
          { row: 8, line: null },
        ],
        labels.lines,
      ),
    ).toBe('Rows 7–8');
  });

  it('lists at most MAX_REF_PARTS lines or ranges and counts the rest', () => {
    // Every other line from 1 to 199: 100 single lines, of which the first MAX_REF_PARTS are written out.
    const refs = Array.from({ length: 100 }, (_, i) => ({ row: 2 * i + 2, line: String(2 * i + 1) }));
    const shown = refs
      .slice(0, MAX_REF_PARTS)
      .map((ref) => ref.line)
      .join(', ');
    expect(formatRefs(refs, labels.lines)).toBe(
      fillTemplate(labels.lines.many, { lines: fillTemplate(labels.lines.more, { lines: shown, count: String(100 - MAX_REF_PARTS) }) }),
    );
    // A range counts every line it covers.
    const ranged = [...Array.from({ length: 50 }, (_, i) => i + 1), ...Array.from({ length: 30 }, (_, i) => 2 * i + 60)];
    const text = formatRefs(
      ranged.map((n) => ({ row: n + 1, line: String(n) })),
      labels.lines,
    );
    expect(text.startsWith(fillTemplate(labels.lines.many, { lines: '1–50, 60, 62' }))).toBe(true);
    expect(text.endsWith(fillTemplate(labels.lines.more, { lines: '', count: String(30 - (MAX_REF_PARTS - 1)) }).trim())).toBe(true);
  });

  it('writes a total printed in a PDF by its page, and names the room of a finding within one', () => {
    expect(formatRefs([{ row: 40, line: null, page: 3 }], labels.lines)).toBe('Page 3');
    expect(
      formatRefs(
        [
          { row: 40, line: null, page: 3 },
          { row: 41, line: null, page: 3 },
          { row: 90, line: null, page: 5 },
        ],
        labels.lines,
      ),
    ).toBe('Pages 3, 5');
    const finding: Finding = {
      kind: 'duplicate',
      reason: 'exact',
      refs: [],
      subject: 'Paint baseboard',
      room: 'Kitchen',
      expected: { type: 'count', count: 1 },
      found: { type: 'count', count: 2 },
      stake: 10,
    };
    expect(findingCells(finding, labels).item).toBe(fillTemplate(labels.inRoom, { item: 'Paint baseboard', room: 'Kitchen' }));
  });

  it('gives the download the table’s words, header first', async () => {
    const { findings } = await analysed('errors.csv');
    const csv = findingRows(findings, labels);
    expect(csv[0]).toEqual(Object.values(labels.csvColumns));
    expect(csv.slice(1).map((row) => row[3])).toEqual(rows(findings).map((row) => row[1]));
    expect(csv[1]).toEqual([
      labels.kinds['missing-item'],
      labels.certainty.look,
      'The estimate has Roofing work but no drip edge. Often part of the job, though not always.',
      'Lines 1–2',
      'Drip edge',
      'Drip edge',
      labels.absent,
      labels.notPriced,
    ]);
  });

  it('has a reason for every kind and reason the checks produce', async () => {
    const names = [
      'clean.csv',
      'errors.csv',
      'odd-headers.tsv',
      'european.csv',
      'corpus/xactimate-defects.csv',
      'corpus/carrier-defects.pdf',
    ];
    const all = (await Promise.all(names.map(analysed))).flatMap((analysis) => analysis.findings);
    for (const finding of all) expect(labels.reasons[`${finding.kind}.${finding.reason}`]).toBeDefined();
  }, 30_000); // the PDF loads pdf.js, which jest compiles on first use: seconds on a loaded machine

  it('filters by kind and sorts by money at stake, unpriced findings last', async () => {
    const { findings } = await analysed('errors.csv');
    expect(selectFindings(findings, { kind: 'duplicate', sort: 'file' }).map((f) => f.kind)).toEqual(['duplicate']);
    const stakes = (sort: 'stake-desc' | 'stake-asc') => selectFindings(findings, { kind: 'all', sort }).map((f) => f.stake);
    expect(stakes('stake-desc')).toEqual([32261, 10000, 6300, 5000, 2500, null]);
    expect(stakes('stake-asc')).toEqual([2500, 5000, 6300, 10000, 32261, null]);
  });

  it('sends the page a page of the view and the report without the findings', async () => {
    const analysis = await analysed('errors.csv');
    const page = pageOf(analysis.findings, { kind: 'all', sort: 'stake-desc' }, 2, analysis.printed);
    expect([page.total, page.findings.map((finding) => ({ ...finding, evidence: undefined }))]).toEqual([
      analysis.findings.length,
      selectFindings(analysis.findings, page.view)
        .slice(0, 2)
        .map((finding) => ({ ...finding, evidence: undefined })),
    ]);
    // Each finding travels with the lines it rests on, as printed.
    for (const finding of page.findings)
      expect(finding.evidence.map((line) => line.row)).toEqual(finding.refs.slice(0, 4).map((ref) => ref.row));
    expect(pageOf(analysis.findings, { kind: 'duplicate', sort: 'file' }, Number.POSITIVE_INFINITY).findings).toHaveLength(1);
    const report = reportOf(analysis);
    expect(['findings' in report, 'printed' in report]).toEqual([false, false]);
    expect(report.findingCount).toBe(analysis.findings.length);
  });
});
