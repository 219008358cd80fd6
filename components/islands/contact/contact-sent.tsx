import { CircleCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { ContactFormCopy } from '@/content/contact';
import { tapIsland } from '@/lib/tap-replay';

/** What replaces the form once the message is sent: a heading that takes focus, and what happens next. */
export function ContactSent({
  copy,
  root,
  heading,
}: {
  copy: ContactFormCopy['sent'];
  root: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div
      ref={root}
      {...tapIsland('contact')}
      data-state="sent"
      className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-emerald-200 sm:p-8"
    >
      <h3 ref={heading} tabIndex={-1} className="flex items-start gap-3 text-h3 text-ink-950 outline-none">
        <Glyph icon={CircleCheck} className="mt-1 size-6 shrink-0 text-emerald-700" />
        {copy.title}
      </h3>
      <h4 className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">{copy.stepsTitle}</h4>
      <ol className="mt-3 space-y-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
              {index + 1}
            </span>
            <p className="text-ink-700">
              <strong className="font-semibold text-ink-950">{step.title}.</strong> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
