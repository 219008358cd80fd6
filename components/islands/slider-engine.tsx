'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

/**
 * Embla and its autoplay plugin, attached to a slider's existing, server-rendered viewport. Loaded by
 * `image-slider.tsx` when the slider comes into view, so pages carry it only when they show a slider and
 * only once it is needed. Autoplay starts stopped: the slider decides when it may play.
 */
export function SliderEngine({
  viewport,
  delay,
  reducedMotion,
  onReady,
}: {
  viewport: HTMLElement;
  delay: number;
  reducedMotion: boolean;
  onReady: (api: EmblaCarouselType) => void;
}) {
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
  const [attach, api] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 25 }, plugins);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);

  return null;
}
