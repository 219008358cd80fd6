/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import { config } from '@/lib/config';
import { OG_IMAGE_SIZE } from '@/lib/metadata';
import { descriptionLine, displayHost, needsLatinExt, OgCard, OG_TEXT_BOX, titleSize } from '@/lib/og-card';
import { sitePages } from '../../site-pages';

/**
 * The card laid out by satori, the engine inside `next/og`, with its text left as `<text>` elements (not glyph
 * outlines) so that each word's box can be read.
 */
const fontFile = (subset: string, weight: number) =>
  readFileSync(join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-${subset}-${weight}-normal.woff`));
const fonts = ['latin', 'latin-ext'].flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({ name: 'Inter', data: fontFile(subset, weight), weight, style: 'normal' as const })),
);
const pixel =
  'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>').toString('base64');

interface Word {
  readonly text: string;
  readonly x: number;
  readonly baseline: number;
  readonly width: number;
  readonly size: number;
}

async function layout(title: string, description: string): Promise<Word[]> {
  const text = { title, description, brand: config.brandName, host: displayHost(config.origin), logoSrc: pixel };
  const svg = await satori(<OgCard {...text} backgroundSrc={pixel} />, { ...OG_IMAGE_SIZE, fonts, embedFont: false });
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map(
    ([, x, y, width, size, content]) => ({ text: content!, x: Number(x), baseline: Number(y), width: Number(width), size: Number(size) }),
  );
}

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
const joined = (words: Word[]) =>
  decode(words.map((word) => word.text).join(''))
    .replace(/\s+/g, ' ')
    .trim();
const lines = (words: Word[]) => new Set(words.map((word) => word.baseline)).size;

describe('the Open Graph card', () => {
  it.each(sitePages.map((page) => [page.path, page] as const))(
    '%s shows its whole title and description line inside the text box',
    async (_, page) => {
      const size = titleSize(page.title);
      const words = await layout(page.title, page.description);
      const title = words.filter((word) => word.size === size);
      const description = words.filter((word) => word.size === 28);
      expect(joined(title)).toBe(page.title);
      expect(lines(title)).toBeLessThanOrEqual(size > 48 ? 2 : 3);
      expect(description.length).toBeGreaterThan(0);
      for (const word of [...title, ...description].filter((shown) => shown.text.trim() !== '')) {
        expect(word.x).toBeGreaterThanOrEqual(OG_TEXT_BOX.left);
        expect(word.x + word.width).toBeLessThanOrEqual(OG_TEXT_BOX.right + 1);
        expect(word.baseline).toBeLessThanOrEqual(OG_TEXT_BOX.bottom);
      }
      // The brand and the host are on every card.
      expect(words.map((word) => word.text)).toEqual(expect.arrayContaining([config.brandName, displayHost(config.origin)]));
    },
  );

  it('fits the longest title the content allows (60 characters) in three lines, and clamps anything longer', async () => {
    const widest = 'WWWWWW MMMMMM '.repeat(5).trim().slice(0, 60);
    expect(lines((await layout(widest, 'x')).filter((word) => word.size === titleSize(widest)))).toBeLessThanOrEqual(3);
    const runaway = Array.from({ length: 24 }, () => 'Extraordinarily').join(' ');
    const clamped = (await layout(runaway, 'x')).filter((word) => word.size === titleSize(runaway));
    expect(lines(clamped)).toBe(3);
    expect(joined(clamped)).toMatch(/…$/);
  });

  it('sets shorter titles larger', () => {
    const sizes = [10, 40, 45, 50, 55, 60].map((length) => titleSize('x'.repeat(length)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(Math.min(...sizes)).toBe(48);
  });

  it('shows a line of the description: the first sentence when it says enough, else all of it', () => {
    expect(descriptionLine('Short one. And then a much longer second sentence that goes on and on.')).toBe(
      'Short one. And then a much longer second sentence that goes on and on.',
    );
    expect(descriptionLine('Ask Eureka about the policy, the estimate or the claim today. Citations included.')).toBe(
      'Ask Eureka about the policy, the estimate or the claim today.',
    );
  });

  it('asks for the latin-ext fonts only when the text has a letter beyond the latin subset', () => {
    expect(needsLatinExt('Pricing', 'Plans for adjusters — “per seat”, €49… Café ñandú ØRESUND')).toBe(false);
    expect(needsLatinExt('Łódź field day', 'x')).toBe(true);
    expect(needsLatinExt('Pricing', 'Ő and Ş')).toBe(true);
  });

  it('paints the logo and the background it is given, each once', async () => {
    const logo =
      'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>').toString('base64');
    const text = { title: 'Pricing', description: 'Plans for every team.', brand: config.brandName, host: 'claimowl.ai', logoSrc: logo };
    const svg = await satori(<OgCard {...text} backgroundSrc={pixel} />, { ...OG_IMAGE_SIZE, fonts, embedFont: false });
    expect(svg.split(logo).length - 1).toBe(1);
    expect(svg.split(pixel).length - 1).toBe(1);
  });

  it('shows the host without www', () => {
    expect(displayHost('https://www.claimowl.ai')).toBe('claimowl.ai');
    expect(displayHost('https://claims.example.com')).toBe('claims.example.com');
  });
});
