#!/usr/bin/env node
/**
 * How right the policy reader is on the real documents of ../shared/real-policies (as their README states them,
 * transcribed in tests/fixtures/policies/real-policies.ts): per file and per category, items expected, found and
 * right, recall (right ÷ expected) and what was missed or found wrongly. Counts exactly as the unit test does
 * (tests/policy-scores.ts).
 *
 *   node scripts/bench/policy-precision.mjs [--verbose]      (writes bench/policy-precision.json)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTs, root } from '../lib/ts.mjs';

const verbose = process.argv.includes('--verbose');
const { readPolicy } = await importTs('lib/policy/read.ts');
const { realPolicies } = await importTs('tests/fixtures/policies/real-policies.ts');
const { scoresOf } = await importTs('tests/policy-scores.ts');
const { realPolicyFiles, realPolicyPages } = await importTs('tests/real-policies.ts');

const CATEGORIES = ['coverages', 'deductibles', 'specialLimits', 'definitions', 'exclusions', 'formsListed', 'amendments'];
const files = [];
const totals = Object.fromEntries(CATEGORIES.map((category) => [category, { expected: 0, found: 0, right: 0 }]));
for (const name of realPolicyFiles()) {
  const want = realPolicies[name];
  const reading = readPolicy([{ name, pages: realPolicyPages(name) }]);
  const scores = scoresOf(want, reading);
  const [document] = reading.documents;
  files.push({ name, kind: document.kind, expectedKind: want.kind, form: document.form, scores });
  for (const category of CATEGORIES) for (const key of ['expected', 'found', 'right']) totals[category][key] += scores[category][key];
  console.log(`${name} (${document.kind})`);
  for (const category of CATEGORIES) {
    const { expected, found, right, missed, wrong } = scores[category];
    if (expected === 0 && found === 0) continue;
    console.log(`  ${category.padEnd(12)} expected ${String(expected).padStart(3)}  found ${String(found).padStart(3)}  right ${String(right).padStart(3)}`);
    if (verbose || missed.length <= 6) for (const item of missed) console.log(`      missed: ${item}`);
    if (verbose) for (const item of wrong) console.log(`      not expected: ${item}`);
  }
}
console.log('\nall files');
for (const category of CATEGORIES) {
  const { expected, found, right } = totals[category];
  console.log(`  ${category.padEnd(12)} expected ${expected}  found ${found}  right ${right}  recall ${expected ? ((100 * right) / expected).toFixed(1) : '—'}%`);
}
writeFileSync(join(root, 'bench', 'policy-precision.json'), `${JSON.stringify({ generated: new Date().toISOString(), totals, files }, null, 2)}\n`);
