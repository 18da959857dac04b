import { Stockpile } from '@birzha/engine';
import { estimatedShares, others, trackOf, type Appraisal } from './appraisal.ts';
import { expectedWorth } from './worth.ts';

type Move = Stockpile.Move;
type CompanyId = Stockpile.CompanyId;

/**
 * What moving a company `steps` now is worth to the bot: the change in its own cards' expected worth after this
 * round's forecast, less the mean change for the other seats (their estimated holdings), so a Bust on a rival's
 * company counts as much as a Boom on its own (spec 15 "Action cards").
 */
export function moveGain(a: Appraisal, c: CompanyId, steps: number): number {
  const track = trackOf(a.view, c);
  const pos = a.view.prices[c];
  const odds = a.odds[c];
  const reg = expectedWorth(track, pos, 1, steps, odds) - expectedWorth(track, pos, 1, 0, odds);
  const split = expectedWorth(track, pos, 2, steps, odds) - expectedWorth(track, pos, 2, 0, odds);
  const h = a.me.portfolio[c];
  const mine = h.regular * reg + h.split * split;
  const rivals = others(a);
  if (rivals.length === 0) return mine;
  let theirs = 0;
  for (const { s } of rivals) {
    const splitCards = s.split[c];
    theirs += (estimatedShares(s, c) - 2 * splitCards) * reg + splitCards * split;
  }
  return mine - theirs / rivals.length;
}

function steps(card: string): number {
  const info = Stockpile.cardInfo(card);
  return info?.kind === 'action' ? Stockpile.ACTION_STEPS[info.action] : 0;
}

/**
 * spec 8.8: every card won is played, each on the company where it gains most; Crazy Cramer's nudge comes after
 * the cards, and only when it gains something (else it is skipped).
 */
export function chooseAction(a: Appraisal, legal: readonly Move[]): Move {
  let best: Move | undefined;
  let bestScore = -Infinity;
  const consider = (m: Move, score: number): void => {
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  };
  for (const m of legal) if (m.type === 'playAction') consider(m, moveGain(a, m.company as CompanyId, steps(m.card)));
  if (best !== undefined) return best;
  const skip = legal.find((m) => m.type === 'skipPower');
  for (const m of legal) if (m.type === 'nudge') consider(m, moveGain(a, m.company as CompanyId, m.delta));
  if (best === undefined || bestScore <= 0) return skip ?? best ?? (legal[0] as Move);
  return best;
}
