'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { contactFields, DRAFT_KEY, parseDraft, readContactValues, type ContactDraft, type ContactValues } from '@/lib/contact';

function readDraft(): ContactDraft | undefined {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return undefined; // storage switched off: the form still works, it just cannot keep a draft
  }
}

function writeDraft(draft: ContactDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** When the page started loading, on the same clock as `Date.now()`. */
const pageStart = () => Date.now() - performance.now();

/** Puts a kept draft into fields the visitor has not filled (what was typed before hydration wins). */
function restore(form: HTMLFormElement, values: Partial<ContactValues>): void {
  for (const field of contactFields) {
    const element = form.elements.namedItem(field);
    const value = values[field];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (value === true) element.checked = true;
    } else if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
      element.type !== 'hidden' &&
      element.value === '' &&
      typeof value === 'string' &&
      value !== ''
    ) {
      element.value = value;
    }
  }
}

/**
 * The contact form's draft in sessionStorage (one for the whole site): restored into the fields once
 * hydrated, saved on every keystroke (`save`), cleared after a successful send (`clear`). It also keeps when
 * the visitor started (for the spam check) and the pending send's idempotency key, so a retry after a reload
 * reuses it. `ready` turns true once the draft is restored and the island validates instead of the browser.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>) {
  const startedAtRef = useRef(0);
  const pendingRef = useRef<ContactDraft['pending']>(undefined);
  const [ready, setReady] = useState(false);

  const values = (): ContactValues => readContactValues(new FormData(formRef.current ?? undefined));
  const save = () => {
    writeDraft({ values: values(), startedAt: startedAtRef.current, ...(pendingRef.current ? { pending: pendingRef.current } : {}) });
  };
  const clear = () => {
    pendingRef.current = undefined;
    writeDraft(null);
  };

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const draft = readDraft();
    if (draft) restore(element, draft.values);
    startedAtRef.current = draft?.startedAt ?? pageStart();
    pendingRef.current = draft?.pending;
    save();
    // From here on the island validates; without scripts the browser does (required, type="email").
    element.noValidate = true;
    setReady(true);
    // Runs once: `save` reads refs and the DOM only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { ready, values, save, clear, startedAtRef, pendingRef };
}
