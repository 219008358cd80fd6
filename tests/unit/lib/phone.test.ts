/** @jest-environment node */
import { displayPhone, telHref } from '@/lib/phone';

describe('phone helpers', () => {
  it('dials the digits and the leading plus only', () => {
    expect(telHref('+1 (954) 555-0142')).toBe('tel:+19545550142');
  });
  it('keeps the written number on one line', () => {
    expect(displayPhone('+1 (954) 555-0142')).toBe('+1\u00A0(954)\u00A0555\u20110142');
  });
});
