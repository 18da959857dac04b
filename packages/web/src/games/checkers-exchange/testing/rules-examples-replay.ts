import { CheckersExchange, checkersExchange } from '@birzha/engine';
import type { ExampleFacts, RulesExample, SnapshotFact } from '../rules-examples-types.ts';

/*
 * The engine's side of the worked examples: each example played through the game's public setup (with its spec 12
 * position) and play, and every kind of figure the pages print read back out of the events and states. Used by
 * rules.test.tsx only; the pages print the data module, the test holds the two equal.
 */

type State = CheckersExchange.State;
type Event = CheckersExchange.Event;
type FirmId = CheckersExchange.FirmId;

/** Every figure kind an example may state, as the engine's replay of that example gives it. */
export type ReplayedFacts = Required<Omit<ExampleFacts, 'snapshots' | 'final' | 'liquidation'>> &
  Pick<ExampleFacts, 'final' | 'liquidation'>;

/** The states after each move (index 0 = the position) and every event of setup and the moves, in order. */
export interface Replayed {
  readonly states: readonly State[];
  readonly events: readonly Event[];
  readonly facts: ReplayedFacts;
}

function ofType<T extends Event['type']>(events: readonly Event[], type: T): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}

/** Only the firms a holdings record holds, as the examples write holdings. */
function held(h: Readonly<Record<FirmId, number>>): Partial<Record<FirmId, number>> {
  return Object.fromEntries(Object.entries(h).filter(([, n]) => n > 0));
}

/** Plays an example through the engine's public setup and play; a refused move is an error in the example. */
export function replayExample(ex: RulesExample): Replayed {
  const options = checkersExchange.parseOptions({}, ex.players);
  if (!options.ok) throw new Error(options.error.code);
  const start = checkersExchange.setup({
    players: ex.players,
    options: options.value,
    seed: 'rules',
    position: ex.position,
  });
  if (!start.ok) throw new Error(`${start.error.code} ${JSON.stringify(start.error.detail)}`);
  const states: State[] = [start.value.state];
  const events: Event[] = [...start.value.events];
  for (const [i, { seat, move }] of ex.moves.entries()) {
    const r = checkersExchange.play(states[states.length - 1] as State, seat, move);
    if (!r.ok) throw new Error(`move ${i + 1} refused: ${r.error.code} ${JSON.stringify(r.error.detail)}`);
    states.push(r.value.state);
    events.push(...r.value.events);
  }
  const traded = new Set(ofType(events, 'trade').map((t) => t.firm));
  const closed = ofType(events, 'sessionClosed')[0];
  const liquidation = ofType(events, 'liquidation')[0];
  const final = ofType(events, 'gameEnded')[0];
  const facts: ReplayedFacts = {
    plies: ofType(events, 'plyPlayed').map((e) => ({
      firm: e.firm,
      move: e.move,
      captured: e.captured.map((p) => p.sq),
      promoted: e.promoted,
      income: e.income,
    })),
    income: ofType(events, 'yearIncome').map(({ type: _, ...rest }) => rest),
    dividends: ofType(events, 'dividendPaid').map(({ type: _, ...rest }) => rest),
    auction: ofType(events, 'auctionCleared')
      .filter((e) => e.bids.length > 0)
      .map((e) => ({
        firm: e.firm,
        price: e.price,
        sold: e.sold,
        bids: e.bids.map((b) => ({ id: b.id, seat: b.seat, qty: b.qty, price: b.price })),
        fills: e.fills,
      })),
    // the state's own asks at the session open are orders too; the raw events name every owner
    orders: ofType(events, 'orderPlaced').map((e) => ({
      id: e.id,
      account: e.account ?? 'gov',
      side: e.side,
      firm: e.firm,
      qty: e.qty,
      limit: e.limit,
    })),
    trades: ofType(events, 'trade').map((e) => ({
      firm: e.firm,
      qty: e.qty,
      price: e.price,
      buyOrder: e.buyOrder,
      sellOrder: e.sellOrder,
      buyer: e.buyer ?? 'gov',
      seller: e.seller ?? 'gov',
    })),
    closes:
      closed === undefined
        ? {}
        : Object.fromEntries(CheckersExchange.FIRMS.filter((f) => traded.has(f)).map((f) => [f, closed.close[f]])),
    requests: { standing: closed?.requests ?? [], lapsed: closed?.lapsed ?? [] },
    meetings: ofType(events, 'meetingResult')
      .filter((e) => e.ballots.length > 0)
      .map(({ type: _, ...rest }) => rest),
    directorChanges: ofType(events, 'directorChanged').map(({ type: _, ...rest }) => rest),
    survival: ofType(events, 'survivalIncome')
      .filter((e) => e.gross > 0)
      .map(({ type: _, ...rest }) => rest),
    ...(liquidation === undefined
      ? {}
      : {
          liquidation: {
            values: Object.fromEntries(Object.entries(liquidation.values).filter(([, v]) => v !== '0')),
            payouts: liquidation.payouts,
            gov: liquidation.gov,
          },
        }),
    ...(final === undefined ? {} : { final: { scores: final.scores, ranking: final.ranking } }),
  };
  return { states, events, facts };
}

/** A snapshot of the table as the engine has it, with the fields the example's snapshot gives. */
export function snapshotOf(states: readonly State[], want: SnapshotFact): SnapshotFact {
  const s = states[want.at];
  if (s === undefined) throw new Error(`no state after ${want.at} moves`);
  const out: { -readonly [K in keyof SnapshotFact]: SnapshotFact[K] } = {
    at: want.at,
    cash: s.seats.map((x) => x.cash),
  };
  if (want.holdings !== undefined) out.holdings = s.seats.map((x) => held(x.holdings));
  if (want.firmCash !== undefined)
    out.firmCash = Object.fromEntries(
      CheckersExchange.FIRMS.filter((f) => s.firms[f].cash > 0).map((f) => [f, s.firms[f].cash]),
    );
  if (want.govCash !== undefined) out.govCash = s.gov.cash;
  return out;
}
