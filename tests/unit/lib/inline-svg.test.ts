/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineSvg } from '@/lib/inline-svg';

const dir = mkdtempSync(join(tmpdir(), 'inline-svg-'));
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><title>A #1 "test" 100%</title>${body}</svg>`;

describe('a small SVG inside its page', () => {
  it('is the whole file as a data URI, its double quotes as single ones and nothing else changed', () => {
    writeFileSync(join(dir, 'small.svg'), svg('<rect width="120" height="80" fill="#0F1E36"/>'));
    const uri = inlineSvg(dir, '/small.svg')!;
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const file = readFileSync(join(dir, 'small.svg'), 'utf8').trim();
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(file.replaceAll('"', "'"));
  });

  it('is a valid address: no space, quote, hash or angle bracket left as it is', () => {
    writeFileSync(join(dir, 'spaced.svg'), svg('<rect  width="120"\n height="80" fill="#0F1E36"/>'));
    expect(inlineSvg(dir, '/spaced.svg')).not.toMatch(/[\s"#<>]/);
  });

  it('is left as a file when it weighs more, compressed, than the round trip it saves', () => {
    writeFileSync(join(dir, 'large.svg'), svg(`<desc>${randomBytes(6000).toString('base64')}</desc>`));
    expect(inlineSvg(dir, '/large.svg')).toBeUndefined();
  });

  it('leaves other kinds of images alone', () => {
    expect(inlineSvg(dir, '/photo.webp')).toBeUndefined();
  });
});
