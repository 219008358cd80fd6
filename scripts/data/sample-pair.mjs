#!/usr/bin/env node
/**
 * Writes the sample pair of estimate files (public/samples/): the carrier's and the contractor's estimates of
 * the sample claim (content/sample-estimate.ts) as CSV exports of their line items. The Estimate Comparison
 * tool offers them as "Try the sample pair", and the Estimate Analyzer page's sample report is the comparison
 * of the same two files, made when the page is built: neither can show what the tool cannot do.
 *
 *   node scripts/data/sample-pair.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { importTs, root } from '../lib/ts.mjs';

const { carrierEstimate, contractorEstimate } = await importTs('content/sample-estimate.ts');
const { sampleHeaders } = await importTs('content/estimator-checker-copy.ts');
const { sampleTable } = await importTs('lib/estimate/sample.ts');
const { samplePairFiles } = await importTs('lib/estimate/sample-files.ts');

for (const [file, estimate] of [
  [samplePairFiles.a, carrierEstimate],
  [samplePairFiles.b, contractorEstimate],
]) {
  const { rows } = sampleTable(estimate, sampleHeaders);
  writeFileSync(join(root, 'public', file.path), `${Papa.unparse(rows, { newline: '\n' })}\n`);
  console.log(`Wrote public${file.path}`);
}
