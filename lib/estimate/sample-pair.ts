/**
 * The sample pair read and compared, for the Estimate Analyzer page: the two files in public/samples/ read
 * by the same readers and compared by the same code as a visitor's files on /tools/estimate-comparison, so
 * the page can never show what the tools cannot do. Runs when the page is built.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareEstimates, type Comparison } from './compare';
import { extractFromTable, isProblem } from './readers';
import { samplePairFiles, type SampleFile } from './sample-files';
import { parseTable } from './table';
import type { Extract } from './types';

/** What the readers take from one sample file; a file they cannot read stops the build. */
export function readSampleFile(file: SampleFile): { readonly name: string; readonly extract: Extract } {
  const text = readFileSync(join(process.cwd(), 'public', file.path), 'utf8');
  const extract = extractFromTable(parseTable(text, { name: file.name, bytes: text.length, sample: true }));
  if (isProblem(extract)) throw new Error(`public${file.path}: ${extract.kind} (run node scripts/data/sample-estimate.mjs)`);
  return { name: file.name, extract };
}

/** The sample carrier estimate (A) against the sample contractor estimate (B). */
export function compareSamplePair(): Comparison {
  return compareEstimates(readSampleFile(samplePairFiles.a), readSampleFile(samplePairFiles.b));
}
