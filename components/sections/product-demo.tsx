import type { ProductRecord } from '@/content/story-types';
import { Container } from '@/components/ui/container';
import { VideoFigure } from './video-figure';

/** See It in Action: the product's clip, which plays while at least half of it is on screen. */
export function ProductDemo({ demo }: { demo: ProductRecord['demo'] }) {
  return (
    <section className="bg-white py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-4xl text-center">
          <h2 className="text-h2 text-ink-950">{demo.title}</h2>
          <p className="mt-4 text-lead text-ink-600">{demo.intro}</p>
        </div>
        <VideoFigure clip={demo.clip} className="mx-auto mt-10 max-w-5xl" captionClassName="text-center" />
      </Container>
    </section>
  );
}
