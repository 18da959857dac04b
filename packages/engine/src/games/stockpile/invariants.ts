import { mapByCompany } from '../../core/market/by-company.ts';
import { checkShares } from '../../core/market/conservation.ts';
import { ALL_CARDS, cardInfo } from './cards.ts';
import { COMPANIES } from './companies.ts';
import { BID_TRACK, PILES, per } from './config.ts';
import { supplyQueue, zeroCounts } from './derived.ts';
import { trackOf } from './ticker.ts';
import { toAct } from './to-act.ts';
import type { State, View } from './types.ts';

const TEN = mapByCompany(COMPANIES, zeroCounts(), () => 10);

const isNat = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * spec 4: what holds after every move of every Stockpile game (property tests and `birzha simulate`); one message
 * per broken invariant.
 */
export function stateInvariants(state: State): string[] {
  const out: string[] = [];
  const n = state.players;
  for (const c of COMPANIES) {
    const p = state.prices[c];
    if (!Number.isInteger(p) || p < 1 || p > trackOf(state, c).values.length) out.push(`price ${c} = ${p}`);
  }
  // Card conservation: every card id in one place at most; per company at most 10 cards, ids and portfolios.
  const where = new Map<string, string>();
  const place = (card: string, at: string): void => {
    if (cardInfo(card) === undefined) out.push(`unknown card ${card} in ${at}`);
    const before = where.get(card);
    if (before !== undefined) out.push(`card ${card} in ${before} and ${at}`);
    where.set(card, at);
  };
  state.deck.forEach((c) => place(c, 'deck'));
  state.piles.forEach((p, i) => p.cards.forEach((c) => place(c.card, `pile ${i}`)));
  state.seats.forEach((s, i) => {
    s.hand.forEach((c) => place(c, `seat ${i} hand`));
    s.actions.forEach((c) => {
      place(c, `seat ${i} actions`);
      if (cardInfo(c)?.kind !== 'action') out.push(`seat ${i} holds ${c} as an action`);
    });
    if (!isNat(s.cash)) out.push(`seat ${i} cash ${s.cash}`);
    for (const v of s.feeDebt) {
      if (v !== 1000 && v !== 2000 && v !== 3000) out.push(`seat ${i} fee debt entry ${v}`);
      // spec 8.2: after every settlement each unpaid fee is more than the cash.
      if (v <= s.cash) out.push(`seat ${i} owes ${v} with cash ${s.cash}`);
    }
    if (s.knownBy.length !== n) out.push(`seat ${i} knownBy has ${s.knownBy.length} entries`);
    for (const c of COMPANIES) {
      const h = s.portfolio[c];
      if (!isNat(h.regular) || !isNat(h.split)) out.push(`seat ${i} holds ${h.regular}/${h.split} of ${c}`);
      const k = s.known[c];
      if (!isNat(k) || k > h.regular) out.push(`seat ${i} known ${c} ${k} > regular ${h.regular}`);
      s.knownBy.forEach((kb, v) => {
        if (v === i) {
          if (kb[c] !== 0) out.push(`seat ${i} knows its own ${c}`);
        } else if (!(kb[c] >= k && kb[c] <= h.regular)) out.push(`seat ${i} knownBy[${v}] ${c} = ${kb[c]}`);
      });
    }
  });
  // Per company, the portfolio cards of every seat plus the ids still in play are at most the 10 printed.
  const ids = zeroCounts();
  for (const [card] of where) {
    const info = cardInfo(card);
    if (info?.kind === 'stock') ids[info.company] += 1;
  }
  const accounts = state.seats.map((s) => mapByCompany(COMPANIES, s.portfolio, (h) => h.regular + h.split));
  out.push(...checkShares(COMPANIES, TEN, [...accounts, ids]));
  if (where.size > ALL_CARDS.length) out.push('more cards than the market deck');

  if (state.piles.length !== per(PILES, n)) out.push(`${state.piles.length} piles`);
  for (const p of state.piles) {
    if (p.bid !== null && !(BID_TRACK as readonly number[]).includes(p.bid.amount)) out.push(`bid ${p.bid.amount}`);
    // An early end (spec 11.3) leaves the table as it was.
    if (p.bid !== null && state.phase !== 'demand' && state.phase !== 'over') out.push('a bid outside Demand');
  }
  if ((state.demand !== null) !== (state.phase === 'demand')) out.push('demand state outside Demand');
  if (state.round < 1 || state.round > state.rounds) out.push(`round ${state.round} of ${state.rounds}`);
  const acting = toAct(state);
  if (state.phase === 'over') {
    if (state.final === null) out.push('over without a result');
    if (acting.length > 0) out.push('over with seats to act');
  } else {
    if (acting.length === 0) out.push(`phase ${state.phase} with nobody to act`);
    if (state.final !== null) out.push('a result before the end');
  }
  if (state.phase === 'supply') {
    if (state.step >= supplyQueue(state).length) out.push(`supply step ${state.step}`);
    const s = acting[0];
    if (s !== undefined && state.seats[s]?.hand.length !== 2) out.push(`seat ${s} to supply without two cards`);
  } else if (state.phase !== 'over' && state.seats.some((s) => s.hand.length > 0)) out.push(`hands outside Supply`);
  if (state.phase === 'selling' && state.step >= n) out.push(`selling step ${state.step}`);
  const inRound = ['supply', 'prep', 'demand', 'action', 'selling'].includes(state.phase);
  const pairs =
    state.seats.reduce((k, s) => k + s.pairs.length, 0) + state.publicPairs.length + state.hiddenPairs.length;
  if (inRound && pairs !== 6) out.push(`${pairs} forecast pairs during a round`);
  // spec 8.9: one Selling decision a seat, this round's only (cleared when the next round starts).
  const sellers = state.sales.map((x) => x.seat);
  if (new Set(sellers).size !== sellers.length || sellers.some((s) => !(s >= 0 && s < n))) out.push('sales by seat');
  if (sellers.length > 0 && !['selling', 'deborah', 'over'].includes(state.phase)) out.push(`sales in ${state.phase}`);
  const resigned = state.seats.flatMap((s, i) => (s.resigned ? [i] : []));
  if ([...state.resignOrder].sort().join() !== resigned.join()) out.push('resignOrder does not match the seats');
  return out;
}

// Any card id as a JSON string, built from the company ids so that a renamed company is still caught.
const CARD_ID = new RegExp(`"((?:${COMPANIES.join('|')})-\\d+|fee-\\d+-\\d|boom-\\d|bust-\\d)"`, 'g');

/**
 * spec 10: a view holds no card id the viewer may not know (scanned as JSON text, so a leak through any field is
 * caught), no other seat's pair or holding it may not know, and no rng or deck.
 */
export function viewInvariants(state: State, view: View): string[] {
  const out: string[] = [];
  const viewer = view.viewer;
  const over = state.phase === 'over';
  const allowed = new Set<string>();
  state.piles.forEach((p) =>
    p.cards.forEach((c) => {
      if (over || c.faceUp || (viewer !== 'spectator' && c.knownTo.includes(viewer))) allowed.add(c.card);
    }),
  );
  state.seats.forEach((s, i) => {
    if (over || i === viewer) [...s.hand, ...s.actions].forEach((c) => allowed.add(c));
  });
  const text = JSON.stringify(view);
  for (const m of text.matchAll(CARD_ID)) if (!allowed.has(m[1] as string)) out.push(`view of ${viewer} shows ${m[1]}`);
  if (/"(rng|deck|investorDeck)"/.test(text)) out.push(`view of ${viewer} has the rng or a deck`);
  if (over) return out;
  view.seats.forEach((sv, i) => {
    const s = state.seats[i];
    if (s === undefined) return;
    if (i === viewer) {
      if (!sv.full) out.push(`view of ${viewer} hides its own seat`);
      return;
    }
    if (sv.full) {
      out.push(`view of ${viewer} shows seat ${i} in full`);
      return;
    }
    const known = viewer === 'spectator' ? s.known : s.knownBy[viewer];
    for (const c of COMPANIES) if (sv.known[c] !== known?.[c]) out.push(`view of ${viewer}: seat ${i} known ${c}`);
    sv.pairs.forEach((p, k) => {
      const real = s.pairs[k];
      const may = viewer !== 'spectator' && real !== undefined && real.knownTo.includes(viewer);
      if ((p !== null) !== may) out.push(`view of ${viewer}: seat ${i} pair ${k}`);
    });
    if (state.phase === 'investors' && sv.investors !== null) out.push(`view of ${viewer}: seat ${i} investors`);
  });
  view.hiddenPairs.forEach((p, k) => {
    const real = state.hiddenPairs[k];
    const may = viewer !== 'spectator' && real !== undefined && real.knownTo.includes(viewer);
    if ((p !== null) !== may) out.push(`view of ${viewer}: hidden pair ${k}`);
  });
  return out;
}
