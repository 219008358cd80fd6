/**
 * The sample pair compared, for the Estimate Analyzer page: the two files in public/samples/ read by the
 * same readers and compared by the same code as a visitor's files on /tools/estimate-comparison. Runs when
 * the page is built.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareEstimates, type Comparison } from './compare';
import { extractFromTable, isProblem } from './readers';
import { samplePairFiles } from './sample-files';
import { parseTable } from './table';

function read(file: { readonly path: string; readonly name: string }) {
  const text = readFileSync(join(process.cwd(), 'public', file.path), 'utf8');
  const extract = extractFromTable(parseTable(text, { name: file.name, bytes: text.length, sample: true }));
  if (isProblem(extract)) throw new Error(`public${file.path}: ${extract.kind} (run node scripts/data/sample-pair.mjs)`);
  return { name: file.name, extract };
}

/** The sample carrier estimate (A) against the sample contractor estimate (B). */
export function compareSamplePair(): Comparison {
  return compareEstimates(read(samplePairFiles.a), read(samplePairFiles.b));
}
