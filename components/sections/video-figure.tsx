import clsx from 'clsx';
import type { VideoAsset } from '@/content/types';
import { DemoVideo } from '@/components/islands/demo-video';

/**
 * A demo clip with its description shown beside it as the caption: the clip has no sound or words of its
 * own, so the caption is its text alternative.
 */
export function VideoFigure({
  clip,
  mode = 'in-view',
  caption,
  className,
  captionClassName,
}: {
  clip: VideoAsset;
  mode?: 'in-view' | 'ambient';
  /** Replaces the clip's own description (keep it a description of what the clip shows). */
  caption?: string;
  className?: string;
  captionClassName?: string;
}) {
  return (
    <figure className={className}>
      <DemoVideo sources={clip.sources} poster={clip.poster} mode={mode} />
      <figcaption className={clsx('mt-3 text-sm leading-6 text-ink-600', captionClassName)}>{caption ?? clip.description}</figcaption>
    </figure>
  );
}
