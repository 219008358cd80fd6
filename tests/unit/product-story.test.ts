/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { audiences } from '@/content/audiences';
import { carousel } from '@/content/home';
import { claimFlow, solutionHero, suiteFeatures } from '@/content/our-solution';
import { products } from '@/content/products';
import { routes } from '@/content/routes';

const publicDir = join(__dirname, '../../public');
const routePaths = routes.map((route) => route.path as string);

describe('product story content', () => {
  it('has one product record per product page of the registry', () => {
    expect(products.map((p) => p.path).sort()).toEqual(routePaths.filter((p) => p.startsWith('/products/')).sort());
  });

  it('gives every product the sections of the template, with Benefits By Role for the three roles', () => {
    for (const product of products) {
      expect(product.steps.length).toBeGreaterThanOrEqual(3);
      expect(product.capabilities.length).toBeGreaterThanOrEqual(4);
      expect(product.benefits.map((b) => b.role)).toEqual(['Insurance', 'Public Adjusters', 'Attorneys']);
      expect(existsSync(join(publicDir, product.screen.src))).toBe(true);
    }
    const withDashboard = products.filter((p) => 'dashboard' in p).map((p) => p.path);
    expect(withDashboard).toEqual(['/products/delta-mate', '/products/estimate-analyzer', '/products/policy-analyzer']);
  });

  it('has one audience record per audience page, each with the three features in the spec’s order', () => {
    expect(audiences.map((a) => a.path).sort()).toEqual(['/adjusters', '/attorneys', '/contractors', '/insurers-tpa']);
    for (const audience of audiences) {
      expect(audience.features[0].clip.poster.src).toMatch(/estimate-comparison/);
      expect(audience.features[1].clip.poster.src).toMatch(/policy-analysis/);
      expect(audience.features[2].clip.poster.src).toMatch(/eureka-chat|auto-classification/);
      expect(audience.access.action).toEqual({ kind: 'link', label: 'Get Access', href: '/login-signup' });
    }
    expect(audiences.filter((a) => 'roles' in a).map((a) => a.path)).toEqual(['/attorneys']);
    const attorneys = audiences.find((a) => a.path === '/attorneys')!;
    expect('roles' in attorneys && attorneys.roles.lists.map((l) => l.title)).toEqual(['Insurance', 'Adjusters', 'Attorneys']);
  });

  it('links every carousel card to its product page and has its illustration on disk', () => {
    expect(carousel.items.map((item) => item.title)).toEqual(['Delta Mate', 'Estimate Analyzer', 'Policy Analyzer']);
    for (const item of carousel.items) {
      expect(routePaths).toContain(item.href);
      expect(existsSync(join(publicDir, item.img.src))).toBe(true);
    }
  });

  it('follows the claim flow and the feature list of Our Solution', () => {
    expect(solutionHero.phrases).toEqual([
      'Augment your workflows',
      'Demand Quality Insights',
      'Enhance decisions, faster',
      'Maximize your claims capacity',
    ]);
    expect(claimFlow.steps.map((s) => s.title)).toEqual(['Create Claim', 'Upload Files', 'Retrieve Information', 'Apply Insights']);
    expect(suiteFeatures.items.map((f) => f.title)).toEqual([
      'Auto File Classification',
      'Policy Analysis and Summary',
      'Estimate Comparison',
      'Eureka Chatbot',
    ]);
    expect(solutionHero.actions.map((a) => 'href' in a && a.href)).toEqual(['#features', '/what-is-ai']);
    expect(suiteFeatures.id).toBe('features');
  });
});
