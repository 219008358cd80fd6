import clsx from 'clsx';
import type { FeatureClip } from '@/content/story-types';
import { Card } from '@/components/ui/card';
import { VideoFigure } from './video-figure';

/** Feature cards with a demo clip each (title, description, clip with its poster and caption); hover lifts. */
export function FeatureClipCards({ items, columns = 3 }: { items: readonly FeatureClip[]; columns?: 2 | 3 }) {
  return (
    <ul className={clsx('grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {items.map((item) => (
        <Card as="li" lift key={item.title} className="flex flex-col p-4 sm:p-5">
          <div className="px-1 pt-1">
            <h3 className="text-h3 text-ink-950">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </div>
          <VideoFigure clip={item.clip} className="mt-5" captionClassName="px-1" />
        </Card>
      ))}
    </ul>
  );
}
