import type { Document } from 'content-collections';
import { Container } from '@/components/ui/container';
import { MdxBody } from './mdx-body';

/**
 * A long document from content/documents/ (the article, the terms, the privacy policy): a table of contents
 * of its sections beside the text on wide screens and above it on narrow ones, and a line length capped at
 * about 68 characters.
 */
export function LongForm({ document, tocTitle }: { document: Document; tocTitle: string }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100">
            <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {tocTitle}
            </h2>
            <ol className="mt-4 space-y-2.5 text-[0.95rem]">
              {document.body.toc.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-ink-700 underline-offset-4 hover:text-brand-700 hover:underline">
                    {section.text}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <MdxBody code={document.body.code} lead className="mt-12 lg:mt-0" />
      </div>
    </Container>
  );
}
