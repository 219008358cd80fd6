/**
 * The Open Graph card: a 1200×630 layout in the brand's look (navy, brand blue, the owl mark, Inter), as a
 * plain element tree that satori lays out. Pure: no React, no files; `scripts/og-images.mjs` supplies the
 * page's text, the logo and the fonts, checks the text fits, and rasterises the card with resvg.
 */
import { OG_IMAGE_SIZE } from '@/lib/metadata';

/** A satori node: what JSX would produce, without React. */
export interface OgNode {
  readonly type: string;
  readonly props: {
    readonly style?: Readonly<Record<string, string | number>>;
    readonly children?: OgNode | string | readonly (OgNode | string)[];
    readonly [attribute: string]: unknown;
  };
}

export interface OgCardInput {
  /** The page's title, without the " | Brand" suffix. */
  readonly title: string;
  /** One line of the page's description (see `descriptionLine`). */
  readonly description: string;
  readonly brand: string;
  /** The site's host as shown at the bottom, e.g. "claimowl.ai". */
  readonly host: string;
  /** The owl mark as a data URI (satori inlines it). */
  readonly logoSrc: string;
}

const colors = {
  navy: '#0F1E36', // ink-900
  midnight: '#081226', // ink-950
  brand: '#5F88F6', // brand-400
  brandGlow: 'rgba(60, 102, 238, 0.45)', // brand-500
  amber: '#F9C23C', // accent-400
  text: '#FFFFFF',
  muted: '#C9D5E6', // ink-200
  faint: '#9DB0CC', // ink-300
} as const;

/** Where text may appear: the column between the margins, from under the accent bar to above the footer. */
export const OG_TEXT_BOX = { left: 80, right: 1120, top: 206, bottom: 520 } as const;

/** Title sizes to try, largest first; the generator takes the first at which the text fits the box. */
export const OG_TITLE_SIZES = [68, 60, 54, 48] as const;

export const OG_DESCRIPTION_SIZE = 28;

/**
 * A line of the description for the card: its first sentence when that says enough on its own, otherwise
 * the whole description (the card clamps it to two lines).
 */
export function descriptionLine(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  const first = /^.*?[.!?](?=\s|$)/.exec(text)?.[0];
  return first && first.length >= 40 ? first : text;
}

/** The site's host for the footer of the card, without "www.". */
export function displayHost(origin: string): string {
  return new URL(origin).host.replace(/^www\./, '');
}

const node = (type: string, style: OgNode['props']['style'], children?: OgNode['props']['children']): OgNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** The card for one page at a given title size. */
export function ogCard(input: OgCardInput, titleSize: number = OG_TITLE_SIZES[0]): OgNode {
  const { width, height } = OG_IMAGE_SIZE;
  return node(
    'div',
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      padding: '64px 80px 0',
      fontFamily: 'Inter',
      color: colors.text,
      backgroundColor: colors.navy,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${colors.brandGlow} 0%, rgba(60, 102, 238, 0) 58%), linear-gradient(160deg, ${colors.navy} 40%, ${colors.midnight} 100%)`,
    },
    [
      // The owl mark, large and faint, bleeding off the right edge.
      {
        type: 'img',
        props: {
          src: input.logoSrc,
          width: 360,
          height: 360,
          style: { position: 'absolute', right: -72, bottom: -88, opacity: 0.08, borderRadius: 90 },
        },
      },
      node('div', { display: 'flex', alignItems: 'center', height: 64 }, [
        { type: 'img', props: { src: input.logoSrc, width: 64, height: 64, style: { borderRadius: 16 } } },
        node('div', { marginLeft: 20, fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }, input.brand),
      ]),
      node('div', { width: 72, height: 6, marginTop: 46, borderRadius: 3, backgroundColor: colors.amber }),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          marginTop: OG_TEXT_BOX.top - 64 - 64 - 46 - 6,
          width: OG_TEXT_BOX.right - OG_TEXT_BOX.left,
        },
        [
          node('div', { fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -titleSize * 0.02 }, input.title),
          node(
            'div',
            {
              display: 'block',
              marginTop: 22,
              fontSize: OG_DESCRIPTION_SIZE,
              fontWeight: 400,
              lineHeight: 1.4,
              color: colors.muted,
              lineClamp: 2,
            },
            input.description,
          ),
        ],
      ),
      node(
        'div',
        {
          position: 'absolute',
          left: OG_TEXT_BOX.left,
          bottom: 52,
          display: 'flex',
          alignItems: 'center',
          fontSize: 24,
          fontWeight: 600,
          color: colors.faint,
        },
        [node('div', { width: 10, height: 10, borderRadius: 5, marginRight: 14, backgroundColor: colors.brand }), input.host],
      ),
    ],
  );
}
