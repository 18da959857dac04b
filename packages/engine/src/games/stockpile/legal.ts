import type { Seat } from '../../core/game.ts';
import { bidCost } from './bidding.ts';
import { ALL_CARDS, cardIndex, type CardId } from './cards.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { BID_TRACK, investorsKept, type InvestorId } from './config.ts';
import { hasUnused, pendingPrep } from './derived.ts';
import { peekTarget } from './moves/demand.ts';
import { isToAct } from './to-act.ts';
import type {
  BidMove,
  DeborahMove,
  Move,
  NudgeMove,
  PeekMove,
  Placement,
  Pile,
  PlayActionMove,
  SeatState,
  SellCounts,
  SellMove,
  SkipPowerMove,
  State,
  SupplyMove,
} from './types.ts';

// Legal moves are immutable data: the engine hands out shared frozen objects where the set is small and fixed,
// since legalMoves runs on every move of every simulated game and every bot search.
const MAX_PILES = 5;
const TRACK: readonly number[] = BID_TRACK;
const SKIP: SkipPowerMove = Object.freeze({ type: 'skipPower' });
const BIDS: readonly (readonly BidMove[])[] = Array.from({ length: MAX_PILES }, (_, pile) =>
  BID_TRACK.map((amount) => Object.freeze({ type: 'bid', pile, amount }) as BidMove),
);
const PLACEMENTS: ReadonlyMap<CardId, readonly Placement[]> = new Map(
  ALL_CARDS.map((card) => [card, Array.from({ length: MAX_PILES }, (_, pile) => Object.freeze({ card, pile }))]),
);
const ACTIONS: ReadonlyMap<CardId, readonly PlayActionMove[]> = new Map(
  ALL_CARDS.map((card) => [card, COMPANIES.map((company) => Object.freeze({ type: 'playAction', card, company }))]),
);
const NUDGES: readonly NudgeMove[] = COMPANIES.flatMap((company) =>
  [1, -1].map((delta) => Object.freeze({ type: 'nudge', company, delta }) as NudgeMove),
);
const DEBORAH: readonly DeborahMove[] = COMPANIES.map((company) => Object.freeze({ type: 'deborah', company }));
const PASS: SellMove = Object.freeze({ type: 'sell', cards: Object.freeze({}) });

function investorMoves(me: SeatState, players: number): Move[] {
  const offer = me.investorOffer;
  if (investorsKept(players) === 1) return offer.map((id) => ({ type: 'chooseInvestor', investors: [id] }));
  const out: Move[] = [];
  for (let i = 0; i < offer.length; i++)
    for (let j = i + 1; j < offer.length; j++)
      out.push({ type: 'chooseInvestor', investors: [offer[i] as InvestorId, offer[j] as InvestorId] });
  return out;
}

// Supply lists depend on the two cards, the pile count and Stuart: cached (3,160 pairs per table size, a few MB).
const SUPPLY_CACHE = new Map<number, readonly Move[]>();
const SUPPLY_CACHE_LIMIT = 50_000;

function supplyMoves(me: SeatState, piles: number): readonly Move[] {
  // The pair in deck order, whatever the hand's: one list per unordered pair.
  const [x, y] = me.hand as [CardId, CardId];
  const [a, b] = cardIndex(x) < cardIndex(y) ? [x, y] : [y, x];
  const stuart = me.investors.includes('stuart');
  const key = ((cardIndex(a) * ALL_CARDS.length + cardIndex(b)) * 8 + piles) * 2 + (stuart ? 1 : 0);
  const cached = SUPPLY_CACHE.get(key);
  if (cached !== undefined) return cached;
  const moves = Object.freeze(buildSupplyMoves(a, b, stuart, piles));
  if (SUPPLY_CACHE.size >= SUPPLY_CACHE_LIMIT) SUPPLY_CACHE.clear();
  SUPPLY_CACHE.set(key, moves);
  return moves;
}

/** spec 7 supply: either card face up, each card on any pile (+ the same with hideBoth for Stuart). */
function buildSupplyMoves(a: CardId, b: CardId, stuart: boolean, piles: number): Move[] {
  const out: SupplyMove[] = [];
  const hides = stuart ? [false, true] : [false];
  for (const hide of hides) {
    for (const [up, down] of [
      [a, b],
      [b, a],
    ] as const) {
      const ups = PLACEMENTS.get(up) as readonly Placement[];
      const downs = PLACEMENTS.get(down) as readonly Placement[];
      for (let p = 0; p < piles; p++)
        for (let q = 0; q < piles; q++) {
          const faceUp = ups[p] as Placement;
          const faceDown = downs[q] as Placement;
          out.push(
            Object.freeze(
              hide ? { type: 'supply', faceUp, faceDown, hideBoth: true } : { type: 'supply', faceUp, faceDown },
            ),
          );
        }
    }
  }
  return out;
}

function prepMoves(state: State, seat: Seat): Move[] {
  const pending = pendingPrep(state);
  if (pending === null || pending.seat !== seat) return [];
  const out: Move[] = [SKIP];
  const piles = state.piles;
  if (pending.power === 'warren') {
    for (let pile = 0; pile < piles.length; pile++) out.push({ type: 'inspectPile', pile });
    return out;
  }
  for (let from = 0; from < piles.length; from++) {
    const n = piles[from]?.cards.length ?? 0;
    for (let index = 0; index < n; index++)
      for (let to = 0; to < piles.length; to++) if (to !== from) out.push({ type: 'moveCard', from, index, to });
  }
  return out;
}

function demandMoves(state: State, seat: Seat): Move[] {
  const out: Move[] = [];
  const me = state.seats[seat] as SeatState;
  if (hasUnused(me, 'martha')) {
    for (let s = 0; s < state.players; s++) {
      const pairs = (state.seats[s] as SeatState).pairs;
      for (let index = 0; index < pairs.length; index++) {
        const target = { seat: s, index };
        if (peekTarget(state, seat, target) !== null) out.push({ type: 'peek', target } as PeekMove);
      }
    }
    for (let hidden = 0; hidden < state.hiddenPairs.length; hidden++) {
      if (peekTarget(state, seat, { hidden }) !== null) out.push({ type: 'peek', target: { hidden } });
    }
  }
  // spec 8.6 checks 2-5 per pile, without trying every amount: the amounts above the pile's bid up to the budget.
  const displaced = state.demand?.displaced ?? null;
  const locked =
    state.options.rebidSamePileAfterOutbid || displaced === null || displaced.seat !== seat ? -1 : displaced.pile;
  let other = 0;
  for (const p of state.piles) if (p.bid !== null && p.bid.seat === seat) other = bidCost(me, p.bid.amount);
  const budget = me.cash - other;
  for (let pile = 0; pile < state.piles.length; pile++) {
    const bid = (state.piles[pile] as Pile).bid;
    if (pile === locked || (bid !== null && bid.seat === seat)) continue;
    const bids = BIDS[pile] as readonly BidMove[];
    for (let k = bid === null ? 0 : TRACK.indexOf(bid.amount) + 1; k < bids.length; k++) {
      const move = bids[k] as BidMove;
      if (bidCost(me, move.amount) > budget) break;
      out.push(move);
    }
  }
  return out;
}

function actionMoves(me: SeatState): Move[] {
  const out: Move[] = [];
  for (const card of me.actions) out.push(...(ACTIONS.get(card) as readonly PlayActionMove[]));
  if (hasUnused(me, 'cramer')) out.push(...NUDGES, SKIP);
  return out;
}

// Per holding (0..10 regular, 0..10 split): its frozen list of options, built on first use.
const OPTIONS: (readonly (SellCounts | null)[] | undefined)[] = [];

function companyOptions(regular: number, split: number): readonly (SellCounts | null)[] {
  if (regular > 10 || split > 10) return buildOptions(regular, split);
  return (OPTIONS[regular * 11 + split] ??= Object.freeze(buildOptions(regular, split)));
}

/** Every (regular, split, halve) within a holding, as the counts object a sell lists (null for nothing). */
function buildOptions(regular: number, split: number): (SellCounts | null)[] {
  const out: (SellCounts | null)[] = [];
  for (let r = 0; r <= regular; r++)
    for (let s = 0; s <= split; s++)
      for (let h = 0; s + h <= split; h++) {
        if (r === 0 && s === 0 && h === 0) {
          out.push(null);
          continue;
        }
        const c: { regular?: number; split?: number; halve?: number } = {};
        if (r > 0) c.regular = r;
        if (s > 0) c.split = s;
        if (h > 0) c.halve = h;
        out.push(Object.freeze(c));
      }
  return out;
}

// Sell lists depend on the holdings alone and repeat across games and bot searches: cached by holdings, bounded
// (about 20 MB at the limit).
const SELL_CACHE = new Map<number, readonly Move[]>();
const SELL_CACHE_LIMIT = 5_000;

/** spec 7: every combination of per-company (regular, split, halve) within the holdings (up to SELL_LIST_LIMIT); the pass first. */
function sellMoves(me: SeatState): readonly Move[] {
  // Twelve counts of 0..10 (10 cards per company) in base 11: an exact integer key below 2^53.
  let key = 0;
  for (const c of COMPANIES) {
    const h = me.portfolio[c];
    if (h.regular > 10 || h.split > 10) return buildSellMoves(me);
    key = (key * 11 + h.regular) * 11 + h.split;
  }
  const cached = SELL_CACHE.get(key);
  if (cached !== undefined) return cached;
  const moves = Object.freeze(buildSellMoves(me));
  // Oldest first out: the lists of common small holdings stay.
  if (SELL_CACHE.size >= SELL_CACHE_LIMIT) SELL_CACHE.delete(SELL_CACHE.keys().next().value as number);
  SELL_CACHE.set(key, moves);
  return moves;
}

/**
 * At most this many sells are listed. Spec 7 lists every combination, but a large portfolio has millions (six
 * companies of 3 regular and 2 split cards each: 1.9 × 10^8) and the server lists a seat's moves on every update.
 * Beyond the limit each company offers only nothing, everything sold, or (with split cards) every split card halved
 * (at most 3^6 = 729 sells); `play` still accepts every legal sale, listed or not.
 */
export const SELL_LIST_LIMIT = 4_096;

/** How many (regular, split, halve) options a holding has, nothing included. */
function optionCount(regular: number, split: number): number {
  return (regular + 1) * (((split + 1) * (split + 2)) / 2);
}

/** The short list of a holding's options when the full product is too long (see SELL_LIST_LIMIT). */
function coarseOptions(regular: number, split: number): readonly (SellCounts | null)[] {
  const all: { regular?: number; split?: number } = {};
  if (regular > 0) all.regular = regular;
  if (split > 0) all.split = split;
  return split > 0 ? [null, Object.freeze(all), Object.freeze({ halve: split })] : [null, Object.freeze(all)];
}

function buildSellMoves(me: SeatState): Move[] {
  let combinations = 1;
  for (const company of COMPANIES) {
    const h = me.portfolio[company];
    combinations *= optionCount(h.regular, h.split);
  }
  const coarse = combinations > SELL_LIST_LIMIT;
  const held: { company: CompanyId; options: readonly (SellCounts | null)[] }[] = [];
  for (const company of COMPANIES) {
    const h = me.portfolio[company];
    if (h.regular > 0 || h.split > 0)
      held.push({
        company,
        options: coarse ? coarseOptions(h.regular, h.split) : companyOptions(h.regular, h.split),
      });
  }
  if (held.length === 0) return [PASS];
  const out: Move[] = [];
  const pick: (SellCounts | null)[] = new Array<SellCounts | null>(held.length).fill(null);
  const walk = (i: number): void => {
    if (i === held.length) {
      const cards: Record<string, SellCounts> = {};
      let any = false;
      for (let k = 0; k < held.length; k++) {
        const c = pick[k];
        if (c !== null && c !== undefined) {
          cards[(held[k] as { company: CompanyId }).company] = c;
          any = true;
        }
      }
      out.push(any ? Object.freeze({ type: 'sell', cards: Object.freeze(cards) }) : PASS);
      return;
    }
    for (const o of (held[i] as { options: readonly (SellCounts | null)[] }).options) {
      pick[i] = o;
      walk(i + 1);
    }
  };
  walk(0);
  return out;
}

/** spec 7: every legal move of the seat now except timeout and resign; [] when the game does not wait for it. */
export function legalMoves(state: State, seat: Seat): readonly Move[] {
  if (!isToAct(state, seat)) return [];
  const me = state.seats[seat] as SeatState;
  switch (state.phase) {
    case 'investors':
      return investorMoves(me, state.players);
    case 'supply':
      return supplyMoves(me, state.piles.length);
    case 'prep':
      return prepMoves(state, seat);
    case 'demand':
      return demandMoves(state, seat);
    case 'action':
      return actionMoves(me);
    case 'selling':
      return sellMoves(me);
    case 'deborah':
      return [...DEBORAH, SKIP];
    case 'over':
      return [];
  }
}
