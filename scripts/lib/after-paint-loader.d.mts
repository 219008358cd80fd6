/** Types of scripts/lib/after-paint-loader.mjs for the TypeScript tests. */
export function afterPaintLoader(sources: readonly string[]): string;
export function loaderSources(code: string): string[] | null;
