import type { AudienceRecord } from '@/content/story-types';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** The bullet lists for insurance, adjusters and attorneys (the fourth audience page). */
export function RoleLists({ roles }: { roles: NonNullable<AudienceRecord['roles']> }) {
  return (
    <Section title={roles.title} intro={roles.intro} tone="muted">
      <div className="grid gap-5 md:grid-cols-3">
        {roles.lists.map((list) => (
          <section key={list.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <h3 className="text-h3 text-ink-950">{list.title}</h3>
            <ul className="mt-4 space-y-3 text-ink-700">
              {list.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
