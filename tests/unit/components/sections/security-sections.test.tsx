import { render, screen } from '@testing-library/react';
import { Certifications, HumanReview, Retention, SubProcessors } from '@/components/sections/security-sections';
import { securityPage } from '@/content/security';
import { checkOwnerEntries, securityTxt } from '@/lib/security';

describe('security.txt', () => {
  const text = securityTxt({
    origin: 'https://www.acme.example',
    contact: 'mailto:security@acme.example',
    expires: '2027-10-31T23:59:59.000Z',
    languages: ['en'],
  });
  const fields = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );

  it('has the RFC 9116 fields: Contact, Expires, Preferred-Languages, Canonical and a Policy pointing at /security', () => {
    expect(fields).toEqual({
      Contact: 'mailto:security@acme.example',
      Expires: '2027-10-31T23:59:59.000Z',
      'Preferred-Languages': 'en',
      Canonical: 'https://www.acme.example/.well-known/security.txt',
      Policy: 'https://www.acme.example/security#disclosure',
    });
  });

  it('is plain lines of "Field: value" or comments, ending in a newline', () => {
    expect(text.endsWith('\n')).toBe(true);
    for (const line of text.trimEnd().split('\n')) expect(line).toMatch(/^(#.*|[A-Z][A-Za-z-]+: \S.*)$/);
  });
});

describe('owner-supplied lists', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('pass when empty or filled, and stop the build naming the file, entry and field of a blank one', () => {
    expect(checkOwnerEntries('content/security.ts: x', [], { required: ['title'] })).toEqual([]);
    expect(checkOwnerEntries('x', [{ title: 'A', text: 'B' }], { required: ['title', 'text'] })).toHaveLength(1);
    expect(() =>
      checkOwnerEntries('content/security.ts: retention.entries', [{ title: 'A', text: ' ' }], { required: ['title', 'text'] }),
    ).toThrow('content/security.ts: retention.entries[0].text is empty');
  });

  it('refuse an address that is not https and a certification that has expired', () => {
    type Entry = { name: string; reportUrl?: string; validUntil?: string };
    const rules = { required: ['name'], urls: ['reportUrl'], validUntil: ['validUntil'] } as const;
    const check = (entry: Entry) => checkOwnerEntries<Entry>('c', [entry], rules, now);
    expect(() => check({ name: 'X', reportUrl: 'http://x.example' })).toThrow('c[0].reportUrl must be an https');
    expect(() => check({ name: 'X', validUntil: '2026-11-22' })).toThrow('c[0].validUntil 2026-11-22 has passed');
    expect(() => check({ name: 'X', validUntil: 'soon' })).toThrow('c[0].validUntil must be a date');
    expect(check({ name: 'X', validUntil: '2026-11-23', reportUrl: 'https://x.example/report' })).toHaveLength(1);
  });
});

describe('the owner-filled sections of /security', () => {
  it('render no sub-processors or certifications section at all while empty', () => {
    const { container } = render(
      <>
        <SubProcessors section={securityPage.subProcessors} />
        <Certifications section={securityPage.certifications} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('render a sub-processor once it is filled in', () => {
    const section = {
      ...securityPage.subProcessors,
      entries: [{ name: 'Example Cloud', purpose: 'Hosting', location: 'United States', website: 'https://cloud.example' }],
    };
    render(<SubProcessors section={section} />);
    expect(screen.getByRole('heading', { name: securityPage.subProcessors.title })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Example Cloud/ });
    expect(row).toHaveTextContent('Hosting');
    expect(row).toHaveTextContent('United States');
    expect(screen.getByRole('link', { name: 'Example Cloud' })).toHaveAttribute('href', 'https://cloud.example');
  });

  it('render a certification once it is filled in', () => {
    const section = {
      ...securityPage.certifications,
      entries: [{ name: 'Example Attestation', scope: 'The claims platform', issuer: 'An example auditor', validUntil: '2099-12-31' }],
    };
    render(<Certifications section={section} />);
    expect(screen.getByRole('heading', { name: securityPage.certifications.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Example Attestation' })).toBeInTheDocument();
    expect(screen.getByText('An example auditor')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: securityPage.certifications.report })).not.toBeInTheDocument();
  });

  it('add the owner’s human-review practices and retention periods below what is always said, only when filled', () => {
    const { container, rerender } = render(<HumanReview review={securityPage.humanReview} />);
    expect(container.querySelectorAll('li')).toHaveLength(0);
    rerender(
      <HumanReview review={{ ...securityPage.humanReview, practices: [{ title: 'Second review', text: 'A person checks it.' }] }} />,
    );
    expect(screen.getByRole('heading', { name: 'Second review' })).toBeInTheDocument();

    rerender(<Retention retention={securityPage.retention} privacyEmail="privacy@acme.example" />);
    expect(screen.getByRole('link', { name: 'privacy@acme.example' })).toHaveAttribute('href', 'mailto:privacy@acme.example');
    expect(container.querySelectorAll('li')).toHaveLength(0);
    rerender(
      <Retention
        retention={{ ...securityPage.retention, entries: [{ title: 'Claim files', text: 'Kept while the account is open.' }] }}
        privacyEmail="privacy@acme.example"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Claim files' })).toBeInTheDocument();
  });
});
