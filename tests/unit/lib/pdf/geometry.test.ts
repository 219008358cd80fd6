/** @jest-environment node */
import { boxOnPage, uprightPage } from '@/lib/pdf/geometry';

describe('a reader’s box on the drawn page', () => {
  const box = { x0: 61.2, y0: 79.2, x1: 306, y1: 99.2 };

  it('is the box itself, as fractions of the page, on an upright page whose crop box starts at the origin', () => {
    const place = boxOnPage(box, uprightPage(612, 792));
    expect(place.left).toBeCloseTo(0.1);
    expect(place.top).toBeCloseTo(0.1);
    expect(place.width).toBeCloseTo(0.4);
    expect(place.height).toBeCloseTo(20 / 792);
  });

  it('follows a crop box that does not start at the origin', () => {
    // pdf.js's viewport of a page whose crop box is [10 20 622 812]: x − 10, y flipped about 812.
    const place = boxOnPage(box, { width: 612, height: 792, transform: [1, 0, 0, -1, -10, 812] });
    // The reader measured y from the viewport's height (792); the PDF point is (x, 792 − y).
    expect(place.left).toBeCloseTo((61.2 - 10) / 612);
    expect(place.top).toBeCloseTo((812 - (792 - 79.2)) / 792);
  });

  it('follows a page turned a quarter (/Rotate 90)', () => {
    // pdf.js's viewport of a 612 × 792 page turned 90°: 792 wide, 612 high; (x, y) → (y, x).
    const turned = { width: 792, height: 612, transform: [0, 1, 1, 0, 0, 0] };
    const place = boxOnPage({ x0: 100, y0: 50, x1: 200, y1: 60 }, turned);
    // The PDF points of its corners are (100, 562) and (200, 552): drawn from x 552 to 562 and y 100 to 200.
    expect(place.left * 792).toBeCloseTo(552);
    expect(place.top * 612).toBeCloseTo(100);
    expect(place.width * 792).toBeCloseTo(10);
    expect(place.height * 612).toBeCloseTo(100);
  });
});
