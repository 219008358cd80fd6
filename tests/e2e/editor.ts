/**
 * The editor at /admin under test, offline: its GitHub backend swapped for Sveltia's test backend, which
 * keeps the repository in the browser's private file system (OPFS, folder `sveltia-cms-test`). The test seeds
 * that folder with the site's editable files and reads back what the editor wrote.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const root = join(__dirname, '../..');
const repositoryFolder = 'sveltia-cms-test';

/** The files the editor offers, from the working tree, by their path in the repository. */
export function editableFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (dir: string, pattern: RegExp) => {
    for (const name of readdirSync(join(root, dir)).filter((entry) => pattern.test(entry))) {
      files[`${dir}/${name}`] = readFileSync(join(root, dir, name), 'utf8');
    }
  };
  add('content/posts', /\.mdx$/);
  add('content/documents', /^(terms-of-use|privacy-policy)\.mdx$/);
  add('content/data', /\.json$/);
  return files;
}

/** Serves the editor's own configuration with the test backend (the test backend has no pull requests). */
export async function serveTestBackendConfig(page: Page) {
  await page.route(
    (url) => url.pathname === '/admin/config.json',
    async (route) => {
      const response = await route.fetch();
      const config = { ...(await response.json()), backend: { name: 'test-repo' }, publish_mode: 'simple' };
      await route.fulfill({ response, json: config });
    },
  );
}

/** Writes `files` into the test backend's repository; the page must be on the site's origin. */
export async function seedRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ folder, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(folder, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = repository;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: repositoryFolder, files },
  );
}

/** Every file of the test backend's repository, by path, as bytes. */
export async function readRepository(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (folder) => {
    const found: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          found[`${prefix}${name}`] = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return found;
  }, repositoryFolder);
  return Object.fromEntries(Object.entries(files).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
}

/** The files of `after` that are new or differ from `before`. */
export function changedFiles(before: Record<string, string>, after: Record<string, Buffer>): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(after).filter(([path, bytes]) => before[path] !== bytes.toString('utf8')));
}
