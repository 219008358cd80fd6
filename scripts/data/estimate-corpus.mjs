#!/usr/bin/env node
/**
 * Writes the Estimator Checker's fixture corpus (tests/fixtures/estimates/corpus/) and what each file must
 * give (expected.json): Xactimate's line-item export in its layouts and quirks, a workbook, carrier PDFs in
 * both layouts, files the checker must refuse with their own message, and estimates with seeded defects.
 *
 *   node scripts/data/estimate-corpus.mjs [--out <dir>]
 *
 * Every file is made here from the price list and estimates of scripts/data/estimate-corpus/; the unit tests
 * read the files and compare the checker's findings with expected.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpus } from './estimate-corpus/fixtures.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const at = process.argv.indexOf('--out');
const out = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'tests/fixtures/estimates/corpus');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const expected = {};
for (const fixture of await corpus()) {
  writeFileSync(join(out, fixture.name), fixture.bytes);
  expected[fixture.name] = { about: fixture.about, ...fixture.expected };
}
writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`Wrote ${Object.keys(expected).length} fixtures and expected.json to ${out}`);
