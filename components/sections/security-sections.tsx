import type { SecurityPage } from '@/content/security';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { checkOwnerEntries, contactText, DISCLOSURE_ANCHOR, SECURITY_TXT_PATH } from '@/lib/security';

const FILE = 'content/security.ts';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The product's own statements about claim data, each under its own number and anchor. */
export function PlatformClaims({ claims }: { claims: SecurityPage['claims'] }) {
  return (
    <Section title={claims.title} intro={claims.intro}>
      <ol className="grid gap-6 lg:grid-cols-2">
        {claims.items.map((claim, index) => (
          <li key={claim.id} id={claim.id} className="scroll-mt-24">
            <Card className="flex h-full gap-4 sm:p-8">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-950">{claim.title}</h3>
                <p className="mt-2 leading-7 text-ink-700">{claim.text}</p>
                <p className="mt-3 text-sm text-ink-500">
                  <span className="font-semibold text-ink-700">{claims.scopeLabel}:</span> {claim.scope}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Owner-supplied statements as cards; nothing at all when there are none. */
function Statements({ entries, where }: { entries: SecurityPage['retention']['entries']; where: string }) {
  const filled = checkOwnerEntries(where, entries, { required: ['title', 'text'] });
  if (filled.length === 0) return null;
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-2">
      {filled.map((entry) => (
        <li key={entry.title}>
          <Card className="h-full">
            <h3 className="text-lg font-semibold text-ink-950">{entry.title}</h3>
            <p className="mt-2 leading-7 text-ink-700">{entry.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Where people stay in charge: what the product states, then the owner's own practices when filled. */
export function HumanReview({ review }: { review: SecurityPage['humanReview'] }) {
  return (
    <Section title={review.title} tone="muted">
      <div className="max-w-3xl space-y-4 text-lead text-ink-700">
        {review.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Statements entries={review.practices} where={`${FILE}: humanReview.practices`} />
    </Section>
  );
}

/** Retention and deletion: the owner's statements when filled, and always how to ask. */
export function Retention({ retention, privacyEmail }: { retention: SecurityPage['retention']; privacyEmail: string }) {
  const [before, after] = retention.ask.split('{privacyEmail}');
  return (
    <Section title={retention.title}>
      <Statements entries={retention.entries} where={`${FILE}: retention.entries`} />
      <div className="mt-8 max-w-3xl space-y-3 text-lead text-ink-700">
        <p>
          {before}
          <a href={`mailto:${privacyEmail}`} className={linkClass}>
            {privacyEmail}
          </a>
          {after}
        </p>
        <p>
          {retention.privacy.text}{' '}
          <a href={retention.privacy.href} className={linkClass}>
            {retention.privacy.label}
          </a>
          .
        </p>
      </div>
    </Section>
  );
}

/** The sub-processors table; the whole section is left out while the owner has listed none. */
export function SubProcessors({ section }: { section: SecurityPage['subProcessors'] }) {
  const entries = checkOwnerEntries(`${FILE}: subProcessors.entries`, section.entries, {
    required: ['name', 'purpose', 'location'],
    urls: ['website'],
  });
  if (entries.length === 0) return null;
  return (
    <Section title={section.title} intro={section.intro} tone="muted">
      <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink-100">
        <table className="w-full min-w-[36rem] text-left">
          <thead className="bg-ink-50 text-sm text-ink-700">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                {section.columns.name}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {section.columns.purpose}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {section.columns.location}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {entries.map((entry) => (
              <tr key={entry.name}>
                <th scope="row" className="px-5 py-4 font-semibold text-ink-950">
                  {entry.website ? (
                    <a href={entry.website} className={linkClass} rel="noopener noreferrer">
                      {entry.name}
                    </a>
                  ) : (
                    entry.name
                  )}
                </th>
                <td className="px-5 py-4 text-ink-700">{entry.purpose}</td>
                <td className="px-5 py-4 text-ink-700">{entry.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Certifications and audits the owner has listed; nothing while there are none. */
export function Certifications({ section }: { section: SecurityPage['certifications'] }) {
  const entries = checkOwnerEntries(`${FILE}: certifications.entries`, section.entries, {
    required: ['name', 'scope', 'issuer'],
    urls: ['reportUrl'],
    validUntil: ['validUntil'],
  });
  if (entries.length === 0) return null;
  return (
    <Section title={section.title} intro={section.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.name}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-ink-950">{entry.name}</h3>
              <p className="mt-2 leading-7 text-ink-700">{entry.scope}</p>
              <dl className="mt-3 space-y-1 text-sm text-ink-600">
                <div>
                  <dt className="inline font-semibold">{section.issuedBy}:</dt> <dd className="inline">{entry.issuer}</dd>
                </div>
                {entry.validUntil ? (
                  <div>
                    <dt className="inline font-semibold">{section.validUntil}:</dt>{' '}
                    <dd className="inline">
                      <time dateTime={entry.validUntil}>{entry.validUntil}</time>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {entry.reportUrl ? (
                <a href={entry.reportUrl} className={`mt-4 inline-block ${linkClass}`} rel="noopener noreferrer">
                  {section.report}
                </a>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Responsible disclosure: the contact from config, what we ask of a researcher, and the security.txt file. */
export function Disclosure({ disclosure, contact }: { disclosure: SecurityPage['disclosure']; contact: string }) {
  return (
    <Section id={DISCLOSURE_ANCHOR} title={disclosure.title} intro={disclosure.text} tone="dark">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-accent-300 uppercase">
            <Icon name="mail" className="size-5" />
            {disclosure.contactLabel}
          </p>
          <a href={contact} className="mt-2 inline-block text-xl font-semibold break-all text-white underline underline-offset-4">
            {contactText(contact)}
          </a>
          <p className="mt-4 text-ink-200">{disclosure.reply}</p>
          <p className="mt-4 text-sm text-ink-300">
            {disclosure.securityTxt}{' '}
            <a href={SECURITY_TXT_PATH} className="font-mono text-white underline underline-offset-4">
              {SECURITY_TXT_PATH}
            </a>
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-white">{disclosure.guidelinesTitle}</h3>
          <ul className="mt-4 space-y-3">
            {disclosure.guidelines.map((guideline) => (
              <li key={guideline} className="flex gap-3 text-ink-200">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-accent-300" />
                {guideline}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
