'use client';

import clsx from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoScrollType } from 'embla-carousel-auto-scroll';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Auto-scroll speed of the home carousel (spec §9): 0.08 px per millisecond. */
export const SCROLL_PX_PER_MS = 0.08;
/**
 * embla-carousel-auto-scroll's `speed` is pixels per animation step, and embla advances its animation in
 * fixed steps of 1000/60 ms whatever the display's refresh rate (its `Animations` loop accumulates elapsed
 * time and runs one step per 16.67 ms). So 0.08 px/ms × 16.67 ms = 1.33 px per step: the same 80 px per
 * second on a 60 Hz phone and a 120 Hz laptop.
 */
export const EMBLA_STEP_MS = 1000 / 60;
export const AUTO_SCROLL_SPEED = SCROLL_PX_PER_MS * EMBLA_STEP_MS;
/**
 * Copies of the items on the track. Embla loops only when the slides are wider than the viewport plus one
 * slide: 4 × 3 cards of at least 256 px (240 + 16 gap) cover a 2560 px screen.
 */
export const COPIES = 4;

export interface CarouselCard {
  readonly title: string;
  readonly subtitle: string;
  readonly href: string;
  readonly img: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
}

export interface ProductCarouselProps {
  readonly items: readonly CarouselCard[];
  readonly labels: { readonly pause: string; readonly play: string; readonly region: string };
  /** The section's heading block, server-rendered; the pause button sits at the end of its row. */
  readonly children?: ReactNode;
  /** Lines the heading row up with the page's content column. */
  readonly headerClassName?: string;
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

type Loaded = { embla: EmblaCarouselType; autoScroll: AutoScrollType };

/**
 * The home page's product carousel: an embla loop that auto-scrolls at 0.08 px/ms, pauses while the pointer is
 * over it, while it is dragged (mouse or touch) and while a card has focus, then resumes; a visible button
 * stops and restarts it, and under `prefers-reduced-motion` it never moves by itself (it can still be dragged).
 *
 * The cards are server-rendered as a plain, natively scrollable row, so they read and work without
 * JavaScript. Embla (~9 KB gzipped with its plugin) is downloaded only when the carousel comes near the
 * viewport, which keeps it out of the page's initial scripts.
 */
export function ProductCarousel({ items, labels, children, headerClassName }: ProductCarouselProps) {
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const playingNow = useRef(false);
  const [ready, setReady] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [inView, setInView] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);

  // Reduced motion, followed live.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Load embla when the carousel comes near the viewport; move only while it is on screen.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void load();
      },
      { rootMargin: '400px 0px' },
    );
    const visible = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    near.observe(element);
    visible.observe(element);

    let cancelled = false;
    async function load() {
      const node = viewport.current;
      if (!node || loaded.current) return;
      const [{ default: EmblaCarousel }, { default: AutoScroll }] = await Promise.all([
        import('embla-carousel'),
        import('embla-carousel-auto-scroll'),
      ]);
      if (cancelled) return;
      node.scrollLeft = 0;
      const autoScroll = AutoScroll({
        speed: AUTO_SCROLL_SPEED,
        startDelay: 0,
        playOnInit: false,
        // We decide when it plays: hover, focus, drag, the pause button and reduced motion all count.
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      });
      const embla = EmblaCarousel(node, { loop: true, dragFree: true, align: 'start' }, [autoScroll]);
      let awaitingSettle = false;
      embla.on('pointerDown', () => {
        awaitingSettle = false;
        setDragging(true);
      });
      embla.on('pointerUp', () => {
        awaitingSettle = true;
      });
      embla.on('settle', () => {
        if (!awaitingSettle) return;
        awaitingSettle = false;
        setDragging(false);
      });
      // A resize re-initialises embla and its plugins; carry on if the carousel was playing.
      embla.on('reInit', () => {
        if (playingNow.current) autoScroll.play(0);
      });
      loaded.current = { embla, autoScroll };
      setReady(true);
    }
    return () => {
      cancelled = true;
      near.disconnect();
      visible.disconnect();
      loaded.current?.embla.destroy();
      loaded.current = null;
    };
  }, []);

  const playing = ready && inView && !reduced && !userPaused && !hovering && !focused && !dragging;
  useEffect(() => {
    playingNow.current = playing;
    const autoScroll = loaded.current?.autoScroll;
    if (!autoScroll) return;
    if (playing) autoScroll.play(0);
    else autoScroll.stop();
  }, [playing, ready]);

  const slides = Array.from({ length: COPIES }, (_, copy) => items.map((item) => ({ item, copy }))).flat();

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-state={playing ? 'playing' : 'paused'}
      data-ready={ready ? 'true' : undefined}
    >
      <div className={clsx('flex flex-col gap-6 md:flex-row md:items-end md:justify-between', headerClassName)}>
        <div className="max-w-2xl">{children}</div>
        <button
          type="button"
          className="nojs-hide inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 motion-reduce:hidden md:self-auto"
          onClick={() => setUserPaused((paused) => !paused)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
            {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" />}
          </svg>
          {userPaused ? labels.play : labels.pause}
        </button>
      </div>
      <div
        ref={viewport}
        className={clsx(
          'mt-6 py-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          'sm:[mask-image:linear-gradient(to_right,transparent,#000_4rem,#000_calc(100%-4rem),transparent)]',
          ready ? 'cursor-grab overflow-hidden active:cursor-grabbing' : 'overflow-x-auto',
        )}
        // Keyboard focus on a card pauses the carousel; the focus a mouse press gives a link does not.
        onFocus={(event) => setFocused(focusVisible(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setHovering(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setHovering(false);
        }}
      >
        <ul className={clsx('flex', ready && 'touch-pan-y')}>
          {slides.map(({ item, copy }) => {
            const duplicate = copy > 0;
            return (
              <li
                key={`${copy}-${item.href}`}
                className={clsx('mr-4 h-[200px] w-[clamp(240px,72vw,320px)] shrink-0', duplicate && 'nojs-hide')}
                aria-hidden={duplicate || undefined}
              >
                <a
                  href={item.href}
                  tabIndex={duplicate ? -1 : undefined}
                  className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100 transition duration-200 select-none hover:-translate-y-1 hover:shadow-lift focus-visible:-translate-y-1 motion-reduce:transform-none"
                  draggable={false}
                >
                  <img
                    src={item.img.src}
                    width={item.img.width}
                    height={item.img.height}
                    alt={item.img.alt}
                    loading="lazy"
                    draggable={false}
                    className="h-12 w-16"
                  />
                  <span className="mt-4 text-lg font-semibold text-ink-950 group-hover:text-brand-700">{item.title}</span>
                  <span className="mt-1 text-sm leading-6 text-ink-600">{item.subtitle}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
