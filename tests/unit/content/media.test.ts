/** @jest-environment node */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { clips, screens } from '@/content/media';
import { products } from '@/content/products';

const publicDir = join(__dirname, '../../../public');
const size = (src: string) => statSync(join(publicDir, src)).size;

describe('our media', () => {
  it('has every clip in WebM and MP4 under 600 KB, with a poster under 80 KB', () => {
    for (const clip of Object.values(clips)) {
      expect(clip.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
      for (const source of clip.sources) {
        expect(existsSync(join(publicDir, source.src))).toBe(true);
        expect(size(source.src)).toBeLessThanOrEqual(600 * 1024);
      }
      expect(size(clip.poster.src)).toBeLessThanOrEqual(80 * 1024);
      expect(clip.poster.alt.length).toBeGreaterThan(20);
      expect([clip.poster.width, clip.poster.height]).toEqual([1280, 720]);
    }
  });

  it('uses existing files for the product screens', () => {
    for (const screen of Object.values(screens)) expect(existsSync(join(publicDir, screen.src))).toBe(true);
  });

  it('gives every product hero a preview wider than a large phone shows it, in a few kilobytes', () => {
    for (const { screen } of products) {
      const [kind, data] = (screen.preview ?? '').split(',');
      expect(kind).toBe('data:image/webp;base64');
      const bytes = Buffer.from(data!, 'base64');
      // A narrower copy would be a smaller paint, and the sharp picture a later largest paint.
      expect(imageSize(bytes).width).toBeGreaterThanOrEqual(430);
      expect(bytes.length).toBeLessThanOrEqual(5 * 1024);
    }
  });

  it('offers a phone-sized copy of every still that exists and weighs less than the full image', () => {
    const stills = [...Object.values(clips).map((clip) => clip.poster), ...Object.values(screens)];
    for (const still of stills) {
      const candidates = (still.srcSet ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
      expect(candidates.length).toBeGreaterThan(1);
      for (const [src, width] of candidates) {
        expect(existsSync(join(publicDir, src!))).toBe(true);
        if (src !== still.src) {
          expect(Number.parseInt(width!, 10)).toBeLessThan(still.width);
          expect(size(src!)).toBeLessThan(size(still.src));
        }
      }
    }
  });
});
