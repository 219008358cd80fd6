/**
 * The editor at /admin, bundled by the post-build (scripts/lib/admin.mjs) from Sveltia CMS's npm package, so
 * it and its fonts are served from this site. It reads its configuration from /admin/config.json
 * (lib/cms/config.ts), refuses to save what the build would refuse (lib/cms/validate.ts) and previews posts
 * and legal documents in the site's own typography. The bundle calls `startEditor` with the rules of the
 * site's posts (`postRules`, content/post-choices.ts).
 */
import './zod-jitless';
import CMS from '@sveltia/cms';
import type { ReactNode } from 'react';
import type { PostRules } from '@/lib/content-rules';
import { proseClasses } from '@/lib/prose-classes';
import { entryProblems } from './validate';

interface EntryMap {
  get(key: 'collection' | 'path'): string;
  get(key: 'data'): { toJS(): Record<string, unknown> };
  getIn(path: string[]): unknown;
}

type Create = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => ReactNode;
interface PreviewProps {
  entry: EntryMap;
  widgetFor: (name: string) => ReactNode;
}

/** A post or document as its page sets it: the title, then the body in the site's prose styles. */
function preview({ entry, widgetFor }: PreviewProps): ReactNode {
  const h = (window as unknown as { h: Create }).h;
  const title = entry.getIn(['data', 'title']);
  return h(
    'article',
    { className: 'mx-auto max-w-3xl bg-white px-6 py-10 font-sans' },
    typeof title === 'string' ? h('h1', { className: 'mb-8 text-h1 font-semibold text-ink-950' }, title) : null,
    h('div', { className: proseClasses }, widgetFor('body')),
  );
}

/** Starts the editor, refusing to save a post that names an author or a tag `rules` do not allow. */
export function startEditor(rules: PostRules): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const map = entry as unknown as EntryMap;
      const problems = await entryProblems(map.get('collection'), map.get('path'), map.get('data').toJS(), rules);
      if (problems.length === 0) return;
      // Sveltia shows the cause of a "saving_failed" error in its dialog; the entry stays open, nothing is lost.
      throw new Error('saving_failed', { cause: new Error(`Not saved, the site would refuse it:\n• ${problems.join('\n• ')}`) });
    },
  });

  // The preview's stylesheet: the site's own, named by the page (scripts/lib/admin.mjs).
  const stylesheet = document.querySelector<HTMLMetaElement>('meta[name="preview-stylesheet"]')?.content;
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
  for (const name of ['posts', 'terms-of-use', 'privacy-policy']) CMS.registerPreviewTemplate(name, preview as never);

  void CMS.init();
}
