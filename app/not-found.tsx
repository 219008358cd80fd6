import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-frame';
import { Container } from '@/components/ui/container';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { notFound } from '@/content/site';
import { pageTitle } from '@/lib/metadata';
import { Eyebrow } from '@/components/ui/eyebrow';

export const metadata: Metadata = {
  title: { absolute: pageTitle(notFound) },
  description: notFound.message,
  robots: { index: false, follow: true },
};

const frame = { footer: { tone: 'navy', shape: true } } as const;

export default function NotFound() {
  return (
    <PageFrame route={frame}>
      <Container className="py-24 sm:py-32">
        <Eyebrow>404</Eyebrow>
        <h1 className="mt-3 text-h1 text-ink-950">{notFound.heading}</h1>
        <p className="mt-5 text-lead text-ink-600">{notFound.message}</p>
        <a href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          <Icon name="home" />
          {notFound.action}
        </a>
      </Container>
    </PageFrame>
  );
}
