/**
 * Amounts and percentages as declarations print them: '$537,700', '$ 5,000', '5,000', '$5000.00', '2%'. A dollar
 * sign printed apart from its number ('$ 17,907.00') is one amount.
 */
import type { Word } from './text';

export interface Figure {
  readonly kind: 'money' | 'percent';
  readonly value: number;
  /** The words it takes in its row: the first and the last. */
  readonly from: number;
  readonly to: number;
  readonly x0: number;
  readonly x1: number;
}

const MONEY = /^\$\d[\d,]*(?:\.\d{2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{2})?$/;
const NUMBER = /^\d[\d,]*(?:\.\d{2})?$/;
const PERCENT = /^(\d{1,3}(?:\.\d+)?)%$/;

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The amounts and percentages of a row's words, left to right. */
export function figuresOf(words: readonly Word[]): Figure[] {
  const figures: Figure[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    const text = word.text.replace(/[,;:]$/, '');
    const next = words[at + 1];
    if (text === '$' && next && NUMBER.test(next.text.replace(/[,;:]$/, ''))) {
      figures.push({ kind: 'money', value: dollars(next.text.replace(/[,;:]$/, '')), from: at, to: at + 1, x0: word.x0, x1: next.x1 });
      at += 1;
    } else if (MONEY.test(text) || GROUPED.test(text)) {
      figures.push({ kind: 'money', value: dollars(text), from: at, to: at, x0: word.x0, x1: word.x1 });
    } else {
      const percent = PERCENT.exec(text);
      if (percent) figures.push({ kind: 'percent', value: Number(percent[1]), from: at, to: at, x0: word.x0, x1: word.x1 });
    }
  }
  return figures;
}
