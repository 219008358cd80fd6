/** Reading a served page's head and data blocks from its HTML, for request-level checks. */

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, ref: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (!ref.startsWith('#')) return named[ref.toLowerCase()] ?? '';
    return String.fromCodePoint(/^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
  });

/** The head of a document: everything before `</head>`. */
export const headOf = (html: string) => html.slice(0, Math.max(0, html.indexOf('</head>')));

/** The `content` of every `<meta>` whose `property`, `name` or `http-equiv` is `key`. */
export function metaContents(html: string, key: string): string[] {
  const found: string[] = [];
  for (const [tag] of headOf(html).matchAll(/<meta\b[^>]*>/gi)) {
    const name = /\s(?:property|name|http-equiv)="([^"]*)"/i.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
    if (name?.toLowerCase() === key.toLowerCase() && content !== undefined) found.push(decode(content));
  }
  return found;
}

export const metaContent = (html: string, key: string) => metaContents(html, key)[0];

export function canonicalOf(html: string): string | undefined {
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(headOf(html))?.[0];
  return tag ? decode(/\shref="([^"]*)"/i.exec(tag)?.[1] ?? '') : undefined;
}

/** The raw text of every `<script type="application/ld+json">`. */
export function jsonLdTexts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Two absolute URLs for the same resource ("https://host" and "https://host/" are one). */
export const sameUrl = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && new URL(a).href === new URL(b).href;
