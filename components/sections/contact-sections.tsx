import clsx from 'clsx';
import type { ReactNode } from 'react';
import { contactPage } from '@/content/resources';
import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { buttonClasses } from '@/components/ui/button-styles';
import { displayPhone, telHref } from '@/lib/phone';
import { ContactFormCard } from './contact-form-section';
import { CtaLink } from './cta-link';

/**
 * The contact form first, then the other ways in: the scheduler, the contact details (from config) and the
 * sales e-mail.
 */
export function ContactOptions({ address, email, phone }: { address: string; email: string; phone: string }) {
  const { details, book, email: mail } = contactPage;
  const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
  return (
    <Section className="pt-4 sm:pt-6">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactFormCard variant="full" />
        <div className="space-y-8">
          <section aria-labelledby="book-a-time" className="rounded-2xl bg-ink-950 p-6 text-white shadow-card sm:p-8">
            <h2 id="book-a-time" className="text-h3 text-white">
              {book.title}
            </h2>
            <p className="mt-3 leading-7 text-ink-200">{book.text}</p>
            <div className="mt-6">
              <CtaLink action={book.action} variant="onDark" />
            </div>
          </section>
          <Card as="section" aria-labelledby="get-in-touch" className="sm:p-8">
            <h2 id="get-in-touch" className="text-h3 text-ink-950">
              {details.title}
            </h2>
            <dl className="mt-6 space-y-5">
              <ContactDetail icon="pin" term={details.address}>
                <address className="text-ink-700 not-italic">{address}</address>
              </ContactDetail>
              <ContactDetail icon="mail" term={details.email}>
                <a href={`mailto:${email}`} className={clsx(linkClass, 'break-all')}>
                  {email}
                </a>
              </ContactDetail>
              <ContactDetail icon="phone" term={details.phone}>
                <a href={telHref(phone)} className={linkClass}>
                  {displayPhone(phone)}
                </a>
              </ContactDetail>
              <ContactDetail icon="clock" term={details.hours}>
                <span className="text-ink-700">{details.hoursText}</span>
              </ContactDetail>
            </dl>
            <p className="mt-6 text-sm text-ink-500">{details.reply}</p>
          </Card>
          <Card as="section" aria-labelledby="email-sales" className="sm:p-8">
            <h2 id="email-sales" className="text-h3 text-ink-950">
              {mail.title}
            </h2>
            <p className="mt-3 leading-7 text-ink-600">{mail.text}</p>
            <a href={`mailto:${email}`} className={buttonClasses('secondary', 'lg', 'mt-6')}>
              <Icon name="mail" className="size-5" />
              {mail.action}
            </a>
          </Card>
        </div>
      </div>
    </Section>
  );
}

/** One way to reach us: an icon and a term, and the detail under it. */
function ContactDetail({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Icon name={icon} className="size-5 shrink-0 text-brand-600" />
        {term}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}
