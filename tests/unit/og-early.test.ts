/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';
import { sitePages } from '../site-pages';

const script = pathToFileURL(join(__dirname, '../../scripts/og-images.mjs')).href;

interface Job {
  readonly image: string;
  readonly title: string;
  readonly description: string;
  readonly pages: readonly string[];
}

/** Runs `code` in Node with the script's exports in scope and returns what it prints as JSON. */
function withScript<T>(code: string): T {
  const source = `import * as og from ${JSON.stringify(script)};\n${code}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', timeout: 60_000 })) as T;
}

describe('Open Graph cards drawn during the build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'og-early-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are the cards the heads will name: for every page of the index, its Open Graph image, title and description', () => {
    const jobs = withScript<Job[]>('console.log(JSON.stringify(await og.collectIndexJobs()));');
    expect(new Set(jobs.map((job) => job.image)).size).toBe(jobs.length);
    const suffix = ` | ${config.brandName}`;
    for (const page of sitePages) {
      // What the page's head will say (every page exports pageMetadata of its record); the card's title drops the brand.
      const { openGraph } = pageMetadata(page) as { openGraph: { title: string; description: string; images: { url: string }[] } };
      const job = jobs.find((candidate) => candidate.pages.includes(page.path));
      expect(job).toEqual({
        image: new URL(openGraph.images[0]!.url).pathname,
        title: openGraph.title.endsWith(suffix) ? openGraph.title.slice(0, -suffix.length) : openGraph.title,
        description: openGraph.description,
        pages: [page.path],
      });
    }
  });

  it('are kept only where the exported head names the same image, title and description', () => {
    const drawn = join(dir, 'drawn');
    const out = join(dir, 'out');
    mkdirSync(join(drawn, 'og'), { recursive: true });
    const card = (image: string, title: string) => ({ image, title, description: 'About it.', pages: ['/x'], bytes: 4 });
    const manifest = [card('/og/same.png', 'Same'), card('/og/retitled.png', 'Old title'), card('/og/lost.png', 'Lost')];
    for (const { image } of manifest.slice(0, 2)) writeFileSync(join(drawn, image), image);
    writeFileSync(join(drawn, 'cards.json'), JSON.stringify(manifest));

    const heads: Job[] = [
      { image: '/og/same.png', title: 'Same', description: 'About it.', pages: ['/same'] },
      { image: '/og/retitled.png', title: 'New title', description: 'About it.', pages: ['/retitled'] },
      { image: '/og/lost.png', title: 'Lost', description: 'About it.', pages: ['/lost'] },
      { image: '/og/unknown.png', title: 'Unknown', description: 'About it.', pages: ['/unknown'] },
    ];
    const { placed, remaining } = withScript<{ placed: Job[]; remaining: Job[] }>(
      `console.log(JSON.stringify(og.placeDrawn(${JSON.stringify(heads)}, { drawnDir: ${JSON.stringify(drawn)}, outDir: ${JSON.stringify(out)} })));`,
    );
    expect(placed.map((job) => job.pages)).toEqual([['/same']]);
    expect(remaining.map((job) => job.image)).toEqual(['/og/retitled.png', '/og/lost.png', '/og/unknown.png']);
    expect(readFileSync(join(out, 'og', 'same.png'), 'utf8')).toBe('/og/same.png');
    expect(existsSync(join(out, 'og', 'retitled.png'))).toBe(false);
  });

  it('are not used when the early drawing did not finish (no list of cards)', () => {
    mkdirSync(join(dir, 'og'), { recursive: true });
    writeFileSync(join(dir, 'og', 'same.png'), 'partial');
    const heads: Job[] = [{ image: '/og/same.png', title: 'Same', description: 'About it.', pages: ['/same'] }];
    const { placed, remaining } = withScript<{ placed: Job[]; remaining: Job[] }>(
      `console.log(JSON.stringify(og.placeDrawn(${JSON.stringify(heads)}, { drawnDir: ${JSON.stringify(dir)}, outDir: ${JSON.stringify(join(dir, 'out'))} })));`,
    );
    expect(placed).toEqual([]);
    expect(remaining).toEqual(heads);
  });
});
