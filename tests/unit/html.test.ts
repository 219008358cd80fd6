/** @jest-environment node */
import {
  canonicalOf,
  escapeAttribute,
  headInfo,
  isIndexable,
  jsonLdTexts,
  metaContents,
  parseHead,
  parseHtml,
  parseXml,
  sameUrl,
  scriptSources,
  sourceRanges,
  svgParts,
  withoutElements,
} from '@/scripts/lib/html';
import { absoluteUrl } from '@/lib/config';
import { pngSize } from '@/scripts/lib/png';

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
    expect(headInfo(page)).toEqual({
      title: 'Pricing & plans | Claims AI',
      robots: 'index, follow',
      canonical: 'https://example.com/pricing',
      og: { title: "Plans 'for' teams", image: 'https://example.com/og/pricing.png' },
      twitter: { card: 'summary_large_image' },
    });
    expect(metaContents(page, 'content-security-policy')).toEqual(["default-src 'self'"]);
    expect(canonicalOf(page)).toBe('https://example.com/pricing');
  });

  it('reads the head alone as the whole document has it, however the head ends', () => {
    const [alone, whole] = [parseHead(page), parseHtml(page)];
    expect(alone.html(alone('head'))).toBe(whole.html(whole('head')));
    expect(sourceRanges(alone, 'head, head *')).toEqual(sourceRanges(whole, 'head, head *'));
    // No </head>: the body's start closes it; no body either: the end of the document does.
    const implied =
      '<html><head><title>T</title><meta property="og:title" content="A"/><body><meta property="og:title" content="B"/></body></html>';
    expect(headInfo(implied)).toEqual(headInfo(parseHtml(implied)));
    expect(headInfo(implied).og).toEqual({ title: 'A' });
    const unclosed = '<html><head><title>T</title><link rel="canonical" href="https://example.com/x"/>';
    expect(canonicalOf(unclosed)).toBe('https://example.com/x');
    expect(headInfo('<p>no head at all</p>')).toEqual({ og: {}, twitter: {} });
  });

  it('lists each script source once, without nomodule fallbacks, and the JSON-LD blocks', () => {
    expect(scriptSources(page)).toEqual(['/_next/a.js']);
    expect(jsonLdTexts(page)).toEqual(['{"@type":"Product"}']);
  });

  it('knows where each element is in the source, and cuts elements out without touching the rest', () => {
    const $ = parseHtml(page);
    const [meta] = sourceRanges($, 'meta[charset]');
    expect(page.slice(...meta!)).toBe('<meta charSet="utf-8"/>');
    const cut = withoutElements(page, 'meta[http-equiv="Content-Security-Policy"], link[rel="canonical"]');
    expect(cut).toBe(
      page
        .replace(`<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`, '')
        .replace('<link rel="canonical" href="https://example.com/pricing"/>', ''),
    );
  });

  it('reads an SVG in one pass: its root tag, its children as written, and every path outline', () => {
    const svg =
      '<svg width="2" height="1" xmlns="http://www.w3.org/2000/svg"><defs><clipPath id="c"><path d="M0 0L1 1"/></clipPath></defs>' +
      '<rect x="0" y="0" width="2" height="1"/><g opacity="0.5"><path fill="#fff" d="M1 1Q2 2 3 3Z" transform="scale(2)"/></g></svg>';
    const parts = svgParts(svg);
    expect(parts.open).toBe('<svg width="2" height="1" xmlns="http://www.w3.org/2000/svg">');
    expect(parts.children.map((child) => child.name)).toEqual(['defs', 'rect', 'g']);
    expect(parts.open + parts.children.map((child) => child.source).join('') + '</svg>').toBe(svg);
    expect(parts.paths).toEqual([{ d: 'M0 0L1 1' }, { d: 'M1 1Q2 2 3 3Z', transform: 'scale(2)' }]);
  });

  it('reads XML (a sitemap) by element', () => {
    const $ = parseXml('<urlset><url><loc> https://example.com/ </loc></url><url><loc>https://example.com/a</loc></url></urlset>');
    expect(
      $('url > loc')
        .toArray()
        .map((loc) => $(loc).text().trim()),
    ).toEqual(['https://example.com/', 'https://example.com/a']);
  });
});

describe('indexability', () => {
  const own = absoluteUrl('/pricing', 'https://example.com');

  it('indexes a page whose canonical is its own and which does not say noindex', () => {
    expect(isIndexable(headInfo(page), own)).toBe(true);
    expect(isIndexable({ ...headInfo(page), robots: 'noindex, nofollow' }, own)).toBe(false);
    expect(isIndexable({ ...headInfo(page), canonical: 'https://example.com/plans' }, own)).toBe(false);
  });

  it('treats the home page with and without its slash as one URL', () => {
    expect(absoluteUrl('/', 'https://example.com')).toBe('https://example.com/');
    expect(absoluteUrl('https://cdn.example.org/a.png', 'https://example.com')).toBe('https://cdn.example.org/a.png');
    expect(sameUrl('https://example.com', 'https://example.com/')).toBe(true);
    expect(sameUrl('not a url', 'not a url')).toBe(false);
    expect(sameUrl(undefined, 'https://example.com/')).toBe(false);
  });
});

describe('PNG size', () => {
  const header = (type: string) => {
    const bytes = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    bytes.write(type, 12, 'latin1');
    bytes.writeUInt32BE(1200, 16);
    bytes.writeUInt32BE(630, 20);
    return bytes;
  };

  it('reads width and height from the header, and refuses what is not a PNG', () => {
    expect(pngSize(header('IHDR'))).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(header('JUNK'))).toThrow('Not a PNG');
    expect(() => pngSize(Buffer.from('GIF89a'))).toThrow('Not a PNG');
  });
});

describe('attribute values written into markup', () => {
  it('read back as written, from HTML and from XML (an SVG card)', () => {
    const value = 'a & "b" <c> \'d\'';
    expect(parseHtml(`<p title="${escapeAttribute(value)}"></p>`)('p').attr('title')).toBe(value);
    expect(parseXml(`<svg aria-label="${escapeAttribute(value)}"/>`)('svg').attr('aria-label')).toBe(value);
  });
});
