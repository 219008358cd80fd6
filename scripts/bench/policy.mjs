#!/usr/bin/env node
/**
 * How fast the policy reader reads, in node, on the real documents of ../shared/real-policies (text runs as pdf.js
 * gives them, so the time is the reader's own, not pdf.js's parsing): each booklet-sized file (20 to 64 pages) and
 * the 279-page commercial package, median of 5 runs after one warm-up run.
 *
 *   node scripts/bench/policy.mjs        (writes bench/policy.json)
 *
 * Targets, in the browser: 2 s for a 40-page booklet, 10 s for the 279-page package (pdf.js included); the reader
 * alone in node must stay well under them.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { importTs, root } from '../lib/ts.mjs';
import { median } from './lib/stats.mjs';

const RUNS = 5;
export const POLICY_TARGETS = { bookletMs: 2000, packageMs: 10_000 };

const { readPolicy } = await importTs('lib/policy/read.ts');
const { realPolicyFiles, realPolicyPages } = await importTs('tests/real-policies.ts');

const files = [];
for (const name of realPolicyFiles()) {
  const pages = realPolicyPages(name);
  if (pages.length < 20) continue;
  const runs = pages.reduce((sum, page) => sum + page.items.length, 0);
  readPolicy([{ name, pages }]);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    readPolicy([{ name, pages }]);
    times.push(performance.now() - start);
  }
  const ms = Math.round(median(times));
  const target = pages.length > 100 ? POLICY_TARGETS.packageMs : POLICY_TARGETS.bookletMs;
  files.push({ name, pages: pages.length, runs, medianMs: ms, targetMs: target, met: ms <= target });
  console.log(`${name.padEnd(42)} ${String(pages.length).padStart(3)} pages ${String(runs).padStart(6)} runs  ${String(ms).padStart(5)} ms (target ${target} ms)`);
}
writeFileSync(
  join(root, 'bench', 'policy.json'),
  `${JSON.stringify({ generated: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model ?? null, node: process.version }, runs: RUNS, files }, null, 2)}\n`,
);
