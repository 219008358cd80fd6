/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { descriptionLine, displayHost, ogCard, OG_TEXT_BOX, OG_TITLE_SIZES, type OgNode } from '@/scripts/lib/og-card';
import { OG_IMAGE_SIZE } from '@/lib/metadata';
import { sitePages } from '../site-pages';

const texts = (node: OgNode | string): string[] =>
  typeof node === 'string' ? [node] : [node.props.children ?? []].flat().flatMap((child) => texts(child as OgNode | string));

describe('the Open Graph card', () => {
  const input = { title: 'Delta Mate', description: 'One workspace.', brand: 'ClaimOwl', host: 'claimowl.ai', logoSrc: 'data:,' };

  it('is 1200×630 and shows the brand, the title, the description and the host', () => {
    const card = ogCard(input);
    expect(card.props.style).toMatchObject(OG_IMAGE_SIZE);
    expect(texts(card)).toEqual(['ClaimOwl', 'Delta Mate', 'One workspace.', 'claimowl.ai']);
    expect(JSON.stringify(card)).toContain('"fontSize":68');
    expect(JSON.stringify(ogCard(input, 48))).toContain('"fontSize":48');
  });

  it('tries title sizes from the largest down', () => {
    expect([...OG_TITLE_SIZES]).toEqual([...OG_TITLE_SIZES].sort((a, b) => b - a));
  });

  it('shows a line of the description: the first sentence when it says enough, else all of it', () => {
    expect(descriptionLine('Short one. And then a much longer second sentence that goes on and on.')).toBe(
      'Short one. And then a much longer second sentence that goes on and on.',
    );
    expect(descriptionLine('Ask Eureka about the policy, the estimate or the claim today. Citations included.')).toBe(
      'Ask Eureka about the policy, the estimate or the claim today.',
    );
    expect(descriptionLine('No full stop at all  here')).toBe('No full stop at all here');
  });

  it('shows the host without www', () => {
    expect(displayHost('https://www.claimowl.ai')).toBe('claimowl.ai');
    expect(displayHost('https://claims.example.com')).toBe('claims.example.com');
  });
});

describe('text fit, measured on the real layout (satori)', () => {
  type Fit = { fits: boolean; size?: number; text?: { left: number; top: number; right: number; bottom: number } };
  const probe = (inputs: { title: string; description: string }[]): Fit[] =>
    execFileSync(process.execPath, [join(__dirname, '../../scripts/og-images.mjs'), '--probe', JSON.stringify(inputs)], {
      encoding: 'utf8',
      timeout: 60_000,
    })
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Fit);

  const longestTitle = [...sitePages].sort((a, b) => b.title.length - a.title.length)[0]!;
  const longestDescription = [...sitePages].sort((a, b) => b.description.length - a.description.length)[0]!;
  const runaway = Array.from({ length: 24 }, () => 'Extraordinarily').join(' ');

  it('keeps the longest title of the site, with the longest description, inside the text box; a runaway title does not fit', () => {
    const [longest, tooLong] = probe([
      { title: longestTitle.title, description: longestDescription.description },
      { title: runaway, description: 'x' },
    ]);
    expect(longest).toMatchObject({ fits: true });
    expect(longest!.text!.bottom).toBeLessThanOrEqual(OG_TEXT_BOX.bottom);
    expect(longest!.text!.right).toBeLessThanOrEqual(OG_TEXT_BOX.right + 4);
    expect(OG_TITLE_SIZES).toContain(longest!.size);
    expect(tooLong).toMatchObject({ fits: false });
  });

  it('draws a card in layers (the background once, each page its text) with the pixels of a whole render', () => {
    type Compared = { layered: number; whole: number; sameLength: boolean; maxDiff: number; differingShare: number };
    const inputs = [
      { title: longestTitle.title, description: longestDescription.description },
      { title: 'Pricing', description: 'Plans for adjusters, contractors and attorneys.' },
      { title: 'Ünïcödé: Ærø, Łódź and Øresund — the latin-ext glyphs', description: 'A title whose text runs under the faint owl.' },
    ];
    const compared = execFileSync(process.execPath, [join(__dirname, '../../scripts/og-images.mjs'), '--compare', JSON.stringify(inputs)], {
      encoding: 'utf8',
      timeout: 60_000,
    })
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Compared);
    expect(compared).toHaveLength(inputs.length);
    for (const result of compared) {
      expect(result.layered).toBe(result.whole);
      expect(result.sameLength).toBe(true);
      // Glyph edges blend from 8-bit coverage: a level apart, rarely two, on under 1 % of the values.
      expect(result.maxDiff).toBeLessThanOrEqual(2);
      expect(result.differingShare).toBeLessThan(0.01);
    }
  });
});
