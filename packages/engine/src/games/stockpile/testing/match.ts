import { stateHash } from '../../../core/canonical.ts';
import type { Seat } from '../../../core/game.ts';
import type { RecordedMove } from '../../../core/record.ts';
import { GAMES, parseRecord, replay } from '../../../index.ts';
import { stockpile } from '../index.ts';
import type { Event, State } from '../types.ts';

/** `bid P/A` of spec 13. */
export const bid = (pile: number, amount: number) => ({ type: 'bid', pile, amount });
/** `sell {...}` of spec 13. */
export const sell = (cards: object = {}) => ({ type: 'sell', cards });
export const playAction = (card: string, company: string) => ({ type: 'playAction', card, company });
export const supply = (up: string, upPile: number, down: string, downPile: number) => ({
  type: 'supply',
  faceUp: { card: up, pile: upPile },
  faceDown: { card: down, pile: downPile },
});

/**
 * Test support (no production code uses it). A match record built move by move through the public path (parseMove, then play); `replayed()` checks that the
 * record, through JSON, parseRecord and replay, gives the very same state.
 */
export class Match {
  private readonly moves: RecordedMove[] = [];
  state: State;
  readonly setupEvents: readonly Event[];

  constructor(
    readonly players: number,
    readonly position: unknown,
    readonly options: Record<string, unknown> = {},
    readonly seed = 'vectors',
  ) {
    const r = this.replay([]);
    this.state = r.state;
    this.setupEvents = r.events;
  }

  private record(moves: readonly RecordedMove[]): unknown {
    const { players, options, seed, position } = this;
    return JSON.parse(JSON.stringify({ game: 'stockpile', rulesVersion: 1, players, options, seed, position, moves }));
  }

  private replay(moves: readonly RecordedMove[]): { state: State; events: readonly Event[] } {
    const parsed = parseRecord(this.record(moves), GAMES);
    if (!parsed.ok) throw new Error(`bad record: ${JSON.stringify(parsed.error)}`);
    const r = replay(stockpile, parsed.value as Parameters<typeof replay>[1], { events: true });
    if (!r.ok) throw new Error(`replay failed: ${JSON.stringify(r.error)}`);
    return { state: r.value.state as State, events: r.value.events as Event[] };
  }

  /** A move the spec accepts: returns its events. */
  play(seat: Seat, raw: unknown): readonly Event[] {
    const move = stockpile.parseMove(JSON.parse(JSON.stringify(raw)));
    if (!move.ok) throw new Error(`move ${JSON.stringify(raw)} does not parse: ${move.error.code}`);
    const r = stockpile.play(this.state, seat, move.value);
    if (!r.ok) throw new Error(`move ${this.moves.length + 1} ${JSON.stringify(raw)} refused: ${r.error.code}`);
    this.moves.push({ seat, move: raw });
    this.state = r.value.state;
    return r.value.events;
  }

  /** The code a refused move gets (it is not recorded); 'accepted' if play took it. Throws if the state changed. */
  reject(seat: Seat, raw: unknown): string {
    const before = stateHash(this.state);
    const move = stockpile.parseMove(JSON.parse(JSON.stringify(raw)));
    const r = move.ok ? stockpile.play(this.state, seat, move.value) : move;
    if (stateHash(this.state) !== before) throw new Error('a refused move changed the state');
    return r.ok ? 'accepted' : r.error.code;
  }

  toAct(): readonly Seat[] {
    return stockpile.toAct(this.state);
  }

  /** The record, through JSON, parseRecord and replay, gives the state built move by move. */
  replaysIdentically(): boolean {
    return stateHash(this.replay(this.moves).state) === stateHash(this.state);
  }

  cash(): number[] {
    return this.state.seats.map((s) => s.cash);
  }
}

/** Events of one type. */
export function ofType<T extends Event['type']>(events: readonly Event[], type: T): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}

/** A seat's holdings as the spec writes them: only the non-empty companies. */
export function holdings(state: State, seat: Seat): Record<string, { regular?: number; split?: number }> {
  const out: Record<string, { regular?: number; split?: number }> = {};
  for (const [c, h] of Object.entries((state.seats[seat] as State['seats'][number]).portfolio)) {
    if (h.regular === 0 && h.split === 0) continue;
    out[c] = { ...(h.regular > 0 ? { regular: h.regular } : {}), ...(h.split > 0 ? { split: h.split } : {}) };
  }
  return out;
}

/** TV1 of the spec (section 13): its forecasts. */
export const TV1_PAIRS = {
  private: [
    [{ company: 'american', forecast: 'up4' }],
    [{ company: 'bottomline', forecast: 'down3' }],
    [{ company: 'leading', forecast: 'up2' }],
    [{ company: 'cosmic', forecast: 'up1' }],
  ],
  public: [{ company: 'epic', forecast: 'dividend' }],
  hidden: [{ company: 'stanford', forecast: 'down2' }],
};

/** TV1 of the spec: the seed's worked 4-player round, at its start (Supply, seat 0 to place). */
export const TV1_POSITION = {
  round: 1,
  phase: 'supply',
  firstPlayer: 0,
  seats: [
    { portfolio: { american: { regular: 1 } }, hand: ['bottomline-1', 'boom-1'] },
    { portfolio: { bottomline: { regular: 1 } }, hand: ['cosmic-1', 'cosmic-2'] },
    { portfolio: { cosmic: { regular: 1 } }, hand: ['leading-1', 'leading-2'] },
    { portfolio: { epic: { regular: 1 } }, hand: ['stanford-1', 'epic-1'] },
  ],
  pairs: TV1_PAIRS,
};

/** TV4 of the spec (section 13): its forecasts. */
export const TV4_PAIRS = {
  private: [
    [{ company: 'american', forecast: 'up4' }],
    [{ company: 'bottomline', forecast: 'down3' }],
    [{ company: 'cosmic', forecast: 'up1' }],
  ],
  public: [{ company: 'epic', forecast: 'dividend' }],
  hidden: [
    { company: 'leading', forecast: 'up2' },
    { company: 'stanford', forecast: 'down2' },
  ],
};

/** TV4 of the spec: fee debt, paid later, charged at the end (3 players, the last round). */
export const TV4_POSITION = {
  round: 7,
  phase: 'demand',
  firstPlayer: 0,
  seats: [
    { cash: 4000, portfolio: {} },
    { cash: 1000, portfolio: {} },
    { cash: 20000, portfolio: {} },
  ],
  piles: [
    [
      { card: 'cosmic-1', faceUp: true, placedBy: 1 },
      { card: 'fee-3000-1', faceUp: false, placedBy: 1 },
    ],
    [
      { card: 'fee-2000-1', faceUp: true, placedBy: 2 },
      { card: 'fee-1000-1', faceUp: false, placedBy: 2 },
    ],
    [{ card: 'epic-1', faceUp: true, placedBy: 0 }],
  ],
  pairs: TV4_PAIRS,
};

/** TV5 of the spec (section 13): its forecasts. */
export const TV5_PAIRS = {
  private: [
    [{ company: 'cosmic', forecast: 'up1' }],
    [{ company: 'leading', forecast: 'down2' }],
    [{ company: 'bottomline', forecast: 'up4' }],
    [{ company: 'american', forecast: 'down3' }],
  ],
  public: [{ company: 'epic', forecast: 'dividend' }],
  hidden: [{ company: 'stanford', forecast: 'up2' }],
};

/** TV5 of the spec (section 13): its prices. */
export const TV5_PRICES = { cosmic: 4, bottomline: 10, leading: 6, american: 1, stanford: 7, epic: 2 };

/** TV5 of the spec (section 13): the last round, 4 players, halving, majority ties and tied ranks. */
export const TV5_POSITION = {
  round: 6,
  phase: 'selling',
  firstPlayer: 0,
  prices: TV5_PRICES,
  seats: [
    { cash: 5000, portfolio: { cosmic: { regular: 2 }, leading: { split: 1 } } },
    { cash: 5000, portfolio: { cosmic: { split: 1 }, leading: { regular: 2 } } },
    { cash: 5000, portfolio: { cosmic: { regular: 1 }, leading: { regular: 1 }, bottomline: { split: 1 } } },
    { cash: 7000, portfolio: { epic: { regular: 3 } } },
  ],
  pairs: TV5_PAIRS,
};
