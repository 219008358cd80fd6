import { footer, socialProfiles } from '@/content/site';
import { getRoute } from '@/content/routes';
import { config } from '@/lib/config';
import { SECURITY_POLICY_PATH } from '@/lib/security';
import { sitePages } from '../site-pages';
import { page$ } from './exported';

/**
 * The footer of every exported page: the tone and upper shape its page index record names, a link to each
 * page of its columns and legal line, the security page among them, and the social profiles and contact
 * details from config. The menus and flyouts, which need a browser, are in tests/e2e/shell.spec.ts.
 */
describe.each(sitePages.map((route) => [route.path, route] as const))('%s', (path, route) => {
  it('has the footer its record names, linking each page of its columns and legal line', () => {
    const $ = page$(path);
    const element = $('footer');
    expect(element).toHaveLength(1);
    expect(element.attr('data-footer-tone')).toBe(route.footer.tone);
    expect(element.find('[data-testid="footer-shape"]')).toHaveLength(route.footer.shape ? 1 : 0);
    const hrefs = element
      .find('a')
      .toArray()
      .map((link) => link.attribs.href);
    for (const linked of [...footer.columns.flatMap((column) => column.items), ...footer.legal]) expect(hrefs).toContain(linked);
    expect(hrefs).toContain(SECURITY_POLICY_PATH);
    expect(hrefs).toContain(`mailto:${config.salesEmail}`);
    expect(hrefs.filter((href) => href?.startsWith('tel:+'))).toHaveLength(1);
    for (const profile of socialProfiles) {
      const link = element.find(`a[href="${config[profile.key]}"]`);
      expect(link.attr('href')).toMatch(/^https:\/\//);
      expect(link.attr('target')).toBe('_blank');
      expect(link.attr('rel')).toBe('noopener noreferrer');
      expect(link.text()).toContain(profile.name);
    }
  });
});

it('links the security page from the insurers and TPA page itself', () => {
  const $ = page$('/insurers-tpa');
  expect($(`main a[href="${SECURITY_POLICY_PATH}"]`).length).toBeGreaterThan(0);
  expect(getRoute(SECURITY_POLICY_PATH)).toBeDefined();
});
