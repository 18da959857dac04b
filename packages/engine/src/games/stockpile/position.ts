import type { Seat, Transition } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { ALL_CARDS, cardInfo, type CardId } from './cards.ts';
import { COMPANIES, isCompanyId, type CompanyId } from './companies.ts';
import {
  FORECAST_ORDER,
  PRIVATE_PAIRS,
  PUBLIC_PAIRS,
  START_CASH,
  investorsKept,
  isForecastId,
  isInvestorId,
  per,
  type ForecastId,
  type InvestorId,
} from './config.ts';
import { actionSeat, emptyPortfolio, supplyQueue, zeroCounts } from './derived.ts';
import { Draft } from './draft.ts';
import { enterDemand, enterSelling } from './flow.ts';
import { investorCash } from './investors.ts';
import { settle } from './money.ts';
import { dealBatch, dealPairs, seedPiles, setPairs } from './round-start.ts';
import { trackOf } from './ticker.ts';
import type { Event, PileCard, SeatState, State } from './types.ts';

type Rec = Record<string, unknown>;
type Plain = { company: CompanyId; forecast: ForecastId };

const KEYS = ['round', 'phase', 'step', 'firstPlayer', 'prices', 'seats', 'piles', 'pairs', 'deckTop'];
const SEAT_KEYS = ['cash', 'feeDebt', 'investors', 'portfolio', 'known', 'hand', 'actions'];
const PHASES = ['supply', 'demand', 'action', 'selling'] as const;
type PositionPhase = (typeof PHASES)[number];

/** A refusal naming the field (spec 12). */
class Bad {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function nat(v: unknown, field: string, max = Number.MAX_SAFE_INTEGER, min = 0): number {
  if (!isNat(v) || v < min || v > max) throw new Bad(field, `not an integer in ${min}..${max}`);
  return v;
}

function keys(v: unknown, allowed: readonly string[], field: string): Rec {
  if (!isRec(v)) throw new Bad(field, 'not an object');
  for (const k of Object.keys(v))
    if (!allowed.includes(k)) throw new Bad(`${field}.${k}`.replace(/^\./, ''), 'unknown field');
  return v;
}

function array(v: unknown, field: string): unknown[] {
  if (!Array.isArray(v)) throw new Bad(field, 'not an array');
  return v;
}

function cards(v: unknown, field: string): CardId[] {
  return array(v, field).map((c, i) => {
    if (typeof c !== 'string' || cardInfo(c) === undefined) throw new Bad(`${field}[${i}]`, 'not a market card');
    return c;
  });
}

function pair(v: unknown, field: string): Plain {
  const p = keys(v, ['company', 'forecast'], field);
  if (!isCompanyId(p['company'])) throw new Bad(`${field}.company`, 'not a company');
  if (!isForecastId(p['forecast'])) throw new Bad(`${field}.forecast`, 'not a forecast');
  return { company: p['company'], forecast: p['forecast'] };
}

/** spec 12 pairs: every company once, every forecast once, in the counts of the player count. */
function parsePairs(v: unknown, players: number): { private: Plain[][]; public: Plain[]; hidden: Plain[] } {
  const p = keys(v, ['private', 'public', 'hidden'], 'pairs');
  const priv = array(p['private'], 'pairs.private');
  if (priv.length !== players) throw new Bad('pairs.private', `needs ${players} entries`);
  const privatePairs = priv.map((ps, s) => {
    const list = array(ps, `pairs.private[${s}]`).map((x, i) => pair(x, `pairs.private[${s}][${i}]`));
    if (list.length !== per(PRIVATE_PAIRS, players)) throw new Bad(`pairs.private[${s}]`, 'wrong number of pairs');
    return list;
  });
  const publicPairs = array(p['public'], 'pairs.public').map((x, i) => pair(x, `pairs.public[${i}]`));
  if (publicPairs.length !== per(PUBLIC_PAIRS, players)) throw new Bad('pairs.public', 'wrong number of pairs');
  const hidden = array(p['hidden'], 'pairs.hidden').map((x, i) => pair(x, `pairs.hidden[${i}]`));
  const all = [...privatePairs.flat(), ...publicPairs, ...hidden];
  if (all.length !== COMPANIES.length) throw new Bad('pairs.hidden', 'wrong number of pairs');
  if (new Set(all.map((x) => x.company)).size !== COMPANIES.length) throw new Bad('pairs', 'a company twice');
  if (new Set(all.map((x) => x.forecast)).size !== FORECAST_ORDER.length) throw new Bad('pairs', 'a forecast twice');
  return { private: privatePairs, public: publicPairs, hidden };
}

/** Pairs in the order 8.1 step 3 hands them out (pair k to order[k % players], then public, then hidden). */
function dealOrder(p: ReturnType<typeof parsePairs>, players: number, firstPlayer: Seat): Plain[] {
  const out: Plain[] = [];
  const n = per(PRIVATE_PAIRS, players);
  for (let round = 0; round < n; round++)
    for (let k = 0; k < players; k++) out.push((p.private[(firstPlayer + k) % players] as Plain[])[round] as Plain);
  return [...out, ...p.public, ...p.hidden];
}

/**
 * spec 12: applies a position override to the state of setup steps 1-5: validates it (BAD_POSITION with
 * `detail.field`), rebuilds and shuffles the deck, deals what is missing, and settles fee debt.
 */
export function applyPosition(base: State, raw: unknown): Result<Transition<State, Event>> {
  try {
    return ok(build(base, raw));
  } catch (e) {
    if (e instanceof Bad) return fail('BAD_POSITION', { field: e.field, reason: e.reason });
    throw e;
  }
}

function build(base: State, raw: unknown): Transition<State, Event> {
  const pos = keys(raw, KEYS, '');
  const players = base.players;
  const options = base.options;
  const round = pos['round'] === undefined ? 1 : nat(pos['round'], 'round', base.rounds, 1);
  const phaseRaw = pos['phase'] ?? 'supply';
  if (!(PHASES as readonly unknown[]).includes(phaseRaw))
    throw new Bad('phase', 'not supply, demand, action or selling');
  const phase = phaseRaw as PositionPhase;
  const firstPlayer = pos['firstPlayer'] === undefined ? 0 : nat(pos['firstPlayer'], 'firstPlayer', players - 1);
  const queueLength = supplyQueue({ players, firstPlayer }).length;
  const stepMax = phase === 'supply' ? queueLength - 1 : phase === 'selling' ? players - 1 : 0;
  const step = pos['step'] === undefined ? 0 : nat(pos['step'], 'step', stepMax);

  const prices = { ...base.prices };
  if (pos['prices'] !== undefined) {
    const p = keys(pos['prices'], COMPANIES, 'prices');
    for (const c of COMPANIES)
      if (p[c] !== undefined) prices[c] = nat(p[c], `prices.${c}`, trackOf({ options }, c).values.length, 1);
  }

  // Every referenced card id, once.
  const used = new Set<CardId>();
  const use = (id: CardId, field: string): void => {
    if (used.has(id)) throw new Bad(field, `card ${id} appears twice`);
    used.add(id);
  };

  const seats: SeatState[] = base.seats.map((s) => ({ ...s, investorOffer: [] }));
  const handGiven: boolean[] = new Array<boolean>(players).fill(false);
  const rawSeats = pos['seats'] === undefined ? [] : array(pos['seats'], 'seats');
  if (rawSeats.length > players) throw new Bad('seats', `at most ${players} entries`);
  const keptInvestors = new Set<InvestorId>();
  rawSeats.forEach((entry, i) => {
    if (entry === null) return;
    const f = `seats[${i}]`;
    const sp = keys(entry, SEAT_KEYS, f);
    const seat = { ...(seats[i] as SeatState) };
    if (sp['investors'] !== undefined) {
      if (!options.investors) throw new Bad(`${f}.investors`, 'the investors option is off');
      const ids = array(sp['investors'], `${f}.investors`);
      if (ids.length !== investorsKept(players)) throw new Bad(`${f}.investors`, 'wrong number of investors');
      for (const id of ids) {
        if (!isInvestorId(id) || keptInvestors.has(id)) throw new Bad(`${f}.investors`, 'not distinct investor ids');
        keptInvestors.add(id);
      }
      seat.investors = ids as InvestorId[];
      seat.cash = investorCash(players, seat.investors);
    } else seat.cash = per(START_CASH, players);
    if (sp['cash'] !== undefined) seat.cash = nat(sp['cash'], `${f}.cash`);
    if (sp['feeDebt'] !== undefined) {
      seat.feeDebt = array(sp['feeDebt'], `${f}.feeDebt`).map((v, k) => {
        if (v !== 1000 && v !== 2000 && v !== 3000) throw new Bad(`${f}.feeDebt[${k}]`, 'not 1000, 2000 or 3000');
        return v;
      });
    }
    if (sp['portfolio'] !== undefined) {
      const p = keys(sp['portfolio'], COMPANIES, `${f}.portfolio`);
      const portfolio = emptyPortfolio();
      for (const c of COMPANIES) {
        if (p[c] === undefined) continue;
        const h = keys(p[c], ['regular', 'split'], `${f}.portfolio.${c}`);
        portfolio[c].regular = h['regular'] === undefined ? 0 : nat(h['regular'], `${f}.portfolio.${c}.regular`, 10);
        portfolio[c].split = h['split'] === undefined ? 0 : nat(h['split'], `${f}.portfolio.${c}.split`, 10);
      }
      seat.portfolio = portfolio;
    }
    const known = zeroCounts();
    if (sp['known'] !== undefined) {
      const k = keys(sp['known'], COMPANIES, `${f}.known`);
      for (const c of COMPANIES) {
        if (k[c] === undefined) continue;
        known[c] = nat(k[c], `${f}.known.${c}`, seat.portfolio[c].regular);
      }
    }
    seat.known = known;
    seat.knownBy = Array.from({ length: players }, (_, v) => (v === i ? zeroCounts() : { ...known }));
    if (sp['hand'] !== undefined) {
      if (phase !== 'supply') throw new Bad(`${f}.hand`, 'hands only in phase supply');
      seat.hand = cards(sp['hand'], `${f}.hand`);
      seat.hand.forEach((c, k) => use(c, `${f}.hand[${k}]`));
      handGiven[i] = true;
    }
    if (sp['actions'] !== undefined) {
      if (phase !== 'action') throw new Bad(`${f}.actions`, 'actions only in phase action');
      seat.actions = cards(sp['actions'], `${f}.actions`);
      seat.actions.forEach((c, k) => {
        if (cardInfo(c)?.kind !== 'action') throw new Bad(`${f}.actions[${k}]`, 'not a Boom or Bust card');
        use(c, `${f}.actions[${k}]`);
      });
    }
    seats[i] = seat;
  });

  // Hands: every seat still to place in the current batch holds two cards; a missing hand is dealt (step 0).
  if (phase === 'supply') {
    const missing = handGiven.some((g) => !g);
    if (missing && step !== 0) throw new Bad('step', 'must be 0 when a hand is dealt');
    const queue = supplyQueue({ players, firstPlayer });
    const batchStart = step < players ? 0 : players;
    for (let q = batchStart; q < batchStart + players; q++) {
      const s = queue[q] as Seat;
      const want = q >= step ? 2 : 0;
      if (handGiven[s] && (seats[s] as SeatState).hand.length !== want)
        throw new Bad(`seats[${s}].hand`, `must hold ${want} cards`);
    }
  }

  let piles = base.piles;
  const pilesGiven = pos['piles'] !== undefined;
  if (pilesGiven) {
    if (phase !== 'supply' && phase !== 'demand') throw new Bad('piles', 'piles only in phase supply or demand');
    const list = array(pos['piles'], 'piles');
    if (list.length !== base.piles.length) throw new Bad('piles', `needs ${base.piles.length} piles`);
    piles = list.map((pl, p) => ({
      bid: null,
      cards: array(pl, `piles[${p}]`).map((c, k): PileCard => {
        const f = `piles[${p}][${k}]`;
        const pc = keys(c, ['card', 'faceUp', 'placedBy'], f);
        const [card] = cards([pc['card']], `${f}.card`) as [CardId];
        if (typeof pc['faceUp'] !== 'boolean') throw new Bad(`${f}.faceUp`, 'not a boolean');
        const by = pc['placedBy'];
        if (by !== null && !(isNat(by) && by < players)) throw new Bad(`${f}.placedBy`, 'not a seat or null');
        use(card, `${f}.card`);
        return { card, faceUp: pc['faceUp'], knownTo: by === null ? [] : [by] };
      }),
    }));
  }

  const deckTop = pos['deckTop'] === undefined ? [] : cards(pos['deckTop'], 'deckTop');
  deckTop.forEach((c, k) => use(c, `deckTop[${k}]`));

  // spec 12: per company, referenced ids plus portfolio cards are at most 10.
  const referenced = zeroCounts();
  for (const id of used) {
    const info = cardInfo(id);
    if (info?.kind === 'stock') referenced[info.company] += 1;
  }
  const held = zeroCounts();
  for (const s of seats) for (const c of COMPANIES) held[c] += s.portfolio[c].regular + s.portfolio[c].split;
  for (const c of COMPANIES) if (referenced[c] + held[c] > 10) throw new Bad('seats', `more than 10 cards of ${c}`);

  // spec 12: the rest of the deck, less each company's held count of its highest-numbered unreferenced ids.
  const drop = new Set<CardId>();
  for (const c of COMPANIES) {
    let n = held[c];
    for (let k = 10; k >= 1 && n > 0; k--) {
      const id = `${c}-${k}`;
      if (!used.has(id)) {
        drop.add(id);
        n--;
      }
    }
  }
  const pairs = pos['pairs'] === undefined ? null : parsePairs(pos['pairs'], players);

  const state: State = {
    ...base,
    round,
    phase,
    step,
    firstPlayer,
    prices,
    deck: [],
    investorDeck: options.investors
      ? [...base.investorDeck, ...base.seats.flatMap((s) => s.investorOffer)].filter((id) => !keptInvestors.has(id))
      : [],
    piles,
    seats,
  };
  const d = new Draft(state);
  const events: Event[] = [{ type: 'roundStarted', round, firstPlayer }];
  d.deck = [...deckTop, ...d.rng().shuffle(ALL_CARDS.filter((c) => !used.has(c) && !drop.has(c)))];
  if (pairs === null) dealPairs(d, events);
  else setPairs(d, dealOrder(pairs, players, firstPlayer), events);
  if (phase === 'supply') {
    if (options.seedPiles && !pilesGiven) seedPiles(d, events);
    dealBatch(d, events, (s) => !handGiven[s]);
    for (let s = 0; s < players; s++) {
      const hand = (d.seats[s] as SeatState).hand;
      if (handGiven[s]) events.push({ type: 'handDealt', seat: s, cards: hand, count: hand.length });
    }
  }
  if (phase === 'demand') enterDemand(d);
  if (phase === 'action' && actionSeat(d) === null) enterSelling(d);
  for (let s = 0; s < players; s++) settle(d, s, events);
  return { state: d.finish(), events };
}
