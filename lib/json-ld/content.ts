/**
 * Structured data of the content pages, built straight from the records those pages render: the FAQ on
 * /FAQs, the open roles on /careers, the conferences on /blog and each blog post. Only what the page shows.
 */
import type { BlogPosting, Event, FAQPage, JobPosting, Place, Thing } from 'schema-dts';
import { absoluteUrl } from '../config';
import type { CareerRole, ConferenceRecord, Faq } from '../content-data';
import { ogImagePath } from '../metadata';
import { organizationId, sitePublisher, type SitePublisher } from './site';

/** A conference as /blog shows it: its record and the picture of the post that recaps it. */
export type ConferenceEvent = Pick<ConferenceRecord, 'title' | 'description' | 'location' | 'startDate' | 'endDate' | 'website'> & {
  readonly image: { readonly src: string };
};

/** A post as its page shows it, with its address and its author (`postPath` and `postAuthor`, content/blog.ts). */
export interface PostingSource {
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly path: string;
  readonly author: { readonly name: string };
  readonly images: readonly { readonly src: string }[];
}

/** A place by its city, region and country, named "City, RE" as the pages show it. */
function place(location: { readonly city: string; readonly region: string; readonly country: string }): Place {
  return {
    '@type': 'Place',
    name: `${location.city}, ${location.region}`,
    address: { '@type': 'PostalAddress', addressLocality: location.city, addressRegion: location.region, addressCountry: location.country },
  };
}

export function faqJsonLd(faqs: readonly Pick<Faq, 'question' | 'answer'>[]): Thing[] {
  const page: FAQPage = {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
  return [page];
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A role's description as the simple HTML Google asks for: the summary, then what you do and bring. */
export function roleDescription(role: CareerRole): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p>${escapeHtml(role.summary)}</p>${list(role.responsibilities)}${list(role.requirements)}`;
}

/**
 * A JobPosting per role, at its office; a role open to remote work is also TELECOMMUTE for applicants in its
 * country (Google accepts both on one posting).
 */
export function careersJsonLd(roles: readonly CareerRole[], path: string, site: SitePublisher = sitePublisher()): Thing[] {
  return roles.map((role): JobPosting => ({
    '@type': 'JobPosting',
    title: role.title,
    description: roleDescription(role),
    datePosted: role.datePosted,
    employmentType: role.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteUrl('/', site.origin),
      logo: absoluteUrl(site.logo, site.origin),
    },
    url: absoluteUrl(path, site.origin),
    jobLocation: place(role.location),
    ...(role.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [{ '@type': 'Country', name: role.remote.applicantCountry }] }
      : {}),
  }));
}

/**
 * The conferences as events. They took place as planned, so each stays EventScheduled: schema.org has no
 * "finished".
 */
export function conferencesJsonLd(conferences: readonly ConferenceEvent[], site: SitePublisher = sitePublisher()): Thing[] {
  return conferences.map((conference): Event => ({
    '@type': 'Event',
    name: conference.title,
    ...(conference.description ? { description: conference.description } : {}),
    startDate: conference.startDate,
    endDate: conference.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(conference.location),
    url: conference.website,
    image: [absoluteUrl(conference.image.src, site.origin)],
  }));
}

export function postJsonLd(post: PostingSource, site: SitePublisher = sitePublisher()): Thing[] {
  const url = absoluteUrl(post.path, site.origin);
  // A post without pictures is represented by its social card.
  const images = post.images.length > 0 ? post.images.map((image) => image.src) : [ogImagePath(post.path)];
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author.name },
    image: images.map((image) => absoluteUrl(image, site.origin)),
    url,
    mainEntityOfPage: url,
    publisher: { '@id': organizationId(site) },
  };
  return [posting];
}
