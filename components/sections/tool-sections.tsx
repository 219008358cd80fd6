import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** A free tool's plain-words privacy statement: points on a dark band, each with a lock. */
export function ToolPrivacy({ privacy }: { privacy: { eyebrow: string; title: string; points: readonly string[] } }) {
  return (
    <Section tone="dark" eyebrow={privacy.eyebrow} title={privacy.title} className="print:hidden">
      <ul className="grid gap-5 md:grid-cols-2">
        {privacy.points.map((point) => (
          <li key={point} className="flex gap-3 leading-7 text-ink-100">
            <Icon name="lock" className="mt-1 size-5 shrink-0 text-accent-300" />
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What a free tool does, as cards with a check. */
export function ToolPoints({
  block,
  id,
}: {
  block: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  id?: string;
}) {
  return (
    <Section id={id} tone="muted" eyebrow={block.eyebrow} title={block.title} intro={block.intro} className="print:hidden">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <h3 className="flex items-center gap-2 font-semibold text-ink-950">
              <Icon name="check-circle" className="size-5 shrink-0 text-brand-600" />
              {item.title}
            </h3>
            <p className="mt-2 leading-7 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
