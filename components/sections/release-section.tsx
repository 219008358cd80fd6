import { release } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { VideoFigure } from './video-figure';
import { Eyebrow } from '@/components/ui/eyebrow';

/** The version 2.0 announcement with the release clip, which plays muted and looping and has its own pause button. */
export function ReleaseSection() {
  return (
    <section id={release.id} className="scroll-mt-24 bg-ink-50 py-16 sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16">
        <div>
          <Eyebrow>{release.eyebrow}</Eyebrow>
          <h2 className="mt-2 text-h2 text-ink-950">{release.title}</h2>
          <p className="mt-4 text-lead text-ink-600">{release.text}</p>
          <ul className="mt-6 space-y-3 text-ink-700">
            {release.highlights.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <VideoFigure clip={release.clip} mode="ambient" />
      </Container>
    </section>
  );
}
