/** @jest-environment node */
import { donutSlices } from '@/lib/charts';

describe('donutSlices', () => {
  it('gives each value its share and a closed ring segment', () => {
    const slices = donutSlices([3, 1], 100, 100, 90, 50);
    expect(slices.map((s) => s.share)).toEqual([0.75, 0.25]);
    // The first slice starts at 12 o'clock on the outer ring and, being over half, uses the large arc.
    expect(slices[0]!.path).toMatch(/^M100 10A90 90 0 1 1 10 100L50 100A50 50 0 1 0 100 50Z$/);
    expect(slices[1]!.path).toMatch(/^M10 100A90 90 0 0 1 100 10L100 50A50 50 0 0 0 50 100Z$/);
  });

  it('draws a single whole value as two half rings and leaves zero values empty', () => {
    const [whole, none] = donutSlices([5, 0], 100, 100, 90, 50);
    expect(whole!.share).toBe(1);
    expect(whole!.path.match(/M/g)).toHaveLength(2);
    expect(none).toEqual({ share: 0, path: '' });
  });

  it('handles an empty chart', () => {
    expect(donutSlices([0, 0], 0, 0, 1, 0)).toEqual([
      { share: 0, path: '' },
      { share: 0, path: '' },
    ]);
  });
});
