#!/usr/bin/env node
/**
 * Every exported page through the Nu HTML Checker (vnu, the W3C's validator), as a marketer's tool runs it
 * → bench/vnu.json. Part `vnu` of `npm run bench`, or alone: node scripts/bench/validate.mjs.
 *
 * vnu comes from the npm registry on first use (`npm exec` of the vnu-jar package, pinned below) and runs on
 * Java 11 or later (Debian: `apt-get install default-jre-headless`). The export tests run html-validate on
 * every page already; vnu is the validator people paste a page into, so its verdict is the one to hold.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedPages } from '../lib/export.mjs';

const VNU_PACKAGE = 'vnu-jar@26.9.27';

/**
 * What vnu (26.9) reports of the platform it does not know yet, each with the reason the page is right. Its CSS
 * checker predates these: @property (CSS Properties and Values, in every engine since 2024), anchor
 * positioning (the flyouts' popovers), margin-trim, and custom properties named in `transition-property`
 * (Tailwind's transitions). React writes `<link rel="expect" blocking="render">`, which the HTML standard has
 * allowed since 2024 (vnu still wants `rel="stylesheet"` with `blocking`).
 */
export const KNOWN_GAPS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “(anchor-name|anchor-scope|position-anchor|position-area|margin-trim)”: Property “\1” doesn't exist/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
];

/** vnu's errors on the given HTML files, as `{ file, line, message }`, and the count of known gaps left out. */
export async function validate(files, root) {
  const report = await new Promise((done, fail) => {
    execFile(
      'npm',
      ['exec', '--yes', `--package=${VNU_PACKAGE}`, '--', 'vnu', '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      // vnu exits 1 when it finds errors and writes its JSON report to stderr either way.
      (error, _stdout, stderr) => {
        const json = stderr.slice(stderr.indexOf('{"'));
        if (!json.startsWith('{')) return fail(new Error(`vnu did not run: ${stderr.trim().slice(0, 2000) || error?.message}`));
        done(JSON.parse(json));
      },
    );
  });
  const errors = [];
  let knownGaps = 0;
  for (const message of report.messages) {
    if (KNOWN_GAPS.some((gap) => gap.test(message.message))) knownGaps += 1;
    else errors.push({ file: relative(root, fileURLToPath(message.url)), line: message.lastLine, message: message.message });
  }
  return { errors, knownGaps };
}

/** Validates every page of `outDir` (and its 404 page) and writes bench/vnu.json; resolves to the errors. */
export async function validateExport({ root, outDir }) {
  const files = [...exportedPages(outDir).map((page) => page.file), join(outDir, '404.html')];
  const { errors, knownGaps } = await validate(files, root);
  const figures = { generated: new Date().toISOString(), validator: VNU_PACKAGE, pages: files.length, knownGaps, errors };
  writeFileSync(join(root, 'bench', 'vnu.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return errors;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const errors = await validateExport({ root, outDir: join(root, 'out') });
  for (const error of errors) console.error(`${error.file}:${error.line} ${error.message}`);
  console.log(`vnu: ${errors.length} error(s); bench/vnu.json`);
  if (errors.length > 0) process.exitCode = 1;
}
