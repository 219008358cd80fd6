import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparisonFilter } from '@/components/islands/comparison-filter';

const options = [
  { value: 'all', label: 'All lines', summary: 'Showing 3 of 3 lines' },
  { value: 'rcv', label: 'RCV', summary: 'Showing 1 of 3 lines' },
];

describe('ComparisonFilter', () => {
  it('starts on all lines and sets the chosen filter on the report, saying how many lines it shows', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ComparisonFilter legend="Show lines that differ in" options={options}>
        <table />
      </ComparisonFilter>,
    );
    const wrapper = container.firstElementChild!;
    expect(wrapper).toHaveAttribute('data-filter', 'all');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 lines');
    expect(screen.getByRole('radio', { name: 'All lines' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'RCV' }));
    expect(wrapper).toHaveAttribute('data-filter', 'rcv');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 lines');
    expect(screen.getByRole('group', { name: 'Show lines that differ in' })).toBeInTheDocument();
  });
});
