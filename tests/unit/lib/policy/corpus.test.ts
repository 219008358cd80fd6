/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPdfText } from '@/lib/pdf/document';
import { readPolicy, readPolicyPdf } from '@/lib/policy/read';
import type { PolicyReading } from '@/lib/policy/types';

/**
 * The policy corpus (scripts/data/policy-corpus.mjs writes it): each PDF read through pdf.js as a visitor's file
 * is, and exactly what expected.json says it states, from where the writer printed it. A new fixture needs no new
 * test.
 */
const corpus = join(__dirname, '../../../fixtures/policies/corpus');

// The first PDF loads pdf.js, a 3 MB module jest compiles on first use: seconds on a loaded machine.
jest.setTimeout(30_000);

type Row = readonly unknown[];
interface Expected {
  readonly about: string;
  readonly kind: string;
  readonly form: string | null;
  readonly pages: number;
  readonly blankPages: readonly number[];
  readonly pageLabels: readonly Row[];
  readonly coverages: readonly Row[];
  readonly deductibles: readonly Row[];
  readonly specialLimits: readonly Row[];
  readonly definitions: readonly Row[];
  readonly exclusions: readonly Row[];
  readonly formsListed: readonly Row[];
  readonly formsMissing: readonly string[];
  readonly amendments: readonly Row[];
  readonly changedBy: readonly Row[];
  readonly conditions: readonly Row[];
  readonly gaps: readonly Row[];
  readonly documents: readonly Row[];
  readonly definitionEnds: readonly (readonly [string, string])[];
  readonly absent: readonly string[];
}

const expected = JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')) as Record<string, Expected>;
const sorted = (rows: readonly Row[]) => [...rows].map((row) => JSON.stringify(row)).sort();

/** A reading in the corpus's terms. */
function comparable(reading: PolicyReading): Omit<Expected, 'about' | 'definitionEnds' | 'absent'> {
  const [document] = reading.documents;
  return {
    kind: document!.kind,
    form: document!.form,
    pages: document!.pages,
    blankPages: document!.blankPages,
    pageLabels: document!.pageLabels.map((label) => [label.page, label.printed]),
    coverages: reading.coverages.map((coverage) => [coverage.label, coverage.amount, coverage.page, coverage.terms]),
    deductibles: reading.deductibles.map((deductible) => [
      deductible.appliesTo,
      deductible.amount,
      deductible.percent,
      deductible.percentOf?.dollars ?? null,
      deductible.page,
    ]),
    specialLimits: reading.specialLimits.map((limit) => [limit.label, limit.amount, limit.theft, limit.page]),
    definitions: reading.definitions.map((definition) => [definition.term, definition.page]),
    exclusions: reading.exclusions.map((exclusion) => [
      exclusion.section,
      exclusion.number,
      exclusion.headingPrinted ? exclusion.heading : null,
      exclusion.headingPrinted,
      exclusion.change,
      exclusion.page,
    ]),
    formsListed: reading.formsListed.map((form) => [form.number, form.page]),
    formsMissing: reading.formsMissing.map((form) => form.number),
    amendments: reading.amendments.map((amendment) => [
      amendment.page,
      amendment.action,
      `${amendment.heading ?? ''} ${amendment.paragraph ?? ''}`.trim(),
      amendment.when,
    ]),
    changedBy: reading.changedBy.map((link) => [link.target.kind, link.target.heading, link.action]),
    conditions: reading.conditions.map((condition) => [
      condition.kind,
      condition.page,
      condition.timeLimit ? [condition.timeLimit.amount, condition.timeLimit.unit] : null,
    ]),
    gaps: reading.worthALook.filter((worth) => worth.kind === 'numbering-gap').map((worth) => [worth.text.split(' ')[0], worth.page]),
    documents: document!.contains.map((contained) => [contained.kind, contained.first]),
  };
}

describe('the policy corpus', () => {
  it('is what scripts/data/policy-corpus.mjs writes, byte for byte', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'policy-corpus-'));
    try {
      execFileSync(process.execPath, [join(__dirname, '../../../../scripts/data/policy-corpus.mjs'), '--out', scratch], {
        stdio: 'ignore',
      });
      const files = readdirSync(corpus).sort();
      expect(readdirSync(scratch).sort()).toEqual(files);
      for (const file of files) expect(readFileSync(join(scratch, file)).equals(readFileSync(join(corpus, file)))).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('gives the page its sample: the corpus sample, byte for byte', () => {
    const sample = readFileSync(join(__dirname, '../../../../public/samples/sample-policy.pdf'));
    expect(sample.equals(readFileSync(join(corpus, 'sample-policy.pdf')))).toBe(true);
  });

  it('reads the files a visitor gives, and names the one it cannot read', async () => {
    const sample = new Uint8Array(readFileSync(join(corpus, 'sample-policy.pdf')));
    const done: number[] = [];
    const { reading, problems } = await readPolicyPdf(
      [
        { name: 'sample-policy.pdf', bytes: sample },
        { name: 'broken.pdf', bytes: new TextEncoder().encode('%PDF-1.4 not a PDF') },
      ],
      (share) => done.push(share),
    );
    expect(reading.documents.map((document) => [document.name, document.kind])).toEqual([
      ['sample-policy.pdf', 'policy-with-declarations'],
    ]);
    expect(problems).toEqual([{ name: 'broken.pdf', problem: 'unreadable' }]);
    expect(done.at(-1)).toBeLessThanOrEqual(1);
  });

  it.each(Object.entries(expected))('%s', async (name, want) => {
    const text = await readPdfText(new Uint8Array(readFileSync(join(corpus, name))));
    if (!text.ok) throw new Error(`${name}: ${text.problem}`);
    const reading = readPolicy([{ name, pages: text.pages }]);
    const got = comparable(reading);
    // A definition carried over a column or a page is read to its end; a watermark is not read as text.
    for (const [term, ends] of want.definitionEnds) {
      const definition = reading.definitions.find((each) => each.term === term);
      expect(definition?.text).toContain(ends);
      // Its printed words are quoted whole, with a box in each column or page they are printed in.
      expect(definition?.quote.text).toContain(ends);
      const places = new Set(definition?.quote.boxes.map((box) => `${box.page}:${box.x0 > 306 ? 'right' : 'left'}`));
      expect(places.size).toBeGreaterThan(1);
    }
    const quoted = [...reading.definitions, ...reading.exclusions].map((item) => item.quote.text + item.text).join(' ');
    for (const word of want.absent) expect(quoted).not.toContain(word);
    expect([got.kind, got.form, got.pages, got.blankPages, got.formsMissing]).toEqual([
      want.kind,
      want.form,
      want.pages,
      want.blankPages,
      want.formsMissing,
    ]);
    for (const key of [
      'coverages',
      'deductibles',
      'specialLimits',
      'definitions',
      'exclusions',
      'formsListed',
      'changedBy',
      'conditions',
      'pageLabels',
      'gaps',
      'documents',
    ] as const) {
      expect([key, sorted(got[key])]).toEqual([key, sorted(want[key])]);
    }
    // An amendment is named by its heading or its paragraph: the word the writer marked is in them.
    expect(got.amendments.map(([page, action, , when]) => [page, action, when])).toEqual(
      want.amendments.map(([page, action, , when]) => [page, action, when]),
    );
    want.amendments.forEach(([, , key], index) => expect(got.amendments[index]?.[2]).toContain(key));
  });
});
