import { audiencesTeaser } from '@/content/home';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** Links to the four audience pages. */
export function AudienceTeaser() {
  return (
    <Section eyebrow={audiencesTeaser.eyebrow} title={audiencesTeaser.title} tone="muted">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {audiencesTeaser.items.map((item) => (
          <Card as="li" lift key={item.href} className="relative">
            <h3 className="text-h3 text-ink-950">
              <a href={item.href} className="after:absolute after:inset-0 after:rounded-2xl">
                {item.title}
              </a>
            </h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
            <Icon name="arrow-right" className="mt-4 size-5 text-brand-600" />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
