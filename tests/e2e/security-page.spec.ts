import { getRoute } from '../../content/routes';
import { securityPage } from '../../content/security';
import { config } from '../../lib/config';
import { DISCLOSURE_ANCHOR, SECURITY_POLICY_PATH, SECURITY_TXT_PATH } from '../../lib/security';
import { expect, open, test } from './fixtures';

/** /security and /.well-known/security.txt on the built export: served, linked, listed where they belong. */
test.describe('security.txt @desktop', () => {
  test('is served as UTF-8 plain text with the RFC 9116 fields from config, and an expiry still ahead', async ({ request }) => {
    const response = await request.get(SECURITY_TXT_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      (await response.text())
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

  test('is not in the sitemap, while /security is', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('security.txt');
    expect(sitemap).toContain(`<loc>${config.origin}${SECURITY_POLICY_PATH}</loc>`);
  });
});

test.describe('/security @desktop', () => {
  test('states each product claim under its own number and anchor, and gives the disclosure contact from config', async ({ page }) => {
    await open(page, SECURITY_POLICY_PATH);
    const claims = page.locator('main ol > li[id]');
    await expect(claims).toHaveCount(securityPage.claims.items.length);
    for (const [index, claim] of securityPage.claims.items.entries()) {
      const item = page.locator(`[id="${claim.id}"]`);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(claim.title);
      await expect(item).toContainText(String(index + 1));
    }
    const disclosure = page.locator(`#${DISCLOSURE_ANCHOR}`);
    await expect(disclosure.getByRole('link', { name: config.securityContact.replace(/^mailto:/, '') })).toHaveAttribute(
      'href',
      config.securityContact,
    );
    await expect(disclosure.getByRole('link', { name: SECURITY_TXT_PATH })).toHaveAttribute('href', SECURITY_TXT_PATH);
  });

  test('is linked from the footer of every page and from the insurers and TPA page itself', async ({ page }) => {
    await open(page, '/insurers-tpa');
    await expect(page.getByRole('main').getByRole('link', { name: /security/i })).toHaveAttribute('href', SECURITY_POLICY_PATH);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: getRoute('/security').label })).toHaveAttribute(
      'href',
      SECURITY_POLICY_PATH,
    );
  });
});
