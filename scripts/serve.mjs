#!/usr/bin/env node
/**
 * Serves the static export the way the production host does, from the same `vercel.json`: clean URLs
 * (`/FAQs` serves `FAQs.html`), no trailing slash, the configured redirects and headers, the 404 page with
 * status 404, correct content types and compression. Tests and benchmarks run against this server.
 *
 * It follows Vercel's routing (@vercel/routing-utils): each `source` is compiled with path-to-regexp,
 * case-sensitive and strict; the clean-URL redirects come first, then the trailing-slash redirect, then
 * `redirects` in order (308 when permanent, 307 when not, or `statusCode`); a redirect ends routing, so the
 * `headers` rules, which come after it, apply to every other response (pages, assets, the 404 page), all
 * matching rules in order, a later rule overriding an earlier one for the same header.
 *
 *   node scripts/serve.mjs [--dir out] [--port 4173] [--host 127.0.0.1]
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { match } from 'path-to-regexp';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.svg', '.vtt', '.webmanifest']);

/** Loads the host rules from vercel.json: clean URLs, trailing slash, redirects and headers. */
export async function loadHostConfig(file = join(root, 'vercel.json')) {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  // As Vercel compiles them: `/faqs` matches /faqs only, never /FAQs (no redirect loop), and no trailing slash.
  const compile = (source) => match(source, { decode: decodeURIComponent, sensitive: true, strict: true });
  return {
    cleanUrls: raw.cleanUrls === true,
    trailingSlash: raw.trailingSlash === true,
    redirects: (raw.redirects ?? []).map((rule) => ({ ...rule, test: compile(rule.source) })),
    headers: (raw.headers ?? []).map((rule) => ({ ...rule, test: compile(rule.source) })),
  };
}

function fill(destination, params) {
  return destination.replace(/:(\w+)\*?/g, (_, name) => {
    const value = params[name];
    return Array.isArray(value) ? value.join('/') : (value ?? '');
  });
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Creates the request handler for `dir` with the given host rules. */
export function createHandler({ dir, host }) {
  const base = resolve(dir);
  const cache = new Map();

  /** Reads a file once per version (a rebuild while serving is picked up by its new mtime). */
  async function load(file) {
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    let entry = cache.get(file);
    if (!entry || entry.version !== version) {
      entry = { version, body: await readFile(file), variants: new Map() };
      cache.set(file, entry);
    }
    return entry;
  }

  async function resolveFile(pathname) {
    if (pathname === '/') return join(base, 'index.html');
    const direct = normalize(join(base, pathname));
    if (!direct.startsWith(base + sep)) return undefined;
    if (extname(direct) && (await isFile(direct))) return direct;
    for (const candidate of [`${direct}.html`, join(direct, 'index.html')]) {
      if (await isFile(candidate)) return candidate;
    }
    if (await isFile(direct)) return direct;
    return undefined;
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const redirect = (location, status) => {
      res.writeHead(status, { location: location + url.search });
      res.end();
    };

    if (host.cleanUrls) {
      const index = /^\/(?:(.+)\/)?index(?:\.html)?\/?$/.exec(url.pathname);
      const html = /^\/(.*)\.html\/?$/.exec(url.pathname);
      const rest = index ? (index[1] ?? '') : html?.[1];
      if (rest !== undefined) return redirect(host.trailingSlash && rest ? `/${rest}/` : `/${rest}`, 308);
    }
    if (!host.trailingSlash && url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return redirect(url.pathname.replace(/\/+$/, '') || '/', 308);
    }
    for (const rule of host.redirects) {
      const found = rule.test(url.pathname);
      if (!found) continue;
      const status = rule.statusCode ?? (rule.permanent === false ? 307 : 308);
      return redirect(fill(rule.destination, found.params), status);
    }

    const headers = {};
    for (const rule of host.headers) {
      if (rule.test(url.pathname)) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
    }

    let status = 200;
    let file = await resolveFile(pathname);
    if (!file) {
      status = 404;
      file = join(base, '404.html');
    }

    const ext = extname(file);
    const entry = await load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    // The host's own headers first; the rules of vercel.json may override them.
    const out = { 'content-type': types[ext] ?? 'application/octet-stream', ...headers, vary: 'Accept-Encoding' };
    if (compressible.has(ext) && body.length > 1024) {
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
      if (encoding) {
        let packed = entry.variants.get(encoding);
        if (!packed) {
          packed =
            encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
          entry.variants.set(encoding, packed);
        }
        body = packed;
        out['content-encoding'] = encoding;
      }
    }
    out['content-length'] = String(body.length);
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export async function startServer({ dir = join(root, 'out'), port = 4173, hostname = '127.0.0.1' } = {}) {
  const host = await loadHostConfig();
  if (!(await isFile(join(dir, 'index.html')))) {
    throw new Error(`No build in ${dir}: run "npm run build" first.`);
  }
  const server = createServer(createHandler({ dir, host }));
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, hostname, done);
  });
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const dir = resolve(option('dir', join(root, 'out')));
  const port = Number(option('port', '4173'));
  const hostname = option('host', '127.0.0.1');
  startServer({ dir, port, hostname }).then(
    () => console.log(`Serving ${dir} at http://${hostname}:${port}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
