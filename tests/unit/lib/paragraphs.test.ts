/** @jest-environment node */
import { splitSentences, toParagraphs } from '@/lib/paragraphs';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `Sentence number ${i + 1} ends here.`).join(' ');

describe('splitSentences', () => {
  it('ends sentences at full stops, question marks and exclamation marks', () => {
    expect(splitSentences('We read estimates. Do you? Try it today! 2025 was busy.')).toEqual([
      'We read estimates.',
      'Do you?',
      'Try it today!',
      '2025 was busy.',
    ]);
  });

  it('does not split after abbreviations such as e.g., U.S. and Inc.', () => {
    const text =
      'Formats vary, e.g. PDF or CSV exports. Carriers across the U.S. use them daily. Acme Roofing Inc. joined the pilot. It went well.';
    expect(splitSentences(text)).toEqual([
      'Formats vary, e.g. PDF or CSV exports.',
      'Carriers across the U.S. use them daily.',
      'Acme Roofing Inc. joined the pilot.',
      'It went well.',
    ]);
  });

  it('keeps initials, decimals and lower-case continuations inside the sentence', () => {
    expect(splitSentences('Dr. Lee and J. Ortiz reviewed 3.5 times more files. Then i.e. nothing changed.')).toEqual([
      'Dr. Lee and J. Ortiz reviewed 3.5 times more files.',
      'Then i.e. nothing changed.',
    ]);
  });

  it('keeps closing quotes with their sentence and collapses whitespace', () => {
    expect(splitSentences('She said "it works."   Then\nwe shipped it.')).toEqual(['She said "it works."', 'Then we shipped it.']);
  });

  it('returns nothing for empty text and the whole text when there is no full stop', () => {
    expect(splitSentences('  ')).toEqual([]);
    expect(splitSentences('No full stop here')).toEqual(['No full stop here']);
  });
});

describe('toParagraphs', () => {
  it('groups five sentences per paragraph and keeps a short remainder as the last paragraph', () => {
    const paragraphs = toParagraphs(numbered(12));
    expect(paragraphs.map((p) => splitSentences(p).length)).toEqual([5, 5, 2]);
    expect(paragraphs[0]).toMatch(/^Sentence number 1 ends here\. .* Sentence number 5 ends here\.$/);
    expect(paragraphs[2]).toBe('Sentence number 11 ends here. Sentence number 12 ends here.');
  });

  it('makes one paragraph of a text with five sentences or fewer', () => {
    expect(toParagraphs(numbered(5))).toHaveLength(1);
    expect(toParagraphs(numbered(3))).toHaveLength(1);
    expect(toParagraphs('')).toEqual([]);
  });

  it('does not count abbreviations as sentence ends when grouping', () => {
    const text = `${numbered(4)} Our U.S. team, e.g. Ana, works with Acme Inc. on this. Sixth sentence.`;
    expect(toParagraphs(text)).toEqual([`${numbered(4)} Our U.S. team, e.g. Ana, works with Acme Inc. on this.`, 'Sixth sentence.']);
  });

  it('rejects a paragraph size that is not a positive integer', () => {
    expect(() => toParagraphs('A. B.', 0)).toThrow(RangeError);
  });
});
