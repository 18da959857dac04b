import { CheckersExchange, type AnyGame, type Seat } from '@birzha/engine';
import type { Bot } from '../bot.ts';

type View = CheckersExchange.View;

/** Placeholder until the real bots land: the first legal ply on the board, "ready" in every other phase. */
function placeholderTurn(view: View, seat: Seat): unknown[] {
  if (view.phase === 'finished' || view.seats[seat]?.status !== 'active') return [];
  if (view.phase === 'board') {
    const firm = view.activeFirm;
    if (firm === null || CheckersExchange.Reads.effectiveHolder(view, firm) !== seat) return [];
    const ply = CheckersExchange.Reads.firmPlies(view, firm)[0];
    return ply === undefined ? [] : [{ type: 'ply', move: ply.notation }];
  }
  return view.ready[seat] === true ? [] : [{ type: 'ready' }];
}

const placeholder = (level: string): Bot => ({
  level,
  chooseTurn: (_game: AnyGame, view: unknown, seat: Seat) => placeholderTurn(view as View, seat),
});

/** Checkers Exchange's own bots by level. */
export const bots: Readonly<Record<string, Bot>> = Object.freeze({
  random: placeholder('random'),
  heuristic: placeholder('heuristic'),
});
