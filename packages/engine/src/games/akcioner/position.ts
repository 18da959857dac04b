import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import {
  CARDS,
  COLORS,
  PRICE,
  compareCards,
  isCardId,
  isColor,
  sharesOf,
  type CardId,
  type Color,
  type Shares,
} from './config.ts';
import type { State, SeatState, SeatStatus, Stage } from './types.ts';
import { isLastRound } from './derived.ts';

type Rec = Record<string, unknown>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const POSITION_KEYS = ['prices', 'order', 'seats', 'round', 'roundsTotal', 'lastRound', 'toMove', 'stage', 'locked'];
const SEAT_KEYS = ['cash', 'shares', 'hand', 'played', 'status'];
const STAGES: readonly string[] = ['trade1', 'card', 'trade2'];
const STATUSES: readonly string[] = ['active', 'bankrupt', 'resigned'];

const bad = (field: string, reason: string) => fail('BAD_POSITION', { field, reason });

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isNat(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

/** A partial per-colour record of naturals, checked key by key. */
function parsePartialShares(
  raw: unknown,
  field: string,
  check: (n: number) => boolean,
  why: string,
): Result<Partial<Record<Color, number>>> {
  if (!isRec(raw)) return bad(field, 'not an object');
  const out: Partial<Record<Color, number>> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!isColor(k)) return bad(`${field}.${k}`, 'not a colour');
    if (!isNat(v) || !check(v)) return bad(`${field}.${k}`, why);
    out[k] = v;
  }
  return ok(out);
}

function parseCards(raw: unknown, field: string): Result<CardId[]> {
  if (!Array.isArray(raw)) return bad(field, 'not an array');
  const out: CardId[] = [];
  for (let i = 0; i < raw.length; i++) {
    const id: unknown = raw[i];
    if (typeof id !== 'string' || !isCardId(id)) return bad(`${field}[${i}]`, 'not a card id');
    out.push(id);
  }
  return ok(out);
}

/**
 * spec 12: applies a position override to a freshly set-up state. Any breach gives BAD_POSITION with
 * `detail.field`. Beyond the spec: an eliminated seat's shares and hand default to none (they must be none).
 */
export function applyPosition(base: State, raw: unknown): Result<State> {
  if (raw === undefined || raw === null) return ok(base);
  if (!isRec(raw)) return bad('(position)', 'not an object');
  for (const key of Object.keys(raw)) if (!POSITION_KEYS.includes(key)) return bad(key, 'unknown field');
  const players = base.seats.length;
  const state: Mutable<State> = { ...base };

  if (raw['prices'] !== undefined) {
    const p = parsePartialShares(
      raw['prices'],
      'prices',
      (n) => n % PRICE.step === 0 && n >= PRICE.min && n <= PRICE.max,
      'not a multiple of 10 in [10, 250]',
    );
    if (!p.ok) return p;
    state.prices = { ...base.prices, ...p.value };
  }

  if (raw['order'] !== undefined) {
    const order = raw['order'];
    if (!Array.isArray(order) || order.length !== players) return bad('order', 'not a permutation of all seats');
    const seen = new Set<number>();
    for (const s of order) {
      if (!isNat(s) || s >= players || seen.has(s)) return bad('order', 'not a permutation of all seats');
      seen.add(s);
    }
    state.order = order as Seat[];
  }

  const seats: Mutable<SeatState>[] = base.seats.map((s) => ({ ...s }));
  let handsGiven = false;
  const rawSeats = raw['seats'];
  if (rawSeats !== undefined) {
    if (!Array.isArray(rawSeats) || rawSeats.length > players)
      return bad('seats', 'not an array of at most one entry per seat');
    for (let i = 0; i < rawSeats.length; i++) {
      const sp: unknown = rawSeats[i];
      if (sp === null || sp === undefined) continue;
      const field = `seats[${i}]`;
      if (!isRec(sp)) return bad(field, 'not an object');
      for (const key of Object.keys(sp)) if (!SEAT_KEYS.includes(key)) return bad(`${field}.${key}`, 'unknown field');
      const seat = seats[i] as Mutable<SeatState>;
      if (sp['status'] !== undefined) {
        if (typeof sp['status'] !== 'string' || !STATUSES.includes(sp['status']))
          return bad(`${field}.status`, 'not a status');
        seat.status = sp['status'] as SeatStatus;
        if (seat.status !== 'active') {
          seat.outSeq = 1;
          seat.shares = sharesOf(0);
          seat.hand = [];
        }
      }
      if (sp['cash'] !== undefined) {
        const cash = sp['cash'];
        if (!isNat(cash) || cash % 5 !== 0) return bad(`${field}.cash`, 'not an integer >= 0 and a multiple of 5');
        seat.cash = cash;
      }
      if (sp['shares'] !== undefined) {
        const sh = parsePartialShares(sp['shares'], `${field}.shares`, () => true, 'not an integer >= 0');
        if (!sh.ok) return sh;
        seat.shares = { ...sharesOf(0), ...sh.value };
      }
      if (sp['hand'] !== undefined) {
        const hand = parseCards(sp['hand'], `${field}.hand`);
        if (!hand.ok) return hand;
        seat.hand = hand.value.sort(compareCards);
        handsGiven = true;
      }
      if (sp['played'] !== undefined) {
        const played = parseCards(sp['played'], `${field}.played`);
        if (!played.ok) return played;
        seat.played = played.value;
      }
    }
  }

  // Cards: with any hand given, every active seat's hand must be; no card twice; undealt is the rest.
  if (handsGiven) {
    for (let i = 0; i < players; i++) {
      const sp: unknown = Array.isArray(rawSeats) ? rawSeats[i] : undefined;
      if ((seats[i] as SeatState).status === 'active' && !(isRec(sp) && sp['hand'] !== undefined)) {
        return bad(`seats[${i}].hand`, 'every active seat needs a hand when any hand is given');
      }
    }
  }
  const used = new Set<string>();
  for (let i = 0; i < players; i++) {
    const seat = seats[i] as SeatState;
    for (const [list, name] of [
      [seat.hand, 'hand'],
      [seat.played, 'played'],
    ] as const) {
      for (const card of list) {
        if (used.has(card)) return bad(`seats[${i}].${name}`, `card ${card} appears twice`);
        used.add(card);
      }
    }
  }
  state.undealt = CARDS.map((c) => c.id).filter((id) => !used.has(id));

  for (let i = 0; i < players; i++) {
    const seat = seats[i] as SeatState;
    if (seat.status !== 'active' && (seat.hand.length > 0 || COLORS.some((c) => seat.shares[c] > 0))) {
      return bad(`seats[${i}]`, 'an eliminated seat holds no shares and no hand');
    }
  }
  state.seats = seats;
  const active = seats.filter((s) => s.status === 'active').length;
  if (active < 2) return bad('seats', 'at least two seats must be active');

  // Rounds.
  // spec 12: a key left out takes its default; one given null is not a number
  const round = Object.hasOwn(raw, 'round') ? raw['round'] : 1;
  if (!isNat(round) || round < 1) return bad('round', 'not an integer >= 1');
  const rawTotal = Object.hasOwn(raw, 'roundsTotal') ? raw['roundsTotal'] : base.roundsTotal;
  if (!isNat(rawTotal) || rawTotal < 1) return bad('roundsTotal', 'not an integer >= 1');
  let roundsTotal: number = rawTotal;
  const lastRound = raw['lastRound'];
  if (lastRound !== undefined && typeof lastRound !== 'boolean') return bad('lastRound', 'not a boolean');
  if (lastRound === true) {
    if (raw['roundsTotal'] !== undefined && raw['roundsTotal'] !== round)
      return bad('lastRound', 'contradicts roundsTotal');
    roundsTotal = round;
  }
  if (round > roundsTotal) return bad('round', 'after roundsTotal');
  if (lastRound === false && round >= roundsTotal) return bad('lastRound', 'false but round is the last');
  state.round = round;
  state.roundsTotal = roundsTotal;
  const isLast = isLastRound({ round, roundsTotal });

  // Turn.
  let toMove: Seat;
  if (raw['toMove'] !== undefined) {
    const t = raw['toMove'];
    if (!isNat(t) || t >= players) return bad('toMove', 'not a seat');
    toMove = t;
  } else {
    toMove = state.order.find((s) => (seats[s] as SeatState).status === 'active') as Seat;
  }
  if ((seats[toMove] as SeatState).status !== 'active') return bad('toMove', 'not an active seat');
  state.toMove = toMove;
  let stage: Stage = isLast ? 'card' : 'trade1';
  if (raw['stage'] !== undefined) {
    if (typeof raw['stage'] !== 'string' || !STAGES.includes(raw['stage'])) return bad('stage', 'not a stage');
    stage = raw['stage'] as Stage;
  }
  if (isLast && stage !== 'card') return bad('stage', "must be 'card' in the last round");
  state.stage = stage;
  if (raw['locked'] !== undefined) {
    if (stage !== 'trade2') return bad('locked', "only with stage 'trade2'");
    const mover = seats[toMove] as SeatState;
    const l = parsePartialShares(raw['locked'], 'locked', () => true, 'not an integer >= 0');
    if (!l.ok) return l;
    const locked: Shares = { ...sharesOf(0), ...l.value };
    for (const c of COLORS) if (locked[c] > mover.shares[c]) return bad(`locked.${c}`, "more than toMove's shares");
    state.locked = locked;
  }

  // Hand sizes follow from the round and the turn (spec 12).
  const R = roundsTotal - round + 1;
  const moverAt = state.order.indexOf(toMove);
  for (let k = 0; k < state.order.length; k++) {
    const s = state.order[k] as Seat;
    const seat = seats[s] as SeatState;
    if (seat.status !== 'active') continue;
    const want = k < moverAt ? R - 1 : k > moverAt ? R : stage === 'trade2' ? R - 1 : R;
    if (seat.hand.length !== want) return bad(`seats[${s}].hand`, `holds ${seat.hand.length} cards, must hold ${want}`);
  }
  return ok(state);
}
