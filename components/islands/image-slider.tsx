'use client';

import clsx from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDeferredModule } from './use-deferred-module';
import { useReducedMotion } from './use-reduced-motion';

const importEngine = () => import('./slider-engine');

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

/**
 * An image slider: server-rendered slides, then embla (loaded when the slider nears the viewport) for
 * swiping, previous/next and autoplay. Autoplay advances every `delay` ms; it pauses while the pointer is
 * over the slider or focus is inside it, stops when the visitor drags or presses Pause, and never starts
 * under `prefers-reduced-motion: reduce` (the visitor may still press Play; slides then change without
 * animation). Without JavaScript the slides scroll sideways.
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
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engine, load] = useDeferredModule(importEngine);
  const [failed, setFailed] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice wins; until they make one, reduced motion means paused.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = images.length;

  // Load embla when the slider comes near the viewport.
  useEffect(() => {
    const element = viewport;
    if (!element) return;
    const start = () =>
      load().catch((error: unknown) => {
        console.error('The image slider could not be loaded; the images can be scrolled instead.', error);
        setFailed(true);
      });
    if (typeof IntersectionObserver === 'undefined') {
      void start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, viewport]);

  const onReady = useCallback((ready: EmblaCarouselType) => setApi(ready), []);

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
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const position = labels.position.replace('{current}', String(index + 1)).replace('{total}', String(total));
  const controlClass =
    'inline-flex size-11 items-center justify-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={className}
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
        ref={setViewport}
        className={clsx(
          'overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-100',
          '[@media(scripting:none)]:snap-x [@media(scripting:none)]:snap-mandatory [@media(scripting:none)]:overflow-x-auto',
          failed && 'snap-x snap-mandatory overflow-x-auto',
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
              <img
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                // Later slides start lazy (off-screen); once the slider is near, fetch them so each is ready
                // before autoplay or a Next press shows it.
                loading={i === 0 || engine ? 'eager' : 'lazy'}
                decoding="async"
                className="h-auto w-full"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="nojs-hide mt-4 flex items-center justify-between gap-3">
        <div className="flex gap-2">
          <button
            type="button"
            disabled={!api}
            onClick={() => api?.scrollPrev(reducedMotion)}
            className={controlClass}
          >
            <Icon name="chevron-left" className="size-5" />
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button
            type="button"
            disabled={!api}
            onClick={() => api?.scrollNext(reducedMotion)}
            className={controlClass}
          >
            <Icon name="chevron-right" className="size-5" />
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
        <p aria-live={playing ? 'off' : 'polite'} aria-atomic="true" className="whitespace-nowrap text-sm font-medium text-ink-600">
          {position}
        </p>
        <button
          type="button"
          disabled={!api}
          onClick={() => setPausedByVisitor(!paused)}
          className={clsx(controlClass, 'gap-2 whitespace-nowrap text-sm font-semibold sm:w-auto sm:px-4')}
        >
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
          {/* On narrow screens the button shows its icon only; the label stays its accessible name. */}
          <span className="sr-only sm:not-sr-only">{paused ? labels.play : labels.pause}</span>
        </button>
      </div>
      {engine && viewport ? (
        <engine.SliderEngine viewport={viewport} delay={delay} reducedMotion={reducedMotion} onReady={onReady} />
      ) : null}
    </section>
  );
}
