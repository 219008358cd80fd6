/** @jest-environment node */
import { flatten, labelsOf, outlineOf } from '@/lib/policy/outline';
import { policyText } from '@/lib/policy/text';
import { column, pageOf } from './pages';

const linesOf = (runs: Parameters<typeof pageOf>[1]) => policyText('test.pdf', [pageOf(1, runs)]).body;

describe('the outline of numbered items', () => {
  it('tells a label apart from a word', () => {
    expect(labelsOf('A.').map((label) => label.style)).toEqual(['upper']);
    expect(labelsOf('(2)')).toEqual([{ style: 'paren-digit', value: 2, name: '(2)' }]);
    expect(labelsOf('i.').map((label) => label.style)).toEqual(['lower', 'lower-roman']);
    expect(labelsOf('Paragraph')).toEqual([]);
  });

  it('nests items by the order of their labels, and reads a line that begins "a. or b." as text', () => {
    const lines = linesOf([
      ...column(50, 100, ['A. We do not insure for loss caused by any of the following:']),
      ...column(65, 112, ['1. Ordinance Or Law']),
      ...column(80, 124, ['a. Requiring the construction of property;', 'b. The requirements of which result in a loss;']),
      ...column(95, 148, ['a. or b. above apply whether or not damaged.']),
      ...column(65, 160, ['2. Earth Movement']),
      ...column(50, 172, ['B. We do not insure for loss to property described in Coverages A and B:']),
    ]);
    const items = flatten(outlineOf(lines));
    expect(items.map((item) => item.path)).toEqual(['A', 'A.1', 'A.1.a', 'A.1.b', 'A.2', 'B']);
    // The line that begins 'a. or b. above' goes on with item b.
    expect(items.find((item) => item.path === 'A.1.b')!.end).toBe(5);
  });

  it('goes on past up to four missing labels set exactly in line, counting them, and no further', () => {
    const lines = linesOf([
      ...column(50, 100, ['1. Actual cash value means the value of the property.', '2. Bodily injury means bodily harm.']),
      ...column(50, 124, ['5. Business means a trade.']),
      ...column(58, 136, ['9. Fungus means any mold.']),
      ...column(50, 148, ['11. Insured means you.']),
      ...column(50, 160, ['10. Occurrence means an accident.']),
    ]);
    const items = flatten(outlineOf(lines));
    // 5. follows 2. with 3. and 4. missing; 9., not in line with the list, and 11., six past 5., are text; 10. follows
    // 5. with four missing.
    expect(items.map((item) => [item.path, item.skipped])).toEqual([
      ['1', 0],
      ['2', 0],
      ['5', 2],
      ['10', 4],
    ]);
  });

  it('opens two items at a label printed with its first sub-label ("d.(1) Wear and tear;")', () => {
    const lines = linesOf([
      ...column(50, 100, ['c. Smoke from agricultural smudging;', 'd.(1) Wear and tear;']),
      ...column(60, 124, ['(2) Rust or other corrosion;']),
    ]);
    expect(flatten(outlineOf(lines)).map((item) => item.path)).toEqual(['c', 'd', 'd.(1)', 'd.(2)']);
  });
});
