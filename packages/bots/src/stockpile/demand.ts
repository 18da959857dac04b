import type { Stockpile } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { pileValue, type Appraisal } from './appraisal.ts';

type Move = Stockpile.Move;

// spec 15 "Bidding": under inTurn a displaced player may come back, so taking a pile from someone needs a margin.
const DISPLACE_MARGIN = 2_000;

/**
 * spec 15 "Bidding": what a bid buys is the pile's worth to the bot less what it pays. Each legal bid is scored so;
 * the best wins (the lowest winning step of a pile always beats its higher steps), a contested pile only with a
 * margin. Martha peeks first: knowing one more forecast is free (a hidden pair before an opponent's).
 */
export function chooseDemand(a: Appraisal, legal: readonly Move[]): Move {
  const peeks = legal.filter((m): m is Stockpile.PeekMove => m.type === 'peek');
  const peek = peeks.find((m) => 'hidden' in m.target) ?? peeks[0];
  if (peek !== undefined) return peek;
  let best: Move | undefined;
  let bestScore = -Infinity;
  for (const m of legal) {
    if (m.type !== 'bid') continue;
    const pile = a.view.piles[m.pile];
    if (pile === undefined) continue;
    const contested = pile.bid !== null ? DISPLACE_MARGIN : 0;
    const score = pileValue(a, pile.cards) - m.amount - contested;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  if (best === undefined) throw new BotError('demand turn without a legal bid');
  return best;
}
