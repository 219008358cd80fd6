/**
 * The production host's routing, from `vercel.json`, as Vercel applies it (@vercel/routing-utils): each
 * `source` compiled with path-to-regexp, case-sensitive and strict; the clean-URL redirects first, then the
 * trailing-slash redirect, then `redirects` in order (308 when permanent, 307 when not, or `statusCode`); a
 * redirect ends routing, so the `headers` rules apply to every other response (pages, assets, the 404 page),
 * all matching rules in order, a later rule overriding an earlier one for the same header. The preview server
 * (scripts/serve.mjs) and the tests over the export both route with it.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { match } from 'path-to-regexp';

/** The host rules of a parsed vercel.json. */
export function compileHostConfig(raw) {
  // As Vercel compiles them: `/faqs` matches /faqs only, never /FAQs (no redirect loop), and no trailing slash.
  const compile = (source) => match(source, { decode: decodeURIComponent, sensitive: true, strict: true });
  return {
    cleanUrls: raw.cleanUrls === true,
    trailingSlash: raw.trailingSlash === true,
    redirects: (raw.redirects ?? []).map((rule) => ({ ...rule, test: compile(rule.source) })),
    headers: (raw.headers ?? []).map((rule) => ({ ...rule, test: compile(rule.source) })),
  };
}

export async function loadHostConfig(file) {
  return compileHostConfig(JSON.parse(await readFile(file, 'utf8')));
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

/** The file of `dir` a path names: itself, or with clean URLs `<path>.html` or `<path>/index.html`. */
async function fileFor(base, pathname) {
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

/**
 * What the host answers to `url` (a URL object) from the export in `dir`: a redirect with its status and
 * location (the query kept), or a file with its status (404 and `404.html` when nothing matches) and the
 * headers of the rules that match.
 */
export async function routeRequest(host, dir, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const redirect = (location, status) => ({ kind: 'redirect', status, location: location + url.search });
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
    if (found) return redirect(fill(rule.destination, found.params), rule.statusCode ?? (rule.permanent === false ? 307 : 308));
  }
  const headers = {};
  for (const rule of host.headers) {
    if (rule.test(url.pathname)) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  const base = resolve(dir);
  const file = await fileFor(base, pathname);
  return file ? { kind: 'file', status: 200, file, headers } : { kind: 'file', status: 404, file: join(base, '404.html'), headers };
}
