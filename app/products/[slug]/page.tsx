import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { BenefitsByRole } from '@/components/sections/benefits-by-role';
import { CapabilityCards } from '@/components/sections/capability-cards';
import { ClosingCta } from '@/components/sections/closing-cta';
import { TalkToUsSection } from '@/components/sections/contact-form-section';
import { ProductDashboard } from '@/components/sections/product-dashboard';
import { ProductDemo } from '@/components/sections/product-demo';
import { ProductHero } from '@/components/sections/product-hero';
import { StepCards } from '@/components/sections/step-cards';
import { ToolCallout } from '@/components/sections/tool-callout';
import { Section } from '@/components/ui/section';
import { closingActions, findProduct, productPage, products } from '@/content/products';
import { findRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const prefix = '/products/';

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return products.map((product) => ({ slug: product.path.slice(prefix.length) }));
}

/** The registry record and the product record of a slug: the one lookup for params, metadata and page. */
function lookup(slug: string) {
  const path = `${prefix}${slug}`;
  const route = findRoute(path);
  const product = findProduct(path);
  if (!route || !product) notFound();
  return { route, product };
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(lookup((await params).slug).route);
}

export default async function ProductPage({ params }: Props) {
  const { route, product } = lookup((await params).slug);
  return (
    <PageFrame route={route}>
      <ProductHero route={route} product={product} />
      <Section title={productPage.howItWorks.title} intro={productPage.howItWorks.intro} tone="muted">
        <StepCards steps={product.steps} />
      </Section>
      <ProductDemo demo={product.demo} />
      {product.tool ? <ToolCallout callout={product.tool} /> : null}
      <Section title={productPage.capabilities.title} tone="muted">
        <CapabilityCards items={product.capabilities} />
      </Section>
      <ProductDashboard dashboard={product.dashboard} />
      <Section title={productPage.benefits.title} intro={productPage.benefits.intro} tone="dark">
        <BenefitsByRole roles={product.benefits} />
      </Section>
      <TalkToUsSection />
      <ClosingCta card title={product.closing.title} text={product.closing.text} actions={closingActions(product)} />
    </PageFrame>
  );
}
