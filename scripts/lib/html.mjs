/**
 * Reading what an exported page declares about itself: its head (title, robots, canonical, Open Graph and
 * Twitter tags). The post-build steps (Open Graph images, sitemap, CSP) take their facts from here, so a
 * page added later, including one generated from content, is covered by what it already says.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React writes in attribute values and text. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag (`<meta …>`), names lower-cased, values decoded. */
export function attributes(tag) {
  const found = {};
  const body = tag.replace(/^<[^\s>/]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    found[match[1].toLowerCase()] ??= decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The part of the document before `</head>`. */
export function headOf(html) {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end);
}

/** What a page's head says: title, robots, canonical and its Open Graph and Twitter properties. */
export function headInfo(html) {
  const head = headOf(html);
  const info = { title: undefined, robots: undefined, canonical: undefined, og: {}, twitter: {} };
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head);
  if (title) info.title = decodeEntities(title[1]);
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(tag);
    const key = a.property ?? a.name;
    if (!key || a.content === undefined) continue;
    if (key === 'robots') info.robots = a.content;
    else if (key.startsWith('og:')) info.og[key.slice(3)] ??= a.content;
    else if (key.startsWith('twitter:')) info.twitter[key.slice(8)] ??= a.content;
  }
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.rel === 'canonical') info.canonical = a.href;
  }
  return info;
}

/** Whether a page asks to be indexed: no `noindex`, and its canonical URL is its own. */
export function isIndexable(info, ownUrl) {
  if (info.robots && /\bnoindex\b/i.test(info.robots)) return false;
  return sameUrl(info.canonical, ownUrl);
}

/** Whether two absolute URLs name the same resource ("https://host" and "https://host/" do). */
export function sameUrl(a, b) {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** Every HTML file of the export (404 and Next's internal not-found page included), with its URL path. */
export function htmlFiles(outDir) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = relative(outDir, full).split(sep).join('/').replace(/\.html$/, '');
        files.push({ path: rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`, file: full });
      }
    }
  };
  walk(outDir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The absolute URL of a page path on `origin` (no trailing slash except for the home page). */
export function pageUrl(origin, path) {
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
