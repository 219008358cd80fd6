#!/usr/bin/env node
/**
 * Size budgets on the built export (deterministic, not timed). Prints the table and exits non-zero when a
 * page goes over.
 *   JS per page ≤ framework floor × 1.10 (gzipped bytes of the scripts the HTML references).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsWeights, kb } from './lib/export.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const JS_RATIO = 1.1;

if (!existsSync(join(root, 'out', 'index.html'))) {
  console.error('No build in out/: run "npm run build" first.');
  process.exit(1);
}

const { floor, pages } = jsWeights(root);
const budget = floor.bytes * JS_RATIO;
const over = pages.filter((page) => page.bytes > budget);

const rows = pages.map((p) => [p.path, kb(p.bytes), kb(p.ours), p.ratio.toFixed(3), p.bytes > budget ? 'OVER' : 'ok']);
const header = ['page', 'JS (gzip)', 'ours', '× floor', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`Framework floor: ${kb(floor.bytes)} (${floor.files.length} files); budget per page: ${kb(budget)} (floor × ${JS_RATIO})`);
console.log(line(header));
for (const row of rows) console.log(line(row));

if (over.length > 0) {
  console.error(`\n${over.length} page(s) over the JS budget: ${over.map((p) => p.path).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${pages.length} pages within the JS budget.`);
