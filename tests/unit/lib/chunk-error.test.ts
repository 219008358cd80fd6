/** @jest-environment node */
import { chunkLoadFailure } from '@/lib/chunk-error';

describe('chunkLoadFailure', () => {
  it('names the chunk of a webpack ChunkLoadError', () => {
    expect(
      chunkLoadFailure({ name: 'ChunkLoadError', message: 'Loading chunk 342 failed.\n(timeout: /_next/static/chunks/342.js)' }),
    ).toEqual({ chunk: '342' });
  });
  it('names the chunk of a Turbopack failure', () => {
    expect(chunkLoadFailure({ message: 'Failed to load chunk /_next/static/chunks/2d9t9vic9acra.js from module 123' })).toEqual({
      chunk: '2d9t9vic9acra.js',
    });
  });
  it('recognises a dynamic import that could not be fetched', () => {
    expect(chunkLoadFailure({ message: 'Failed to fetch dynamically imported module: https://x.example/_next/a.js' })).toEqual({
      chunk: 'a.js',
    });
  });
  it('leaves other errors to the generic screen', () => {
    expect(chunkLoadFailure({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'map')" })).toBeUndefined();
  });
});
