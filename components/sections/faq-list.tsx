import type { Faq } from '@/content/faqs';
import { Icon } from '@/components/ui/icon';

/**
 * The FAQ accordion (spec §2, §4): each question is a `<details>` of one named group, so the browser keeps
 * one answer open at a time, choosing the open question closes it, the keyboard works, and all of it from
 * the first paint with no script. Without JavaScript it behaves the same; the answers are in the HTML for
 * search engines and find-in-page either way.
 */
export function FaqList({ items, name = 'faq' }: { items: readonly Faq[]; name?: string }) {
  return (
    <div className="divide-y divide-ink-100 rounded-2xl bg-white shadow-card ring-1 ring-ink-100">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group px-5 sm:px-7">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-ink-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-semibold">{item.question}</h2>
            <Icon name="chevron-down" className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="pr-8 pb-6 leading-7 text-ink-600">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
