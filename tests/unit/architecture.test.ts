/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

const siteFiles = ['app', 'components', 'content', 'lib'].flatMap((dir) => sources(dir));

describe('rules of the house', () => {
  it('reads process.env only in lib/config.ts', () => {
    const readers = siteFiles.filter((file) => readFileSync(join(root, file), 'utf8').includes('process.env'));
    expect(readers).toEqual(['lib/config.ts']);
  });

  it('keeps config out of client code: islands receive config values as props', () => {
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    const clientFiles = siteFiles.filter((file) => /^['"]use client['"]/.test(read(file)));
    expect(clientFiles.length).toBeGreaterThan(0);
    expect(clientFiles.filter((file) => /from ['"](@\/lib\/config|\.\.?\/config)['"]/.test(read(file)))).toEqual([]);
  });

  it('navigates with plain links only, as next.config.mjs assumes when it turns prefetch inlining off', () => {
    // No <Link> and no router navigation: the App Router never prefetches, so the build need not size segments.
    // Adding client-side navigation means turning experimental.prefetchInlining back on.
    const navigators = siteFiles.filter((file) =>
      /from ['"]next\/link['"]|\buseRouter\b|\bredirect\(|\bpermanentRedirect\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(navigators).toEqual([]);
    expect(readFileSync(join(root, 'next.config.mjs'), 'utf8')).toContain('prefetchInlining: false');
  });

  it('keeps content free of components', () => {
    for (const file of sources('content')) {
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/from ['"]@\/components|from ['"]react['"]/);
    }
  });
});
