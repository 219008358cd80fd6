import { COMPILE_HINT } from '@/scripts/lib/compile-hints';
import { parseHtml } from '@/scripts/lib/html';
import { FIRST_SCREEN_END_ID, FIRST_SCREEN_ID } from '@/components/layout/first-screen';
import { pageTitle } from '@/lib/metadata';
import { startupScriptsOf } from '@/scripts/lib/after-paint';
import { inlineScripts } from '@/scripts/lib/inline-scripts';
import { indexablePaths, sitePages } from '../site-pages';
import { exportedFile, oneLine, page$, pageHtml, serve } from './exported';

/**
 * Every page of the page index as exported: its heading, title, description, canonical URL and robots, an
 * outline without gaps, links that reach pages and files the host serves, a link to every indexable page
 * (so every page is reached without scripts), and scripts that start with the compile hint. A new page is
 * covered without a new test.
 */

/** The scripts a page's after-paint loader adds. */
const startupScripts = (path: string): string[] => startupScriptsOf(parseHtml(pageHtml(path))) ?? [];

/** What a path on the site answers: each is asked once. */
const answers = new Map<string, Promise<number>>();
const statusOf = (path: string) => {
  if (!answers.has(path))
    answers.set(
      path,
      serve(path).then((answer) => answer.status),
    );
  return answers.get(path)!;
};

describe.each(sitePages.map((route) => [route.path, route] as const))('%s', (path, route) => {
  const $ = page$(path);

  it('is served with its heading, title, description, canonical URL and robots', async () => {
    expect(await statusOf(path)).toBe(200);
    expect(
      $('h1')
        .toArray()
        .map((h1) => oneLine($(h1).text())),
    ).toEqual([route.heading]);
    expect(oneLine($('head > title').text())).toBe(pageTitle(route));
    expect($('meta[name="description"]').attr('content')).toBe(route.description);
    expect($('link[rel="canonical"]').attr('href')).toMatch(/^https:\/\//);
    expect($('meta[name="robots"]').attr('content')).toMatch(route.indexable ? /^index/ : /noindex/);
  });

  it('holds its first paint only until its first screen is parsed: its hero with the heading, and no further', () => {
    expect($('head > link[rel="expect"][blocking="render"]').attr('href')).toBe(`#${FIRST_SCREEN_END_ID}`);
    expect($(`#${FIRST_SCREEN_ID}`).find('h1')).toHaveLength(1);
    // In document order: the heading, then the one mark, inside the hero or the section after it.
    expect(
      $(`h1, #${FIRST_SCREEN_END_ID}`)
        .toArray()
        .map((element) => element.tagName),
    ).toEqual(['h1', 'span']);
    expect($(`#${FIRST_SCREEN_END_ID}`).closest(`main > #${FIRST_SCREEN_ID}, main > #${FIRST_SCREEN_ID} + *`)).toHaveLength(1);
  });

  it('carries picture data (an inline picture, a preview) only where a phone first looks: the hero and what follows it', () => {
    const top = $(`main > #${FIRST_SCREEN_ID}, main > #${FIRST_SCREEN_ID} + *`);
    const previews = $('style[data-precedence="preview"]')
      .toArray()
      .map((style) => $(style).attr('data-href'));
    const carriesData = $('img')
      .toArray()
      .filter((img) => ($(img).attr('src') ?? '').startsWith('data:') || previews.some((name) => $(img).hasClass(name!)));
    for (const img of carriesData) expect($(img).closest(top)).toHaveLength(1);
  });

  it('never skips a heading level on the way down', () => {
    const levels = $('h1, h2, h3, h4, h5, h6')
      .toArray()
      .map((heading) => Number(heading.tagName[1]));
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(skips).toEqual([]);
  });

  it('links only to pages, anchors and files that exist, and to every indexable page', async () => {
    const hrefs = $('a[href]')
      .toArray()
      .map((a) => $(a).attr('href')!);
    const ids = new Set(
      $('[id]')
        .toArray()
        .map((element) => $(element).attr('id')),
    );
    const broken: string[] = [];
    for (const href of hrefs) {
      if (/^(mailto|tel):/.test(href)) continue;
      if (href.startsWith('#')) {
        if (!ids.has(decodeURIComponent(href.slice(1)))) broken.push(href);
        continue;
      }
      const url = new URL(href, `https://site${path}`);
      if (url.origin !== 'https://site') {
        if (url.protocol !== 'https:') broken.push(href);
        continue;
      }
      if ((await statusOf(url.pathname + url.search)) !== 200) broken.push(href);
    }
    expect(broken).toEqual([]);
    const linked = new Set(hrefs);
    expect(indexablePaths.filter((other) => other !== path && !linked.has(other))).toEqual([]);
  });

  it('opens other sites in a new tab without a handle on this one', () => {
    const newTabs = $('a[target="_blank"]').toArray();
    // The footer's social profiles are such links on every page.
    expect(newTabs.length).toBeGreaterThan(0);
    for (const a of newTabs) expect(($(a).attr('rel') ?? '').split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('loads only files the export holds', async () => {
    const assets = [
      ...$('link[href]:not([rel="canonical"]):not([rel="alternate"])')
        .toArray()
        .map((link) => $(link).attr('href')!),
      ...['script[src]', 'img[src]', 'video[src]', 'source[src]'].flatMap((selector) =>
        $(selector)
          .toArray()
          .map((element) => $(element).attr('src')!),
      ),
      ...$('video[poster]')
        .toArray()
        .map((video) => $(video).attr('poster')!),
    ].filter((src) => src.startsWith('/') && !src.startsWith('//'));
    const missing: string[] = [];
    for (const src of assets) if ((await statusOf(src)) !== 200) missing.push(src);
    expect(missing).toEqual([]);
  });

  // A tap made before hydration is never lost (lib/tap-replay.ts): the header's controls need no script, and
  // the early script keeps taps on islands for them to replay. tests/e2e/first-tap.spec.ts taps them for real.
  it('takes a tap made before hydration: native header controls, and the early script first in its head', () => {
    expect($('head script').first().text()).toBe(inlineScripts().earlyTaps);
    const menus = $('header button[commandfor]').toArray();
    expect(menus.length).toBeGreaterThan(0);
    for (const button of menus) expect($(`dialog[id="${$(button).attr('commandfor')}"][closedby="any"]`)).toHaveLength(1);
    const flyouts = $('header button[popovertarget]').toArray();
    expect(flyouts.length).toBeGreaterThan(0);
    for (const button of flyouts) expect($(`[id="${$(button).attr('popovertarget')}"][popover]`)).toHaveLength(1);
  });

  // Nothing but the HTML is requested before the first paint (scripts/lib/after-paint.ts): the startup
  // scripts come from one inline loader, run once the page has painted.
  it('requests its startup scripts only after the first paint', () => {
    const $ = parseHtml(pageHtml(path));
    expect($('script[src]:not([nomodule]), link[rel="preload"][as="script"]').toArray()).toEqual([]);
    expect($('head script[data-startup-scripts]').text()).toBe(inlineScripts().afterPaintLoader);
    expect(startupScripts(path).length).toBeGreaterThan(0);
  });

  // Next's startup chunks are compiled while they download, not function by function on the main thread when
  // the page's modules start (scripts/lib/compile-hints.ts): every script a page starts with says so first.
  it('starts every script it loads with the compile hint', () => {
    const sources = startupScripts(path).filter((src) => /^\/(?!\/)/.test(src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(exportedFile(src).toString('utf8').split('\n', 1)[0]!.slice(0, 80)).toBe(COMPILE_HINT);
  });
});
