import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoVideo } from '@/components/islands/demo-video';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observe: Callback = () => undefined;

function mockMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

beforeEach(() => {
  observe = () => undefined;
  mockMotion(false);
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observe = callback;
    }
    observe() {}
    disconnect() {}
  };
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => jest.restoreAllMocks());

const props = {
  sources: [{ src: '/media/clips/x.webm', type: 'video/webm' }],
  poster: { src: '/media/posters/x.webp', width: 1280, height: 720, alt: 'A mock claim screen' },
};

function stubPlay(result: Promise<void>) {
  return jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return result;
  });
}

const at = (ratio: number) => act(() => observe([{ intersectionRatio: ratio, isIntersecting: ratio > 0 }]));

describe('DemoVideo', () => {
  it('stays paused at 49 % visible and plays from 50 %, then pauses when it leaves', async () => {
    const play = stubPlay(Promise.resolve());
    render(<DemoVideo {...props} />);
    await at(0.49);
    expect(play).not.toHaveBeenCalled();
    await at(0.5);
    expect(play).toHaveBeenCalledTimes(1);
    await at(0.2);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
  });

  it('loads nothing up front and keeps native controls, muted and looping', async () => {
    render(<DemoVideo {...props} />);
    const video = screen.getByLabelText('A mock claim screen') as HTMLVideoElement;
    expect(video).toHaveAttribute('preload', 'none');
    // Once hydrated the clip takes its poster (the server HTML holds a lazy stand-in image instead).
    expect(video).toHaveAttribute('poster', '/media/posters/x.webp');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    // The controls are hidden for one frame after hydration (clearing Chromium's stale loading spinner).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(video.controls).toBe(true);
  });

  it('ignores a refused autoplay silently', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubPlay(Promise.reject(new DOMException('play() failed', 'NotAllowedError')));
    render(<DemoVideo {...props} />);
    await at(1);
    await act(() => Promise.resolve());
    expect(errors).not.toHaveBeenCalled();
  });

  it('never plays by itself under reduced motion', async () => {
    mockMotion(true);
    const play = stubPlay(Promise.resolve());
    render(<DemoVideo {...props} />);
    await at(1);
    expect(play).not.toHaveBeenCalled();
  });

  it('gives the ambient video a visible pause control that keeps it paused when it scrolls back', async () => {
    const user = userEvent.setup();
    const play = stubPlay(Promise.resolve());
    render(<DemoVideo {...props} mode="ambient" />);
    await at(1);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    await at(0);
    await at(1);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });
});
