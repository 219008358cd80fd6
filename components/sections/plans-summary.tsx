import { plans } from '@/content/plans';
import { pricingFallback } from '@/content/pricing';
import { config } from '@/lib/config';
import { CtaLink } from './cta-link';
import { PlanCard } from './plan-card';

/**
 * Every plan in brief and a way forward, for visitors who cannot see the embedded Stripe table (blocked,
 * offline, no JavaScript). Sits under the table section's h2.
 */
export function PlansSummary() {
  return (
    <div className="rounded-3xl bg-ink-50 p-5 ring-1 ring-ink-100 sm:p-8">
      <h3 className="text-h3 text-ink-950">{pricingFallback.title}</h3>
      <p className="mt-2 max-w-3xl text-ink-700">{pricingFallback.intro}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} headingLevel={4} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <p className="font-semibold text-ink-900">{pricingFallback.actionsIntro}</p>
        <div className="flex flex-wrap items-center gap-3">
          {pricingFallback.actions.map((action, index) => (
            <CtaLink key={action.label} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
          ))}
          <p className="text-sm text-ink-700">
            {pricingFallback.emailLead}{' '}
            <a href={`mailto:${config.salesEmail}`} className="font-semibold text-brand-700 underline underline-offset-4">
              {config.salesEmail}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
