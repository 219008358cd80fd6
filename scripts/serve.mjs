#!/usr/bin/env node
/**
 * Serves the static export the way the production host does, from the same `vercel.json`: clean URLs
 * (`/FAQs` serves `FAQs.html`), no trailing slash, the configured redirects and headers, the 404 page with
 * status 404, content types from the mime-types database and compression. Tests and benchmarks run against this server.
 *
 * Its routing is Vercel's, in scripts/lib/host.mjs.
 *
 *   node scripts/serve.mjs [--dir out] [--port 4173] [--host 127.0.0.1]
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compressible from 'compressible';
import { contentType, lookup } from 'mime-types';
import { loadHostConfig, routeRequest } from './lib/host.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Creates the request handler for `dir` with the given host rules. */
export function createHandler({ dir, host }) {
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

  return async function handle(req, res) {
    const answer = await routeRequest(host, dir, new URL(req.url ?? '/', 'http://localhost'));
    if (answer.kind === 'redirect') {
      res.writeHead(answer.status, { location: answer.location });
      res.end();
      return;
    }
    const { status, file, headers } = answer;
    const type = lookup(extname(file)) || 'application/octet-stream';
    const entry = await load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    // The host's own headers first; the rules of vercel.json may override them.
    const out = { 'content-type': contentType(type) || type, ...headers, vary: 'Accept-Encoding' };
    if (compressible(type) && body.length > 1024) {
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
      if (encoding) {
        let packed = entry.variants.get(encoding);
        if (!packed) {
          // Quality 6, as a CDN compresses on the fly: quality 9 took CPU the browser tests need (docs/testing.md).
          packed =
            encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body, { level: 6 });
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
  const host = await loadHostConfig(join(root, 'vercel.json'));
  if (!existsSync(join(dir, 'index.html'))) {
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
