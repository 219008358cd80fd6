#!/usr/bin/env node
/**
 * The project's type check, by TypeScript 7's native compiler (the `typescript-7` package): the same
 * tsconfig.json and the same errors as TypeScript 5.9, for much less CPU (docs/testing.md). `npm run build`
 * runs it right after `next build`, which skips its own check (next.config.mjs), so that the generated route
 * types in .next/types are checked too; `npm run typecheck` runs it alone. TypeScript 5.9 stays the `typescript`
 * package, whose compiler API ESLint and the content layer call.
 *
 * A copy of the project built only to lay new content over code already checked (CLAIMOWL_CONTENT_ONLY_BUILD=1,
 * the editor's build check) skips it.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (process.env.CLAIMOWL_CONTENT_ONLY_BUILD === '1') process.exit(0);

// Its `lib/tsc.js`, not its bin: the extensionless ES-module bin cannot be Node 20's entry point.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'lib', 'tsc.js');
const run = spawnSync(process.execPath, [tsc, '--noEmit', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
