import { loadAfterPaint, loadListedScripts, STARTUP_SCRIPTS_ATTRIBUTE } from '@/lib/inline-scripts/after-paint-loader';

/** Stands in for the browser's paint observer: `paint()` reports the first contentful paint. */
let paint: () => void = () => undefined;
class FakePaintObserver {
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {}
  observe() {
    paint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
  }
  disconnect() {
    paint = () => undefined;
  }
}

const sources = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).getAttribute('src'));
// `as` is a property here: jsdom does not reflect it to the attribute as browsers do.
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as === 'script')
    .map((link) => link.getAttribute('href'));
/** A frame and the task after it: when the loader's scripts go in once the page has painted. */
const nextFrame = () => jest.advanceTimersByTime(50);

/** An image on the first screen that is still loading. */
function loadingPicture(): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: false });
  image.getBoundingClientRect = () => ({ width: 300, height: 200, top: 100, bottom: 300, left: 0, right: 300 }) as DOMRect;
  document.body.append(image);
  return image;
}

const listening = jest.spyOn(window, 'addEventListener');

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true, writable: true });
});

afterEach(() => {
  // Each test's loader stops listening for the load event with the test.
  for (const [type, listener] of listening.mock.calls) window.removeEventListener(type, listener!);
  listening.mockClear();
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the after-paint loader', () => {
  it('fetches nothing before the first paint, preloads every script at it, and runs each once, in order, a frame later', () => {
    loadAfterPaint(sources);
    nextFrame();
    expect(preloaded()).toEqual([]);
    expect(added()).toEqual([]);

    paint();
    expect(preloaded()).toEqual(sources);
    nextFrame();
    expect(added()).toEqual(sources);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);

    window.dispatchEvent(new Event('load'));
    nextFrame();
    expect(added()).toEqual(sources);
  });

  it('waits for the pictures on the first screen, loaded or failed, before it runs the scripts', () => {
    const [hero, logo] = [loadingPicture(), loadingPicture()];
    loadAfterPaint(sources);
    paint();
    nextFrame();
    expect(preloaded()).toEqual(sources);
    expect(added()).toEqual([]);

    hero.dispatchEvent(new Event('load'));
    nextFrame();
    expect(added()).toEqual([]);
    logo.dispatchEvent(new Event('error'));
    nextFrame();
    expect(added()).toEqual(sources);
  });

  it('runs the scripts at the load event when no paint is reported, and at once in a background tab', () => {
    loadAfterPaint(sources);
    window.dispatchEvent(new Event('load'));
    nextFrame();
    expect(added()).toEqual(sources);

    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    loadAfterPaint(sources);
    expect(added()).toEqual(sources);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('loads the scripts its own tag lists', () => {
    const tag = document.createElement('script');
    tag.setAttribute(STARTUP_SCRIPTS_ATTRIBUTE, JSON.stringify(sources));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    loadListedScripts();
    paint();
    nextFrame();
    expect(added()).toEqual(sources);
  });
});
