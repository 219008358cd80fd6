import localFont from 'next/font/local';

/**
 * Inter (variable weight), self-hosted from @fontsource-variable/inter: no request to a font CDN.
 *
 * `display: 'optional'`: the font is preloaded and is nearly always ready for the first paint; when it is
 * not (a slow first visit), the page keeps the size-matched Arial fallback instead of repainting every line
 * when Inter arrives — a repaint that would move the page's largest paint late on a slow phone. The next
 * page comes from cache with Inter.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'optional',
  preload: true,
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
