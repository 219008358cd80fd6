'use client';

import clsx from 'clsx';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import AutoScroll, { type AutoScrollType } from 'embla-carousel-auto-scroll';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AUTO_SCROLL_SPEED } from '@/lib/carousel';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { PauseLabel } from './pause-label';
import { useEarlyToggle } from './use-early-toggle';
import { useReducedMotion } from './use-reduced-motion';
import { useTapReplay } from './use-tap-replay';

export interface ProductCarouselProps {
  readonly labels: { readonly pause: string; readonly play: string; readonly region: string };
  /** The section's heading block, server-rendered; the pause button sits at the end of its row. */
  readonly header: ReactNode;
  /** Lines the heading row up with the page's content column. */
  readonly headerClassName?: string;
  /** The slides (`<li>`), server-rendered: the cards once, then the copies that fill the loop. */
  readonly children: ReactNode;
}

type Loaded = { embla: EmblaCarouselType; autoScroll: AutoScrollType };

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The home page's product carousel: an embla loop that auto-scrolls at 0.08 px/ms, pauses while the pointer is
 * over it, while it is dragged (mouse or touch) and while a card has keyboard focus, then resumes; a visible
 * button stops and restarts it, and under `prefers-reduced-motion` it never moves by itself (it can still be
 * dragged).
 *
 * The slides are server-rendered as a plain, natively scrollable row, so they read and work without
 * JavaScript, and this island carries no card markup. Embla starts when the carousel comes near the
 * viewport, so hydrating the page does not pay for it. A tap on the pause button made before hydration
 * shows at once and is adopted once hydrated (`useEarlyToggle`): the carousel then never starts moving.
 */
export function ProductCarousel({ labels, header, headerClassName, children }: ProductCarouselProps) {
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const playingNow = useRef(false);
  const [ready, setReady] = useState(false);
  const reduced = useReducedMotion();
  const [inView, setInView] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  useTapReplay(root);
  // A pause tapped before hydration shows at once (lib/tap-replay.ts); the carousel then never starts moving.
  useEarlyToggle(root, 'data-paused', () => setUserPaused(true));

  // Load embla when the carousel comes near the viewport; move only while it is on screen.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        start();
      },
      { rootMargin: '400px 0px' },
    );
    const visible = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    near.observe(element);
    visible.observe(element);

    function start() {
      const node = viewport.current;
      if (!node || loaded.current) return;
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
      near.disconnect();
      visible.disconnect();
      loaded.current?.embla.destroy();
      loaded.current = null;
    };
  }, []);

  const playing = ready && inView && !reduced && !userPaused && !hovering && !focused && !dragging;
  // In the same commit as `data-state`, so the track stops before the next paint.
  useLayoutEffect(() => {
    playingNow.current = playing;
    const autoScroll = loaded.current?.autoScroll;
    if (!autoScroll) return;
    if (playing) autoScroll.play(0);
    else autoScroll.stop();
  }, [playing, ready]);

  return (
    <section
      ref={root}
      {...tapIsland('carousel')}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-state={playing ? 'playing' : 'paused'}
      data-paused={userPaused ? '' : undefined}
      data-ready={ready ? 'true' : undefined}
      className="group"
    >
      <div className={clsx('flex flex-col gap-6 md:flex-row md:items-end md:justify-between', headerClassName)}>
        <div className="max-w-2xl">{header}</div>
        <button
          type="button"
          className="nojs-hide inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 motion-reduce:hidden md:self-auto"
          onClick={() => setUserPaused((paused) => !paused)}
          {...earlyAnswer({ kind: 'toggle', attribute: 'data-paused' })}
        >
          <PauseLabel labels={labels} />
        </button>
      </div>
      <div
        ref={viewport}
        className={clsx(
          'mt-6 [scrollbar-width:none] py-4 sm:[mask-image:linear-gradient(to_right,transparent,#000_4rem,#000_calc(100%-4rem),transparent)] [&::-webkit-scrollbar]:hidden',
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
        <ul className={clsx('flex', ready && 'touch-pan-y')}>{children}</ul>
      </div>
    </section>
  );
}
