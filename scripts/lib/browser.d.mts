/** Types of scripts/lib/browser.mjs for TypeScript. */
export const DEBIAN_CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function findChromium(env?: NodeJS.ProcessEnv): { path: string | undefined; from: string } | null;
export function chromiumPath(): string | undefined;
export function chromiumExecutable(): string;
