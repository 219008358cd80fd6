/** @jest-environment node */
import { plans } from '@/content/plans';
import { practicalSolution } from '@/content/pricing';
import { clips } from '@/content/media';
import { routes } from '@/content/routes';

/** The plan records (spec §9): what the plan cards and the pay dialog rely on, whatever the prices say. */
describe('plans', () => {
  it('each have a title of their own, a price and, when the price is a monthly figure, their limits', () => {
    expect(new Set(plans.map((plan) => plan.title)).size).toBe(plans.length);
    for (const plan of plans) {
      expect(plan.subtitle.length).toBeGreaterThan(0);
      expect(plan.price.length).toBeGreaterThan(0);
      if (!/^\$\d/.test(plan.price)) continue;
      expect('limits' in plan && plan.limits).toEqual({ pagesPerProject: expect.any(Number), users: expect.any(Number) });
      if ('limits' in plan && plan.limits) {
        expect(plan.limits.pagesPerProject).toBeGreaterThan(0);
        expect(Number.isInteger(plan.limits.users) && plan.limits.users > 0).toBe(true);
      }
    }
  });

  it('each list what they include, once each, a feature still to come naming the year it comes', () => {
    for (const plan of plans) {
      const texts = plan.includes.map((feature) => feature.text);
      expect(texts.length).toBeGreaterThan(0);
      expect(new Set(texts).size).toBe(texts.length);
      for (const feature of plan.includes) if ('coming' in feature) expect(feature.coming).toMatch(/^\d{4}$/);
    }
  });
});

describe('the pricing-style section', () => {
  it('shows cards whose demo clips exist and leads to a page of the site', () => {
    expect(practicalSolution.cards.length).toBeGreaterThan(0);
    for (const card of practicalSolution.cards) expect(clips[card.clip].description.length).toBeGreaterThan(20);
    const { action } = practicalSolution;
    expect(action.kind === 'link' && routes.some((route) => route.path === action.href)).toBe(true);
  });
});
