import { COMPILE_HINT, hasCompileHint, withCompileHint, withoutCompileHint } from '../../../../scripts/lib/compile-hints';

describe('the compile hint on a startup script', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{"use strict";e.s([])}]);\n';

  it('is the first line, and the script is otherwise byte for byte what Next wrote', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(chunk);
    expect(hasCompileHint(hinted)).toBe(true);
  });

  it('is added once: hinting a hinted script changes nothing', () => {
    const once = withCompileHint(chunk);
    expect(withCompileHint(once)).toBe(once);
  });

  it('comes off again for the benchmark, giving back what Next wrote', () => {
    expect(withoutCompileHint(withCompileHint(chunk))).toBe(chunk);
    expect(withoutCompileHint(chunk)).toBe(chunk);
  });

  it('counts only at the very start, where V8 reads it', () => {
    expect(hasCompileHint(chunk)).toBe(false);
    expect(hasCompileHint(`\n${COMPILE_HINT}\n${chunk}`)).toBe(false);
    expect(hasCompileHint(`${chunk}${COMPILE_HINT}\n`)).toBe(false);
    expect(withCompileHint(`${chunk}${COMPILE_HINT}\n`).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });
});
