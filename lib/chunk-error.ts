/**
 * Recognises a failed download of a script chunk (webpack's ChunkLoadError, Turbopack's "Failed to load
 * chunk", or a dynamic import that could not be fetched) and names the chunk for the error screen.
 */
export function chunkLoadFailure(error: { name?: string; message?: string }): { chunk: string } | undefined {
  const message = error.message ?? '';
  const patterns = [
    /Loading (?:CSS )?chunk (\S+) failed/i,
    /Failed to load chunk (\S+)/i,
    /Failed to fetch dynamically imported module:? (\S+)/i,
    /Importing a module script failed/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (match) return { chunk: shortName(match[1] ?? 'script') };
  }
  if (error.name === 'ChunkLoadError') return { chunk: 'script' };
  return undefined;
}

function shortName(chunk: string): string {
  const clean = chunk.replace(/[()'"]/g, '');
  const last = clean.split('/').pop() ?? clean;
  return last.split('?')[0] || 'script';
}
