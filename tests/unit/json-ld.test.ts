/** @jest-environment node */
import { getRoute } from '@/content/routes';
import { socialProfiles } from '@/content/site';
import { config } from '@/lib/config';
import {
  blogPosting,
  breadcrumbTrail,
  event,
  faqPage,
  jobPosting,
  routeJsonLd,
  serializeJsonLd,
  siteIdentity,
  siteJsonLd,
  withContext,
} from '@/lib/json-ld';
import { jsonLdNodes, jsonLdProblems, jsonLdTypes } from '../json-ld-rules';
import { sitePages } from '../site-pages';

const site = siteIdentity();

describe('site-wide structured data', () => {
  const block = siteJsonLd();
  const [org, website] = jsonLdNodes(block);

  it('describes the Organization and the WebSite with every required field', () => {
    expect(jsonLdTypes(block)).toEqual(['Organization', 'WebSite']);
    expect(jsonLdProblems(block)).toEqual([]);
  });

  it('names the five social profiles of the footer, the logo and the contact details from config', () => {
    expect(org).toMatchObject({
      name: config.brandName,
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
    const block = routeJsonLd(route);
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
    expect(routeJsonLd(getRoute('/FAQs'))).toBeUndefined();
    expect(routeJsonLd(getRoute('/'))).toBeUndefined();
  });

  it('walks a post back through the blog, skipping folders that are not pages', () => {
    const post = { path: '/blog/roofcon-2024', label: 'RoofCon 2024 Recap' };
    expect(breadcrumbTrail(post)).toEqual([
      { name: 'Home', path: '/' },
      { name: getRoute('/blog').label, path: '/blog' },
      { name: 'RoofCon 2024 Recap', path: '/blog/roofcon-2024' },
    ]);
    expect(breadcrumbTrail({ path: '/a/b/c', label: 'C' }, () => undefined)).toEqual([{ name: 'C', path: '/a/b/c' }]);
  });

  it('is complete on every page of the site', () => {
    for (const route of sitePages) {
      const block = routeJsonLd(route);
      if (block) expect([route.path, jsonLdProblems(block)]).toEqual([route.path, []]);
      const nested = route.path.split('/').filter(Boolean).length > 1;
      expect([route.path, jsonLdTypes(block).includes('BreadcrumbList')]).toEqual([route.path, nested]);
    }
  });
});

describe('builders for content pages', () => {
  it('FAQPage: one Question with its accepted Answer per item', () => {
    const block = withContext(
      faqPage([
        { question: 'What does it do?', answer: 'It reads claim documents.' },
        { question: 'Who uses it?', answer: 'Adjusters, attorneys and contractors.' },
      ]),
    );
    expect(jsonLdProblems(block)).toEqual([]);
    expect(block.mainEntity).toEqual([
      { '@type': 'Question', name: 'What does it do?', acceptedAnswer: { '@type': 'Answer', text: 'It reads claim documents.' } },
      {
        '@type': 'Question',
        name: 'Who uses it?',
        acceptedAnswer: { '@type': 'Answer', text: 'Adjusters, attorneys and contractors.' },
      },
    ]);
  });

  it('JobPosting: an office or hybrid role has a jobLocation; a remote role is TELECOMMUTE with the countries it is open to', () => {
    const base = {
      title: 'Senior Software Engineer',
      description: 'Build the extraction engine behind Estimate Analyzer. 4+ years of experience.',
      datePosted: '2025-06-02',
      employmentType: 'FULL_TIME' as const,
      path: '/careers',
    };
    const office = withContext(
      jobPosting({ ...base, location: { type: 'office', address: { locality: 'Fort Lauderdale', region: 'FL', country: 'US' } } }, site),
    );
    const remote = withContext(jobPosting({ ...base, location: { type: 'remote', countries: ['US'] } }, site));
    expect(jsonLdProblems(office)).toEqual([]);
    expect(jsonLdProblems(remote)).toEqual([]);
    expect(office).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: config.brandName, sameAs: `${config.origin}/` },
      jobLocation: {
        '@type': 'Place',
        name: 'Fort Lauderdale, FL',
        address: { '@type': 'PostalAddress', addressLocality: 'Fort Lauderdale', addressRegion: 'FL', addressCountry: 'US' },
      },
    });
    expect(office).not.toHaveProperty('jobLocationType');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'US' }],
    });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('Event: a past conference is still EventScheduled (schema.org has no "finished"); a cancelled one says so', () => {
    const input = {
      name: 'RoofCon 2024',
      startDate: '2024-04-10',
      endDate: '2024-04-12',
      url: 'https://www.roofcon.example',
      venue: { address: { locality: 'Fort Worth', region: 'TX', country: 'US' } },
      images: ['/illustrations/blog/roofcon-2024/booth.svg'],
    };
    const past = withContext(event(input, site));
    expect(jsonLdProblems(past)).toEqual([]);
    expect(past).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Fort Worth, TX' },
      image: [`${config.origin}/illustrations/blog/roofcon-2024/booth.svg`],
    });
    expect(event({ ...input, status: 'cancelled' }, site).eventStatus).toBe('https://schema.org/EventCancelled');
    expect(jsonLdProblems(withContext(event({ ...input, endDate: '2024-04-01' }, site)))).toEqual(['Event: endDate before startDate']);
  });

  it('BlogPosting: headline, date, author and absolute image URLs', () => {
    const block = withContext(
      blogPosting(
        {
          headline: 'We joined an AI accelerator programme',
          datePublished: '2025-05-14',
          author: { name: 'Marcus Delgado' },
          images: ['/og/blog--joined-ai-accelerator-programme.png'],
          path: '/blog/joined-ai-accelerator-programme',
        },
        site,
      ),
    );
    expect(jsonLdProblems(block)).toEqual([]);
    expect(block).toMatchObject({
      author: { '@type': 'Person', name: 'Marcus Delgado' },
      image: [`${config.origin}/og/blog--joined-ai-accelerator-programme.png`],
      mainEntityOfPage: `${config.origin}/blog/joined-ai-accelerator-programme`,
    });
  });

  it('the rules catch a block that misses a required field or claims a rating', () => {
    const app = jsonLdNodes(routeJsonLd(getRoute('/products/delta-mate')))[1]!;
    expect(jsonLdProblems({ '@context': 'https://schema.org', ...app, aggregateRating: { '@type': 'AggregateRating' } })).toEqual([
      'SoftwareApplication: claims aggregateRating',
    ]);
    const noHeadline = blogPosting(
      { headline: 'x', datePublished: '2025-01-01', author: { name: 'A' }, images: ['/a.png'], path: '/blog/x' },
      site,
    ) as unknown as Record<string, unknown>;
    delete noHeadline.headline;
    expect(jsonLdProblems({ '@context': 'https://schema.org', ...noHeadline })).toEqual(['BlogPosting: headline (1–110 characters)']);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Recipe' })).toEqual(['Recipe: no rule in tests/json-ld-rules.ts']);
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so no value can close the script element, and still parses to the same data', () => {
    const block = withContext(faqPage([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'A & B > C' }]));
    const text = serializeJsonLd(block);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(block);
  });
});
