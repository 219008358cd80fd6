'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { AssetImage } from '@/components/ui/asset-image';
import { Glyph } from '@/components/ui/glyph';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { PauseLabel } from './pause-label';
import { useEarlyToggle } from './use-early-toggle';
import { useReducedMotion } from './use-reduced-motion';
import { useTapReplay } from './use-tap-replay';

export interface SliderImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface SliderLabels {
  /** The carousel's accessible name. */
  readonly region: string;
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
  /** "Image {current} of {total}". */
  readonly position: string;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 hover:bg-ink-50';

/**
 * An image slider: server-rendered slides that embla turns into a slideshow with swiping, previous/next and
 * autoplay. Autoplay advances every `delay` ms; it pauses while the pointer is over the slider or focus is
 * inside it, stops when the visitor drags or presses Pause, and never starts under
 * `prefers-reduced-motion: reduce` (the visitor may still press Play; slides then change without
 * animation). A press of Previous or Next made before hydration is kept and carried out once embla is
 * ready (`useTapReplay`); Pause answers at once (`earlyAnswer`, adopted by `useEarlyToggle`). Without JavaScript the slides scroll sideways.
 */
export function ImageSlider({
  images,
  labels,
  delay,
  className,
}: {
  images: readonly SliderImage[];
  labels: SliderLabels;
  delay: number;
  className?: string;
}) {
  const root = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const plugins = useMemo(
    () => [
      Autoplay({
        delay,
        playOnInit: false,
        jump: reducedMotion,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [delay, reducedMotion],
  );
  const [viewport, api] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 25 }, plugins);
  const [index, setIndex] = useState(0);
  // The visitor's own choice wins; until they make one, reduced motion means paused.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = images.length;
  useTapReplay(root, Boolean(api));
  useEarlyToggle(root, 'data-paused', () => setPausedByVisitor(true));

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    // A drag or swipe is the visitor taking over: stop the slideshow.
    const onPointerDown = () => setPausedByVisitor(true);
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [api]);

  const playing = Boolean(api) && !paused && !hovered && !focused;
  // A layout effect, so the timer starts or stops in the same task that renders the new state: once the
  // position's live region says the slideshow plays (aria-live off), its 3 s count has begun.
  useLayoutEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const position = fillTemplate(labels.position, { current: String(index + 1), total: String(total) });

  return (
    <section
      ref={root}
      {...tapIsland('slider')}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-paused={paused ? '' : undefined}
      className={clsx('group', className)}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        ref={viewport}
        className={clsx(
          'overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-100',
          '[@media(scripting:none)]:snap-x [@media(scripting:none)]:snap-mandatory [@media(scripting:none)]:overflow-x-auto',
        )}
      >
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${total}`}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              <AssetImage
                image={image}
                // Later slides start lazy (off-screen); once embla runs, fetch them so each is ready before
                // autoplay or a Next press shows it.
                eager={Boolean(api)}
                priority={i === 0}
              />
            </div>
          ))}
        </div>
      </div>
      <div className="nojs-hide mt-4 flex items-center justify-between gap-3">
        <div className="flex gap-2">
          <button type="button" onClick={() => api?.scrollPrev(reducedMotion)} className={controlClass}>
            <Glyph icon={ChevronLeft} className="size-5" />
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button type="button" onClick={() => api?.scrollNext(reducedMotion)} className={controlClass}>
            <Glyph icon={ChevronRight} className="size-5" />
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
        <p aria-live={playing ? 'off' : 'polite'} aria-atomic="true" className="text-sm font-medium whitespace-nowrap text-ink-600">
          {position}
        </p>
        <button
          type="button"
          onClick={() => setPausedByVisitor(!paused)}
          {...earlyAnswer({ kind: 'toggle', attribute: 'data-paused' })}
          className={clsx(controlClass, 'gap-2 text-sm font-semibold whitespace-nowrap sm:w-auto sm:px-4')}
        >
          {/* On narrow screens the button shows its icon only; the label stays its accessible name. */}
          <PauseLabel labels={labels} labelClassName="sr-only sm:not-sr-only" />
        </button>
      </div>
    </section>
  );
}
