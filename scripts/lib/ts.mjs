/**
 * Loads the site's TypeScript modules (lib/config.ts, scripts/lib/csp.ts, …) into a build script, with the same
 * environment `next build` saw: the `.env*` files are read the way Next.js reads them, `@/` resolves to the
 * project root and `content-collections` to the content layer's records (`npm run content` writes them).
 * This keeps lib/config.ts the only reader of process.env: scripts ask it, they never parse the environment
 * themselves.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { createJiti } from 'jiti';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

// The aliases of tsconfig.json's "paths": the project root, and the content layer's generated records.
const jiti = createJiti(import.meta.url, {
  alias: { '@': root, 'content-collections': resolve(root, '.content-collections', 'generated') },
  fsCache: false,
});

/** Imports a TypeScript module of the project by its path from the root, e.g. "lib/config.ts". */
export function importTs(path) {
  return jiti.import(resolve(root, path));
}
