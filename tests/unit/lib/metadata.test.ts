/** @jest-environment node */
import { getRoute } from '@/content/routes';
import { config } from '@/lib/config';
import { ogImagePath, pageMetadata, pageTitle } from '@/lib/metadata';

describe('pageMetadata', () => {
  const route = getRoute('/products/delta-mate');
  const meta = pageMetadata(route);

  it('titles the page "Page | Brand"', () => {
    expect(pageTitle(route)).toBe(`Delta Mate: The AI Claims Workspace | ${config.brandName}`);
    expect(meta.title).toEqual({ absolute: pageTitle(route) });
  });

  it('gives an absolute canonical URL, Open Graph and a large Twitter card', () => {
    expect(meta.description).toBe(route.description);
    expect(meta.alternates?.canonical).toBe(`${config.origin}/products/delta-mate`);
    expect(meta.openGraph).toMatchObject({
      url: `${config.origin}/products/delta-mate`,
      siteName: config.brandName,
      locale: 'en_US',
      images: [{ url: `${config.origin}/og/products--delta-mate.png`, width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: pageTitle(route) });
  });

  it('keeps noindex pages out of search and points a duplicate at its canonical page', () => {
    expect(pageMetadata(getRoute('/test-payments')).robots).toEqual({ index: false, follow: true });
    expect(pageMetadata({ ...getRoute('/blog-detail'), canonicalPath: '/blog/x' }).alternates?.canonical).toBe(`${config.origin}/blog/x`);
  });

  it('names Open Graph images after their route', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/FAQs')).toBe('/og/faqs.png');
  });
});
