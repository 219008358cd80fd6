/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

describe('docs/architecture.md', () => {
  /**
   * The paths the note names in code spans: `lib/config.ts`, `components/islands/`, or a bare file name in a
   * table row, which is in that row's folder (its first code span that ends in "/") or at the root.
   */
  function namedPaths(markdown: string): string[] {
    return markdown.split('\n').flatMap((line) => {
      const spans = [...line.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
      const folder = spans.find((span) => span.endsWith('/'));
      return spans
        .filter((span) => /^[\w@[\]-][\w.@[\]-]*(\/[\w.@[\]-]+)*\/?$/.test(span))
        .filter((span) => span.includes('/') || /\.(ts|tsx|mjs|js|json|md|mdx|css|svg)$/.test(span))
        .map((span) => (span.includes('/') || !folder || !existsSync(join(root, folder, span)) ? span : join(folder, span)));
    });
  }

  it('names only files and folders that exist', () => {
    const named = namedPaths(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
