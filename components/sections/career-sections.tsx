import type { Benefit, CareerRole } from '@/content/careers';
import { careersPage } from '@/content/careers';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { formatDate } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';

/**
 * The open roles: tag, location, summary, the full description behind a native `<details>` toggle (it
 * works from the first paint and without scripts) and an e-mail application.
 */
export function CareerRoles({ roles, email }: { roles: readonly CareerRole[]; email: string }) {
  const copy = careersPage.roles;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid gap-8 lg:grid-cols-2">
        {roles.map((role) => (
          <li key={role.id}>
            <Card as="article" className="flex h-full flex-col sm:p-8">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{role.tag}</span>
                <span className="inline-flex items-center gap-1.5 text-ink-600">
                  <Icon name="pin" className="size-4" />
                  {role.locationLabel}
                </span>
              </div>
              <h3 className="mt-4 text-h3 text-ink-950">{role.title}</h3>
              <p className="mt-3 leading-7 text-ink-700">{role.summary}</p>
              <details className="group mt-5">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full font-semibold text-brand-700 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                  {copy.toggle}
                  <span className="sr-only">
                    {' '}
                    {copy.roleContext} {role.title}
                  </span>
                  <Icon
                    name="chevron-down"
                    className="size-5 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <div className="mt-3 space-y-5 border-t border-ink-100 pt-5 text-ink-700">
                  <div>
                    <h4 className="font-semibold text-ink-900">{copy.responsibilities}</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7 marker:text-brand-600">
                      {role.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ink-900">{copy.requirements}</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7 marker:text-brand-600">
                      {role.requirements.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </details>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
                <a href={mailtoHref(email, { subject: `${copy.subjectPrefix}${role.title}` })} className={buttonClasses('primary', 'md')}>
                  <Icon name="mail" className="size-5" />
                  {copy.apply}
                  <span className="sr-only">
                    {' '}
                    {copy.roleContext} {role.title}
                  </span>
                </a>
                <p className="text-sm text-ink-500">
                  {copy.posted} <time dateTime={role.datePosted}>{formatDate(role.datePosted)}</time>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Benefits({ benefits }: { benefits: readonly Benefit[] }) {
  const copy = careersPage.benefits;
  return (
    <Section tone="muted" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.name}>
            <Card className="h-full">
              <Icon name="check-circle" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-h3 text-ink-950">{benefit.name}</h3>
              <p className="mt-2 leading-7 text-ink-600">{benefit.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowToApply({ email }: { email: string }) {
  const copy = careersPage.apply;
  return (
    <Section title={copy.title} intro={copy.text}>
      <p className="text-ink-700">
        {copy.general}{' '}
        <a href={mailtoHref(email)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {email}
        </a>
      </p>
    </Section>
  );
}
