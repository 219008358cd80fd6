import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { ROTATE_MS, solutionHero } from '@/content/our-solution';

function mockMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const phrases = solutionHero.phrases;
const labels = solutionHero.controls;

/** The phrase on screen: the one stacked phrase that is not faded out. */
function shown(container: HTMLElement): string | null {
  const stack = container.querySelector('[data-phrase]');
  return stack?.children[Number(stack.getAttribute('data-phrase'))]?.textContent ?? null;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('RotatingHeadline', () => {
  it('changes phrase every 3000 ms, in order, and starts over after the last', () => {
    expect(ROTATE_MS).toBe(3000);
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    expect(shown(container)).toBe('Augment your workflows');
    advance(2999);
    expect(shown(container)).toBe('Augment your workflows');
    advance(1);
    expect(shown(container)).toBe('Demand Quality Insights');
    advance(3000);
    expect(shown(container)).toBe('Enhance decisions, faster');
    advance(3000);
    expect(shown(container)).toBe('Maximize your claims capacity');
    advance(3000);
    expect(shown(container)).toBe('Augment your workflows');
  });

  it('stops on the current phrase when paused and carries on when played', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    advance(3000);
    await user.click(screen.getByRole('button', { name: 'Pause headline' }));
    advance(9000);
    expect(shown(container)).toBe('Demand Quality Insights');
    await user.click(screen.getByRole('button', { name: 'Play headline' }));
    advance(3000);
    expect(shown(container)).toBe('Enhance decisions, faster');
  });

  it('stays on the first phrase under reduced motion', () => {
    mockMotion(true);
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    advance(12_000);
    expect(shown(container)).toBe('Augment your workflows');
  });

  it('gives screen readers every phrase once and never announces a change', () => {
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    expect(
      screen.getByText('Augment your workflows. Demand Quality Insights. Enhance decisions, faster. Maximize your claims capacity.'),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-phrase]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(container.querySelector('[role="status"], [role="alert"], [role="marquee"]')).toBeNull();
  });
});
