import { readingNotes, readingSummary } from '@/components/islands/estimate/reading-words';
import { checkerCopy } from '@/content/estimator-checker-copy';
import type { Coverage, Reconciliation } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';

const copy = checkerCopy.results.reading;
const whole: Coverage = { numbered: true, read: 21, unread: [], absent: [], missingPages: [], setApart: [], verdict: 'whole' };
const totals = (checked: number, unmatched: string[] = [], notChecked: string[] = []): Reconciliation => ({
  checked,
  unmatched,
  notChecked,
});

describe('how much of a file was read, in words', () => {
  it('says a whole reading in one line: lines read of those numbered, totals matched', () => {
    expect(readingSummary(copy, whole, totals(9), 0)).toBe(
      `${fillTemplate(copy.lines.numbered, { read: '21', printed: '21' })} · ${fillTemplate(copy.totals.checked, { matched: '9', checked: '9' })}`,
    );
    expect(readingNotes(copy, whole, totals(9))).toEqual([]);
  });

  it('counts the lines that could not be read among those the file numbers, and names them with their rows as printed', () => {
    const partial: Coverage = {
      ...whole,
      read: 19,
      unread: [
        { line: '12', page: 6, printed: '12. Drip edge\n240.00 LF 3.O3' },
        { line: '13', page: 6, printed: '13. Starter' },
      ],
      verdict: 'partial',
    };
    const summary = readingSummary(copy, partial, totals(9, [], ['Roof', 'Line Item Totals']), 0);
    expect(summary).toContain(fillTemplate(copy.lines.numbered, { read: '19', printed: '21' }));
    expect(summary).toContain(fillTemplate(copy.totals.checked, { matched: '7', checked: '9' }));
    expect(summary).toContain(fillTemplate(copy.totals.notChecked, { count: '2' }));
    const [note] = readingNotes(copy, partial, totals(9));
    expect(note!.kind).toBe('unread');
    expect(note!.text).toContain('12 and 13');
    expect(note!.printed?.map((line) => line.line)).toEqual(['12', '13']);
  });

  it('says when the reader blames itself, when lines are not in the file, and when the file leaves lines out of its totals', () => {
    const kinds = (coverage: Coverage, reconciliation = totals(4)) => readingNotes(copy, coverage, reconciliation).map((note) => note.kind);
    expect(kinds({ ...whole, numbered: false, verdict: 'misread' })).toEqual(['misread']);
    const excerpt: Coverage = {
      ...whole,
      absent: [{ from: 15, to: 19, pagesMissing: true }],
      missingPages: [{ from: 3, to: 3 }],
    };
    expect(kinds(excerpt, totals(4, [], ['Sitework']))).toEqual(['absent']);
    expect(readingNotes(copy, excerpt, totals(4, [], ['Sitework']))[0]!.text).toContain('15–19');
    // Numbers skipped while every total matches: deleted before printing, said as such.
    const deleted: Coverage = { ...whole, absent: [{ from: 4, to: 4, pagesMissing: false }] };
    expect(readingNotes(copy, deleted, totals(4))[0]!.text).toBe(fillTemplate(copy.skippedOnPurpose, { ranges: '4' }));
    expect(
      kinds({
        ...whole,
        setApart: [
          { row: 19, line: '19' },
          { row: 22, line: '22' },
        ],
      }),
    ).toEqual(['set-apart']);
  });

  it('counts lines printed without a price apart, and says when a file prints no totals', () => {
    expect(readingSummary(copy, { ...whole, numbered: false, read: 40 }, totals(0), 4)).toBe(
      `${fillTemplate(copy.lines.plain, { read: '40' })} (${fillTemplate(copy.lines.unpriced, { count: '4' })}) · ${copy.totals.none}`,
    );
  });
});
