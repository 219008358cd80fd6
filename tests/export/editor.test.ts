/**
 * The editor at /admin as exported (scripts/lib/admin.mjs): served from the site with its own policy, kept
 * out of search (noindex, neither in the sitemap nor named in robots.txt), and configured with the fields the
 * content schemas give today, so the served editor cannot drift from the build's checks.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { editorChoices } from '@/content/post-choices';
import { editorConfig } from '@/lib/cms/config';
import { config } from '@/lib/config';
import { parseHtml } from '@/scripts/lib/html';
import { ADMIN_POLICY, HEADER_POLICY } from '@/scripts/lib/csp';
import { exportedFile, outDir, serve } from './exported';

describe('the editor at /admin', () => {
  it('is served with noindex and a policy of its own, and every other page keeps the site’s', async () => {
    for (const path of ['/admin', '/admin/editor.js', '/admin/config.json']) {
      const answer = await serve(path);
      expect([path, answer.kind === 'file' && answer.status]).toEqual([path, 200]);
      if (answer.kind !== 'file') continue;
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['content-security-policy']).toBe(ADMIN_POLICY);
    }
    for (const path of ['/', '/blog', '/administrator-guide']) {
      const answer = await serve(path);
      if (answer.kind !== 'file') throw new Error(`${path} redirects`);
      expect(answer.headers['x-robots-tag']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toBe(HEADER_POLICY);
    }
    const $ = parseHtml(exportedFile('/admin/index.html').toString('utf8'));
    expect($('meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
  });

  it('is neither in the sitemap nor named in robots.txt', () => {
    expect(exportedFile('/sitemap.xml').toString('utf8')).not.toMatch(/\/admin/);
    expect(exportedFile('/robots.txt').toString('utf8')).not.toMatch(/admin/i);
  });

  it('serves the configuration the content schemas give now', () => {
    expect(JSON.parse(exportedFile('/admin/config.json').toString('utf8'))).toEqual(editorConfig(config, editorChoices));
  });

  it('loads its code and fonts from the site alone', () => {
    const code = [exportedFile('/admin/editor.js').toString('utf8')];
    for (const name of readdirSync(join(outDir, 'admin', 'chunks'))) code.push(exportedFile(`/admin/chunks/${name}`).toString('utf8'));
    const fonts = [...code.join('\n').matchAll(/\/admin\/assets\/[\w-]+\.woff2/g)].map(([path]) => path);
    expect(new Set(fonts.map((path) => path.replace(/-[\w]+\.woff2$/, '').replace('/admin/assets/', '')))).toEqual(
      new Set(['source-sans-3-latin-wght-normal', 'noto-mono-latin-400-normal', 'material-symbols-outlined-latin-wght-normal']),
    );
    for (const path of fonts) expect(exportedFile(path).length).toBeGreaterThan(1000);
    expect(code.join('\n')).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
  });
});
