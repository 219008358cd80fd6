#!/usr/bin/env node
/**
 * Writes the Policy Highlighter's fixture corpus (tests/fixtures/policies/corpus/) and what each file must give
 * (expected.json): policy forms, an endorsement, declarations in three layouts and two documents that are not
 * policies, each printed with pdfkit to reproduce what real policies do to a reader (scripts/data/policy-corpus/
 * lists the quirks of each). Also the sample policy of the page's "try a sample" (public/samples/).
 *
 *   node scripts/data/policy-corpus.mjs [--out <dir>]      (with --out, the sample is not copied to public/)
 *
 * The unit tests read every file through pdf.js and compare the reader's findings with expected.json; they
 * also check that this script writes the same bytes again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpus } from './policy-corpus/fixtures.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const at = process.argv.indexOf('--out');
const out = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'tests/fixtures/policies/corpus');

const fixtures = await corpus();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const expected = {};
for (const fixture of fixtures) {
  writeFileSync(join(out, fixture.name), fixture.bytes);
  expected[fixture.name] = { about: fixture.about, ...fixture.expected };
  if (fixture.name === 'sample-policy.pdf' && at < 0) writeFileSync(join(root, 'public/samples/sample-policy.pdf'), fixture.bytes);
}
writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`Wrote ${Object.keys(expected).length} fixtures and expected.json to ${out}`);
