#!/usr/bin/env node
/**
 * Builds the content layer (content-collections.ts) on its own: checks every MDX file's front matter and
 * body and writes the typed records to .content-collections/generated. `next build` does the same first
 * (next.config.mjs); the unit tests and the type check need it before any build. Exits non-zero, naming the
 * file and the field, when a content file is malformed.
 *
 *   node scripts/content.mjs [--config content-collections.ts]
 */
import { createBuilder } from '@content-collections/core';

const args = process.argv.slice(2);
const at = args.indexOf('--config');
const configPath = at >= 0 && args[at + 1] ? args[at + 1] : 'content-collections.ts';

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
