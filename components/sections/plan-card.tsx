import clsx from 'clsx';
import type { ReactNode } from 'react';
import { planCardCopy, type PlanRecord } from '@/content/plans';
import { Icon } from '@/components/ui/icon';

/**
 * A plan card (spec §3): title, subtitle, price, limits and the includes list, with features announced for
 * 2025 marked as such. `action` fills the foot of the card (a Pay button, a link); `compact` drops the
 * includes list for summaries.
 */
export function PlanCard({
  plan,
  action,
  headingLevel = 3,
  compact = false,
}: {
  plan: PlanRecord;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const available = plan.includes.filter((feature) => !feature.coming);
  const coming = plan.includes.filter((feature) => feature.coming);
  return (
    <article
      className={clsx(
        'flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1',
        plan.badge ? 'ring-2 ring-brand-600' : 'ring-ink-100',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-h3 text-ink-950">
          {plan.title}
          <span className="block text-base font-medium text-ink-600">{plan.subtitle}</span>
        </Heading>
        {plan.badge ? (
          <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{plan.badge}</p>
        ) : null}
      </div>
      <p className="mt-5">
        <span className={clsx('font-bold tracking-tight text-ink-950', /^\$/.test(plan.price) ? 'text-4xl' : 'text-2xl')}>
          {plan.price}
        </span>
        <span className="ml-2 text-sm text-ink-600">{plan.priceNote}</span>
      </p>
      {plan.limits ? (
        <p className="mt-3 text-sm font-medium text-ink-800">
          {plan.limits.pagesPerProject} {planCardCopy.pagesPerProject} · {plan.limits.users}{' '}
          {plan.limits.users === 1 ? planCardCopy.user : planCardCopy.users}
        </p>
      ) : null}
      {compact ? null : (
        <div className="mt-6 flex-1 border-t border-ink-100 pt-5">
          <p className="text-sm font-semibold text-ink-900">{planCardCopy.includesHeading}</p>
          <ul className="mt-3 space-y-2.5 text-sm">
            {available.map((feature) => (
              <li key={feature.text} className="flex gap-2.5 text-ink-800">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {feature.text}
              </li>
            ))}
            {coming.map((feature) => (
              <li key={feature.text} className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-ink-600">
                <Icon name="clock" className="size-4 shrink-0 text-ink-500" />
                <span>{feature.text}</span>
                <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">{planCardCopy.coming}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {action ? <div className={clsx(compact ? 'mt-5' : 'mt-6')}>{action}</div> : null}
    </article>
  );
}
