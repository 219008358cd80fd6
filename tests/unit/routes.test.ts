/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { allRoutes, collections, routes } from '@/content/routes';
import { footer, navGroups } from '@/content/site';

const appDir = join(__dirname, '../../app');

/** Every page.tsx under app/, as its URL pattern: "/FAQs", "/products/[slug]". */
function pageFiles(dir = appDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    if (name !== 'page.tsx') return [];
    const route = relative(appDir, dir).split(sep).filter((part) => part && !/^\(.*\)$/.test(part));
    return [`/${route.join('/')}`];
  });
}

/** The concrete paths the app exports: static pages as they are, dynamic ones through their params. */
async function exportedPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const pattern of pageFiles()) {
    if (!pattern.includes('[')) {
      paths.push(pattern);
      continue;
    }
    const mod = await import(`@/app${pattern}/page`);
    expect(mod.dynamicParams).toBe(false);
    const params: Record<string, string>[] = await mod.generateStaticParams();
    for (const param of params) {
      paths.push(pattern.replace(/\[(\w+)\]/g, (_, key: string) => param[key] ?? ''));
    }
  }
  return paths.sort();
}

describe('route registry', () => {
  it('lists exactly the pages under app/ (and every page is in it)', async () => {
    // Registry routes plus the pages of each content-driven collection (e.g. blog posts): a page under app/
    // that is in neither still fails here.
    expect(await exportedPaths()).toEqual(allRoutes.map((r) => r.path).sort());
  });

  it('serves each content-driven collection from its own dynamic page, and only its pages', () => {
    const pages = pageFiles();
    for (const collection of collections) {
      expect(pages).toContain(collection.pattern);
      const matcher = new RegExp(`^${collection.pattern.replace(/\[\w+\]/g, '[^/]+')}$`);
      for (const route of collection.routes) expect([route.path, matcher.test(route.path)]).toEqual([route.path, true]);
      expect(collection.routes.length).toBeGreaterThan(0);
    }
    // A collection page is not also a registry route.
    const registry = new Set<string>(routes.map((r) => r.path));
    expect(collections.flatMap((c) => c.routes).filter((r) => registry.has(r.path))).toEqual([]);
  });

  it('holds every route of spec §2, plus /security (issue 14)', () => {
    expect(routes).toHaveLength(33);
  });

  it('has unique paths, titles, headings and descriptions', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = allRoutes.map((r) => r[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('keeps every description between 50 and 160 characters', () => {
    for (const route of allRoutes) {
      expect([route.path, route.description.length >= 50 && route.description.length <= 160]).toEqual([route.path, true]);
    }
  });

  it('hides the footer shape on the four audience pages only', () => {
    const shapeless = routes.filter((r) => !r.footer.shape).map((r) => r.path);
    expect(shapeless.sort()).toEqual(['/adjusters', '/attorneys', '/contractors', '/insurers-tpa']);
  });

  it('keeps the sign-up success and test-payment pages out of search', () => {
    expect(routes.filter((r) => !r.indexable).map((r) => r.path).sort()).toEqual(['/signup-success', '/test-payments']);
  });

  it('links every indexable page from the footer, so each page reaches every other without JavaScript', () => {
    const linked = new Set<string>([...footer.columns.flatMap((c) => c.items), ...footer.legal]);
    const missing = routes.filter((r) => r.indexable && r.path !== '/' && !linked.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('names only registry routes in the navigation', () => {
    const known = new Set<string>(routes.map((r) => r.path));
    for (const group of navGroups) for (const item of group.items) expect(known.has(item)).toBe(true);
  });
});
