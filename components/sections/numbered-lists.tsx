import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

export interface NumberedList {
  readonly id: string;
  readonly title: string;
  readonly items: readonly string[];
}

/** Side-by-side numbered lists, each under its own h2. */
export function NumberedLists({ lists }: { lists: readonly NumberedList[] }) {
  return (
    <Section tone="muted">
      <div className="grid gap-8 lg:grid-cols-2">
        {lists.map((list) => (
          <Card key={list.id} as="section" aria-labelledby={`${list.id}-title`} className="sm:p-8">
            <h2 id={`${list.id}-title`} className="text-h2 text-ink-950">
              {list.title}
            </h2>
            <ol className="mt-6 space-y-5">
              {list.items.map((item, i) => (
                <li key={item} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1 leading-7 text-ink-700">{item}</span>
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </Section>
  );
}
