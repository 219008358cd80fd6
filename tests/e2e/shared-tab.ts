import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * The tabs a worker's tests take in turn. A page opened in a tab that already showed one of the site's pages
 * costs far less than one in a new tab (no new renderer, the scripts already compiled), so each
 * worker keeps one tab per set of context options (the phone, JavaScript off, reduced motion…) and hands it
 * to one test after another, put back as new between them: its listeners, routes, init scripts and bindings
 * removed, the site's storage cleared, other pages closed, at about:blank. A test that changes what that
 * cannot undo (a clock, a DevTools session, emulated media, the viewport, permissions, cookies, going
 * offline) or fails leaves its tab to be closed; so does a test that asks for a fresh tab (`fresh`: a first
 * visit on a slow phone, whose race a warm tab would change). docs/testing.md has the figures.
 */
export interface Lease {
  readonly page: Page;
  /** Puts the tab back for the next test, or closes it when it cannot be made as new. */
  release(passed: boolean): Promise<void>;
}

/** Calls that leave state behind which the tab cannot shed between tests. */
const pageChanges = ['emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders'] as const;
const contextChanges = [
  'newCDPSession',
  'grantPermissions',
  'clearPermissions',
  'addCookies',
  'setOffline',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
] as const;
/** What a test adds that returns a disposable, disposed when the test ends. */
const additions = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

type Listeners = Map<string | symbol, unknown[]>;
/** Playwright's pages and contexts are event emitters with Node's API; their types declare only part of it. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): void;
}

const listenersOf = (emitter: Emitter): Listeners => new Map(emitter.eventNames().map((name) => [name, [...emitter.rawListeners(name)]]));

/** Removes every listener added since `before` was taken. */
function removeAddedListeners(emitter: Emitter, before: Listeners) {
  for (const name of emitter.eventNames()) {
    const kept = before.get(name) ?? [];
    for (const listener of emitter.rawListeners(name)) if (!kept.includes(listener)) emitter.off(name, listener);
  }
}

/** Replaces `names` on `target` for the length of a test; returns the function that puts them back. */
function intercept<T extends object>(
  target: T,
  names: readonly string[],
  wrap: (call: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown,
) {
  const record = target as Record<string, unknown>;
  const originals = names.map((name) => [name, record[name]] as const);
  for (const [name, original] of originals) {
    record[name] = wrap((...args) => (original as (...a: unknown[]) => unknown).apply(target, args));
  }
  return () => {
    for (const [name, original] of originals) record[name] = original;
  };
}

/** Watches a test on a shared tab: what it changed that cannot be undone, and what it added to dispose. */
function watch(page: Page) {
  const context = page.context();
  const state = { changed: false, disposables: [] as { dispose(): Promise<void> }[] };
  const marking =
    (call: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      state.changed = true;
      return call(...args);
    };
  const keeping =
    (call: (...args: unknown[]) => unknown) =>
    async (...args: unknown[]) => {
      const disposable = (await call(...args)) as { dispose(): Promise<void> };
      state.disposables.push(disposable);
      return disposable;
    };
  const clockCalls = Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock)).filter((name) => name !== 'constructor');
  const restores = [
    intercept(page, pageChanges, marking),
    intercept(context, contextChanges, marking),
    intercept(context.clock, clockCalls, marking),
    intercept(page, additions, keeping),
    intercept(context, additions, keeping),
  ];
  const listeners = [page, context].map((target) => {
    const emitter = target as unknown as Emitter;
    return [emitter, listenersOf(emitter)] as const;
  });
  return {
    state,
    /** Undoes what the test added; false when the tab is not as new afterwards. */
    async undo(origin: string): Promise<boolean> {
      for (const restore of restores) restore();
      for (const [emitter, before] of listeners) removeAddedListeners(emitter, before);
      await Promise.all(state.disposables.map((disposable) => disposable.dispose()));
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map((other) => other.close()),
      );
      if (state.changed || new URL(page.url()).origin !== origin) return false;
      await page.evaluate(clearSiteStorage);
      await page.goto('about:blank');
      return true;
    },
  };
}

/** Runs in the page: the site's storage as a first visit finds it (the site sets no cookies). */
async function clearSiteStorage() {
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise((resolve) => {
          if (!name) return resolve(undefined);
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve(undefined);
        }),
    ),
  );
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  const files = await navigator.storage.getDirectory();
  for await (const name of (files as unknown as { keys(): AsyncIterable<string> }).keys())
    await files.removeEntry(name, { recursive: true });
}

export class TabPool {
  private readonly tabs = new Map<string, Page>();

  constructor(private readonly browser: Browser) {}

  /** A tab with these options: the shared one, or with `fresh` one of its own, closed after the test. */
  async lease(options: BrowserContextOptions, { fresh }: { fresh: boolean }): Promise<Lease> {
    if (fresh) {
      const context = await this.browser.newContext(options);
      return { page: await context.newPage(), release: () => context.close() };
    }
    const key = JSON.stringify(options);
    let page = this.tabs.get(key);
    if (!page || page.isClosed()) {
      page = await (await this.browser.newContext(options)).newPage();
      this.tabs.set(key, page);
    }
    const shared = page;
    const watcher = watch(shared);
    const origin = new URL(options.baseURL ?? 'http://127.0.0.1').origin;
    return {
      page: shared,
      release: async (passed) => {
        const asNew = passed && !shared.isClosed() && (await watcher.undo(origin).catch(() => false));
        if (asNew) return;
        this.tabs.delete(key);
        await shared.context().close();
      },
    };
  }

  async close() {
    await Promise.all([...this.tabs.values()].map((page) => page.context().close()));
  }
}
