'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ImageAsset } from '@/content/types';

/** The share of the video that must be on screen before it plays (spec §9: 0.5). */
export const VISIBLE_THRESHOLD = 0.5;

export interface DemoVideoProps {
  readonly sources: readonly { readonly src: string; readonly type: string }[];
  readonly poster: ImageAsset;
  /**
   * `in-view`: native controls; plays while at least half visible (product "See It in Action").
   * `ambient`: a looping background demo with our own visible pause/play button (the home release video).
   */
  readonly mode?: 'in-view' | 'ambient';
  /** The width the clip is shown at, for the poster's `srcset` (default: the viewport's width). */
  readonly sizes?: string;
  readonly className?: string;
}

const noSubscription = () => () => undefined;

/**
 * A muted, looping demo clip that loads nothing until it is about to play (`preload="none"`, poster first),
 * plays only while at least half of it is visible, never plays by itself under reduced motion, and ignores
 * a browser's refusal to autoplay. Without JavaScript it is a plain video with native controls.
 */
export function DemoVideo({ sources, poster, mode = 'in-view', sizes, className }: DemoVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  // False in the server HTML (a lazy stand-in for the poster), true once hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The element is the source of truth: a clip started from its native controls before hydration shows
  // "Pause" once our button replaces them.
  const subscribe = useCallback((onChange: () => void) => {
    const element = video.current;
    element?.addEventListener('play', onChange);
    element?.addEventListener('pause', onChange);
    return () => {
      element?.removeEventListener('play', onChange);
      element?.removeEventListener('pause', onChange);
    };
  }, []);
  const playing = useSyncExternalStore(
    subscribe,
    () => video.current?.paused === false,
    () => false,
  );
  // Once the visitor pauses, scrolling the clip back into view does not restart it.
  const pausedByVisitor = useRef(false);
  const pausingOutOfView = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Chromium's native controls show a loading spinner from the parser's `loadstart` until the end of a
    // spinner cycle, and an offscreen spinner never ends its cycle: a clip below the fold would greet the
    // visitor with a spinner although nothing loads (preload="none"). Hiding the controls for one frame
    // clears it; the ambient mode hides them for good once hydrated.
    let frame = 0;
    if (mode === 'in-view' && element.controls) {
      element.controls = false;
      frame =
        window.requestAnimationFrame?.(() => {
          element.controls = true;
        }) ?? 0;
      if (!frame) element.controls = true;
    }
    const restore = () => {
      if (frame) window.cancelAnimationFrame(frame);
      if (mode === 'in-view') element.controls = true;
    };
    if (typeof IntersectionObserver === 'undefined') return restore;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return restore;

    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.intersectionRatio >= VISIBLE_THRESHOLD) {
          if (!pausedByVisitor.current) element.play()?.catch(() => undefined);
        } else if (!element.paused) {
          pausingOutOfView.current = true;
          element.pause();
        }
      },
      { threshold: [0, VISIBLE_THRESHOLD, 1] },
    );
    observer.observe(element);
    return () => {
      restore();
      observer.disconnect();
    };
  }, [mode]);

  const ambient = mode === 'ambient';
  return (
    <div className={clsx('relative overflow-hidden rounded-2xl bg-ink-900 shadow-lift ring-1 ring-ink-900/10', className)}>
      {/* Without scripting, the clip as it is: native controls and its poster. */}
      <noscript>
        <video
          className="block h-auto w-full"
          width={poster.width}
          height={poster.height}
          poster={poster.src}
          aria-label={poster.alt}
          muted
          loop
          playsInline
          preload="none"
          controls
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      </noscript>
      {/* A video's poster is fetched at once, wherever the clip is; until the island takes over, a lazy image
          stands in for it so that posters below the fold cost the first screen nothing. */}
      {hydrated ? null : (
        <img
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={poster.srcSet ? (sizes ?? '100vw') : undefined}
          width={poster.width}
          height={poster.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="nojs-hide absolute inset-0 h-full w-full"
        />
      )}
      <video
        ref={video}
        className={clsx('nojs-hide block h-auto w-full', !hydrated && 'invisible')}
        width={poster.width}
        height={poster.height}
        poster={hydrated ? poster.src : undefined}
        aria-label={poster.alt}
        muted
        loop
        playsInline
        preload="none"
        controls={!hydrated || !ambient}
        onPlay={() => {
          pausedByVisitor.current = false;
        }}
        onPause={() => {
          // A pause that the visibility rule did not cause came from the visitor (native controls or ours).
          if (!pausingOutOfView.current) pausedByVisitor.current = true;
          pausingOutOfView.current = false;
        }}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {ambient && hydrated ? (
        <button
          type="button"
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-950/80 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-ink-950"
          onClick={() => {
            const element = video.current;
            if (!element) return;
            if (element.paused) element.play()?.catch(() => undefined);
            else element.pause();
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
          </svg>
          {playing ? 'Pause video' : 'Play video'}
        </button>
      ) : null}
    </div>
  );
}
