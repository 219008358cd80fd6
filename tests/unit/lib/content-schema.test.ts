/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A content file that breaks a rule stops the build (`npm run content`, which `npm run build` runs first)
 * with the file, the field and what is wrong. Each fixture in tests/fixtures/content/bad/posts breaks one.
 */
const root = join(__dirname, '../../..');

describe('malformed content', () => {
  const run = spawnSync(process.execPath, ['scripts/content.mjs', '--config', 'tests/fixtures/content/bad/content-collections.ts'], {
    cwd: root,
    encoding: 'utf8',
  });

  it('stops the content build', () => {
    expect(run.status).toBe(1);
  });

  it.each([
    ['missing-title.mdx', 'title: is required'],
    ['long-description.mdx', 'description: must be at most 160 characters'],
    ['unknown-author.mdx', 'author: must be one of the team'],
    ['missing-image.mdx', 'images[0].src: image /illustrations/blog/no-such-post/no-such-picture.svg does not exist'],
    ['unknown-field.mdx', 'unknown field "subtitle"'],
    ['unknown-component.mdx', 'body: <Chart> is not a known component'],
    ['external-image.mdx', 'body: image https://example.com/a.png must be a file of the site'],
    ['no-alt.mdx', 'body: image /media/posters/estimate-comparison.webp needs alternative text'],
    ['expression.mdx', 'body: {…} expressions are not allowed in content (line 1); for the brand, address, e-mail or phone use <Brand />'],
    ['import.mdx', 'body: import and export are not allowed'],
    ['script.mdx', 'body: <script> is not allowed'],
  ])('names %s and what is wrong with it', (file, problem) => {
    expect(run.stderr).toContain(`posts/${file}: ${problem}`);
  });
});
