import { ContactForm } from '@/components/islands/contact-form';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { contactForm, type ContactFormCopy } from '@/content/contact';
import { config } from '@/lib/config';
import type { ContactVariant } from '@/lib/contact';
import { fillTemplate } from '@/lib/template';

/** The form's copy as the island receives it: the brand named in the consent sentence. */
function formCopy(): ContactFormCopy {
  return {
    ...contactForm,
    labels: { ...contactForm.labels, consent: fillTemplate(contactForm.labels.consent, { brand: config.brandName }) },
  };
}

/** The contact form in a card under its title: the sales address and the send target come from config. */
export function ContactFormCard({ variant, className }: { variant: ContactVariant; className?: string }) {
  const { title, intro } = contactForm.variants[variant];
  return (
    <Card as="section" aria-labelledby={`contact-${variant}-title`} className={className ?? 'sm:p-8'}>
      <h2 id={`contact-${variant}-title`} className="text-h3 text-ink-950">
        {title}
      </h2>
      <p className="mt-3 leading-7 text-ink-600">{intro}</p>
      <div className="mt-6">
        <ContactForm variant={variant} copy={formCopy()} salesEmail={config.salesEmail} target={config.contactTarget ?? null} />
      </div>
    </Card>
  );
}

/** "Talk to us" on product and audience pages: the compact form, for a visitor who does not want a calendar slot. */
export function TalkToUsSection() {
  return (
    <section id="talk-to-us" className="scroll-mt-24 bg-white py-16 sm:py-20">
      <Container>
        <ContactFormCard variant="compact" className="mx-auto max-w-3xl sm:p-10" />
      </Container>
    </section>
  );
}
