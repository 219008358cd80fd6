import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { ToolCards } from '@/components/sections/resource-sections';
import { toolsPage } from '@/content/resources';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/tools');

export const metadata = pageMetadata(route);

export default function ToolsPage() {
  const { access } = toolsPage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <ToolCards tools={toolsPage.tools} />
      <ClosingCta title={access.title} text={access.text} actions={access.actions} />
    </PageFrame>
  );
}
