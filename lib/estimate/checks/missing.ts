/** Items that usually go with a trade and that the estimate lacks. */
import { tradeRules as defaultTradeRules } from '@/lib/estimate/rules';
import type { TradeRule } from '@/lib/estimate/fields';
import { hasPhrase, normalise } from '../text';
import type { CheckedLine, Finding } from '../types';
import { ref, valueOf } from './shared';

/**
 * Items that usually go with a trade (the rules in `lib/estimate/rules.ts`): when a priced line
 * starts the trade (a credit or a $0 allowance does not), each expected item should appear somewhere in the
 * estimate. Possibly missing items are not priced.
 */
export function checkMissingItems(lines: readonly CheckedLine[], rules: readonly TradeRule[] = defaultTradeRules): Finding[] {
  const texts = lines.map((line) => normalise(line.description));
  // Descriptions repeat: each distinct one is matched once. A note may name an item the descriptions do not
  // ("Include eave starter course: Yes"), so expected items are looked for in notes too.
  const distinct = [...new Set(texts)];
  const written = [...distinct, ...new Set(lines.filter((line) => line.note).map((line) => normalise(line.note)))];
  const phrases = (list: readonly string[] = []) => list.map(normalise);
  const matches = (text: string, list: readonly string[]) => list.some((phrase) => hasPhrase(text, phrase));
  const findings: Finding[] = [];
  for (const rule of rules) {
    const when = phrases(rule.when);
    const unless = phrases(rule.unless);
    const starting = new Set(distinct.filter((text) => matches(text, when) && !matches(text, unless)));
    if (starting.size === 0) continue;
    const triggers = lines.filter((line, i) => starting.has(texts[i]!) && line.quantity > 0 && valueOf(line) > 0);
    if (triggers.length === 0) continue;
    for (const item of rule.expect) {
      const match = phrases(item.match);
      const not = phrases(item.unless);
      if (written.some((text) => matches(text, match) && !matches(text, not))) continue;
      const included = phrases(item.includedWith);
      const expecting = triggers.filter((line) => !matches(normalise(line.description), included));
      if (expecting.length === 0) continue;
      findings.push({
        kind: 'missing-item',
        reason: 'expected',
        refs: expecting.map(ref),
        subject: item.item,
        trade: rule.trade,
        expected: { type: 'item', text: item.item },
        found: { type: 'absent' },
        stake: null,
      });
    }
  }
  return findings;
}
