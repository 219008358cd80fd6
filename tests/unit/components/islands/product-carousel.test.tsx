import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCarouselSection } from '@/components/sections/product-carousel-section';
import { AUTO_SCROLL_SPEED, COPIES, SCROLL_PX_PER_MS, loopCopies } from '@/lib/carousel';
import { carousel } from '@/content/home';

type Handler = () => void;
const emblaHandlers = new Map<string, Handler[]>();
const autoScroll = { play: jest.fn(), stop: jest.fn() };
const emblaFactory = jest.fn();
const autoScrollFactory = jest.fn();

jest.mock('embla-carousel', () => ({
  __esModule: true,
  default: (...args: unknown[]) => {
    emblaFactory(...args);
    return {
      on: (event: string, handler: Handler) => emblaHandlers.set(event, [...(emblaHandlers.get(event) ?? []), handler]),
      destroy: jest.fn(),
    };
  },
}));
jest.mock('embla-carousel-auto-scroll', () => ({
  __esModule: true,
  default: (options: unknown) => {
    autoScrollFactory(options);
    return autoScroll;
  },
}));

// jsdom has no PointerEvent; Testing Library then sends plain events without a pointerType.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: Callback[] = [];

function mockMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  observers = [];
  emblaHandlers.clear();
  jest.clearAllMocks();
  mockMotion(false);
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  };
});

/** Scrolls the carousel into view: embla loads (dynamic import) and the visibility observer reports. */
async function scrollIntoView() {
  await act(async () => {
    for (const callback of observers) callback([{ isIntersecting: true, intersectionRatio: 1 }]);
  });
  await screen.findByRole('region', { name: 'Products' }).then((region) => expect(region).toHaveAttribute('data-ready', 'true'));
}

const emit = (event: string) => act(() => emblaHandlers.get(event)?.forEach((handler) => handler()));
const lastCall = () => {
  const play = autoScroll.play.mock.invocationCallOrder.at(-1) ?? 0;
  const stop = autoScroll.stop.mock.invocationCallOrder.at(-1) ?? 0;
  return play > stop ? 'play' : 'stop';
};

function renderCarousel() {
  return render(<ProductCarouselSection />);
}

describe('ProductCarousel', () => {
  it('gives embla its speed per animation step of 1000/60 ms, not per millisecond', () => {
    expect(AUTO_SCROLL_SPEED).toBeCloseTo((SCROLL_PX_PER_MS * 1000) / 60, 10);
  });

  it('repeats the items in order to fill the loop, the first copy being the real one', () => {
    expect(loopCopies(['a', 'b'], 3)).toEqual([
      { item: 'a', copy: 0 },
      { item: 'b', copy: 0 },
      { item: 'a', copy: 1 },
      { item: 'b', copy: 1 },
      { item: 'a', copy: 2 },
      { item: 'b', copy: 2 },
    ]);
  });

  it('offers each product once to keyboard and screen-reader users; the loop copies are hidden from them', () => {
    const { container } = renderCarousel();
    const track = screen.getByRole('list');
    const links = within(track).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(carousel.items.map((item) => item.href));
    expect(container.querySelectorAll('li')).toHaveLength(carousel.items.length * COPIES);
    for (const copy of container.querySelectorAll('li[aria-hidden="true"]')) {
      expect(copy).toHaveClass('nojs-hide');
      expect(copy.querySelector('a')).toHaveAttribute('tabindex', '-1');
    }
  });

  it('loads embla when it comes near, loops, and auto-scrolls at the converted speed while on screen', async () => {
    renderCarousel();
    expect(emblaFactory).not.toHaveBeenCalled();
    await scrollIntoView();
    expect(emblaFactory).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ loop: true }), [autoScroll]);
    expect(autoScrollFactory).toHaveBeenCalledWith(
      expect.objectContaining({ speed: AUTO_SCROLL_SPEED, playOnInit: false, stopOnInteraction: true }),
    );
    expect(lastCall()).toBe('play');
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('data-state', 'playing');
  });

  it('pauses while the mouse is over it and resumes when it leaves', async () => {
    renderCarousel();
    await scrollIntoView();
    const track = screen.getByRole('list').parentElement!;
    fireEvent.pointerOver(track, { pointerType: 'mouse' });
    expect(lastCall()).toBe('stop');
    fireEvent.pointerOut(track, { pointerType: 'mouse', relatedTarget: document.body });
    expect(lastCall()).toBe('play');
  });

  it('pauses during a drag and resumes once the carousel settles', async () => {
    renderCarousel();
    await scrollIntoView();
    emit('pointerDown');
    expect(lastCall()).toBe('stop');
    emit('pointerUp');
    expect(lastCall()).toBe('stop');
    emit('settle');
    expect(lastCall()).toBe('play');
  });

  it('stops with its pause button and starts again with play', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await scrollIntoView();
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(lastCall()).toBe('stop');
    const track = screen.getByRole('list').parentElement!;
    fireEvent.pointerOver(track, { pointerType: 'mouse' });
    fireEvent.pointerOut(track, { pointerType: 'mouse', relatedTarget: document.body });
    expect(lastCall()).toBe('stop');
    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    expect(lastCall()).toBe('play');
  });

  it('never auto-scrolls under reduced motion', async () => {
    mockMotion(true);
    renderCarousel();
    await scrollIntoView();
    expect(autoScroll.play).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('data-state', 'paused');
  });
});
