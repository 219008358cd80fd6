import { Mail } from 'lucide-react';
import type { RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import type { ContactFormCopy } from '@/content/contact';
import type { SendResult } from '@/lib/contact';
import { fillTemplate } from '@/lib/template';

/** Fills `{email}` in a sentence with the sales address. */
type WithEmail = (text: string) => string;

/** No endpoint in this build, or the spam checks held the message: the same message as a pre-filled e-mail. */
export function MailtoOffer({
  copy,
  mailto,
  email,
  link,
}: {
  copy: ContactFormCopy['unconfigured'] | ContactFormCopy['held'];
  mailto: string;
  email: WithEmail;
  /** Takes focus when the offer appears. */
  link: RefObject<HTMLAnchorElement | null>;
}) {
  return (
    <div role="status" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100" data-testid="contact-mailto-offer">
      <p className="font-semibold text-ink-950">{copy.title}</p>
      <p className="mt-1 text-ink-700">{email(copy.text)}</p>
      <a ref={link} href={mailto} className={buttonClasses('secondary', 'md', 'mt-3')}>
        <Glyph icon={Mail} className="size-5" />
        {email(copy.action)}
      </a>
    </div>
  );
}

/** A send that failed: why, that the text is kept, and the pre-filled e-mail as another way. */
export function SendFailed({
  copy,
  result,
  mailto,
  email,
}: {
  copy: ContactFormCopy['failed'];
  result: Extract<SendResult, { outcome: 'failed' }>;
  mailto: string;
  email: WithEmail;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="contact-failed">
      <p className="font-semibold text-red-800">{copy.title}</p>
      <p className="mt-1 text-ink-800">
        {result.reason === 'http' ? fillTemplate(copy.reasons.http, { status: String(result.status) }) : copy.reasons[result.reason]}{' '}
        {copy.kept}
      </p>
      <a href={mailto} className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2">
        <Glyph icon={Mail} className="size-4" />
        {email(copy.fallback)}
      </a>
    </div>
  );
}
