import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './scripts/serve.mjs';
import { generateEstimateCsv } from './scripts/bench/fixtures/estimate-csv.mjs';
const csv = generateEstimateCsv(Number(process.argv[2] ?? 10000));
writeFileSync('/tmp/e.csv', typeof csv === 'string' ? csv : csv.text ?? csv.csv);
const server = await startServer({ dir: 'out', port: 4434 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.goto('http://127.0.0.1:4434/tools/estimator-checker');
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await page.waitForTimeout(500);
await browser.startTracing(page, { path: '/tmp/wtrace.json', categories: ['disabled-by-default-v8.cpu_profiler', 'v8.execute', 'devtools.timeline'] });
await page.locator('input[type="file"]').first().setInputFiles('/tmp/e.csv');
await page.waitForFunction(() => performance.getEntriesByType('measure').some((m) => /estimator|analysis/.test(m.name)), null, { timeout: 60000 });
await page.waitForTimeout(800);
await browser.stopTracing();
await browser.close(); server.close();
const events = JSON.parse(readFileSync('/tmp/wtrace.json', 'utf8')).traceEvents;
const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [e.tid, e.args.name]));
const byThread = new Map();
for (const e of events.filter((e) => e.name === 'ProfileChunk')) {
  const key = e.tid; const st = byThread.get(key) ?? { nodes: new Map(), self: new Map() }; byThread.set(key, st);
  const cp = e.args.data.cpuProfile ?? {}; for (const n of cp.nodes ?? []) st.nodes.set(n.id, n);
  const samples = cp.samples ?? []; const deltas = e.args.data.timeDeltas ?? [];
  samples.forEach((id, i) => st.self.set(id, (st.self.get(id) ?? 0) + (deltas[i] ?? 0)));
}
for (const [tid, st] of byThread) {
  const agg = new Map(); let total = 0;
  for (const [id, t] of st.self) { const n = st.nodes.get(id); if (!n) continue; const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${(f.url ?? "").split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + t); total += t; }
  if (total < 50000) continue;
  console.log(`== ${threads.get(tid) ?? tid}: ${Math.round(total / 1000)} ms sampled`);
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, t]) => `  ${Math.round(t / 1000)} ms ${k}`).join('\n'));
}
