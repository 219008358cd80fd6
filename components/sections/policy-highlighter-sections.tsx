import { PolicyHighlighter } from '@/components/islands/policy/policy-highlighter';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { policyCopy } from '@/content/policy-highlighter-copy';
import { policyHighlighterPage as page } from '@/content/policy-highlighter';
import { ToolPoints, ToolPrivacy } from './tool-sections';

/** The highlighter itself, right under the page's heading. */
export function PolicyHighlighterTool() {
  return (
    <Section className="pt-2 sm:pt-4">
      <PolicyHighlighter copy={policyCopy} />
    </Section>
  );
}

/** What it finds. */
export function HighlighterFinds() {
  return <ToolPoints block={page.finds} />;
}

/** How it reads a policy. */
export function HighlighterHow() {
  return <ToolPoints block={page.how} />;
}

/** The plain-words privacy statement. */
export function HighlighterPrivacy() {
  return <ToolPrivacy privacy={page.privacy} />;
}

/** What it does not do: it reads text, it decides nothing, it is not legal advice. */
export function HighlighterLimits() {
  const { limits } = page;
  return (
    <Section eyebrow={limits.eyebrow} title={limits.title} className="print:hidden">
      <ul className="grid gap-4 lg:grid-cols-2">
        {limits.items.map((item) => (
          <li key={item} className="flex gap-3 rounded-2xl p-5 leading-7 text-ink-700 ring-1 ring-ink-100">
            <Icon name="info" className="mt-1 size-5 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
