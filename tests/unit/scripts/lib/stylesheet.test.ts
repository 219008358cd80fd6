/** @jest-environment node */
import { prunedStylesheet, withStylesheetOnce, withoutRepeatedText } from '@/scripts/lib/stylesheet';

const css = [
  ':root{--color-white:#fff}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.p-4{padding:1rem}',
  '.hover\\:bg-ink-50:hover{background:#eee}',
  '.absent{color:red}',
  '@media (min-width:600px){.sm\\:p-6{padding:1.5rem}.absent-too{color:red}}',
  '@media (min-width:900px){.gone{color:red}}',
  '#first-screen+*~*{content-visibility:auto}',
  '.card :where(p):not(.x){margin:0}',
].join('');

describe('the stylesheet a page keeps', () => {
  it('keeps every rule that can apply to the classes and ids the page prints, whatever its states, and drops the rest', () => {
    const kept = prunedStylesheet(css, new Set(['.p-4', '.hover:bg-ink-50', '.sm:p-6', '#first-screen', '.card']));
    for (const rule of [
      ':root',
      '@property',
      '@keyframes spin',
      '.p-4',
      '.hover\\:bg-ink-50:hover',
      '.sm\\:p-6',
      '#first-screen',
      '.card :where(p)',
    ])
      expect(kept).toContain(rule);
    for (const rule of ['.absent', '.gone', 'min-width:900px']) expect(kept).not.toContain(rule);
  });

  it('empties the payload’s text rows that repeat a stylesheet of the page, counting their length in UTF-8 bytes', () => {
    const sheet = '.a{content:"…"}';
    const bytes = new TextEncoder().encode(sheet).length.toString(16);
    const stream = `1:"$Sreact.fragment"\n2:T${bytes},${sheet}3:["$","style","0",{"href":"/a.css","children":"$2"}]\n4:T3,abc`;
    expect(withoutRepeatedText(stream, new Set([sheet]))).toBe(
      '1:"$Sreact.fragment"\n2:T0,3:["$","style","0",{"href":"/a.css","children":"$2"}]\n4:T3,abc',
    );
  });

  it('leaves a page with one copy of its stylesheet, cut to what it prints and marked for the loader', () => {
    const sheet = '.p-4{padding:1rem}.absent{color:red}';
    const payload = JSON.stringify([1, `2:T${sheet.length.toString(16)},${sheet}`]);
    const html = `<html><head><style data-precedence="next" data-href="/a.css">${sheet}</style></head><body><p class="p-4">x</p><script>self.__next_f.push(${payload})</script></body></html>`;
    const page = withStylesheetOnce(html);
    expect(page).toContain('<style data-precedence="next" data-href="/a.css" data-pruned>.p-4{padding:1rem}</style>');
    expect(page).toContain('self.__next_f.push([1,"2:T0,"])');
    expect(withStylesheetOnce(page)).toBe(page);
  });
});
