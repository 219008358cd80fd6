/**
 * The structured data of the content pages, from the records those pages render: the FAQ on /FAQs, the
 * open roles on /careers, the conferences on /blog and each blog post. Only what the page shows.
 */
import type { Thing } from 'schema-dts';
import { postAuthor, postPath, type Conference, type Post } from '@/content/blog';
import type { CareerRole } from '@/content/careers';
import type { Faq } from '@/content/faqs';
import { blogPosting, event, faqPage, jobPosting, siteIdentity, softwareApplication, type SiteIdentity } from './json-ld';
import type { RouteRecord } from '@/content/routes';
import { ogImagePath } from './metadata';

export function faqJsonLd(items: readonly Faq[]): Thing[] {
  return [faqPage(items)];
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A role's description as the simple HTML Google asks for: the summary, then what you do and bring. */
export function roleDescription(role: CareerRole): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p>${escapeHtml(role.summary)}</p>${list(role.responsibilities)}${list(role.requirements)}`;
}

export function careersJsonLd(roles: readonly CareerRole[], path: string, site: SiteIdentity = siteIdentity()): Thing[] {
  return roles.map((role) => {
    const address = { locality: role.location.city, region: role.location.region, country: role.location.country };
    return jobPosting(
      {
        title: role.title,
        description: roleDescription(role),
        datePosted: role.datePosted,
        employmentType: role.employmentType,
        location: role.remote ? { type: 'hybrid', address, countries: [role.remote.applicantCountry] } : { type: 'office', address },
        path,
      },
      site,
    );
  });
}

/** The conferences as events. They took place as planned, so each stays EventScheduled (see `event`). */
export function conferencesJsonLd(conferences: readonly Conference[], site: SiteIdentity = siteIdentity()): Thing[] {
  return conferences.map((conference) =>
    event(
      {
        name: conference.title,
        description: conference.description,
        startDate: conference.startDate,
        endDate: conference.endDate,
        url: conference.website,
        venue: {
          address: {
            locality: conference.location.city,
            region: conference.location.region,
            country: conference.location.country,
          },
        },
        images: [conference.image.src],
      },
      site,
    ),
  );
}

export function postJsonLd(post: Post, site: SiteIdentity = siteIdentity()): Thing[] {
  const [first, ...rest] = post.images.map((image) => image.src);
  return [
    blogPosting(
      {
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { name: postAuthor(post).name },
        // A post without pictures is represented by its social card.
        images: first ? [first, ...rest] : [ogImagePath(postPath(post))],
        path: postPath(post),
      },
      site,
    ),
  ];
}

/** A free tool that runs in the browser (the Estimator Checker): an application, without a price or ratings. */
export function toolJsonLd(route: Pick<RouteRecord, 'path' | 'label' | 'description'>, site: SiteIdentity = siteIdentity()): Thing[] {
  return [softwareApplication({ name: route.label, description: route.description, path: route.path }, site)];
}
