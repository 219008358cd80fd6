#!/usr/bin/env node
/**
 * How right the Estimator Checker's findings are on the fixture corpus (tests/fixtures/estimates/corpus,
 * written by scripts/data/estimate-corpus.mjs): every finding on every file is true when it is one of the
 * defects seeded into that file (same kind, reason and lines), false otherwise; precision is true ÷ reported,
 * recall is seeded defects found ÷ seeded. Also whether each file that is read whole reconciles its own totals.
 *
 *   node scripts/bench/estimator-precision.mjs        (part of `npm run bench`; writes bench/estimator-precision.json)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importTs } from '../lib/ts.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const corpus = join(root, 'tests/fixtures/estimates/corpus');

const identity = (finding) => `${finding.kind}|${finding.reason}|${finding.refs.join(',')}`;

export async function measurePrecision({ dir = corpus } = {}) {
  const { analyseBytes } = await importTs('lib/estimate/analyse.ts');
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const files = [];
  for (const name of readdirSync(dir).filter((file) => file !== 'expected.json').sort()) {
    const want = expected[name];
    const { outcome } = await analyseBytes(new Uint8Array(readFileSync(join(dir, name))), name);
    if (!want || want.problem) {
      files.push({ name, problem: want?.problem ?? null, named: outcome.ok ? null : outcome.problem.kind, right: !outcome.ok && outcome.problem.kind === want?.problem });
      continue;
    }
    const reported = outcome.ok ? outcome.analysis.findings.map((finding) => identity({ ...finding, refs: finding.refs.map((ref) => ref.line ?? `p${ref.page}`) })) : [];
    const seeded = new Set(want.findings.map(identity));
    const { reconciliation } = outcome.ok ? outcome.analysis : { reconciliation: null };
    files.push({
      name,
      lines: outcome.ok ? outcome.analysis.lines : 0,
      expectedLines: want.lines,
      reported: reported.length,
      true: reported.filter((id) => seeded.has(id)).length,
      seeded: seeded.size,
      found: [...seeded].filter((id) => reported.includes(id)).length,
      totals: reconciliation ? `${reconciliation.checked - reconciliation.unmatched.length}/${reconciliation.checked}` : '—',
      reconciledAsExpected: JSON.stringify(reconciliation) === JSON.stringify(want.reconciliation),
    });
  }
  const read = files.filter((file) => file.reported !== undefined);
  const sum = (key) => read.reduce((total, file) => total + file[key], 0);
  return {
    generated: new Date().toISOString(),
    files,
    reported: sum('reported'),
    true: sum('true'),
    seeded: sum('seeded'),
    found: sum('found'),
    precision: sum('reported') ? sum('true') / sum('reported') : 1,
    recall: sum('seeded') ? sum('found') / sum('seeded') : 1,
    linesRead: read.every((file) => file.lines === file.expectedLines),
    problemsNamed: files.filter((file) => file.problem !== undefined && file.reported === undefined).every((file) => file.right),
  };
}

export function precisionMarkdown(figures) {
  const percent = (value) => `${(100 * value).toFixed(1)} %`;
  return [
    '## Estimator Checker: precision on the corpus',
    '',
    `Generated ${figures.generated} by \`node scripts/bench/estimator-precision.mjs\` over tests/fixtures/estimates/corpus (scripts/data/estimate-corpus.mjs). A finding is true when it is a defect seeded into its file (kind, reason and lines); every other finding is false.`,
    '',
    '| file | lines read | findings | true | seeded defects found | own totals matched |',
    '|---|---:|---:|---:|---:|---:|',
    ...figures.files.map((file) =>
      file.reported === undefined
        ? `| ${file.name} | refused: ${file.named ?? 'read'} (${file.right ? 'as it should' : `should be ${file.problem}`}) | | | | |`
        : `| ${file.name} | ${file.lines}${file.lines === file.expectedLines ? '' : ` of ${file.expectedLines}`} | ${file.reported} | ${file.true} | ${file.found}/${file.seeded} | ${file.totals} |`,
    ),
    '',
    `Precision ${percent(figures.precision)} (${figures.true} of ${figures.reported} findings true); recall ${percent(figures.recall)} (${figures.found} of ${figures.seeded} seeded defects found); every line read: ${figures.linesRead ? 'yes' : 'NO'}; every unreadable file named: ${figures.problemsNamed ? 'yes' : 'NO'}.`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const figures = await measurePrecision();
  writeFileSync(join(root, 'bench', 'estimator-precision.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(precisionMarkdown(figures));
}
