import { TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import type { FocusEvent, ReactNode, RefObject } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { ContactFormCopy } from '@/content/contact';
import { contactFields, type ContactField, type ContactProblems, type ContactVariant, type HONEYPOT_FIELD } from '@/lib/contact';

/** What every field of one form needs: which form, its copy and the problems found on the last Send. */
export interface FieldKit {
  readonly variant: ContactVariant;
  readonly copy: ContactFormCopy;
  readonly problems: ContactProblems;
}

/** A field's id: unique per variant, since a page may carry both forms. */
export const fieldId = (kit: Pick<FieldKit, 'variant'>, field: ContactField | typeof HONEYPOT_FIELD) => `contact-${kit.variant}-${field}`;

/** The message shown for a field's problem, if it has one. */
export function problemText(kit: FieldKit, field: ContactField): string | undefined {
  const problem = kit.problems[field];
  return problem ? (kit.copy.errors[field] as Record<string, string>)[problem] : undefined;
}

/** `aria-describedby`: the field's error, then its hint, then anything else that describes it. */
export function describedBy(kit: FieldKit, field: ContactField, hint?: boolean, extra?: string): string | undefined {
  const id = fieldId(kit, field);
  return [kit.problems[field] ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(Boolean).join(' ') || undefined;
}

export function controlClass(kit: FieldKit, field: ContactField): string {
  return clsx(
    // Focus scrolls a field into view clear of the sticky header.
    'mt-1.5 block w-full scroll-mt-28 rounded-xl border bg-white px-3.5 text-base text-ink-900',
    'focus:outline-2 focus:outline-offset-1 focus:outline-brand-500',
    kit.problems[field] ? 'border-red-600' : 'border-ink-300',
  );
}

export function FieldLabel({ kit, field, optional = false }: { kit: FieldKit; field: ContactField; optional?: boolean }) {
  return (
    <label htmlFor={fieldId(kit, field)} className="block text-sm font-semibold text-ink-900">
      {kit.copy.labels[field]} <span className="font-normal text-ink-500">({optional ? kit.copy.optional : kit.copy.required})</span>
    </label>
  );
}

/** The problem right under its field, named by the field's `aria-describedby`. */
export function FieldError({ kit, field }: { kit: FieldKit; field: ContactField }) {
  if (!kit.problems[field]) return null;
  return (
    <p id={`${fieldId(kit, field)}-error`} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
      <Glyph icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
      {problemText(kit, field)}
    </p>
  );
}

export function TextField({
  kit,
  field,
  type = 'text',
  autoComplete,
  hint,
  note,
  onBlur,
}: {
  kit: FieldKit;
  field: 'name' | 'email' | 'company';
  type?: string;
  autoComplete: string;
  hint?: string;
  /** A remark under the field (the free-mail note), with its id; named by `aria-describedby` too. */
  note?: { readonly id: string; readonly content: ReactNode };
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const id = fieldId(kit, field);
  return (
    <div>
      <FieldLabel kit={kit} field={field} />
      <input
        id={id}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        spellCheck={field === 'email' ? false : undefined}
        aria-invalid={kit.problems[field] ? true : undefined}
        aria-describedby={describedBy(kit, field, Boolean(hint), note?.id)}
        onBlur={onBlur}
        className={clsx(controlClass(kit, field), 'min-h-12')}
      />
      <FieldError kit={kit} field={field} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {note?.content}
    </div>
  );
}

export function SelectField({
  kit,
  field,
  placeholder,
  options,
  names,
}: {
  kit: FieldKit;
  field: 'role' | 'topic';
  placeholder: string;
  options: readonly string[];
  names: Readonly<Record<string, string>>;
}) {
  return (
    <div>
      <FieldLabel kit={kit} field={field} />
      <select
        id={fieldId(kit, field)}
        name={field}
        required
        defaultValue=""
        aria-invalid={kit.problems[field] ? true : undefined}
        aria-describedby={describedBy(kit, field)}
        className={clsx(controlClass(kit, field), 'min-h-12')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
      <FieldError kit={kit} field={field} />
    </div>
  );
}

/** Every problem of the last Send, each a link that focuses its field; announced when it appears. */
export function ErrorSummary({ kit, form }: { kit: FieldKit; form: RefObject<HTMLFormElement | null> }) {
  const listed = contactFields.filter((field) => kit.problems[field]);
  if (listed.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="contact-error-summary">
      <p className="font-semibold text-red-800">{kit.copy.summary}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
        {listed.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(kit, field)}`}
              className="underline underline-offset-2 hover:text-red-950"
              onClick={(event) => {
                event.preventDefault();
                (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
              }}
            >
              {problemText(kit, field)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
