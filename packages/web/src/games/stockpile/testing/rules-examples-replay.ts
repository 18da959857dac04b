import { Stockpile, stockpile } from '@birzha/engine';
import type { ExampleFacts, RulesExample, SnapshotFact } from '../rules-examples-data.ts';

type State = Stockpile.State;
type Event = Stockpile.Event;
type CompanyId = Stockpile.CompanyId;

/** Every figure kind an example may state, as the engine's replay of that example gives it. */
export type ReplayedFacts = Required<Omit<ExampleFacts, 'snapshots' | 'final'>> & {
  readonly final: ExampleFacts['final'] | undefined;
};

/** The states after each move (index 0 = the position) and every event of the moves, in order. */
export interface Replayed {
  readonly states: readonly State[];
  readonly events: readonly Event[];
  readonly facts: ReplayedFacts;
}

function dollars(state: State, c: CompanyId, pos: number): number {
  return Stockpile.priceAt(Stockpile.TRACKS[state.options.board][c], pos);
}

function ofType<T extends Event['type']>(events: readonly Event[], type: T): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}

/** Only the companies a portfolio holds, as the examples write holdings. */
function held(portfolio: Stockpile.ByCompany<Stockpile.Holding>): Partial<Record<CompanyId, Stockpile.Holding>> {
  return Object.fromEntries(Object.entries(portfolio).filter(([, h]) => h.regular > 0 || h.split > 0));
}

/** Plays an example through the engine's public setup and play; a refused move is an error in the example. */
export function replayExample(ex: RulesExample): Replayed {
  const options = stockpile.parseOptions({}, ex.players);
  if (!options.ok) throw new Error(options.error.code);
  const start = stockpile.setup({ players: ex.players, options: options.value, seed: 'rules', position: ex.position });
  if (!start.ok) throw new Error(`${start.error.code} ${JSON.stringify(start.error.detail)}`);
  const states: State[] = [start.value.state];
  const events: Event[] = [];
  for (const [i, { seat, move }] of ex.moves.entries()) {
    const r = stockpile.play(states[states.length - 1] as State, seat, move);
    if (!r.ok) throw new Error(`move ${i + 1} refused: ${r.error.code}`);
    states.push(r.value.state);
    events.push(...r.value.events);
  }
  const first = states[0] as State;
  const atDemand = states.find((s) => s.phase === 'demand') ?? first;
  const paid = new Map(ofType(events, 'bidPaid').map((e) => [e.pile, e.amount]));
  const facts: ReplayedFacts = {
    piles: atDemand.piles.map((p) =>
      p.cards.map((c) => ({ card: c.card, faceUp: c.faceUp, by: c.knownTo[0] ?? null })),
    ),
    bids: ofType(events, 'bidPlaced').map((e) => ({
      seat: e.seat,
      pile: e.pile,
      amount: e.amount,
      displaced: e.displaced,
    })),
    taken: ofType(events, 'pileWon').map((e) => ({
      pile: e.pile,
      seat: e.seat,
      paid: paid.get(e.pile) ?? -1,
      cards: e.cards.map((c) => ({ card: c.card ?? '?', faceUp: c.faceUp })),
    })),
    fees: events.flatMap((e) =>
      e.type === 'feePaid' || e.type === 'feeDeferred' || e.type === 'feeDebtPaid' || e.type === 'feeGained'
        ? [{ seat: e.seat, kind: e.type, amount: e.amount }]
        : [],
    ),
    prices: ofType(events, 'priceMoved').map((e) => ({
      company: e.company,
      from: dollars(first, e.company, e.from),
      to: dollars(first, e.company, e.to),
      cause: e.cause,
    })),
    sales: ofType(events, 'sold').map((e) => ({ seat: e.seat, total: e.total })),
    reveals: ofType(events, 'pairRevealed').map((e) => ({
      company: e.company,
      forecast: e.forecast,
      holder: e.holder,
    })),
    splits: ofType(events, 'split').map((e) => ({ company: e.company, superSplit: e.superSplit, moved: e.moved })),
    bankruptcies: ofType(events, 'bankrupt').map((e) => ({ company: e.company, lost: e.lost })),
    dividends: ofType(events, 'dividend').map((e) => ({ company: e.company, perShare: e.perShare, paid: e.paid })),
    majority: ofType(events, 'majorityBonus').map((e) => ({ company: e.company, seats: e.seats, each: e.each })),
    liquidation: ofType(events, 'liquidated').map((e) => ({
      seat: e.seat,
      holdings: held(e.holdings),
      amount: e.amount,
    })),
    final: ofType(events, 'gameOver').map((e) => ({ scores: e.scores, ranking: e.ranking }))[0],
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
  if (want.feeDebt !== undefined) out.feeDebt = s.seats.map((x) => x.feeDebt);
  if (want.holdings !== undefined) out.holdings = s.seats.map((x) => held(x.portfolio));
  if (want.prices !== undefined)
    out.prices = Object.fromEntries(Stockpile.COMPANIES.map((c) => [c, dollars(s, c, s.prices[c])])) as Record<
      CompanyId,
      number
    >;
  return out;
}
