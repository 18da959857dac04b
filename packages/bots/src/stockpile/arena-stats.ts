import { replay, type AnyGame, type MatchRecord, type Stockpile } from '@birzha/engine';
import type { ArenaStats } from '../arena-stats.ts';

type Event = Stockpile.Event;
type State = Stockpile.State;

/**
 * Stockpile's arena figures (issue 27: "not giving away its intended pile with its face-down card"), replayed from
 * the record. Over every round a bot's seat placed a card face down (spec 8.5) and then won a pile (8.7):
 *
 * - `faceDownTell`: the share of those rounds in which the pile it won holds its own face-down card, which is what
 *   an opponent reading the table would bet on;
 * - `faceDownPar`: the share a seat placing its face-down card(s) on piles at random would reach (the piles holding
 *   them over the piles on the table, averaged over the same rounds). A bot that gives nothing away is near par;
 * - `faceDownRounds`: how many such rounds the match had.
 *
 * A card Maverick Mark moves (8.5) still counts on the pile it was placed on: rare, and only blurs the figure.
 */
export const stockpileArenaStats: ArenaStats = (game: AnyGame, record: MatchRecord, bots) => {
  let hits = 0;
  let par = 0;
  let rounds = 0;
  let faceDown = new Map<number, Set<number>>();
  const replayed = replay(game, record, {
    onStep: ({ state, events }) => {
      const piles = (state as State).piles.length;
      for (const event of events as readonly Event[]) {
        if (event.type === 'roundStarted') faceDown = new Map();
        else if (event.type === 'cardPlaced') {
          if (event.faceUp || bots[event.seat] !== true) continue;
          const mine = faceDown.get(event.seat) ?? new Set<number>();
          mine.add(event.pile);
          faceDown.set(event.seat, mine);
        } else if (event.type === 'pileWon') {
          const mine = faceDown.get(event.seat);
          if (mine === undefined) continue;
          rounds += 1;
          if (mine.has(event.pile)) hits += 1;
          par += mine.size / piles;
        }
      }
    },
  });
  if (!replayed.ok) throw new Error(`stockpile arena stats: the record does not replay (${replayed.error.error.code})`);
  return {
    faceDownTell: rounds > 0 ? hits / rounds : 0,
    faceDownPar: rounds > 0 ? par / rounds : 0,
    faceDownRounds: rounds,
  };
};
