import postcss from 'postcss';
import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const pruned = load(readFileSync('out/' + file, 'utf8'))('style[data-pruned]').text();
const html = readFileSync('/tmp/out-unpruned/' + file, 'utf8');
const $ = load(html);
const full = $('style[data-href$=".css"]').text();
const keptSelectors = new Set();
postcss.parse(pruned).walkRules((r) => r.selectors.forEach((s) => keptSelectors.add(s)));
const strip = (sel) => sel.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '');
let shown = 0;
postcss.parse(full).walkRules((r) => {
  for (const s of r.selectors) {
    if (keptSelectors.has(s)) continue;
    const t = strip(s).trim();
    if (!t) continue;
    let n = 0; try { n = $(t).length; } catch { continue; }
    if (n > 0 && shown++ < 15) console.log('DROPPED but matches', n, s);
  }
});
console.log('done', shown);
