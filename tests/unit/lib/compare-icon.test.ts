/** @jest-environment node */
import { compareIcon, compareKeywords } from '@/lib/compare-icon';

describe('compareIcon', () => {
  it.each([
    ['Built-in', 'good'],
    ['AI + rules', 'good'],
    ['AI extraction', 'good'],
    ['Auto-generated', 'good'],
    ['Minutes', 'good'],
    ['Days', 'time'],
    ['Weeks', 'time'],
    ['Add-on', 'warn'],
    ['Keyword search', 'warn'],
    ['Manual', 'warn'],
    ['Varies', 'warn'],
  ] as const)('marks "%s" as %s', (text, icon) => {
    expect(compareIcon(text)).toBe(icon);
  });

  it('covers every keyword of spec §4', () => {
    const all = Object.values(compareKeywords).flat();
    expect(all.sort()).toEqual(
      [
        'add-on',
        'ai + rules',
        'ai extraction',
        'auto-generated',
        'built-in',
        'days',
        'keyword',
        'manual',
        'minutes',
        'varies',
        'weeks',
      ].sort(),
    );
    for (const [icon, keywords] of Object.entries(compareKeywords)) {
      for (const keyword of keywords) expect([keyword, compareIcon(keyword)]).toEqual([keyword, icon]);
    }
  });

  it('ignores case and finds the keyword inside a longer phrase', () => {
    expect(compareIcon('BUILT-IN')).toBe('good');
    expect(compareIcon('Ready in minutes')).toBe('good');
    expect(compareIcon('2–3 WEEKS per claim')).toBe('time');
    expect(compareIcon('Manual re-keying')).toBe('warn');
    expect(compareIcon('vARiEs by vendor')).toBe('warn');
  });

  it('prefers good over time over warn when a cell names several', () => {
    expect(compareIcon('Minutes, not days')).toBe('good');
    expect(compareIcon('Days of manual work')).toBe('time');
  });

  it('is neutral when no keyword matches', () => {
    expect(compareIcon('Limited')).toBe('neutral');
    expect(compareIcon('PDF only')).toBe('neutral');
    expect(compareIcon('')).toBe('neutral');
  });
});
