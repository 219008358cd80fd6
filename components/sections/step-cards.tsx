import clsx from 'clsx';
import type { StepCard } from '@/content/story-types';
import { Icon } from '@/components/ui/icon';

/** Numbered step cards: number, icon, title, text and optional bullets, in reading order. */
export function StepCards({ steps, className }: { steps: readonly StepCard[]; className?: string }) {
  return (
    <ol className={clsx('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
          <div className="flex items-center justify-between">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={step.icon} className="size-6" />
            </span>
            <span className="text-3xl font-bold text-ink-400 tabular-nums" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className="mt-5 text-h3 text-ink-950">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-600">{step.text}</p>
          {step.bullets ? (
            <ul className="mt-4 space-y-2 text-sm text-ink-700">
              {step.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
