import clsx from 'clsx';
import type { Leader, TechnicalMember, Value } from '@/content/team';
import { teamPage } from '@/content/team';
import { BioCard } from '@/components/islands/bio-card';
import { AssetImage } from '@/components/ui/asset-image';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

export function ValuesGrid({ values }: { values: readonly Value[] }) {
  const copy = teamPage.values;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {values.map((value, i) => (
          <li key={value.name}>
            <Card className="h-full">
              <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                0{i + 1}
              </p>
              <h3 className="mt-2 text-h3 text-ink-950">{value.name}</h3>
              <p className="mt-3 leading-7 text-ink-600">{value.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Leadership cards; each bio shows on hover, keyboard focus and tap (see the BioCard island). */
export function LeadershipGrid({ leaders }: { leaders: readonly Leader[] }) {
  const copy = teamPage.leadership;
  return (
    <Section tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((leader) => (
          <li key={leader.id}>
            <BioCard
              id={leader.id}
              name={leader.name}
              title={leader.title}
              bio={leader.bio}
              image={leader.image}
              linkedin={leader.linkedin}
              labels={{
                readBio: copy.readBio,
                readBioContext: copy.readBioContext,
                linkedin: copy.linkedin,
                linkedinContext: copy.linkedinContext,
              }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Technical team cards; a portrait flagged `alignTop` is cropped from its top edge. */
export function TechnicalTeam({ members }: { members: readonly TechnicalMember[] }) {
  const copy = teamPage.technical;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id}>
            <article>
              <div className="overflow-hidden rounded-2xl ring-1 ring-ink-100">
                <AssetImage
                  image={member.image}
                  className={clsx('aspect-square h-auto w-full object-cover', member.alignTop ? 'object-top' : 'object-center')}
                />
              </div>
              <h3 className="mt-5 text-h3 text-ink-950">{member.name}</h3>
              <p className="mt-1 text-ink-600">{member.title}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
