#!/usr/bin/env node
/**
 * Proves that a malformed configuration value stops `next build` and that the message names the variable.
 * Runs a real build with a bad value; run it before the real build, as it leaves .next/ unusable.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const cases = [
  { NEXT_PUBLIC_SITE_URL: 'http://insecure.example' },
  { NEXT_PUBLIC_SALES_EMAIL: 'sales.example.com' },
  // An expired security.txt date (checked against the build machine's clock) and a contact format whose
  // companion settings are missing (HubSpot needs its portal and form ids).
  { NEXT_PUBLIC_SECURITY_TXT_EXPIRES: '2020-01-01' },
  { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot' },
];
const bad = Object.assign({}, ...cases);

const result = spawnSync('npx', ['next', 'build'], {
  cwd: root,
  env: { ...process.env, ...bad, NEXT_TELEMETRY_DISABLED: '1' },
  encoding: 'utf8',
});
const output = `${result.stdout}\n${result.stderr}`;
const named = Object.keys(bad).filter((name) => output.includes(name));

if (result.status === 0) {
  console.error('FAIL: next build succeeded with malformed configuration values.');
  process.exit(1);
}
if (named.length !== Object.keys(bad).length) {
  console.error(
    `FAIL: the build failed but did not name ${Object.keys(bad)
      .filter((n) => !named.includes(n))
      .join(', ')}.`,
  );
  console.error(output.slice(-2000));
  process.exit(1);
}
console.log(`ok: next build stops on malformed values and names ${named.join(', ')}.`);
