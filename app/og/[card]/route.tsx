/**
 * /og/<page>.png: each page's Open Graph card, drawn by `next/og` when `next build` exports the site (a GET
 * route forced static runs once per path of `generateStaticParams`). Title and description come from the page
 * index, as the page's own metadata does (lib/metadata.ts names the image).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { allPages } from '@/content/pages';
import { config } from '@/lib/config';
import { ogImagePath, OG_IMAGE_SIZE } from '@/lib/metadata';
import { displayHost, needsLatinExt, OgBackground, OgCard } from '@/lib/og-card';

export const dynamic = 'force-static';
export const dynamicParams = false;

const cardName = (path: string) => ogImagePath(path).slice('/og/'.length);
const pageOfCard = new Map(allPages.map((page) => [cardName(page.path), page]));

export function generateStaticParams(): { card: string }[] {
  return [...pageOfCard.keys()].map((card) => ({ card }));
}

/** The shared background is drawn at this fraction of the card's size and stretched (see `OgCard`). */
const BACKGROUND_SCALE = 1 / 3;
/** The logo's bitmap: twice the 64 px it is shown at. */
const LOGO_PIXELS = 128;

const fromProject = (...path: string[]) => readFile(join(process.cwd(), ...path));

/** Inter as satori reads it (WOFF, not WOFF2), at the three weights the card uses. */
function loadFonts(subset: 'latin' | 'latin-ext') {
  return Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await fromProject('node_modules', '@fontsource', 'inter', 'files', `inter-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );
}

const dataUri = (type: string, bytes: ArrayBuffer | Buffer) =>
  `data:${type};base64,${Buffer.from(bytes as ArrayBuffer).toString('base64')}`;

/** `element` drawn once as a PNG data URI of `width` × `height`. */
async function drawn(element: ReactElement, width: number, height: number) {
  return dataUri('image/png', await new ImageResponse(element, { width, height }).arrayBuffer());
}

/**
 * What every card shares, loaded once per build worker. The background and the logo are drawn once as
 * bitmaps: a card that lays its text over them takes half the time of one that draws them again.
 */
const shared = (async () => {
  const [latin, latinExt, logo] = await Promise.all([loadFonts('latin'), loadFonts('latin-ext'), fromProject('public', 'logo.svg')]);
  const svgLogo = dataUri('image/svg+xml', logo);
  const { width, height } = OG_IMAGE_SIZE;
  const scale = BACKGROUND_SCALE;
  const [backgroundSrc, logoSrc] = await Promise.all([
    drawn(<OgBackground logoSrc={svgLogo} scale={scale} />, width * scale, height * scale),
    drawn(<img src={svgLogo} alt="" width={LOGO_PIXELS} height={LOGO_PIXELS} />, LOGO_PIXELS, LOGO_PIXELS),
  ]);
  return { latin, all: [...latin, ...latinExt], logoSrc, backgroundSrc };
})();

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }): Promise<Response> {
  const page = pageOfCard.get((await params).card);
  if (!page) return new Response('Not found', { status: 404 });
  const { latin, all, logoSrc, backgroundSrc } = await shared;
  const text = { title: page.title, description: page.description, brand: config.brandName, host: displayHost(config.origin), logoSrc };
  const fonts = needsLatinExt(text.title, text.description, text.brand, text.host) ? all : latin;
  return new ImageResponse(<OgCard {...text} backgroundSrc={backgroundSrc} />, { ...OG_IMAGE_SIZE, fonts });
}
