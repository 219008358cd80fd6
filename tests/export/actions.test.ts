import type { CheerioAPI } from 'cheerio';
import { audiences } from '@/content/audiences';
import { products } from '@/content/products';
import { findRoute } from '@/content/routes';
import { STRIPE_PRICING_TABLE_TAG } from '@/lib/stripe';
import { config } from '@/lib/config';
import { STRIPE_PAGES } from '@/scripts/lib/csp';
import { sitePages } from '../site-pages';
import { oneLine, page$ } from './exported';

/**
 * Where the calls to action of the product and audience pages lead, read from the exported HTML: a link's
 * target is in its markup, and following a link is the browser's part, not ours. What needs a browser (hover,
 * motion, the comparison filter) is in tests/e2e.
 */

/** The links of `scope` whose text is `label` (a scheduler link's text also says it opens a new tab). */
const linksNamed = ($: CheerioAPI, scope: string, label: string) =>
  $(`${scope} a`)
    .toArray()
    .filter((link) => oneLine($(link).text()).startsWith(label));

describe.each(products.map((product) => [product.path, product] as const))('%s', (path, product) => {
  const $ = page$(path);
  const hero = 'main section:first-of-type';

  it('leads each call to action where it is listed, or shows it disabled with its reason', () => {
    expect(oneLine($(`${hero} h1`).text())).toBe(findRoute(path)!.heading);
    for (const action of product.ctas) {
      if (action.kind === 'disabled') {
        const button = $(`${hero} button`)
          .toArray()
          .find((element) => oneLine($(element).text()) === action.label);
        expect(button).toBeDefined();
        expect($(button!).attr('disabled')).toBeDefined();
        expect(oneLine($(`[id="${$(button!).attr('aria-describedby')}"]`).text())).toBe(action.reason);
        continue;
      }
      const [link] = linksNamed($, hero, action.label);
      expect(link).toBeDefined();
      if (action.kind === 'scheduler') {
        expect($(link!).attr('href')).toBe(config.schedulerUrl);
        expect($(link!).attr('target')).toBe('_blank');
        expect($(link!).attr('rel')).toBe('noopener noreferrer');
      } else expect($(link!).attr('href')).toBe(action.href);
    }
  });

  it('plays its clips muted and looping, each with controls and a caption', () => {
    const videos = $('main video').toArray();
    for (const video of videos) {
      expect(Object.keys(video.attribs)).toEqual(expect.arrayContaining(['muted', 'loop', 'controls']));
      expect(oneLine($(video).closest('figure').find('figcaption').text()).length).toBeGreaterThan(0);
    }
  });
});

describe.each(audiences.map((audience) => [audience.path, audience] as const))('%s', (path, audience) => {
  it('has its banner, two taglines, a card with a clip for each feature, and its call to sign up', () => {
    const $ = page$(path);
    const route = findRoute(path)!;
    expect(oneLine($('h1').text())).toBe(route.heading);
    expect(oneLine($('main').text())).toContain(audience.tagline);
    expect(oneLine($('main').text())).toContain(route.intro);
    const cards = $('main li').filter((_, item) => $(item).find('video').length > 0);
    expect(
      cards
        .find('h3')
        .toArray()
        .map((heading) => oneLine($(heading).text())),
    ).toEqual(audience.features.map((feature) => feature.title));
    const { action } = audience.access;
    const access = $('main a')
      .toArray()
      .filter((link) => oneLine($(link).text()) === action.label);
    expect(access.length).toBeGreaterThan(0);
    for (const link of access) expect($(link).attr('href')).toBe(action.href);
  });
});

it('embeds a Stripe pricing table on exactly the pages whose policy allows Stripe', () => {
  const embedding = sitePages.map((route) => route.path).filter((path) => page$(path)(STRIPE_PRICING_TABLE_TAG).length > 0);
  expect(embedding.sort()).toEqual([...STRIPE_PAGES].sort());
});
