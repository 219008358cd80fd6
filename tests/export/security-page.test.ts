import { readFileSync } from 'node:fs';
import { securityPage } from '@/content/security';
import { config } from '@/lib/config';
import { DISCLOSURE_ANCHOR, SECURITY_POLICY_PATH, SECURITY_TXT_PATH } from '@/lib/security';
import { join } from 'node:path';
import { oneLine, outDir, page$, serve } from './exported';

/** /security and /.well-known/security.txt as exported: served, with their fields, listed where they belong. */
describe('security.txt', () => {
  it('is served as UTF-8 plain text with the RFC 9116 fields from config, and an expiry still ahead', async () => {
    const answer = await serve(SECURITY_TXT_PATH);
    if (answer.kind !== 'file') throw new Error(`${SECURITY_TXT_PATH} is redirected`);
    expect(answer.status).toBe(200);
    // A .txt file: the host and the preview serve it as text/plain; charset=utf-8.
    expect(answer.file).toMatch(/\.txt$/);
    const fields = Object.fromEntries(
      readFileSync(answer.file, 'utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(fields).toEqual({
      Contact: config.securityContact,
      Expires: config.securityTxtExpiresAt,
      'Preferred-Languages': 'en',
      Canonical: `${config.origin}${SECURITY_TXT_PATH}`,
      Policy: `${config.origin}${SECURITY_POLICY_PATH}#${DISCLOSURE_ANCHOR}`,
    });
    expect(Date.parse(fields.Expires!)).toBeGreaterThan(Date.now());
  });

  it('is not in the sitemap, while /security is', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('security.txt');
    expect(sitemap).toContain(`<loc>${config.origin}${SECURITY_POLICY_PATH}</loc>`);
  });
});

it('/security states each product claim under its own number and anchor, and gives the disclosure contact from config', () => {
  const $ = page$(SECURITY_POLICY_PATH);
  const claims = $('main ol > li[id]').toArray();
  expect(claims.map((claim) => claim.attribs.id)).toEqual(securityPage.claims.items.map((claim) => claim.id));
  for (const [index, claim] of securityPage.claims.items.entries()) {
    const item = $(`[id="${claim.id}"]`);
    expect(oneLine(item.find('h3').text())).toBe(claim.title);
    expect(item.text()).toContain(String(index + 1));
  }
  const disclosure = $(`#${DISCLOSURE_ANCHOR}`);
  expect(disclosure.find(`a[href="${config.securityContact}"]`).text()).toBe(config.securityContact.replace(/^mailto:/, ''));
  expect(disclosure.find(`a[href="${SECURITY_TXT_PATH}"]`)).toHaveLength(1);
});
