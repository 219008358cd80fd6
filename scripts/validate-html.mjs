#!/usr/bin/env node
/** Validates every exported HTML page with html-validate (config: .htmlvalidate.cjs). */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { exportedPages } from './lib/export.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('No build in out/: run "npm run build" first.');
  process.exit(1);
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = [...exportedPages(outDir).map((p) => p.file), join(outDir, '404.html')];
const results = [];
let errors = 0;
for (const file of files) {
  const report = await validator.validateFile(file);
  if (!report.valid) {
    results.push(...report.results);
    errors += report.errorCount;
  }
}
if (errors > 0) {
  console.error(formatterFactory('stylish')(results));
  console.error(`${errors} HTML error(s) in ${results.length} of ${files.length} pages.`);
  process.exit(1);
}
console.log(`All ${files.length} exported pages are valid HTML.`);
