import { render, screen } from '@testing-library/react';
import { ComparisonSubtotals } from '@/components/islands/estimate/report/comparison-subtotals';
import { comparisonRoles, comparisonWords } from '@/content/estimate-comparison';
import type { Subtotal } from '@/lib/estimate/compare';

const amounts = (rcv: number) => ({ rcv, acv: rcv, depreciation: 0, overheadProfit: 0, tax: 0 });
const rooms = (count: number): Subtotal[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Room ${i + 1}`, a: amounts(1000 * i), b: amounts(1100 * i) }) as Subtotal);

describe('subtotals by room', () => {
  it('lists a few rooms whole, with nothing to unfold', () => {
    render(<ComparisonSubtotals title="By room" rows={rooms(5)} names={comparisonRoles.carrier} words={comparisonWords} />);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps every room of a long list in the table, with a control that shows them all', () => {
    render(<ComparisonSubtotals title="By room" rows={rooms(40)} names={comparisonRoles.carrier} words={comparisonWords} />);
    // Hidden by a CSS rule until the box is checked, and printed: every room stays in the table.
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(41);
    expect(screen.getByRole('checkbox', { name: /40/ })).not.toBeChecked();
  });
});
