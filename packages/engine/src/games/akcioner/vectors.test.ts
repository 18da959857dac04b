/**
 * The test vectors V1..V18 of the rules spec (shared/rules/akcioner.md, section 13), replayed through the public
 * `replay` path: every step appends one move to a match record and replays the whole record from scratch.
 * A rejected step (`→ CODE`) must fail at its own index and is not appended.
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../core/canonical.ts';
import type { RecordedMove, Replayed } from '../../core/record.ts';
import { GAMES, akcioner, parseRecord, replay } from '../../index.ts';
import { CARDS, compareCards, type CardId, type Color, type Shares } from './config.ts';
import { capital } from './derived.ts';
import type { Event, Position, State, SeatStatus, Stage } from './types.ts';

// ---------------------------------------------------------------------------------------------------------------
// Harness
// ---------------------------------------------------------------------------------------------------------------

/** Y/R/B/G, the notation of spec 13. */
type Quad = readonly [number, number, number, number];
type EventOf<T extends Event['type']> = Extract<Event, { type: T }>;

const quad = (s: Shares): Quad => [s.yellow, s.red, s.blue, s.green];

interface MatchInput {
  readonly players: number;
  readonly position: Position | null;
  readonly options?: Record<string, unknown>;
  readonly seed?: string;
}

/** What an accepted step produced: the state after it and the events of that move alone. */
interface Applied {
  readonly state: State;
  readonly events: readonly Event[];
}

/**
 * A match record built step by step. Every step goes through JSON, `parseRecord` and `replay` (the path of the
 * CLI and the server), and is cross-checked against `akcioner.play` on the state of the accepted prefix.
 */
class Match {
  private readonly moves: RecordedMove[] = [];

  constructor(private readonly input: MatchInput) {}

  /** The record of the accepted moves, plus `extra` when given. */
  record(extra?: RecordedMove): unknown {
    const { players, position, options = {}, seed = 'vectors' } = this.input;
    const moves = extra === undefined ? this.moves : [...this.moves, extra];
    // Through JSON text: a record is stored and sent as JSON, so it must survive the round trip.
    return JSON.parse(JSON.stringify({ game: 'akcioner', rulesVersion: 1, players, options, seed, position, moves }));
  }

  private run(extra?: RecordedMove) {
    const parsed = parseRecord(this.record(extra), GAMES);
    if (!parsed.ok) throw new Error(`bad record: ${JSON.stringify(parsed.error)}`);
    return replay(akcioner, parsed.value, { events: true });
  }

  /** The replay of the accepted prefix (it must succeed). */
  replayed(): Replayed<State, Event> {
    const r = this.run();
    if (!r.ok) throw new Error(`the accepted prefix no longer replays: ${JSON.stringify(r.error)}`);
    return r.value;
  }

  get state(): State {
    return this.replayed().state;
  }

  get length(): number {
    return this.moves.length;
  }

  /** Setup's events (gameStarted, dealt..., turnStarted). */
  setupEvents(): readonly Event[] {
    return this.replayed().events;
  }

  /** A step the spec accepts: appended to the record; returns the new state and this move's events. */
  accept(seat: number, move: unknown): Applied {
    const before = this.replayed();
    const at = this.moves.length;
    const r = this.run({ seat, move });
    if (!r.ok) throw new Error(`move ${at} (${JSON.stringify(move)}) rejected: ${JSON.stringify(r.error)}`);
    expect(r.value.moves).toBe(at + 1);
    const events = r.value.events.slice(before.events.length);
    // The same move played directly on the prefix state gives the same state and events.
    const parsed = akcioner.parseMove(move);
    if (!parsed.ok) throw new Error(`parseMove refused an accepted move: ${JSON.stringify(parsed.error)}`);
    const direct = akcioner.play(before.state, seat, parsed.value);
    if (!direct.ok) throw new Error(`play refused an accepted move: ${JSON.stringify(direct.error)}`);
    expect(stateHash(direct.value.state)).toBe(stateHash(r.value.state));
    expect(direct.value.events).toEqual(events);
    this.moves.push({ seat, move });
    return { state: r.value.state, events };
  }

  /** A step the spec rejects: replay fails at this move's index with `code`; nothing is appended or changed. */
  reject(seat: number, move: unknown, code: string): void {
    const before = this.replayed().state;
    const hash = stateHash(before);
    const at = this.moves.length;
    const r = this.run({ seat, move });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ at, error: { code } });
    // Played directly on the prefix state the move fails the same way and does not mutate that state.
    const parsed = akcioner.parseMove(move);
    if (parsed.ok) {
      const direct = akcioner.play(before, seat, parsed.value);
      expect(direct.ok ? 'accepted' : direct.error.code).toBe(code);
    } else {
      expect(parsed.error.code).toBe(code);
    }
    expect(stateHash(before)).toBe(hash);
    expect(this.moves.length).toBe(at);
    expect(stateHash(this.state)).toBe(hash);
  }
}

/** A table row: a step, rejected with `code` when given. */
interface Step {
  readonly seat: number;
  readonly move: unknown;
  readonly code?: string;
}

function runSteps(match: Match, steps: readonly Step[]): void {
  for (const { seat, move, code } of steps) {
    if (code === undefined) match.accept(seat, move);
    else match.reject(seat, move, code);
  }
}

const pass = { type: 'trade', orders: {} } as const;
const trade = (orders: Record<string, number>) => ({ type: 'trade', orders });
const card = (id: CardId, assign: readonly string[]) => ({ type: 'playCard', card: id, assign });

function ofType<T extends Event['type']>(events: readonly Event[], type: T): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}

function seatOf(state: State, seat: number): State['seats'][number] {
  const s = state.seats[seat];
  if (s === undefined) throw new Error(`no seat ${seat}`);
  return s;
}

interface SeatExpect {
  readonly cash?: number;
  readonly shares?: Quad;
  readonly status?: SeatStatus;
  readonly outSeq?: number | null;
  readonly hand?: readonly CardId[];
  readonly played?: readonly CardId[];
}

function expectSeat(state: State, seat: number, want: SeatExpect): void {
  const s = seatOf(state, seat);
  const got = {
    cash: s.cash,
    shares: quad(s.shares),
    status: s.status,
    outSeq: s.outSeq,
    hand: s.hand,
    played: s.played,
  };
  expect(got, `seat ${seat}`).toMatchObject(want);
}

interface TurnExpect {
  readonly phase?: 'playing' | 'finished';
  readonly toMove?: number | null;
  readonly stage?: Stage | null;
  readonly round?: number;
  readonly roundsTotal?: number;
  readonly locked?: Quad;
}

function expectTurn(state: State, want: TurnExpect): void {
  const got = {
    phase: state.phase,
    toMove: state.toMove,
    stage: state.stage,
    round: state.round,
    roundsTotal: state.roundsTotal,
    locked: quad(state.locked),
  };
  expect(got).toMatchObject(want);
}

/** `cards` plus `more`, in CARDS order (how hands and undealt are kept). */
const sortedCards = (cards: readonly CardId[], ...more: CardId[]): CardId[] => [...cards, ...more].sort(compareCards);

const expectPrices = (state: State, want: Quad): void => expect(quad(state.prices)).toEqual(want);

function capitalOf(state: State, seat: number): number {
  return capital(seatOf(state, seat), state.prices);
}

function expectOutcome(state: State, scores: readonly number[], ranking: readonly (readonly number[])[]): void {
  expectTurn(state, { phase: 'finished', toMove: null, stage: null });
  expect(akcioner.toAct(state)).toEqual([]);
  expect(akcioner.outcome(state)).toEqual({ scores, ranking });
}

// Event builders (spec 9), to keep expected event lists short.
const ev = {
  played: (seat: number, c: CardId, assign: readonly Color[]): Event => ({ type: 'cardPlayed', seat, card: c, assign }),
  price: (color: Color, from: number, raw: number, to: number): Event => ({
    type: 'priceChanged',
    color,
    from,
    raw,
    to,
  }),
  comp: (seat: number, color: Color, kind: 'overflow' | 'decrease', perShare: number, shares: number): Event => ({
    type: 'compensationPaid',
    seat,
    color,
    kind,
    perShare,
    shares,
    amount: perShare * shares,
  }),
  confiscated: (seat: number, color: Color, qty: number, buybackPrice: number): Event => ({
    type: 'sharesConfiscated',
    seat,
    color,
    qty,
    buybackPrice,
  }),
  boughtBack: (seat: number, color: Color, qty: number, price: number, annulled: number): Event => ({
    type: 'sharesBoughtBack',
    seat,
    color,
    qty,
    price,
    amount: qty * price,
    annulled,
  }),
  eliminated: (seat: number, reason: 'bankrupt' | 'resigned'): Event => ({ type: 'seatEliminated', seat, reason }),
  turn: (seat: number, round: number, lastRound: boolean): Event => ({ type: 'turnStarted', seat, round, lastRound }),
  traded: (
    seat: number,
    stage: 'trade1' | 'trade2',
    lines: readonly (readonly [Color, number, number])[],
    cash: number,
  ): Event => ({
    type: 'traded',
    seat,
    stage,
    lines: lines.map(([color, qty, price]) => ({ color, qty, price })),
    cash,
  }),
  ended: (ranking: readonly (readonly number[])[], scores: readonly number[]): Event => ({
    type: 'gameEnded',
    ranking,
    scores,
  }),
};

// ---------------------------------------------------------------------------------------------------------------
// Vectors
// ---------------------------------------------------------------------------------------------------------------

describe('Akcioner spec 13 test vectors', () => {
  it('V1 compensation through a free part of a hundred (mover holds 15 red, red 100 → 80: +300)', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        seats: [{ shares: { red: 15 }, hand: ['H-yellow-1', 'S-green-p30'] }, { hand: ['S-red-p30', 'S-blue-p30'] }],
      },
    });
    expectTurn(m.accept(0, pass).state, { toMove: 0, stage: 'card' });

    const { state, events } = m.accept(0, card('H-yellow-1', ['blue', 'red', 'green']));
    expectPrices(state, [200, 80, 70, 90]);
    expect(ofType(events, 'compensationPaid')).toEqual([ev.comp(0, 'red', 'decrease', 20, 15)]);
    expect(ofType(events, 'compensationPaid')[0]?.amount).toBe(300);
    expectSeat(state, 0, { cash: 300, shares: [0, 15, 0, 0] });
    expectSeat(state, 1, { cash: 0, shares: [1, 1, 1, 1] });
    expectTurn(state, { toMove: 0, stage: 'trade2', round: 1 });

    const end = m.accept(0, pass);
    expectTurn(end.state, { toMove: 1, stage: 'trade1', round: 1 });
    expect(ofType(end.events, 'turnStarted')).toEqual([ev.turn(1, 1, false)]);
  });

  it('V2 overflow by doubling: red 200 × 2 → 250, every holder +150 per share, spendable in trade2', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { red: 200 },
        seats: [
          { shares: { red: 10 }, hand: ['D-red-up', 'S-green-p30'] },
          { shares: { red: 4, green: 2 }, hand: ['S-red-p30', 'S-blue-p30'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('D-red-up', ['green']));
    expect(events).toEqual([
      ev.played(0, 'D-red-up', ['green']),
      ev.price('red', 200, 400, 250),
      ev.comp(0, 'red', 'overflow', 150, 10),
      ev.comp(1, 'red', 'overflow', 150, 4),
      ev.price('green', 100, 50, 50),
    ]);
    expectPrices(state, [100, 250, 100, 50]);
    expectSeat(state, 0, { cash: 1500, shares: [0, 10, 0, 0] });
    expectSeat(state, 1, { cash: 600, shares: [0, 4, 0, 2] });

    m.reject(0, trade({ green: 31 }), 'INSUFFICIENT_CASH');
    const end = m.accept(0, trade({ green: 30 })).state;
    expectSeat(end, 0, { cash: 0, shares: [0, 10, 0, 30] });
    expectSeat(end, 1, { cash: 600 });
    expectTurn(end, { toMove: 1, stage: 'trade1' });
  });

  it('V3 overflow at the maximum: yellow 250 + 100, each holder +100 per share', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { yellow: 250 },
        seats: [
          { shares: { yellow: 3, green: 1 }, hand: ['H-yellow-2', 'S-red-p30'] },
          { shares: { yellow: 5, red: 2 }, hand: ['S-blue-p30', 'S-green-p30'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('H-yellow-2', ['red', 'blue', 'green']));
    expect(events).toEqual([
      ev.played(0, 'H-yellow-2', ['red', 'blue', 'green']),
      ev.price('yellow', 250, 350, 250),
      ev.comp(0, 'yellow', 'overflow', 100, 3),
      ev.comp(1, 'yellow', 'overflow', 100, 5),
      ev.price('red', 100, 70, 70),
      ev.price('blue', 100, 80, 80),
      ev.price('green', 100, 90, 90),
      ev.comp(0, 'green', 'decrease', 10, 1),
    ]);
    expectPrices(state, [250, 70, 80, 90]);
    expectSeat(state, 0, { cash: 310, shares: [3, 0, 0, 1] });
    expectSeat(state, 1, { cash: 500, shares: [5, 2, 0, 0] });
  });

  it('V4 seed example: zeroing, partial compensation, forced partial buyback', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { blue: 30 },
        seats: [
          { shares: { blue: 4 }, hand: ['S-red-p30', 'S-blue-m60'] },
          { cash: 420, shares: { red: 3, blue: 25 }, hand: ['S-yellow-p30', 'S-green-p30'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('S-blue-m60', ['yellow']));
    expect(events).toEqual([
      ev.played(0, 'S-blue-m60', ['yellow']),
      ev.price('yellow', 100, 130, 130),
      ev.price('blue', 30, -30, 10),
      ev.comp(0, 'blue', 'decrease', 20, 4),
      ev.confiscated(1, 'blue', 25, 40),
      ev.boughtBack(1, 'blue', 10, 40, 15),
    ]);
    expectPrices(state, [130, 100, 10, 100]);
    expectSeat(state, 0, { cash: 80, shares: [0, 0, 4, 0], status: 'active' });
    expectSeat(state, 1, { cash: 20, shares: [0, 3, 10, 0], status: 'active', outSeq: null });
    expectTurn(state, { toMove: 0, stage: 'trade2' });
  });

  it.each(['up', 'down'] as const)('V5 halving a price of 10: buyback at 5 (rounding %s)', (rounding) => {
    const m = new Match({
      players: 3,
      options: { rounding },
      position: {
        roundsTotal: 2,
        order: [0, 1, 2],
        prices: { green: 10 },
        seats: [
          { shares: { green: 2 }, hand: ['D-green-down', 'S-red-p30'] },
          { cash: 25, shares: { yellow: 1, green: 7 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
          { shares: { red: 2, green: 3 }, hand: ['S-yellow-p40', 'S-blue-p40'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('D-green-down', ['red']));
    // Full event list: no compensation for seat 0 (10 − 10 = 0); seat 1's events before seat 2's.
    expect(events).toEqual([
      ev.played(0, 'D-green-down', ['red']),
      ev.price('red', 100, 200, 200),
      ev.price('green', 10, 5, 10),
      ev.confiscated(1, 'green', 7, 5),
      ev.confiscated(2, 'green', 3, 5),
      ev.boughtBack(1, 'green', 5, 5, 2),
      ev.boughtBack(2, 'green', 0, 5, 3),
    ]);
    expectPrices(state, [100, 200, 100, 10]);
    expectSeat(state, 0, { cash: 0, shares: [0, 0, 0, 2] });
    expectSeat(state, 1, { cash: 0, shares: [1, 0, 0, 5], status: 'active' });
    expectSeat(state, 2, { cash: 0, shares: [0, 2, 0, 0], status: 'active', outSeq: null });
    expectTurn(state, { toMove: 0, stage: 'trade2' });
  });

  describe('V6 rounding of halves, last round, final scoring', () => {
    const runs = [
      { rounding: 'up', yellow: 90, comp0: 80, red: 80, comp1: 70, prices: [90, 80, 200, 200], scores: [650, 640] },
      { rounding: 'down', yellow: 80, comp0: 90, red: 70, comp1: 80, prices: [80, 70, 200, 200], scores: [640, 630] },
    ] as const;
    it.each(runs)('V6 rounding $rounding', ({ rounding, yellow, comp0, red, comp1, prices, scores }) => {
      const m = new Match({
        players: 2,
        options: { rounding },
        position: {
          lastRound: true,
          order: [0, 1],
          prices: { yellow: 170, red: 150 },
          seats: [{ hand: ['D-yellow-down'] }, { hand: ['D-green-up'] }],
        },
      });
      expectTurn(m.state, { round: 1, roundsTotal: 1, toMove: 0, stage: 'card' });
      expect(ofType(m.setupEvents(), 'turnStarted')).toEqual([ev.turn(0, 1, true)]);

      const first = m.accept(0, card('D-yellow-down', ['blue']));
      expect(first.events).toEqual([
        ev.played(0, 'D-yellow-down', ['blue']),
        ev.price('yellow', 170, yellow, yellow),
        ev.comp(0, 'yellow', 'decrease', comp0, 1),
        ev.price('blue', 100, 200, 200),
        ev.turn(1, 1, true),
      ]);
      expectSeat(first.state, 0, { cash: comp0 });
      expectTurn(first.state, { toMove: 1, stage: 'card', round: 1 });

      const second = m.accept(1, card('D-green-up', ['red']));
      expect(second.events).toEqual([
        ev.played(1, 'D-green-up', ['red']),
        ev.price('red', 150, red, red),
        ev.comp(1, 'red', 'decrease', comp1, 1),
        ev.price('green', 100, 200, 200),
        ev.ended([[0], [1]], scores),
      ]);
      expectSeat(second.state, 1, { cash: comp1 });
      expectPrices(second.state, prices);
      expectOutcome(second.state, scores, [[0], [1]]);
    });
  });

  it('V7 a hundred zeroes three colours; buyback order (lower price first, then the cheaper old price)', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { red: 20, blue: 10, green: 10 },
        seats: [
          { shares: { yellow: 1, red: 1 }, hand: ['H-yellow-1', 'S-red-p30'] },
          { cash: 100, shares: { red: 5, blue: 5, green: 5 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('H-yellow-1', ['red', 'blue', 'green']));
    expect(events).toEqual([
      ev.played(0, 'H-yellow-1', ['red', 'blue', 'green']),
      ev.price('yellow', 100, 200, 200),
      ev.price('red', 20, -10, 10),
      ev.comp(0, 'red', 'decrease', 10, 1),
      ev.confiscated(1, 'red', 5, 20),
      ev.price('blue', 10, -10, 10),
      ev.confiscated(1, 'blue', 5, 20),
      ev.price('green', 10, 0, 10),
      ev.confiscated(1, 'green', 5, 10),
      // Buybacks: green (buyback 10) first, then blue (20, old 10), then red (20, old 20).
      ev.boughtBack(1, 'green', 5, 10, 0),
      ev.boughtBack(1, 'blue', 2, 20, 3),
      ev.boughtBack(1, 'red', 0, 20, 5),
    ]);
    expectPrices(state, [200, 10, 10, 10]);
    expectSeat(state, 0, { cash: 10, shares: [1, 1, 0, 0] });
    expectSeat(state, 1, { cash: 10, shares: [0, 0, 2, 5], status: 'active' });
  });

  const v8Seats = [
    { hand: ['S-red-p30', 'S-green-m30'] },
    { shares: { green: 8 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
    { hand: ['S-yellow-p40', 'S-blue-p40'] },
  ] as const satisfies Position['seats'];

  it('V8 (a) bankruptcy after zeroing, 3 players: the bankrupt seat is skipped and cannot move', () => {
    const m = new Match({
      players: 3,
      position: { roundsTotal: 2, order: [0, 1, 2], prices: { green: 10 }, seats: v8Seats },
    });
    const undealtBefore = m.state.undealt;
    expect(undealtBefore).toHaveLength(CARDS.length - 6);
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('S-green-m30', ['red']));
    expect(events).toEqual([
      ev.played(0, 'S-green-m30', ['red']),
      ev.price('red', 100, 160, 160),
      ev.price('green', 10, -20, 10),
      ev.confiscated(1, 'green', 8, 30),
      ev.confiscated(2, 'green', 1, 30),
      ev.boughtBack(1, 'green', 0, 30, 8),
      ev.boughtBack(2, 'green', 0, 30, 1),
      ev.eliminated(1, 'bankrupt'),
    ]);
    expect(ofType(events, 'compensationPaid')).toEqual([]);
    expectPrices(state, [100, 160, 100, 10]);
    expectSeat(state, 0, { cash: 0, shares: [1, 1, 1, 1], status: 'active' });
    expectSeat(state, 1, { cash: 0, shares: [0, 0, 0, 0], status: 'bankrupt', outSeq: 1, hand: [] });
    expectSeat(state, 2, { cash: 0, shares: [1, 1, 1, 0], status: 'active', outSeq: null });
    // The bankrupt seat's 2 cards go (unseen) to undealt, which stays sorted.
    expect(undealtBefore).not.toContain('S-yellow-p30');
    expect(state.undealt).toEqual(sortedCards(undealtBefore, 'S-yellow-p30', 'S-blue-p30'));
    expectTurn(state, { phase: 'playing', toMove: 0, stage: 'trade2', round: 1 });

    const next = m.accept(0, pass);
    expectTurn(next.state, { toMove: 2, round: 1, stage: 'trade1' });
    expect(ofType(next.events, 'turnStarted')).toEqual([ev.turn(2, 1, false)]);
    m.reject(1, pass, 'SEAT_OUT');
  });

  it('V8 (b) bankruptcy after zeroing, 2 players: the game ends at once', () => {
    const m = new Match({
      players: 2,
      position: { roundsTotal: 2, order: [0, 1], prices: { green: 10 }, seats: v8Seats.slice(0, 2) },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('S-green-m30', ['red']));
    expect(events).toEqual([
      ev.played(0, 'S-green-m30', ['red']),
      ev.price('red', 100, 160, 160),
      ev.price('green', 10, -20, 10),
      ev.confiscated(1, 'green', 8, 30),
      ev.boughtBack(1, 'green', 0, 30, 8),
      ev.eliminated(1, 'bankrupt'),
      ev.ended([[0], [1]], [370, 0]),
    ]);
    expectSeat(state, 1, { cash: 0, status: 'bankrupt', outSeq: 1, hand: [] });
    expectOutcome(state, [370, 0], [[0], [1]]);
    m.reject(0, pass, 'GAME_OVER');
  });

  it('V9 compensation for a free ÷2, counting shares bought in trade1; unlocked shares can be sold', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { red: 150 },
        seats: [
          { cash: 300, shares: { red: 1 }, hand: ['D-blue-up', 'S-red-p30'] },
          { hand: ['S-yellow-p30', 'S-green-p30'] },
        ],
      },
    });
    const t1 = m.accept(0, trade({ red: 2 }));
    expect(t1.events).toEqual([ev.traded(0, 'trade1', [['red', 2, 150]], 0)]);
    expectSeat(t1.state, 0, { cash: 0, shares: [0, 3, 0, 0] });
    expectTurn(t1.state, { stage: 'card', locked: [0, 2, 0, 0] });

    const { state, events } = m.accept(0, card('D-blue-up', ['red']));
    expect(events).toEqual([
      ev.played(0, 'D-blue-up', ['red']),
      ev.price('red', 150, 80, 80),
      ev.comp(0, 'red', 'decrease', 70, 3),
      ev.price('blue', 100, 200, 200),
    ]);
    expectPrices(state, [100, 80, 200, 100]);
    expectSeat(state, 0, { cash: 210, shares: [0, 3, 0, 0] });
    expectTurn(state, { stage: 'trade2', locked: [0, 2, 0, 0] });

    const t2 = m.accept(0, trade({ red: -1 }));
    expect(ofType(t2.events, 'traded')).toEqual([ev.traded(0, 'trade2', [['red', -1, 80]], 290)]);
    expectSeat(t2.state, 0, { cash: 290, shares: [0, 2, 0, 0] });
    expectTurn(t2.state, { toMove: 1, stage: 'trade1', locked: [0, 0, 0, 0] });
  });

  it('V10 last round: no trading, card effects apply, exact tie is a shared win', () => {
    const m = new Match({
      players: 2,
      position: { lastRound: true, order: [0, 1], seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }] },
    });
    m.reject(0, pass, 'NO_TRADING_LAST_ROUND');
    const first = m.accept(0, card('S-yellow-p30', ['red']));
    expect(first.events).toEqual([
      ev.played(0, 'S-yellow-p30', ['red']),
      ev.price('yellow', 100, 130, 130),
      ev.price('red', 100, 40, 40),
      ev.comp(0, 'red', 'decrease', 60, 1),
      ev.turn(1, 1, true),
    ]);
    expectPrices(first.state, [130, 40, 100, 100]);
    expectSeat(first.state, 0, { cash: 60 });
    expectTurn(first.state, { toMove: 1, stage: 'card', round: 1 });

    m.reject(1, trade({ yellow: -1 }), 'NO_TRADING_LAST_ROUND');
    const second = m.accept(1, card('S-red-p30', ['yellow']));
    expect(ofType(second.events, 'compensationPaid')).toEqual([ev.comp(1, 'yellow', 'decrease', 60, 1)]);
    expectSeat(second.state, 1, { cash: 60 });
    expectPrices(second.state, [70, 70, 100, 100]);
    expect(ofType(second.events, 'gameEnded')).toEqual([ev.ended([[0, 1]], [400, 400])]);
    expectOutcome(second.state, [400, 400], [[0, 1]]);
  });

  it('V11 seed walkthrough (test2 moves first) and the locked-shares rule', () => {
    const m = new Match({
      players: 2,
      options: { variant: 'short' },
      position: {
        roundsTotal: 2,
        order: [1, 0],
        seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['D-yellow-down', 'S-blue-p30'] }],
      },
    });
    expectTurn(m.state, { toMove: 1, stage: 'trade1' });
    const t1 = m.accept(1, trade({ yellow: -1, green: 1 }));
    expect(t1.events).toEqual([
      ev.traded(
        1,
        'trade1',
        [
          ['yellow', -1, 100],
          ['green', 1, 100],
        ],
        0,
      ),
    ]);
    expectSeat(t1.state, 1, { cash: 0, shares: [0, 1, 1, 2] });
    expectTurn(t1.state, { locked: [0, 0, 0, 1] });

    const c = m.accept(1, card('D-yellow-down', ['green']));
    expectPrices(c.state, [50, 100, 100, 200]);
    expect(ofType(c.events, 'compensationPaid')).toEqual([]);
    expectSeat(c.state, 0, { cash: 0 });
    expectSeat(c.state, 1, { cash: 0 });

    m.reject(1, trade({ green: -2 }), 'SHARES_LOCKED');
    const t2 = m.accept(1, trade({ green: -1, yellow: 4 }));
    expect(ofType(t2.events, 'traded')).toEqual([
      ev.traded(
        1,
        'trade2',
        [
          ['green', -1, 200],
          ['yellow', 4, 50],
        ],
        0,
      ),
    ]);
    expectSeat(t2.state, 1, { cash: 0, shares: [4, 1, 1, 1] });
    expect(quad(seatOf(t2.state, 1).shares).reduce((a, b) => a + b)).toBe(7);
    expect(capitalOf(t2.state, 1)).toBe(600);
    expect(capitalOf(t2.state, 0)).toBe(450);
    expectTurn(t2.state, { toMove: 0, stage: 'trade1' });
  });

  it('V12 an overflow payout in the same card funds a buyback', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        prices: { yellow: 200, red: 10 },
        seats: [
          { shares: { yellow: 1, blue: 2 }, hand: ['H-yellow-1', 'S-red-p30'] },
          { shares: { yellow: 2, red: 4 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
        ],
      },
    });
    m.accept(0, pass);
    const { state, events } = m.accept(0, card('H-yellow-1', ['red', 'blue', 'green']));
    expect(events).toEqual([
      ev.played(0, 'H-yellow-1', ['red', 'blue', 'green']),
      ev.price('yellow', 200, 300, 250),
      ev.comp(0, 'yellow', 'overflow', 50, 1),
      ev.comp(1, 'yellow', 'overflow', 50, 2),
      ev.price('red', 10, -20, 10),
      ev.confiscated(1, 'red', 4, 30),
      ev.price('blue', 100, 80, 80),
      ev.comp(0, 'blue', 'decrease', 20, 2),
      ev.price('green', 100, 90, 90),
      ev.boughtBack(1, 'red', 3, 30, 1),
    ]);
    expectPrices(state, [250, 10, 80, 90]);
    expectSeat(state, 0, { cash: 90, shares: [1, 0, 2, 0] });
    expectSeat(state, 1, { cash: 10, shares: [2, 3, 0, 0], status: 'active' });
  });

  const v13Seeds = ['skeleton', ...Array.from({ length: 20 }, (_, i) => `skeleton-${i + 1}`)];

  it.each(v13Seeds)('V13 skeleton of a full 2-player short game (seed %s)', (seed) => {
    const m = new Match({
      players: 2,
      seed,
      options: { variant: 'short' },
      position: { seats: [{ cash: 10000 }, { cash: 10000 }] },
    });
    const start = m.replayed();
    const s0 = start.state;
    const big = new Set<string>(CARDS.filter((c) => c.group === 'big').map((c) => c.id));
    for (const seat of [0, 1]) {
      const hand = seatOf(s0, seat).hand;
      expect(hand).toHaveLength(8);
      expect(hand.filter((c) => big.has(c))).toHaveLength(3);
    }
    expect(s0.undealt).toHaveLength(36);
    expectTurn(s0, { round: 1, roundsTotal: 8, toMove: s0.order[0] ?? -1, stage: 'trade1' });
    const initialHands = [0, 1].map((seat) => seatOf(s0, seat).hand);

    // Turn starts: [seat, round, lastRound, stage at the start of the turn].
    const turns: [number, number, boolean, Stage | null][] = [];
    const noteTurns = (events: readonly Event[], state: State): void => {
      for (const t of ofType(events, 'turnStarted')) turns.push([t.seat, t.round, t.lastRound, state.stage]);
    };
    noteTurns(start.events, s0);

    let state = s0;
    const kinds = { trade: 0, playCard: 0 };
    while (state.phase === 'playing') {
      if (m.length >= 100) throw new Error('V13: the game does not end');
      const seat = state.toMove ?? -1;
      const move = state.stage === 'card' ? akcioner.legalMoves(state, seat)[0] : pass;
      if (move === undefined) throw new Error('V13: no card move');
      const applied = m.accept(seat, move);
      kinds[move.type === 'playCard' ? 'playCard' : 'trade'] += 1;
      state = applied.state;
      noteTurns(applied.events, state);
      for (const s of state.seats) expect(s.cash % 5).toBe(0);
    }

    expect(m.length).toBe(44);
    expect(kinds).toEqual({ trade: 28, playCard: 16 });
    const [first, second] = s0.order as [number, number];
    expect(turns).toEqual(
      Array.from({ length: 16 }, (_, i) => {
        const last = i >= 14;
        return [i % 2 === 0 ? first : second, Math.floor(i / 2) + 1, last, last ? 'card' : 'trade1'];
      }),
    );
    for (const seat of [0, 1]) {
      const s = seatOf(state, seat);
      expect(s.played).toHaveLength(8);
      expect([...s.played].sort()).toEqual([...(initialHands[seat] ?? [])].sort());
      expect(s.hand).toEqual([]);
      expect(s.status).toBe('active');
    }
    expect(state.phase).toBe('finished');
    expect(akcioner.toAct(state)).toEqual([]);
    expect(state.undealt).toHaveLength(36);
    // Determinism: replaying the same record again gives an identical state.
    const again = m.replayed().state;
    expect(stateHash(again)).toBe(stateHash(state));
    expect(again).toEqual(state);
  });

  it('V14 illegal card assignments', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        stage: 'card',
        seats: [{ hand: ['H-red-1', 'S-blue-p30'] }, { hand: ['S-yellow-p30', 'S-green-p30'] }],
      },
    });
    runSteps(m, [
      { seat: 0, move: card('S-blue-p30', ['blue']), code: 'ASSIGN_OWN_COLOR' },
      { seat: 0, move: card('H-red-1', ['yellow', 'red', 'green']), code: 'ASSIGN_OWN_COLOR' },
      { seat: 0, move: card('H-red-1', ['yellow', 'yellow', 'green']), code: 'ASSIGN_DUPLICATE_COLOR' },
      { seat: 0, move: card('H-red-1', ['yellow', 'blue']), code: 'WRONG_ASSIGN_COUNT' },
      { seat: 0, move: card('S-blue-p30', ['purple']), code: 'UNKNOWN_COLOR' },
      { seat: 0, move: card('S-green-p30', ['red']), code: 'CARD_NOT_IN_HAND' },
    ]);
    expect(m.length).toBe(0);
    const { state, events } = m.accept(0, card('H-red-1', ['blue', 'yellow', 'green']));
    expectPrices(state, [80, 200, 70, 90]);
    expect(ofType(events, 'compensationPaid')).toEqual([
      ev.comp(0, 'yellow', 'decrease', 20, 1),
      ev.comp(0, 'blue', 'decrease', 30, 1),
      ev.comp(0, 'green', 'decrease', 10, 1),
    ]);
    expectSeat(state, 0, { cash: 60, hand: ['S-blue-p30'], played: ['H-red-1'] });
  });

  it('V15 buying with insufficient cash; selling more than held', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
      },
    });
    runSteps(m, [
      { seat: 0, move: trade({ red: 1 }), code: 'INSUFFICIENT_CASH' },
      { seat: 0, move: trade({ yellow: -1, red: 2 }), code: 'INSUFFICIENT_CASH' },
      { seat: 0, move: trade({ red: -2 }), code: 'INSUFFICIENT_SHARES' },
      { seat: 0, move: trade({ red: 1.5 }), code: 'BAD_QUANTITY' },
    ]);
    const { state, events } = m.accept(0, trade({ yellow: -1, red: 1 }));
    expect(events).toEqual([
      ev.traded(
        0,
        'trade1',
        [
          ['yellow', -1, 100],
          ['red', 1, 100],
        ],
        0,
      ),
    ]);
    expectSeat(state, 0, { cash: 0, shares: [0, 2, 1, 1] });
    expectTurn(state, { toMove: 0, stage: 'card', locked: [0, 1, 0, 0] });
  });

  it('V16 moves out of turn and in the wrong stage', () => {
    const m = new Match({
      players: 2,
      options: { turnSeconds: 0 },
      position: {
        roundsTotal: 2,
        order: [0, 1],
        seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
      },
    });
    runSteps(m, [
      { seat: 1, move: pass, code: 'NOT_YOUR_TURN' },
      { seat: 1, move: card('S-blue-p30', ['red']), code: 'NOT_YOUR_TURN' },
      { seat: 0, move: card('S-red-p30', ['yellow']), code: 'WRONG_STAGE' },
      { seat: 0, move: pass },
    ]);
    expectTurn(m.state, { toMove: 0, stage: 'card' });
    expect(m.length).toBe(1);
    runSteps(m, [
      { seat: 0, move: pass, code: 'WRONG_STAGE' },
      { seat: 0, move: { type: 'timeout' }, code: 'TIMEOUT_DISABLED' },
      { seat: 0, move: { type: 'fly' }, code: 'BAD_MOVE' },
    ]);
    expect(m.length).toBe(1);
  });

  it('V17 timeout plays the default card', () => {
    const m = new Match({
      players: 2,
      position: {
        roundsTotal: 2,
        order: [0, 1],
        seats: [
          { shares: { red: 3, green: 2 }, hand: ['S-yellow-m60', 'S-red-p30'] },
          { shares: { yellow: 2, blue: 3 }, hand: ['S-yellow-p30', 'S-green-p30'] },
        ],
      },
    });
    expect(m.state.options.turnSeconds).toBe(120);

    // The candidate scores the spec lists (own capital − opponent's), each played out by hand on the same state.
    const candidates: [CardId, Color, number][] = [
      ['S-yellow-m60', 'red', 210],
      ['S-yellow-m60', 'blue', 30],
      ['S-yellow-m60', 'green', 180],
      ['S-red-p30', 'yellow', 210],
      ['S-red-p30', 'blue', 270],
      ['S-red-p30', 'green', 90],
    ];
    const atCard = akcioner.play(m.state, 0, { type: 'trade', orders: {} });
    if (!atCard.ok) throw new Error('pass refused');
    for (const [id, color, score] of candidates) {
      const r = akcioner.play(atCard.value.state, 0, { type: 'playCard', card: id, assign: [color] });
      if (!r.ok) throw new Error(`${id} ${color} refused`);
      expect(capitalOf(r.value.state, 0) - capitalOf(r.value.state, 1), `${id} → ${color}`).toBe(score);
    }

    const { state, events } = m.accept(0, { type: 'timeout' });
    expect(events).toEqual([
      { type: 'timedOut', seat: 0, stage: 'trade1' },
      ev.traded(0, 'trade1', [], 0),
      ev.played(0, 'S-red-p30', ['blue']),
      ev.price('red', 100, 130, 130),
      ev.price('blue', 100, 40, 40),
      ev.traded(0, 'trade2', [], 0),
      ev.turn(1, 1, false),
    ]);
    expect(capitalOf(state, 0)).toBe(590);
    expect(capitalOf(state, 1)).toBe(320);
    expectSeat(state, 0, { hand: ['S-yellow-m60'], played: ['S-red-p30'], cash: 0, shares: [0, 3, 0, 2] });
    expectTurn(state, { toMove: 1, stage: 'trade1', round: 1 });
  });

  it('V18 resignation', () => {
    const m = new Match({
      players: 3,
      position: {
        roundsTotal: 2,
        order: [0, 1, 2],
        seats: [
          { hand: ['S-yellow-p30', 'S-red-p30'] },
          { hand: ['S-blue-p30', 'S-green-p30'] },
          { hand: ['S-yellow-p40', 'S-red-p40'] },
        ],
      },
    });
    const undealtBefore = m.state.undealt;
    const r2 = m.accept(2, { type: 'resign' });
    expect(r2.events).toEqual([ev.eliminated(2, 'resigned')]);
    expectSeat(r2.state, 2, { status: 'resigned', shares: [0, 0, 0, 0], outSeq: 1, cash: 0, hand: [] });
    expect(r2.state.undealt).toEqual(sortedCards(undealtBefore, 'S-yellow-p40', 'S-red-p40'));
    expectTurn(r2.state, { phase: 'playing', toMove: 0, stage: 'trade1' });

    m.accept(0, pass);
    m.accept(0, card('S-yellow-p30', ['red']));
    const t = m.accept(0, pass).state;
    expectPrices(t, [130, 40, 100, 100]);
    expectSeat(t, 0, { cash: 60 });
    expectTurn(t, { toMove: 1, stage: 'trade1' });

    const r1 = m.accept(1, { type: 'resign' });
    expect(r1.events).toEqual([ev.eliminated(1, 'resigned'), ev.ended([[0], [1], [2]], [430, 0, 0])]);
    expectSeat(r1.state, 1, { status: 'resigned', outSeq: 2, shares: [0, 0, 0, 0] });
    expectOutcome(r1.state, [430, 0, 0], [[0], [1], [2]]);
  });
});
