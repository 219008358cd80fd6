/** @jest-environment node */
import { findRoute, getRoute } from '@/content/routes';
import { footer, socialProfiles } from '@/content/site';
import { config } from '@/lib/config';
import { featuredPost, pastConferences, postFacts } from '@/content/blog';
import {
  breadcrumbTrail,
  conferencesJsonLd,
  faqJsonLd,
  graph,
  postJsonLd,
  routeJsonLd,
  serializeJsonLd,
  siteIdentity,
  siteJsonLd,
} from '@/lib/json-ld';
import { jsonLdNodes, jsonLdProblems, jsonLdTypes } from '../../../json-ld-rules';
import { sitePages } from '../../../site-pages';

describe('site-wide structured data', () => {
  const block = siteJsonLd(siteIdentity({ description: footer.blurb, socialProfiles }));
  const [org, website] = jsonLdNodes(block);

  it('describes the Organization and the WebSite with every required field', () => {
    expect(jsonLdTypes(block)).toEqual(['Organization', 'WebSite']);
    expect(jsonLdProblems(block)).toEqual([]);
  });

  it('names the footer’s blurb and five social profiles, the logo and the contact details from config', () => {
    expect(org).toMatchObject({
      name: config.brandName,
      description: footer.blurb,
      url: `${config.origin}/`,
      logo: `${config.origin}/logo.svg`,
      sameAs: socialProfiles.map((profile) => config[profile.key]),
      contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', telephone: config.phone, email: config.salesEmail }],
    });
    expect((org?.sameAs as string[]).length).toBe(5);
    expect(website).toMatchObject({ url: `${config.origin}/`, publisher: { '@id': org?.['@id'] } });
  });
});

describe('structured data of a registry route', () => {
  it('gives a product page its breadcrumbs and a SoftwareApplication from the registry, without ratings or prices', () => {
    const route = getRoute('/products/estimate-analyzer');
    const block = routeJsonLd(route, findRoute);
    expect(jsonLdTypes(block)).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    expect(jsonLdProblems(block)).toEqual([]);
    const [crumbs, app] = jsonLdNodes(block);
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${config.origin}/` },
      { '@type': 'ListItem', position: 2, name: route.label, item: `${config.origin}/products/estimate-analyzer` },
    ]);
    expect(app).toMatchObject({
      name: 'Estimate Analyzer',
      description: route.description,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
    });
    expect(app).not.toHaveProperty('offers');
    expect(app).not.toHaveProperty('aggregateRating');
  });

  it('leaves a top-level page with the site-wide block only', () => {
    expect(routeJsonLd(getRoute('/FAQs'), findRoute)).toBeUndefined();
    expect(routeJsonLd(getRoute('/'), findRoute)).toBeUndefined();
  });

  it('walks a post back through the blog, skipping folders that are not pages', () => {
    const post = { path: '/blog/roofcon-2024', label: 'RoofCon 2024 Recap' };
    expect(breadcrumbTrail(post, findRoute)).toEqual([
      { name: 'Home', path: '/' },
      { name: getRoute('/blog').label, path: '/blog' },
      { name: 'RoofCon 2024 Recap', path: '/blog/roofcon-2024' },
    ]);
    expect(breadcrumbTrail({ path: '/a/b/c', label: 'C' }, () => undefined)).toEqual([{ name: 'C', path: '/a/b/c' }]);
  });

  it('is complete on every page of the site', () => {
    for (const route of sitePages) {
      const block = routeJsonLd(route, findRoute);
      if (block) expect([route.path, jsonLdProblems(block)]).toEqual([route.path, []]);
      const nested = route.path.split('/').filter(Boolean).length > 1;
      expect([route.path, jsonLdTypes(block).includes('BreadcrumbList')]).toEqual([route.path, nested]);
    }
  });
});

describe('the rules of tests/json-ld-rules.ts', () => {
  it('catch an event that ends before it starts, a missing headline, a claimed rating and an unknown type', () => {
    const [event] = jsonLdNodes(graph(conferencesJsonLd([{ ...pastConferences[0]!, endDate: '2000-01-01' }])));
    expect(jsonLdProblems({ '@context': 'https://schema.org', ...event })).toEqual(['Event: endDate before startDate']);
    const app = jsonLdNodes(routeJsonLd(getRoute('/products/delta-mate'), findRoute))[1]!;
    expect(jsonLdProblems({ '@context': 'https://schema.org', ...app, aggregateRating: { '@type': 'AggregateRating' } })).toEqual([
      'SoftwareApplication: claims aggregateRating',
    ]);
    const noHeadline = { ...jsonLdNodes(graph(postJsonLd(postFacts(featuredPost))))[0]! };
    delete noHeadline.headline;
    expect(jsonLdProblems({ '@context': 'https://schema.org', ...noHeadline })).toEqual(['BlogPosting: headline (1–110 characters)']);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Recipe' })).toEqual(['Recipe: no rule in tests/json-ld-rules.ts']);
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so no value can close the script element, and still parses to the same data', () => {
    const block = graph(faqJsonLd([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'A & B > C' }]));
    const text = serializeJsonLd(block);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(block);
  });
});
