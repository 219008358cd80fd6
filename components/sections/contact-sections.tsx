import { contactPage } from '@/content/resources';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { buttonClasses } from '@/components/ui/button-styles';
import { CtaLink } from './cta-link';

/** Contact details (from config), the scheduler and the sales e-mail. No form: nothing posts nowhere. */
export function ContactOptions({ address, email, phone }: { address: string; email: string; phone: string }) {
  const { details, book, email: mail } = contactPage;
  const telHref = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
  return (
    <Section className="pt-4 sm:pt-6">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card as="section" aria-labelledby="get-in-touch" className="p-6 sm:p-8">
          <h2 id="get-in-touch" className="text-h3 text-ink-950">
            {details.title}
          </h2>
          <dl className="mt-6 space-y-5">
            <div className="flex gap-3">
              <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <dt className="text-sm font-semibold text-ink-900">{details.address}</dt>
                <dd className="mt-0.5 text-ink-700">
                  <address className="not-italic">{address}</address>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <dt className="text-sm font-semibold text-ink-900">{details.email}</dt>
                <dd className="mt-0.5 break-all">
                  <a href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <dt className="text-sm font-semibold text-ink-900">{details.phone}</dt>
                <dd className="mt-0.5">
                  <a href={telHref} className={linkClass}>
                    {phone}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <dt className="text-sm font-semibold text-ink-900">{details.hours}</dt>
                <dd className="mt-0.5 text-ink-700">{details.hoursText}</dd>
              </div>
            </div>
          </dl>
          <p className="mt-6 text-sm text-ink-500">{details.reply}</p>
        </Card>
        <div className="space-y-8">
          <Card as="section" aria-labelledby="book-a-time" className="bg-ink-950 p-6 text-white ring-0 sm:p-8">
            <h2 id="book-a-time" className="text-h3 text-white">
              {book.title}
            </h2>
            <p className="mt-3 leading-7 text-ink-200">{book.text}</p>
            <div className="mt-6">
              <CtaLink action={book.action} variant="onDark" />
            </div>
          </Card>
          <Card as="section" aria-labelledby="email-sales" className="p-6 sm:p-8">
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
