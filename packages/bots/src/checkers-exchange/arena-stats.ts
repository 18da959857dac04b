import { replay, type AnyGame, type CheckersExchange, type MatchRecord } from '@birzha/engine';
import type { ArenaStats } from '../arena-stats.ts';

type State = CheckersExchange.State;
type Event = CheckersExchange.Event;
type Account = CheckersExchange.Account;

/**
 * Whether a bot acts for `account` in `state`: a seat a bot plays, or a firm such a seat directs (its orders are the
 * director's decisions, spec 8.7). The State ('gov') is nobody's.
 */
function botAccount(account: Account, state: State, bots: readonly boolean[]): boolean {
  if (account === 'gov') return false;
  const seat = typeof account === 'number' ? account : state.firms[account].director;
  return bots[seat] === true;
}

/**
 * Checkers Exchange's arena figures (issue 27: a market where bots trade with each other, an auction that sells,
 * control that changes hands), replayed from the record:
 *
 * - `tradesPerSession`: trades (spec 8.7) whose buyer and seller are both bots' accounts, per session held;
 * - `tradesWithStatePerSession`: trades with the State on one side, per session;
 * - `firmsSold`: firms of which the opening privatization sold at least one share (spec 8.6, `auctionCleared`);
 * - `sharesSold`: shares it sold in all (8 lots of 20);
 * - `directorChanges`: `directorChanged` events (meetings, spec 8.8);
 * - `sessions`: sessions held.
 */
export const checkersExchangeArenaStats: ArenaStats = (game: AnyGame, record: MatchRecord, bots) => {
  let sessions = 0;
  let botTrades = 0;
  let stateTrades = 0;
  let firmsSold = 0;
  let sharesSold = 0;
  let directorChanges = 0;
  const replayed = replay(game, record, {
    onStep: ({ state, events }) => {
      for (const event of events as readonly Event[]) {
        if (event.type === 'sessionClosed') sessions += 1;
        else if (event.type === 'directorChanged') directorChanges += 1;
        else if (event.type === 'auctionCleared') {
          if (event.sold > 0) firmsSold += 1;
          sharesSold += event.sold;
        } else if (event.type === 'trade') {
          // Events straight from `play` are nobody's view: both sides are known (null only in a viewer's copy).
          const { buyer, seller } = event;
          if (buyer === 'gov' || seller === 'gov') stateTrades += 1;
          else if (buyer !== null && seller !== null) {
            const s = state as State;
            if (botAccount(buyer, s, bots) && botAccount(seller, s, bots)) botTrades += 1;
          }
        }
      }
    },
  });
  if (!replayed.ok)
    throw new Error(`checkers-exchange arena stats: the record does not replay (${replayed.error.error.code})`);
  const perSession = (n: number): number => (sessions > 0 ? n / sessions : 0);
  return {
    tradesPerSession: perSession(botTrades),
    tradesWithStatePerSession: perSession(stateTrades),
    firmsSold,
    sharesSold,
    directorChanges,
    sessions,
  };
};
