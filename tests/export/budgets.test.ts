/**
 * The size and markup budgets of the export (BUDGETS in scripts/bench/lib/weights.ts): byte counts and markup
 * rules, never timings. Every page and every file of out/ is checked, so new pages and media are covered.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { BUDGETS, gzippedBytes, htmlBudget, jsWeights, kb } from '@/scripts/bench/lib/weights';
import { exportedPages } from '../../scripts/lib/export.mjs';
import { outDir, page$ } from './exported';

const root = join(outDir, '..');
const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const url = (file: string) => `/${relative(outDir, file).split(sep).join('/')}`;
const pages = exportedPages(outDir);
const over = (list: string[], limit: number) =>
  list.filter((file) => statSync(file).size > limit).map((file) => `${url(file)} ${kb(statSync(file).size)}`);

describe('budgets', () => {
  it(`loads at most ${kb(BUDGETS.jsBytes)} of script (gzipped) on every page`, () => {
    const heavy = jsWeights(root).pages.filter((page) => page.bytes > BUDGETS.jsBytes);
    expect(heavy.map((page) => `${page.path} ${kb(page.bytes)}`)).toEqual([]);
  });

  it(`ships at most ${kb(BUDGETS.cssBytes)} of CSS (gzipped) in all`, () => {
    const css = files.filter((file) => file.endsWith('.css'));
    expect(css.reduce((sum, file) => sum + gzippedBytes(outDir, url(file)), 0)).toBeLessThanOrEqual(BUDGETS.cssBytes);
  });

  it(`keeps each page's HTML within ${kb(BUDGETS.htmlBytes.text)} gzipped (a product page ${kb(BUDGETS.htmlBytes.product)})`, () => {
    const heavy = pages
      .map(({ path, file }) => ({ path, bytes: gzippedBytes(outDir, url(file)) }))
      .filter((page) => page.bytes > htmlBudget(page.path));
    expect(heavy.map((page) => `${page.path} ${kb(page.bytes)} (budget ${kb(htmlBudget(page.path))})`)).toEqual([]);
  });

  it('keeps every image and clip within its budget', () => {
    expect(
      over(
        files.filter((file) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(file)),
        BUDGETS.imageBytes,
      ),
    ).toEqual([]);
    expect(
      over(
        files.filter((file) => /\.(mp4|webm)$/i.test(file)),
        BUDGETS.clipBytes,
      ),
    ).toEqual([]);
  });
});

describe.each(pages.map(({ path }) => [path]))('%s', (path) => {
  const $ = page$(path);

  it('loads its clips lazily, each with a poster (or a lazy image standing in for it until the island sets it)', () => {
    $('video').each((_, video) => {
      expect(['none', 'metadata']).toContain(video.attribs.preload);
      expect(Boolean(video.attribs.poster) || $(video).siblings('img[loading="lazy"]').length > 0).toBe(true);
    });
  });

  it('loads no image of its first section lazily (its largest paint), but a carousel slide after the first', () => {
    const lazy = $('main section')
      .first()
      .find('img[loading="lazy" i]')
      .toArray()
      .filter((img) => {
        const slide = $(img).closest('[aria-roledescription="slide"]');
        return slide.length === 0 || /^1 /.test(slide.attr('aria-label') ?? '');
      });
    expect(lazy.map((img) => img.attribs.src)).toEqual([]);
  });

  it(`preloads at most ${BUDGETS.preloadedFonts} fonts`, () => {
    expect($('link[rel="preload"][as="font"]').length).toBeLessThanOrEqual(BUDGETS.preloadedFonts);
  });
});

describe('HTML validity (html-validate, .htmlvalidate.cjs)', () => {
  // The project's config, given as an object: html-validate's file loader imports it dynamically, which jest refuses.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const validator = new HtmlValidate(new StaticConfigLoader(require('../../.htmlvalidate.cjs')));
  it.each([...pages.map((page) => page.file), join(outDir, '404.html')].map((file) => [url(file), file]))(
    '%s is valid',
    async (_, file) => {
      const report = await validator.validateFile(file);
      expect(
        report.results.flatMap((result) =>
          result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
        ),
      ).toEqual([]);
    },
  );
});
