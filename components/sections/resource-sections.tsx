import type { IconName } from '@/components/ui/icon';
import type { Tool } from '@/content/resources';
import { toolsPage } from '@/content/resources';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { Eyebrow } from '@/components/ui/eyebrow';

export interface StatusCard {
  readonly title: string;
  readonly text: string;
  /** A small label above the title (e.g. "Webinar"). */
  readonly kicker?: string;
  /** An extra line under the text (e.g. the audience). */
  readonly detail?: string;
}

/**
 * Cards for things that are announced but not yet available (demo videos, webinars, API docs), each with
 * the same visible status, so nothing looks like a broken player or a dead link.
 */
export function StatusCards({
  cards,
  status,
  icon,
  media = false,
  columns = 3,
}: {
  cards: readonly StatusCard[];
  status: string;
  icon: IconName;
  /** Show a 16:9 placeholder frame above each card, as for videos. */
  media?: boolean;
  columns?: 2 | 3;
}) {
  return (
    <Section className="pt-4 sm:pt-6">
      <ul className={columns === 3 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-6 md:grid-cols-2'}>
        {cards.map((card) => (
          <li key={card.title}>
            <Card as="article" className="flex h-full flex-col overflow-hidden p-0">
              {media ? (
                <div className="flex aspect-video flex-col items-center justify-center gap-3 bg-gradient-to-br from-ink-900 to-brand-800 text-white">
                  <Icon name={icon} className="size-10 text-accent-300" />
                  <p className="text-sm font-semibold">{status}</p>
                </div>
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                {card.kicker ? <Eyebrow>{card.kicker}</Eyebrow> : null}
                <h2 className="mt-1 text-h3 text-ink-950">{card.title}</h2>
                <p className="mt-3 leading-7 text-ink-600">{card.text}</p>
                {card.detail ? <p className="mt-3 text-sm text-ink-500">{card.detail}</p> : null}
                {media ? null : (
                  <p className="mt-auto pt-5">
                    <span className="inline-flex items-center gap-2 rounded-full bg-accent-200 px-3 py-1 text-sm font-semibold text-ink-900">
                      <Icon name={icon} className="size-4" />
                      {status}
                    </span>
                  </p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The three free tools, with what each does and a tip. */
export function ToolCards({ tools }: { tools: readonly Tool[] }) {
  return (
    <Section className="pt-4 sm:pt-6">
      <ul className="grid gap-6 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Card as="article" className="flex h-full flex-col">
              <p>
                <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold tracking-wider text-emerald-900 uppercase">
                  {toolsPage.badge}
                </span>
              </p>
              <h2 className="mt-4 text-h3 text-ink-950">{tool.title}</h2>
              <p className="mt-2 leading-7 text-ink-600">{tool.text}</p>
              <h3 className="mt-5 font-semibold text-ink-900">{toolsPage.featuresLabel}</h3>
              <ul className="mt-2 space-y-2">
                {tool.features.map((feature) => (
                  <li key={feature} className="flex gap-2 leading-6 text-ink-700">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-6">
                <span className="block rounded-xl bg-accent-200/60 p-4 text-sm leading-6 text-ink-800">
                  <strong className="font-semibold">{toolsPage.tipLabel}:</strong> {tool.tip}
                </span>
              </p>
              {tool.open ? (
                <p className="pt-5">
                  <a href={tool.open.href} className={buttonClasses('primary', 'md', 'w-full')}>
                    {tool.open.label}
                    <Icon name="arrow-right" className="size-5" />
                  </a>
                </p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
