/** Types of scripts/lib/browser.mjs for TypeScript. */
export const DEBIAN_CHROMIUM: string;
export const DEBIAN_HEADLESS_SHELL: string;
export const CHROMIUM_ARGS: string[];
export function findChromium(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string | undefined; from: string } | null;
export function findTestChromium(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string | undefined; from: string } | null;
export function chromiumPath(): string | undefined;
export function testChromiumPath(): string | undefined;
export function chromiumExecutable(): string;
