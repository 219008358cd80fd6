import { payModalCopy, testPaymentsCopy } from '@/content/payments';
import { plans } from '@/content/plans';
import { PayPlan } from '@/components/islands/pay-plan';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { config } from '@/lib/config';
import { fillTemplate } from '@/lib/template';
import { PlanCard } from './plan-card';

/** The visible test-mode notice: no real payments, and where (if anywhere) a valid form is sent. */
export function TestModeNotice() {
  const { notice, buyInstead } = testPaymentsCopy;
  const endpoint = config.testPaymentWebhookUrl;
  return (
    <section aria-labelledby="test-mode" className="bg-white pt-10">
      <Container>
        <div className="flex gap-4 rounded-2xl bg-accent-200/50 p-5 ring-1 ring-accent-400 sm:p-6" data-testid="test-mode-notice">
          <Icon name="info" className="mt-0.5 size-6 shrink-0 text-ink-900" />
          <div className="space-y-2 text-ink-900">
            <h2 id="test-mode" className="text-lg font-bold">
              {notice.title}
            </h2>
            <p>{notice.body}</p>
            <p className="font-medium">
              {endpoint ? fillTemplate(notice.configured, { host: new URL(endpoint).host }) : notice.unconfigured}
            </p>
            <p>
              <a href={buyInstead.href} className="font-semibold text-brand-700 underline underline-offset-4">
                {buyInstead.label}
              </a>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The plan picker: four plan cards (spec §9), each with a Pay button that opens its payment dialog. */
export function PlanPicker() {
  return (
    <Section title={testPaymentsCopy.pickerTitle}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              action={
                <PayPlan
                  plan={{ title: plan.title, subtitle: plan.subtitle, price: plan.price, priceNote: plan.priceNote }}
                  label={plan.buttonText}
                  labelSuffix={testPaymentsCopy.payFor}
                  webhookUrl={config.testPaymentWebhookUrl ?? null}
                  successNotice={testPaymentsCopy.success}
                  copy={payModalCopy}
                />
              }
            />
          </li>
        ))}
      </ul>
      <p className="nojs-show mt-6 text-ink-700" hidden>
        {testPaymentsCopy.noScript}
      </p>
    </Section>
  );
}
