import type { Stockpile } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { joinWords } from './card-text.ts';
import { money, num } from './money.ts';

/**
 * A company's majority as the viewer can tell it, in words: "Аня, 3 акции", "поровну: вы и Борис, по 2",
 * "ни у кого"; a lead the hidden cards could still change is said to be so.
 */
export function majorityText(
  m: Stockpile.KnownMajority,
  viewer: number | 'spectator',
  names: readonly string[],
  t: TFunction,
): string {
  const who = (s: number) => (s === viewer ? t('stockpile.majority.you') : (names[s] ?? `#${s + 1}`));
  const best = m.leaders.length === 0 ? 0 : (m.shares[m.leaders[0] as number] ?? 0);
  const values = { names: joinWords(m.leaders.map(who), t), count: best, shares: num(best, t) };
  let text: string;
  if (m.leaders.length === 0) text = t('stockpile.majority.nobody');
  else if (m.leaders.length === 1) text = t('stockpile.majority.sole', values);
  else text = t('stockpile.majority.tied', values);
  return m.sure ? text : `${text} ${t('stockpile.majority.unsure')}`;
}

/** What a majority would pay now: "10 000 $" to the leader, "по 5 000 $" when tied; empty when nobody leads. */
export function majorityBonusText(m: Stockpile.KnownMajority, t: TFunction): string {
  if (m.leaders.length === 0) return '';
  return t(m.leaders.length > 1 ? 'stockpile.majority.bonusEach' : 'stockpile.majority.bonus', {
    amount: money(m.each, t),
  });
}
