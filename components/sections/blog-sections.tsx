import clsx from 'clsx';
import type { Conference, Post } from '@/content/blog';
import { blogPage, postAuthor, postPath, postTags, tagPath } from '@/content/blog';
import { FirstScreenEnd } from '@/components/layout/first-screen';
import { AssetImage } from '@/components/ui/asset-image';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { LogoMark } from '@/components/ui/logo';
import { Section } from '@/components/ui/section';
import { formatDate, formatDateRange, formatMonthYear, isPast } from '@/lib/dates';
import { fillTemplate } from '@/lib/template';

const readMoreClass =
  'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** The featured news item at the top of /blog, linking to its post; the end of the page's first screen. */
export function FeaturedPost({ post }: { post: Post }) {
  const cover = post.images[0];
  const author = postAuthor(post);
  return (
    <Section>
      <Card as="article" className="grid gap-8 overflow-hidden p-0 md:grid-cols-2">
        {cover ? <AssetImage image={cover} priority className="h-full w-full object-cover" /> : null}
        <div className="flex flex-col justify-center p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {blogPage.featured.eyebrow} · <time dateTime={post.date}>{formatMonthYear(post.date)}</time>
          </p>
          <h2 className="mt-3 text-h2 text-ink-950">
            <a href={postPath(post)} className="hover:text-brand-700">
              {post.title}
            </a>
          </h2>
          <p className="mt-4 text-lead text-ink-600">{post.description}</p>
          <p className="mt-4 text-sm text-ink-500">
            {author.name}, {author.title}
          </p>
          <p className="mt-6">
            <a href={postPath(post)} className={readMoreClass}>
              {blogPage.featured.readMore}
              <span className="sr-only"> — {post.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </a>
          </p>
        </div>
      </Card>
      <FirstScreenEnd />
    </Section>
  );
}

/**
 * Posts as a list of cards, in the order given (newest first): picture, title, summary, date, author,
 * reading time and tags. `nearTop`: the list starts on the first screen, so its first picture (often the
 * page's largest paint) loads at once instead of lazily after layout, and its first card ends that screen.
 */
export function PostList({
  posts,
  eyebrow,
  title,
  intro,
  nearTop = false,
}: {
  posts: readonly Post[];
  eyebrow?: string;
  title?: string;
  intro?: string;
  nearTop?: boolean;
}) {
  // Under a section title (h2) a card's title is an h3; a list without one (a tag page) follows the h1.
  const CardTitle = title ? 'h3' : 'h2';
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro}>
      <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => {
          const cover = post.images[0];
          const author = postAuthor(post);
          const tags = postTags(post);
          return (
            <li key={post.slug}>
              <Card as="article" className="flex h-full flex-col overflow-hidden p-0">
                {cover ? (
                  <AssetImage image={cover} priority={nearTop && index === 0} className="aspect-[3/2] h-auto w-full object-cover" />
                ) : (
                  // A post without pictures gets a plain brand tile, so the cards of a row line up.
                  <div
                    aria-hidden="true"
                    className="flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100"
                  >
                    <LogoMark className="size-14 opacity-90" />
                  </div>
                )}
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm text-ink-500">
                    <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
                    {fillTemplate(blogPage.latest.readingTime, { minutes: String(post.readingMinutes) })}
                  </p>
                  <CardTitle className="mt-2 text-h3 text-ink-950">
                    <a href={postPath(post)} className="hover:text-brand-700">
                      {post.title}
                    </a>
                  </CardTitle>
                  <p className="mt-3 flex-1 text-ink-600">{post.description}</p>
                  <p className="mt-4 text-sm text-ink-500">
                    {author.name}, {author.title}
                  </p>
                  {tags.length > 0 ? (
                    <div className="mt-4">
                      <p className="sr-only">{blogPage.latest.tagged}:</p>
                      <ul className="flex flex-wrap gap-2">
                        {tags.map((tag) => (
                          <li key={tag.slug}>
                            <a
                              href={tagPath(tag)}
                              className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-100"
                            >
                              {tag.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </div>
              </Card>
              {nearTop && index === 0 ? <FirstScreenEnd /> : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** The conference list: image, facts, website and a link to the recap, most recent first. */
export function ConferenceList({ conferences, today }: { conferences: readonly Conference[]; today: Date }) {
  const labels = blogPage.conferences;
  return (
    <Section tone="muted" eyebrow={labels.eyebrow} title={labels.title} intro={labels.intro}>
      <ol className="space-y-8">
        {conferences.map((conference) => {
          const past = isPast(conference.endDate, today);
          const path = postPath({ slug: conference.post });
          return (
            <li key={conference.post}>
              <Card as="article" className="grid gap-6 overflow-hidden p-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <AssetImage image={conference.image} className="h-full w-full object-cover" />
                <div className="p-6 sm:p-8 md:pl-0">
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="text-h3 text-ink-950">
                      <a href={path} className="hover:text-brand-700">
                        {conference.title}
                      </a>
                    </h3>
                    <span
                      className={clsx(
                        'rounded-full px-3 py-1 text-xs font-semibold',
                        past ? 'bg-ink-100 text-ink-700' : 'bg-emerald-100 text-emerald-900',
                      )}
                    >
                      {past ? labels.past : labels.upcoming}
                    </span>
                  </div>
                  <p className="mt-3 text-ink-600">{conference.description}</p>
                  <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="font-semibold text-ink-900">{labels.dates}</dt>
                      <dd className="mt-0.5 text-ink-600">
                        <time dateTime={conference.startDate}>{formatDateRange(conference.startDate, conference.endDate)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-ink-900">{labels.location}</dt>
                      <dd className="mt-0.5 text-ink-600">
                        {conference.location.city}, {conference.location.region}
                      </dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-ink-900">{labels.demos}</dt>
                      <dd className="mt-0.5 text-ink-600">{conference.demos}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-ink-900">{labels.website}</dt>
                      <dd className="mt-0.5">
                        <ExternalLink
                          href={conference.website}
                          className="break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
                        >
                          {new URL(conference.website).hostname.replace(/^www\./, '')}
                        </ExternalLink>
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-6">
                    <a href={path} className={readMoreClass}>
                      {labels.readMore}
                      <span className="sr-only"> — {conference.title}</span>
                      <Icon name="arrow-right" className="size-4" />
                    </a>
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
