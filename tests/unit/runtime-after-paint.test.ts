import { LOADER_MARKER, loaderScript, withRuntimeAfterPaint } from '@/lib/runtime-after-paint';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>
<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<title>Tools</title></head><body><h1>Tools</h1>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script src="/_next/static/chunks/page.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>
</body></html>`;

/** The loader's code, as the browser would run it. */
function loaderCode(html: string): string {
  const code = new RegExp(`<script ${LOADER_MARKER}="">([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (!code) throw new Error('no loader in the page');
  return code;
}

describe('the exported page after the transform', () => {
  const { html, sources } = withRuntimeAfterPaint(page);

  it('loads no runtime script and preloads none before the page has painted', () => {
    expect(html).not.toMatch(/<script src="\/_next\/[^"]+" async="">/);
    expect(html).not.toContain('as="script"');
  });

  it('hands every runtime script, in page order, to one loader at the end of the head', () => {
    expect(sources).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/page.js']);
    expect(html.match(new RegExp(LOADER_MARKER, 'g'))).toHaveLength(1);
    expect(html.indexOf(LOADER_MARKER)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(LOADER_MARKER)).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
  });

  it('keeps the stylesheet, the font preload, the old-browser polyfill, the data blocks and the RSC payload', () => {
    for (const kept of [
      'rel="stylesheet"',
      'as="font"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('leaves an already transformed page and a page without runtime scripts as they are', () => {
    expect(withRuntimeAfterPaint(html)).toEqual({ html, sources: [] });
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(withRuntimeAfterPaint(plain)).toEqual({ html: plain, sources: [] });
  });
});

describe('the loader in the browser', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  const added = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

  it('adds the scripts only after a frame has been drawn, async and in order', () => {
    const code = loaderCode(loaderScript(['/_next/a.js', '/_next/b.js']));
    new Function(code)();
    expect(added()).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([
      { src: '/_next/a.js', async: true },
      { src: '/_next/b.js', async: true },
    ]);
  });

  it('waits for the document to be parsed when it runs during parsing', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    new Function(loaderCode(loaderScript(['/_next/a.js'])))();
    readyState.mockRestore();
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
    expect(added().map((script) => script.src)).toEqual(['/_next/a.js']);
  });
});
