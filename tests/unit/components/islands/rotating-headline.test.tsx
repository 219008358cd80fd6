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

// A headline of its own: the component's behaviour, whatever the page's copy says.
const phrases = ['First phrase', 'Second phrase', 'Third phrase'];
const [first, second, third] = phrases;
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
  it('changes phrase at each interval, in order, and starts over after the last', () => {
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    expect(shown(container)).toBe(first);
    advance(ROTATE_MS - 1);
    expect(shown(container)).toBe(first);
    advance(1);
    expect(shown(container)).toBe(second);
    advance(ROTATE_MS);
    expect(shown(container)).toBe(third);
    advance(ROTATE_MS);
    expect(shown(container)).toBe(first);
  });

  it('stops on the current phrase when paused and carries on when played', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    advance(ROTATE_MS);
    await user.click(screen.getByRole('button', { name: labels.pause }));
    advance(3 * ROTATE_MS);
    expect(shown(container)).toBe(second);
    await user.click(screen.getByRole('button', { name: labels.play }));
    advance(ROTATE_MS);
    expect(shown(container)).toBe(third);
  });

  it('stays on the first phrase under reduced motion', () => {
    mockMotion(true);
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    advance(4 * ROTATE_MS);
    expect(shown(container)).toBe(first);
  });

  it('gives screen readers every phrase once and never announces a change', () => {
    const { container } = render(<RotatingHeadline phrases={phrases} intervalMs={ROTATE_MS} labels={labels} />);
    expect(screen.getByText(`${phrases.join('. ')}.`)).toBeInTheDocument();
    expect(container.querySelector('[data-phrase]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(container.querySelector('[role="status"], [role="alert"], [role="marquee"]')).toBeNull();
  });
});
