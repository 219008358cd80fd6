/** @jest-environment node */
import { startupScriptsOf } from '@/scripts/lib/after-paint';
import { parseHtml, policySources, spliced } from '@/scripts/lib/html';
import { afterPaintLoaderTag, earlyTapsEdit, inlineScripts } from '@/scripts/lib/inline-scripts';

describe('the inline scripts the post-build writes', () => {
  it('are each one classic script that calls its module’s entry, with nothing left to import', () => {
    for (const code of Object.values(inlineScripts())) {
      // Parses as a classic script (a module's `import` or `export` would not).
      expect(() => new Function(code)).not.toThrow();
      expect(code).not.toMatch(/\bimport\b|\bexport\b|require\(/);
      // The bundled function is called once, at the end of the script's own scope.
      expect(code).toMatch(/^\(\(\)=>\{[\s\S]*\(\);\}\)\(\);$/);
    }
  });

  it('list the loader’s scripts on its tag, read back as written', () => {
    const sources = ['/_next/static/chunks/a.js', '/_next/static/chunks/b "quoted" & <odd>.js'];
    expect(startupScriptsOf(parseHtml(`<html><head>${afterPaintLoaderTag(sources)}</head></html>`))).toEqual(sources);
    expect(startupScriptsOf(parseHtml('<html><head><script>1</script></head></html>'))).toBeNull();
  });

  it('put the early-tap script first in the head once, however often the post-build runs', () => {
    const page = '<!DOCTYPE html><html><head><meta charset="utf-8"/><title>t</title></head><body></body></html>';
    const once = spliced(page, earlyTapsEdit(policySources(page)).edits);
    expect(parseHtml(once)('head > *').eq(1).text()).toBe(inlineScripts().earlyTaps);
    expect(earlyTapsEdit(policySources(once))).toEqual({ edits: [], scripts: [] });
  });
});
