/** @jest-environment node */
import { plans } from '@/content/plans';
import { practicalSolution } from '@/content/pricing';
import { clips } from '@/content/media';

describe('plans (spec §9)', () => {
  it('are the four plans with their prices, pages per project and users', () => {
    expect(plans.map((plan) => [plan.title, plan.subtitle, plan.price, 'limits' in plan ? plan.limits : undefined])).toEqual([
      ['ProOwl', 'Professional', '$115', { pagesPerProject: 700, users: 6 }],
      ['AdvOwl', 'Advanced', '$129', { pagesPerProject: 600, users: 3 }],
      ['BasicOwl', 'Basic', '$139', { pagesPerProject: 500, users: 1 }],
      ['EntOwl', 'Enterprise', 'Contact us', undefined],
    ]);
  });

  it('mark exactly the features announced for 2025 as coming', () => {
    const coming = (title: string) =>
      plans
        .find((plan) => plan.title === title)!
        .includes.filter((f) => 'coming' in f && f.coming)
        .map((f) => f.text);
    expect(coming('ProOwl')).toEqual(['AI analytics business report', 'Generated e-mails', 'Generated letters', 'Building supplies API']);
    expect(coming('AdvOwl')).toEqual(['AI analytics business report', 'Generated e-mails', 'Generated letters']);
    expect(coming('BasicOwl')).toEqual([]);
  });

  it('give every plan the AI bot and the three reports, except Enterprise which includes ProOwl', () => {
    for (const plan of plans.slice(0, 3)) {
      const texts = plan.includes.map((f) => f.text).join(' | ');
      for (const core of ['Eureka', 'DeltaMate', 'DeltaPolicy', 'DeltaCase']) expect(texts).toContain(core);
    }
  });
});

describe('the pricing-style section', () => {
  it('has the three product cards of the spec, each with a demo clip that exists', () => {
    expect(practicalSolution.cards.map((card) => card.title)).toEqual([
      'DeltaMate Report',
      'Policy Analysis',
      'Eureka personal chatbot assistant',
    ]);
    for (const card of practicalSolution.cards) expect(clips[card.clip].description.length).toBeGreaterThan(20);
    expect(practicalSolution.action).toEqual({ kind: 'link', label: 'Get Access', href: '/login-signup' });
  });
});
