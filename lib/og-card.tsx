/**
 * The Open Graph card: a 1200×630 layout in the brand's look (navy, brand blue, the owl mark, Inter) that
 * `next/og` draws for every page (app/og/[card]/route.tsx). The card splits into a background, the same on
 * every page, and the page's own text, so the background can be drawn once and reused.
 */
import type { CSSProperties, ReactElement } from 'react';
import { OG_IMAGE_SIZE } from './metadata';

const colors = {
  navy: '#0F1E36', // ink-900
  midnight: '#081226', // ink-950
  brand: '#5F88F6', // brand-400
  brandGlow: 'rgba(60, 102, 238, 0.45)', // brand-500
  amber: '#F9C23C', // accent-400
  muted: '#C9D5E6', // ink-200
  faint: '#9DB0CC', // ink-300
} as const;

export interface OgCardText {
  /** The page's title, without the " | Brand" suffix. */
  readonly title: string;
  /** The page's description; the card shows `descriptionLine` of it. */
  readonly description: string;
  readonly brand: string;
  /** The site's host as shown at the bottom, e.g. "claimowl.ai". */
  readonly host: string;
  /** The owl mark as a data URI. */
  readonly logoSrc: string;
}

/** Where the title and description sit: the column between the margins, under the accent bar. */
export const OG_TEXT_BOX = { left: 80, right: 1120, top: 206, bottom: 520 } as const;

/**
 * The title's size for its length: as large as fits in two lines, down to 48 px. Titles are at most 60
 * characters (the content schema), and at 48 px any of them fits in three; the clamp keeps even a longer one
 * inside the text box.
 */
export function titleSize(title: string): number {
  const { length } = title;
  if (length <= 44) return 68;
  if (length <= 50) return 60;
  if (length <= 56) return 54;
  return 48;
}

const TITLE_LINES = 3;
const DESCRIPTION_LINES = 2;

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

/** What Inter's latin subset covers (its unicode-range); the rest is in latin-ext. */
const LATIN = /^[\u0000-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u2000-\u206F\u20AC\u2122\u2212]*$/;

/**
 * Whether `texts` need Inter's latin-ext subset too. Satori looks each glyph up in every font it is given,
 * so a card whose text is all latin is drawn with the latin fonts alone.
 */
export function needsLatinExt(...texts: readonly string[]): boolean {
  return !LATIN.test(texts.join(''));
}

const canvas: CSSProperties = { ...OG_IMAGE_SIZE, display: 'flex', position: 'relative' };

/**
 * What every card shares: the gradients and the large faint owl bleeding off the right edge, at `scale` of
 * the card's size (smooth enough to be drawn small and stretched: see `OgCard`).
 */
export function OgBackground({ logoSrc, scale = 1 }: Pick<OgCardText, 'logoSrc'> & { readonly scale?: number }): ReactElement {
  const owl = 360 * scale;
  return (
    <div
      style={{
        width: OG_IMAGE_SIZE.width * scale,
        height: OG_IMAGE_SIZE.height * scale,
        display: 'flex',
        position: 'relative',
        backgroundColor: colors.navy,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${colors.brandGlow} 0%, rgba(60, 102, 238, 0) 58%), linear-gradient(160deg, ${colors.navy} 40%, ${colors.midnight} 100%)`,
      }}
    >
      <img
        src={logoSrc}
        alt=""
        width={owl}
        height={owl}
        style={{ position: 'absolute', right: -0.2 * owl, bottom: -0.245 * owl, opacity: 0.08, borderRadius: owl / 4 }}
      />
    </div>
  );
}

/**
 * One page's card over `backgroundSrc`, an image of `OgBackground` drawn once per build worker at a third of
 * the card's size and stretched: drawn whole on every card, its gradients and faint owl are most of the card's
 * time, and they are smooth enough to scale up unseen.
 */
export function OgCard({ backgroundSrc, ...text }: OgCardText & { readonly backgroundSrc: string }): ReactElement {
  const size = titleSize(text.title);
  return (
    <div
      style={{
        ...canvas,
        flexDirection: 'column',
        padding: '64px 80px 0',
        boxSizing: 'border-box',
        fontFamily: 'Inter',
        color: '#FFFFFF',
        backgroundImage: `url(${backgroundSrc})`,
        backgroundSize: `${OG_IMAGE_SIZE.width}px ${OG_IMAGE_SIZE.height}px`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', height: 64 }}>
        {/* A box painted with the logo, not an <img>: satori gives an image a clip and a mask, the slowest things to rasterise. */}
        <div style={{ width: 64, height: 64, borderRadius: 16, backgroundImage: `url(${text.logoSrc})`, backgroundSize: '64px 64px' }} />
        <div style={{ marginLeft: 20, fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{text.brand}</div>
      </div>
      <div style={{ width: 72, height: 6, marginTop: 46, borderRadius: 3, backgroundColor: colors.amber }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          marginTop: OG_TEXT_BOX.top - 64 - 64 - 46 - 6,
          width: OG_TEXT_BOX.right - OG_TEXT_BOX.left,
        }}
      >
        <div
          style={{
            display: 'block',
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -size * 0.02,
            lineClamp: TITLE_LINES,
          }}
        >
          {text.title}
        </div>
        <div style={{ display: 'block', marginTop: 22, fontSize: 28, lineHeight: 1.4, color: colors.muted, lineClamp: DESCRIPTION_LINES }}>
          {descriptionLine(text.description)}
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: OG_TEXT_BOX.left,
          bottom: 52,
          display: 'flex',
          alignItems: 'center',
          fontSize: 24,
          fontWeight: 600,
          color: colors.faint,
        }}
      >
        <div style={{ width: 10, height: 10, borderRadius: 5, marginRight: 14, backgroundColor: colors.brand }} />
        {text.host}
      </div>
    </div>
  );
}
