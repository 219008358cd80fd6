import clsx from 'clsx';
import type { Conference, Post } from '@/content/blog';
import { blogPage, postAuthor, postPage, postTags, tagPath } from '@/content/blog';
import type { ImageAsset } from '@/content/types';
import { ImageSlider } from '@/components/islands/image-slider';
import { ShareButton } from '@/components/islands/share-button';
import { AssetImage } from '@/components/ui/asset-image';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { formatDate, formatDateRange, formatMonthYear } from '@/lib/dates';
import { leadingImages, SLIDER_AUTOPLAY_MS, usesSlider, type PostLayout } from '@/lib/gallery';
import { fillTemplate } from '@/lib/template';
import { MdxBody } from './mdx-body';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

function BackLink({ dark = false }: { dark?: boolean }) {
  return (
    <a
      href="/blog"
      className={clsx(
        'inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline',
        dark ? 'text-accent-300' : 'text-brand-700',
      )}
    >
      <Icon name="chevron-left" className="size-4" />
      {postPage.back}
    </a>
  );
}

function Byline({ post, dark = false }: { post: Post; dark?: boolean }) {
  const author = postAuthor(post);
  const tags = postTags(post);
  return (
    <div className={clsx('space-y-2 text-sm', dark ? 'text-ink-200' : 'text-ink-500')}>
      <p>
        {postPage.published} <time dateTime={post.date}>{formatDate(post.date)}</time> · {postPage.by} {author.name}, {author.title} ·{' '}
        {fillTemplate(blogPage.latest.readingTime, { minutes: String(post.readingMinutes) })}
      </p>
      {tags.length > 0 ? (
        <p>
          {blogPage.latest.tagged}:{' '}
          {tags.map((tag, i) => (
            <span key={tag.slug}>
              {i > 0 ? ', ' : null}
              <a
                href={tagPath(tag)}
                className={clsx('font-semibold underline-offset-4 hover:underline', dark ? 'text-accent-300' : 'text-brand-700')}
              >
                {tag.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** The post's images: a slider above the layout's threshold, otherwise a grid (A) or one picture (B). */
function Gallery({ images, layout }: { images: readonly ImageAsset[]; layout: PostLayout }) {
  if (images.length === 0) return null;
  if (usesSlider(layout, images.length)) {
    return <ImageSlider images={images} delay={SLIDER_AUTOPLAY_MS} labels={{ ...postPage.slider, region: postPage.gallery }} />;
  }
  if (layout === 'B') {
    const [only] = images;
    return only ? <AssetImage image={only} priority className="h-auto w-full rounded-2xl ring-1 ring-ink-100" /> : null;
  }
  return (
    <ul className={clsx('grid gap-4', images.length > 1 && 'sm:grid-cols-2', images.length > 2 && 'lg:grid-cols-3')}>
      {images.map((image, index) => (
        <li key={image.src}>
          <AssetImage
            image={image}
            eager
            priority={index < leadingImages(layout, images.length)}
            className="h-auto w-full rounded-2xl ring-1 ring-ink-100"
          />
        </li>
      ))}
    </ul>
  );
}

function EventFacts({ conference }: { conference: Conference }) {
  const labels = blogPage.conferences;
  return (
    <aside aria-labelledby="event-facts" className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100">
      <h2 id="event-facts" className="text-h3 text-ink-950">
        {postPage.eventDetails}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-ink-900">{labels.dates}</dt>
          <dd className="text-ink-600">
            <time dateTime={conference.startDate}>{formatDateRange(conference.startDate, conference.endDate)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">{labels.location}</dt>
          <dd className="text-ink-600">
            {conference.location.city}, {conference.location.region}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">{labels.demos}</dt>
          <dd className="text-ink-600">{conference.demos}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">{labels.website}</dt>
          <dd>
            <ExternalLink href={conference.website} className="break-all text-brand-700 underline underline-offset-4">
              {new URL(conference.website).hostname.replace(/^www\./, '')}
            </ExternalLink>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/**
 * A blog post in its layout (spec §2). A: title, then a grid of up to five images or a slider, then the
 * text as written. B: a hero with the month label, a slider for more than one image, the text in
 * paragraphs of five sentences (set when the post was compiled, lib/mdx/sentence-paragraphs.ts) and a
 * Share button. `heading` is the page's h1.
 */
export function PostDetail({ post, heading, conference }: { post: Post; heading: string; conference?: Conference }) {
  if (post.layout === 'B') {
    return (
      <article id={FIRST_SCREEN_ID}>
        <header className="bg-ink-950 text-white">
          <Container className="py-14 sm:py-20">
            <div className="max-w-3xl">
              <BackLink dark />
              <p className="mt-6 text-sm font-semibold tracking-wider text-accent-300 uppercase">
                <time dateTime={post.date}>{formatMonthYear(post.date)}</time>
              </p>
              <h1 className="mt-3 text-h1 text-white">{heading}</h1>
              <p className="mt-5 text-lead text-ink-200">{post.description}</p>
              <div className="mt-5">
                <Byline post={post} dark />
              </div>
            </div>
          </Container>
        </header>
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-4xl">
            <Gallery images={post.images} layout="B" />
            <div className="mx-auto mt-12 max-w-prose text-[1.0625rem]">
              <MdxBody code={post.body.code} />
              <div className="mt-10 border-t border-ink-100 pt-8 text-base leading-6">
                <ShareButton labels={postPage.share} />
              </div>
            </div>
          </div>
        </Container>
        <FirstScreenEnd />
      </article>
    );
  }

  return (
    <article id={FIRST_SCREEN_ID}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 sm:py-16">
          <div className="max-w-3xl">
            <BackLink />
            <h1 className="mt-5 text-h1 text-ink-950">{heading}</h1>
            <div className="mt-4">
              <Byline post={post} />
            </div>
          </div>
        </Container>
      </header>
      <Container className="pb-16">
        <div className="mx-auto max-w-5xl">
          <Gallery images={post.images} layout="A" />
          <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <MdxBody code={post.body.code} />
            {conference ? <EventFacts conference={conference} /> : null}
          </div>
        </div>
      </Container>
      <FirstScreenEnd />
    </article>
  );
}
