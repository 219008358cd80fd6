/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormatKind, ProblemKind } from '@/lib/estimate/fields';
import { analyseBytes } from '@/lib/estimate/analyse';
import { extractFromTable, isProblem, readFile } from '@/lib/estimate/readers';
import type { Finding, FindingValue, Limit, Reconciliation } from '@/lib/estimate/types';

/**
 * The fixture corpus (scripts/data/estimate-corpus.mjs writes it): each file in the layout real programs
 * write, read whole, and exactly the findings seeded into it (none in a file without defects); a file the
 * checker cannot read gets its own problem. A new fixture needs no new test.
 */
const corpus = join(__dirname, '../../../fixtures/estimates/corpus');

// The first PDF loads pdf.js, a 3 MB module jest compiles on first use: seconds on a loaded machine.
jest.setTimeout(30_000);

interface ExpectedFinding {
  readonly kind: string;
  readonly reason: string;
  /** Line numbers, or `p3` for a total printed on page 3. */
  readonly refs: readonly string[];
  readonly subject: string;
  readonly room?: string;
  readonly trade?: string;
  readonly measure?: string;
  readonly expected: FindingValue;
  readonly found: FindingValue;
  readonly stake: number | null;
}

type Expected =
  | { readonly about: string; readonly problem: ProblemKind }
  | {
      readonly about: string;
      readonly format: FormatKind;
      readonly lines: number;
      readonly skipped: number;
      readonly findings: readonly ExpectedFinding[];
      readonly reconciliation: Reconciliation;
      /** The reader's check of its own reading: its verdict, the lines it could not read, the numbers the file skips (`15-19`). */
      readonly coverage: { readonly verdict: string; readonly unread: readonly string[]; readonly absent: readonly string[] };
      /** What the file's layout keeps the checks from judging (no unit price, a tax hidden in line totals). */
      readonly limits: readonly Limit[];
      /** Each line: its number (null when unnumbered), room, description, quantity, unit price (null when not printed) and RCV in cents. */
      readonly items: readonly (readonly [string | null, string, string, number, number | null, number])[];
    };

const expected = JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')) as Record<string, Expected>;

/** A finding in the corpus's terms; what the table names it by and the amounts it states. */
function comparable(finding: Finding): ExpectedFinding {
  const { kind, reason, subject, room, trade, measure, expected: value, found, stake } = finding;
  return {
    kind,
    reason,
    refs: finding.refs.map((ref) => ref.line ?? `p${ref.page}`),
    subject,
    ...(room ? { room } : {}),
    ...(kind === 'missing-item' && trade ? { trade } : {}),
    ...(measure ? { measure } : {}),
    expected: value,
    found,
    stake,
  };
}

const range = ({ from, to }: { from: number; to: number }) => (from === to ? String(from) : `${from}-${to}`);

const byRefs = (a: ExpectedFinding, b: ExpectedFinding) => `${a.kind}${a.refs.join()}`.localeCompare(`${b.kind}${b.refs.join()}`);

describe('the estimate corpus', () => {
  it('is what scripts/data/estimate-corpus.mjs writes, byte for byte', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'corpus-'));
    try {
      execFileSync(process.execPath, [join(__dirname, '../../../../scripts/data/estimate-corpus.mjs'), '--out', scratch], {
        stdio: 'ignore',
      });
      const files = readdirSync(corpus).sort();
      expect(readdirSync(scratch).sort()).toEqual(files);
      for (const file of files) expect(readFileSync(join(scratch, file)).equals(readFileSync(join(corpus, file)))).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('has files of every kind the checker reads and refuses', () => {
    const kinds = new Set(Object.values(expected).map((entry) => ('problem' in entry ? entry.problem : entry.format)));
    for (const kind of ['xactimate', 'pdf', 'esx', 'components', 'pdf-scanned', 'pdf-locked', 'old-spreadsheet'])
      expect(kinds).toContain(kind);
  });

  it.each(Object.entries(expected))('%s', async (name, want) => {
    const bytes = new Uint8Array(readFileSync(join(corpus, name)));
    const { outcome } = await analyseBytes(bytes, name);
    if ('problem' in want) {
      expect(outcome.ok ? outcome.analysis.format.kind : outcome.problem.kind).toBe(want.problem);
      return;
    }
    if (!outcome.ok) throw new Error(`${name}: ${outcome.problem.kind}`);
    const { analysis } = outcome;
    expect([analysis.format.kind, analysis.lines, analysis.skipped.count]).toEqual([want.format, want.lines, want.skipped]);
    expect(analysis.findings.map(comparable).sort(byRefs)).toEqual([...want.findings].sort(byRefs));
    expect(analysis.reconciliation).toEqual(want.reconciliation);
    const { verdict, unread, absent } = analysis.coverage;
    expect({ verdict, unread: unread.map((line) => line.line), absent: absent.map(range) }).toEqual(want.coverage);
    expect(analysis.limits).toEqual(want.limits);
    // Every line as printed: its description whole (wrapped rows joined, notes and headings apart), its room, its figures.
    const read = await readFile(bytes, name);
    const extract = 'extract' in read ? read.extract : 'table' in read ? extractFromTable(read.table) : read;
    if (isProblem(extract)) throw new Error(`${name}: ${extract.kind}`);
    expect(extract.lines.map((line) => [line.line, line.room, line.description, line.quantity, line.unitPrice, line.rcv])).toEqual(
      want.items,
    );
  });
});
