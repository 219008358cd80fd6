/** @jest-environment node */
import { escapeAttribute, policySources, spliced } from '@/scripts/lib/html';
import { canonicalOf, jsonLdTexts, metaContents, parseHtml, parseXml, pngSize, sameUrl, sourceRanges } from '../../../html';

// Written the way React and Next.js write a page: entities in attributes, unquoted and single-quoted
// values, markup-like text inside scripts, and a `</head>` look-alike in a string.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<title>Pricing &amp; plans | Claims AI</title>
<meta name="robots" content="index, follow"/>
<meta property="og:title" content="Plans &#x27;for&#x27; teams"/>
<meta property="og:image" content='https://example.com/og/pricing.png'/>
<meta name="twitter:card" content=summary_large_image />
<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>
<link rel="canonical" href="https://example.com/pricing"/>
<script src="/_next/a.js" async=""></script>
<script src="/_next/a.js" async=""></script>
<script src="/legacy.js" nomodule=""></script>
<script>document.write("<meta name='robots' content='noindex'></head>")</script>
<script type="application/ld+json">{"@type":"Product"}</script>
</head><body><main><meta property="og:title" content="not in the head"/></main></body></html>`;

describe('reading a page', () => {
  it('reads the head as the browser does: entities decoded, any quoting, nothing from inside scripts or the body', () => {
    expect(metaContents(page, 'og:title')).toEqual(["Plans 'for' teams"]);
    expect(metaContents(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(page, 'robots')).toEqual(['index, follow']);
    expect(metaContents(page, 'content-security-policy')).toEqual(["default-src 'self'"]);
    expect(canonicalOf(page)).toBe('https://example.com/pricing');
  });

  it('lists each script source once, without nomodule fallbacks, and the JSON-LD blocks', () => {
    expect(policySources(page).scriptSources).toEqual(['/_next/a.js']);
    expect(jsonLdTexts(page)).toEqual(['{"@type":"Product"}']);
  });

  it('knows where each element is in the source, and cuts elements out without touching the rest', () => {
    const $ = parseHtml(page);
    const [meta] = sourceRanges($, 'meta[charset]');
    expect(page.slice(...meta!)).toBe('<meta charSet="utf-8"/>');
    const ranges = sourceRanges($, 'meta[http-equiv="Content-Security-Policy"], link[rel="canonical"]');
    const cut = spliced(
      page,
      ranges.map(([start, end]) => ({ start, end, text: '' })),
    );
    expect(cut).toBe(
      page
        .replace(`<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`, '')
        .replace('<link rel="canonical" href="https://example.com/pricing"/>', ''),
    );
    expect(policySources(page).policies.map((range) => page.slice(...range))).toEqual([
      `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`,
    ]);
  });

  it('makes several edits in one pass, an insertion before a cut at the same place, and refuses overlapping ones', () => {
    expect(
      spliced('abcdef', [
        { start: 2, end: 4, text: '' },
        { start: 2, end: 2, text: 'X' },
        { start: 6, end: 6, text: '!' },
      ]),
    ).toBe('abXef!');
    expect(() =>
      spliced('abcdef', [
        { start: 1, end: 4, text: '' },
        { start: 3, end: 5, text: '' },
      ]),
    ).toThrow('overlapping');
  });

  it('finds the startup scripts, the script preloads and the end of the head where the loader goes', () => {
    const withPreload = page.replace(
      '<script src="/legacy.js"',
      '<link rel="preload" as="script" href="/_next/a.js"/><script src="/legacy.js"',
    );
    const read = policySources(withPreload);
    expect(read.startupScripts.map((script) => withPreload.slice(...script.range))).toEqual([
      '<script src="/_next/a.js" async=""></script>',
      '<script src="/_next/a.js" async=""></script>',
    ]);
    expect(read.scriptPreloads.map((range) => withPreload.slice(...range))).toEqual([
      '<link rel="preload" as="script" href="/_next/a.js"/>',
    ]);
    expect(withPreload.slice(read.headClose, read.headClose + 7)).toBe('</head>');
  });

  it('reads XML (a sitemap) by element', () => {
    const $ = parseXml('<urlset><url><loc> https://example.com/ </loc></url><url><loc>https://example.com/a</loc></url></urlset>');
    expect(
      $('url > loc')
        .toArray()
        .map((loc) => $(loc).text().trim()),
    ).toEqual(['https://example.com/', 'https://example.com/a']);
  });

  it('treats a URL with and without its trailing slash at the root as one', () => {
    expect(sameUrl('https://example.com', 'https://example.com/')).toBe(true);
    expect(sameUrl('https://example.com/a', 'https://example.com/b')).toBe(false);
    expect(sameUrl('not a url', 'not a url')).toBe(false);
    expect(sameUrl(undefined, 'https://example.com/')).toBe(false);
  });
});

describe('PNG size', () => {
  const header = (type: string) => {
    const bytes = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    bytes.writeUInt32BE(13, 8);
    bytes.write(type, 12, 'latin1');
    bytes.writeUInt32BE(1200, 16);
    bytes.writeUInt32BE(630, 20);
    return bytes;
  };

  it('reads width and height from the header, and refuses what is not a PNG', () => {
    expect(pngSize(header('IHDR'))).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(Buffer.from('GIF89a\x01\x00\x01\x00'))).toThrow('Not a PNG');
  });
});

describe('attribute values written into markup', () => {
  it('read back as written', () => {
    const value = 'a & "b" <c> \'d\'';
    expect(parseHtml(`<p title="${escapeAttribute(value)}"></p>`)('p').attr('title')).toBe(value);
  });
});
