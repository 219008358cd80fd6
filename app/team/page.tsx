import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { LeadershipGrid, TechnicalTeam, ValuesGrid } from '@/components/sections/team-sections';
import { getRoute } from '@/content/routes';
import { leaders, teamPage, technicalTeam, values } from '@/content/team';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/team');

export const metadata = pageMetadata(route);

export default function TeamPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <ValuesGrid values={values} />
      <LeadershipGrid leaders={leaders} />
      <TechnicalTeam members={technicalTeam} />
      <ClosingCta title={teamPage.cta.title} text={teamPage.cta.text} actions={[teamPage.cta.action]} />
    </PageFrame>
  );
}
