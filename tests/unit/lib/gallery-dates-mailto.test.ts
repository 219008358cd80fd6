/** @jest-environment node */
import { formatDate, formatDateRange, formatMonthYear, isPast } from '@/lib/dates';
import { leadingImages, usesSlider } from '@/lib/gallery';
import { mailtoHref } from '@/lib/mailto';
import { fillTemplate } from '@/lib/template';

describe('slider versus grid', () => {
  it('variant A shows a grid up to five images and a slider from six', () => {
    expect([0, 1, 5].map((n) => usesSlider('A', n))).toEqual([false, false, false]);
    expect([6, 12].map((n) => usesSlider('A', n))).toEqual([true, true]);
  });

  it('variant B shows a single picture for one image and a slider from two', () => {
    expect([0, 1].map((n) => usesSlider('B', n))).toEqual([false, false]);
    expect([2, 5].map((n) => usesSlider('B', n))).toEqual([true, true]);
  });
});

describe('pictures that may lead a post', () => {
  it('are the first row of a grid, or the one picture or slide shown first', () => {
    expect(leadingImages('A', 2)).toBe(3);
    expect(leadingImages('A', 12)).toBe(1);
    expect([1, 3].map((n) => leadingImages('B', n))).toEqual([1, 1]);
  });
});

describe('dates', () => {
  it('formats calendar dates in UTC, whatever the time zone', () => {
    expect(formatDate('2025-05-01')).toBe('May 1, 2025');
    expect(formatMonthYear('2025-05-31')).toBe('May 2025');
  });

  it('formats ranges the way people write them', () => {
    expect(formatDateRange('2025-02-18', '2025-02-20')).toBe('February 18–20, 2025');
    expect(formatDateRange('2025-01-30', '2025-02-01')).toBe('January 30 – February 1, 2025');
    expect(formatDateRange('2024-12-30', '2025-01-02')).toBe('December 30, 2024 – January 2, 2025');
    expect(formatDateRange('2025-03-04', '2025-03-04')).toBe('March 4, 2025');
  });

  it('rejects malformed dates and ranges that end before they start', () => {
    expect(() => formatDate('2025-02-30')).toThrow(RangeError);
    expect(() => formatDate('May 2025')).toThrow(RangeError);
    expect(() => formatDateRange('2025-03-02', '2025-03-01')).toThrow(RangeError);
  });

  it('treats an event as past only after its last day', () => {
    expect(isPast('2025-02-20', new Date('2025-02-20T23:00:00Z'))).toBe(false);
    expect(isPast('2025-02-20', new Date('2025-02-21T00:00:00Z'))).toBe(true);
  });
});

describe('mailtoHref', () => {
  it('encodes the subject', () => {
    expect(mailtoHref('jobs@example.com', { subject: 'Application: Customer Success & Onboarding' })).toBe(
      'mailto:jobs@example.com?subject=Application%3A%20Customer%20Success%20%26%20Onboarding',
    );
    expect(mailtoHref('jobs@example.com')).toBe('mailto:jobs@example.com');
  });
});

describe('fillTemplate', () => {
  it('fills placeholders and refuses unknown ones', () => {
    expect(fillTemplate('{brand} at {address}', { brand: 'Acme', address: '1 Main St' })).toBe('Acme at 1 Main St');
    expect(() => fillTemplate('{brnad}', { brand: 'Acme' })).toThrow(/\{brnad\}/);
  });
});
