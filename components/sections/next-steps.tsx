import { signupSuccess } from '@/content/signup';
import { Section } from '@/components/ui/section';
import { config } from '@/lib/config';
import { CtaLink } from './cta-link';

/** The three steps after sign-up (spec §2 "Sign-up success"), and help if the welcome e-mail is late. */
export function NextSteps() {
  const { stepsTitle, steps, help, actions } = signupSuccess;
  return (
    <Section title={stepsTitle}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-h3 text-ink-950">{step.title}</h3>
            <p className="mt-2 text-ink-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100">
        <h3 className="text-lg font-bold text-ink-950">{help.title}</h3>
        <p className="mt-2 text-ink-700">
          {help.text}{' '}
          <a href={`mailto:${config.salesEmail}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {config.salesEmail}
          </a>
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <CtaLink key={action.label} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
        ))}
      </div>
    </Section>
  );
}
