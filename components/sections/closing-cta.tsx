import type { CtaAction } from '@/content/types';
import { Section } from '@/components/ui/section';
import { CtaLink } from './cta-link';

/** A closing call to action: a short heading, a sentence and one or more buttons. */
export function ClosingCta({
  title,
  text,
  actions,
  tone = 'muted',
}: {
  title: string;
  text: string;
  actions: readonly CtaAction[];
  tone?: 'white' | 'muted' | 'dark';
}) {
  return (
    <Section tone={tone} title={title} intro={text}>
      <div className="flex flex-wrap items-start gap-3">
        {actions.map((action, i) => (
          <CtaLink
            key={action.label}
            action={action}
            variant={tone === 'dark' ? (i === 0 ? 'onDark' : 'outlineOnDark') : i === 0 ? 'primary' : 'secondary'}
          />
        ))}
      </div>
    </Section>
  );
}
