import type { DocumentPlaceholder, LongFormDocument, ProseBlock } from '@/content/types';
import { Container } from '@/components/ui/container';
import { config } from '@/lib/config';
import { displayPhone } from '@/lib/phone';
import { fillTemplate } from '@/lib/template';

const placeholders: Record<DocumentPlaceholder, string> = {
  brand: config.brandName,
  address: config.hqAddress,
  email: config.privacyEmail,
  phone: displayPhone(config.phone),
};

const fill = (text: string) => fillTemplate(text, placeholders);

function Block({ block }: { block: ProseBlock }) {
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('subheading' in block) return <h3 className="pt-2 text-h3 text-ink-950">{fill(block.subheading)}</h3>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={block.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6 marker:text-brand-600'}>
      {block.list.map((item) => (
        <li key={item}>{fill(item)}</li>
      ))}
    </List>
  );
}

/**
 * A long document (article, terms, privacy policy): a table of contents with in-page anchors beside the
 * text on wide screens and above it on narrow ones, and a line length capped at about 68 characters.
 */
export function LongForm({ document, tocTitle }: { document: LongFormDocument; tocTitle: string }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100">
            <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {tocTitle}
            </h2>
            <ol className="mt-4 space-y-2.5 text-[0.95rem]">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-ink-700 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {fill(section.heading)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="mt-12 max-w-prose text-[1.0625rem] leading-8 text-ink-700 lg:mt-0">
          {document.preamble.length > 0 ? (
            <div className="space-y-5 text-lead text-ink-800">
              {document.preamble.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
            </div>
          ) : null}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-h2 text-ink-950">
                {fill(section.heading)}
              </h2>
              <div className="mt-5 space-y-5">
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
