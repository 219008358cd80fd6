/** @jest-environment node */
import { gutterOf, layoutOf, linesOf } from '@/lib/pdf/columns';
import { column, pageOf } from '../policy/pages';

const prose = (words: string) => `${words} and more of the words that fill a line of text here`;

describe('lines in reading order', () => {
  const left = column(
    50,
    100,
    Array.from({ length: 20 }, (_, index) => prose(`left ${index}`).slice(0, 48)),
  );
  const right = column(
    320,
    104,
    Array.from({ length: 20 }, (_, index) => prose(`right ${index}`).slice(0, 48)),
  );

  it('reads a page set in two columns left column first, then right', () => {
    const lines = linesOf(
      pageOf(1, [{ x: 150, y: 60, text: 'HOMEOWNERS 3 – SPECIAL FORM FOR THE WHOLE PAGE', size: 14 }, ...left, ...right]),
    );
    expect(lines[0]).toMatchObject({ column: -1, text: 'HOMEOWNERS 3 – SPECIAL FORM FOR THE WHOLE PAGE' });
    expect(lines.slice(1, 21).every((line) => line.column === 0)).toBe(true);
    expect(lines.slice(21).map((line) => line.text.split(' ')[1])).toEqual(Array.from({ length: 20 }, (_, index) => String(index)));
  });

  it('keeps each word where it is printed', () => {
    const [line] = linesOf(pageOf(1, [{ x: 100, y: 200, text: 'Coverage A' }]));
    expect(line!.words.map((word) => [word.text, word.x0, word.x1, word.y])).toEqual([
      ['Coverage', 100, 140, 200],
      ['A', 145, 150, 200],
    ]);
  });

  it('reads a table of labels and amounts as rows, not as two columns', () => {
    const rows = Array.from({ length: 20 }, (_, index) => [
      { x: 130, y: 100 + index * 12, text: `Coverage ${index} - Dwelling` },
      { x: 330, y: 100 + index * 12, text: `Per Occurrence- $${index + 1},000` },
    ]).flat();
    const page = pageOf(1, rows);
    expect(
      gutterOf(
        layoutOf(page).rows.map((row) => row.words),
        612,
        792,
      ),
    ).toBeNull();
    expect(linesOf(page)[0]!.text).toBe('Coverage 0 - Dwelling Per Occurrence- $1,000');
  });
});
