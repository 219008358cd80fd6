import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { StatusCards } from '@/components/sections/resource-sections';
import { webinarsPage } from '@/content/resources';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/webinars');

export const metadata = pageMetadata(route);

export default function WebinarsPage() {
  const { invite, sessions, status, audienceLabel } = webinarsPage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <StatusCards
        columns={2}
        icon="calendar"
        status={status}
        cards={sessions.map((session) => ({
          kicker: session.format,
          title: session.title,
          text: session.text,
          detail: `${audienceLabel}: ${session.audience}`,
        }))}
      />
      <ClosingCta title={invite.title} text={invite.text} actions={[invite.action]} />
    </PageFrame>
  );
}
