import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BioCard } from '@/components/islands/bio-card';
import { ImageSlider } from '@/components/islands/image-slider';
import { ShareButton } from '@/components/islands/share-button';
import { COPIED_ATTRIBUTE, COPIED_NOTICE_MS } from '@/lib/tap-replay';

const shareLabels = { button: 'Share', copied: 'Link copied to clipboard!', refused: 'Copying was refused. Copy this address:' };

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  function mockClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(writeText) } });
    return navigator.clipboard.writeText as jest.Mock;
  }

  it('copies the address and announces it in a status region, for two seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const writeText = mockClipboard(() => Promise.resolve());
      const { container } = render(<ShareButton labels={shareLabels} />);
      // The notice is in the markup for the early script to reveal; the root's data-copied shows it.
      const island = container.firstElementChild!;
      expect(island).not.toHaveAttribute(COPIED_ATTRIBUTE);
      expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');

      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      await waitFor(() => expect(island).toHaveAttribute(COPIED_ATTRIBUTE));

      // waitFor itself moves the fake clock by a few ticks; the notice is still there well before it ends.
      act(() => jest.advanceTimersByTime(COPIED_NOTICE_MS - 500));
      expect(island).toHaveAttribute(COPIED_ATTRIBUTE);
      act(() => jest.advanceTimersByTime(500));
      expect(island).not.toHaveAttribute(COPIED_ATTRIBUTE);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so and shows the address when the clipboard is refused or missing', async () => {
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<ShareButton labels={shareLabels} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Copying was refused. Copy this address: ${window.location.href}`),
    );

    Reflect.deleteProperty(navigator, 'clipboard');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copying was refused.'));
    expect(screen.getByRole('status').closest('[data-tap-island]')).not.toHaveAttribute(COPIED_ATTRIBUTE);
  });
});

describe('BioCard', () => {
  const props = {
    id: 'ada',
    name: 'Ada Example',
    title: 'Founder',
    bio: 'Ada has read a great many estimates.',
    image: { src: '/a.svg', width: 10, height: 10, alt: 'Portrait of Ada' },
    linkedin: 'https://www.linkedin.com/in/ada',
    labels: { readBio: 'Read bio', readBioContext: 'of', linkedin: 'LinkedIn', linkedinContext: 'profile of' },
  };

  it('shows and hides the bio with a tap on its button, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(<BioCard {...props} />);
    const button = screen.getByRole('button', { name: 'Read bio of Ada Example' });
    const bio = screen.getByTestId('bio');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(bio).toHaveClass('invisible');

    // A tap: a click without hover or keyboard focus (jsdom counts every focus as keyboard focus).
    const tap = () => act(() => void fireEvent.click(button));
    await tap();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(bio).toHaveClass('visible');
    await tap();
    expect(bio).toHaveClass('invisible');
    await tap();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(bio).toHaveClass('invisible');
    expect(screen.getByRole('link', { name: 'LinkedIn profile of Ada Example (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});

describe('ImageSlider', () => {
  it('server-renders every slide with its alt text, and its controls are never disabled', () => {
    // jsdom has neither observer embla starts with; nothing is ever observed here.
    class Inert {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: Inert, ResizeObserver: Inert });
    const images = [1, 2, 3].map((n) => ({ src: `/img-${n}.svg`, width: 12, height: 8, alt: `Slide picture ${n}` }));
    const labels = {
      region: 'Photos',
      previous: 'Previous image',
      next: 'Next image',
      pause: 'Pause',
      play: 'Play',
      position: 'Image {current} of {total}',
    };
    render(<ImageSlider images={images} labels={labels} delay={3000} />);
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Slide picture 1',
      'Slide picture 2',
      'Slide picture 3',
    ]);
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    // A disabled button swallows a tap; a tap before embla is ready waits for it instead (useTapReplay).
    for (const name of ['Previous image', 'Next image', 'Pause']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });
});
