/**
 * One line about a file the visitor gave: its kind, pages, form, blank pages, misnumbered page labels, and for a
 * policy printed into one file, the documents it holds ('holds declarations, a policy form and 2 endorsements').
 */
import type { PolicyCopy } from '@/content/policy-highlighter-copy';
import { groupBy } from '@/lib/group-by';
import { formatCount, formatList } from '@/lib/numbers';
import type { DocumentReading } from '@/lib/policy/types';
import { fillTemplate } from '@/lib/template';

export function documentLine(copy: PolicyCopy['results'], document: DocumentReading): string {
  const parts = [
    copy.kinds[document.kind],
    fillTemplate(document.pages === 1 ? copy.pages.one : copy.pages.other, { count: formatCount(document.pages) }),
  ];
  if (document.form) parts.push(fillTemplate(copy.form, { form: document.form }));
  if (document.contains.length > 0) {
    const byKind = [...groupBy(document.contains, (contained) => contained.kind)];
    const held = byKind.map(([kind, list]) => {
      const words = copy.contains.kinds[kind];
      return list.length === 1 ? words.one : fillTemplate(words.other, { count: formatCount(list.length) });
    });
    parts.push(fillTemplate(copy.contains.line, { list: formatList(held) }));
  }
  if (document.blankPages.length > 0) parts.push(fillTemplate(copy.blankPages, { pages: formatList(document.blankPages.map(String)) }));
  for (const label of document.pageLabels.slice(0, 3)) {
    parts.push(fillTemplate(copy.pageLabels, { page: String(label.page), printed: label.printed }));
  }
  return parts.join(' · ');
}
