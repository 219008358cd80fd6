import { formatCount, formatDecimal, formatList } from '@/lib/numbers';

describe('numbers in the site locale', () => {
  it.each([0, 7, 1234, 100000, -2500, 12.3456])('formats %p as toLocaleString does', (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('keeps at most the decimals asked for', () => {
    expect(formatDecimal(32.675, 2)).toBe((32.675).toLocaleString('en-US', { maximumFractionDigits: 2 }));
    expect(formatDecimal(1.25, 1)).not.toBe(formatDecimal(1.25, 2));
  });

  it('joins a list with a conjunction', () => {
    expect(formatList(['one'])).toBe('one');
    expect(formatList(['one', 'two', 'three'])).toBe(new Intl.ListFormat('en-US', { type: 'conjunction' }).format(['one', 'two', 'three']));
  });
});
