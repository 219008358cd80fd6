/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { audiences } from '@/content/audiences';
import { carousel } from '@/content/home';
import { claimFlow, solutionHero, suiteFeatures } from '@/content/our-solution';
import { products } from '@/content/products';
import { routes } from '@/content/routes';

const publicDir = join(__dirname, '../../../public');
const routePaths = routes.map((route) => route.path as string);

describe('product story content', () => {
  it('has one product record per product page of the registry', () => {
    expect(products.map((p) => p.path).sort()).toEqual(routePaths.filter((p) => p.startsWith('/products/')).sort());
  });

  it('gives every product the sections of the template, with Benefits By Role for the same roles', () => {
    const roles = products[0]!.benefits.map((b) => b.role);
    expect(roles.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.steps.length).toBeGreaterThanOrEqual(3);
      expect(product.capabilities.length).toBeGreaterThanOrEqual(4);
      expect(product.benefits.map((b) => b.role)).toEqual(roles);
      expect(existsSync(join(publicDir, product.screen.src))).toBe(true);
    }
  });

  it('has one audience record per audience page, each feature with a clip whose poster exists, and a way to sign up', () => {
    const paths = audiences.map((a) => a.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const audience of audiences) {
      expect(routePaths).toContain(audience.path);
      expect(audience.features.length).toBeGreaterThan(0);
      for (const feature of audience.features) expect(existsSync(join(publicDir, feature.clip.poster.src))).toBe(true);
      expect(routePaths).toContain(audience.access.action.href);
      if ('roles' in audience) for (const list of audience.roles.lists) expect(list.points.length).toBeGreaterThan(0);
    }
  });

  it('links every carousel card to its product page and has its illustration on disk', () => {
    for (const item of carousel.items) {
      expect(routePaths).toContain(item.href);
      expect(existsSync(join(publicDir, item.img.src))).toBe(true);
    }
  });

  it('follows the claim flow and the feature list of Our Solution, its links leading to the features or a page', () => {
    expect(new Set(solutionHero.phrases).size).toBe(solutionHero.phrases.length);
    expect(claimFlow.steps.length).toBeGreaterThan(0);
    expect(suiteFeatures.items.length).toBeGreaterThan(0);
    for (const action of solutionHero.actions) {
      if (!('href' in action)) continue;
      expect(action.href === `#${suiteFeatures.id}` || routePaths.includes(action.href)).toBe(true);
    }
  });
});
