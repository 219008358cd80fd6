import type { Capability } from '@/content/story-types';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';

export function CapabilityCards({ items }: { items: readonly Capability[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-950 text-accent-300">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="text-h3 text-ink-950">{item.title}</h3>
            <p className="mt-1.5 text-ink-600">{item.text}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
