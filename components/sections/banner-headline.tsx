import { banner } from '@/content/home';
import { Container } from '@/components/ui/container';

/** A full-width statement between the announcement and the products. */
export function BannerHeadline() {
  return (
    <section className="bg-brand-700 py-16 text-white sm:py-20">
      <Container>
        <h2 className="max-w-4xl text-h1 text-white">{banner.title}</h2>
        <p className="mt-5 max-w-3xl text-lead text-brand-100">{banner.text}</p>
      </Container>
    </section>
  );
}
