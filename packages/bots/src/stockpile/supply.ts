import type { Stockpile } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { cardValue, pileValue, type Appraisal } from './appraisal.ts';

type Move = Stockpile.Move;
type SupplyMove = Stockpile.SupplyMove;

/** Piles by how much the bot wants them: value, then fewer cards, then one chosen by seat so that bots spread out. */
function targetPile(a: Appraisal): number {
  const piles = a.view.piles;
  let best = 0;
  let bestKey: readonly number[] = [];
  piles.forEach((p, i) => {
    const key = [pileValue(a, p.cards), -p.cards.length, -((i - a.seat + piles.length) % piles.length)];
    if (bestKey.length === 0 || compare(key, bestKey) > 0) {
      best = i;
      bestKey = key;
    }
  });
  return best;
}

function compare(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return 0;
}

/**
 * spec 15 "Supply": the better card goes face down on the pile the bot means to win (nobody else knows it is
 * there). A second good card joins it face up (Secretive Stuart hides it too); a fee goes face up on the pile others
 * want most, to spoil it for them.
 */
export function chooseSupply(a: Appraisal, legal: readonly Move[]): Move {
  const [x, y] = a.me.hand;
  if (x === undefined || y === undefined) throw new BotError('supply without two cards in hand');
  const [good, bad] = cardValue(a, x) >= cardValue(a, y) ? [x, y] : [y, x];
  const target = targetPile(a);
  let spoil = target;
  if (cardValue(a, bad) < 0) {
    let bestValue = -Infinity;
    a.view.piles.forEach((p, i) => {
      const v = pileValue(a, p.cards);
      if (i !== target && v > bestValue) {
        spoil = i;
        bestValue = v;
      }
    });
  }
  const hide = spoil === target;
  const wanted = (m: SupplyMove, hideBoth: boolean): boolean =>
    m.faceDown.card === good &&
    m.faceDown.pile === target &&
    m.faceUp.card === bad &&
    m.faceUp.pile === spoil &&
    (m.hideBoth === true) === hideBoth;
  const supplies = legal.filter((m): m is SupplyMove => m.type === 'supply');
  const move = supplies.find((m) => wanted(m, hide)) ?? supplies.find((m) => wanted(m, false));
  if (move === undefined) throw new BotError('no legal supply move places the chosen cards');
  return move;
}
