#!/usr/bin/env node
/**
 * Checks the data files (content/data/*.json, lib/content-data.ts), then builds the content layer
 * (content-collections.ts) on its own: checks every MDX file's front matter and body and writes the typed
 * records to .content-collections/generated. `next build` does the same first
 * (next.config.mjs); the unit tests and the type check need it before any build. Exits non-zero, naming the
 * file and the field, when a content file is malformed.
 *
 *   node scripts/content.mjs [--config content-collections.ts]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBuilder } from '@content-collections/core';
import { importTs, root } from './lib/ts.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--config');
const configPath = at >= 0 && args[at + 1] ? args[at + 1] : 'content-collections.ts';

const { dataFiles, readDataFile } = await importTs('lib/content-data.ts');
const dataProblems = [];
for (const path of Object.keys(dataFiles)) {
  try {
    readDataFile(path, JSON.parse(readFileSync(join(root, path), 'utf8')));
  } catch (error) {
    // readDataFile names the file and field on each line; JSON.parse names neither.
    const message = error instanceof SyntaxError ? `- ${path}: not valid JSON: ${error.message}` : error.message;
    dataProblems.push(...message.split('\n').filter((line) => line.startsWith('- ')));
  }
}
if (dataProblems.length > 0) {
  // The posts' authors come from content/data/team.json: the content layer cannot load without the data.
  console.error(`Content check failed:\n${dataProblems.join('\n')}`);
  process.exit(1);
}

const builder = await createBuilder(configPath);
const problems = [];
builder.on('transformer:validation-error', ({ collection, file, error }) => {
  // One line per field: "content/posts/x.mdx: description: must be at most 160 characters".
  for (const line of error.message.split('\n')) problems.push(`${collection.directory}/${file.path}: ${line.replace(/^- (: )?/, '')}`);
});
builder.on('collector:parse-error', ({ filePath, error }) => problems.push(`${filePath}: ${error.message}`));
builder.on('transformer:error', ({ error }) => problems.push(error.message.replace(/^(ContentError|Error): /, '')));
builder.on('transformer:result-error', ({ error }) => problems.push(error.message));
const started = performance.now();
await builder.build();
if (problems.length > 0) {
  console.error(`Content check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Content: built in ${Math.round(performance.now() - started)} ms`);
