/** Types of scripts/lib/export.mjs for TypeScript. */
export function exportedPages(outDir: string, options?: { errorPages?: boolean }): { path: string; file: string }[];
export function exportFiles(outDir: string, dir?: string): string[];
