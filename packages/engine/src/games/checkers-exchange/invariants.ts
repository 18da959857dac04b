/**
 * The invariants of spec 4 (state) and spec 10 (views), checked after every move by the property tests and
 * `birzha simulate`. Written from the spec, not from the engine's modules, so that they check them independently.
 */
import { FIRM_DEFS, FIRMS, INCOME, LIMITS, SHARES, START_CASH } from './config.ts';
import { marketChecks, meetingChecks } from './invariants-market.ts';
import { SQUARE_INDEX, accountsOf, cashOf, holdingsOf, isActive, isFirmId, isNat } from './invariants-util.ts';
import type { Account, State } from './types.ts';
export { viewInvariants } from './invariants-view.ts';
export { controllerOf } from './invariants-util.ts';

/** All of spec 4's invariants: the shape ones and money conservation (which holds for games started by setup). */
export function stateInvariants(state: State): string[] {
  return [...shapeInvariants(state), ...moneyInvariants(state)];
}

/**
 * Spec 4 money conservation for a game started without a position: the cash of every account plus the taxes
 * reserved (`taxDue`) equals the players' start cash plus the capture income already paid out at the year income
 * (`earned` minus this year's `captures` not yet paid), plus, once finished, the survival income of 8.11.
 */
export function moneyInvariants(state: State): string[] {
  let cash = 0;
  for (const a of accountsOf(state)) cash += cashOf(state, a);
  let expected = START_CASH * state.players;
  for (const f of FIRMS) {
    const s = state.firms[f];
    cash += s.taxDue;
    expected += s.earned - INCOME.captureMan * s.captures.men - INCOME.captureKing * s.captures.kings;
  }
  if (state.phase === 'finished') expected += survivalGross(state);
  return cash === expected ? [] : [`money: accounts and taxes hold ${cash}, expected ${expected}`];
}

/** Spec 8.11 step 1: 300 per man and 600 per king on the final board, nothing for the colour that lost. */
export function survivalGross(state: State): number {
  const loser =
    state.board.result?.winner === 'white' ? 'black' : state.board.result?.winner === 'black' ? 'white' : null;
  let total = 0;
  for (const p of state.board.pieces) {
    if (p.color !== loser) total += p.king ? INCOME.surviveKing : INCOME.surviveMan;
  }
  return total;
}

/** Spec 4's invariants that hold for every state, positions included (one message per broken one). */
export function shapeInvariants(state: State): string[] {
  const out: string[] = [];
  const n = state.players;
  if (!Number.isInteger(n) || n < 3 || n > 8) out.push(`players ${n}`);
  if (state.seats.length !== n) out.push(`${state.seats.length} seats for ${n} players`);
  if (state.ready.length !== n) out.push(`${state.ready.length} ready flags for ${n} players`);
  out.push(...accountChecks(state), ...marketChecks(state), ...meetingChecks(state));
  out.push(...boardChecks(state), ...flowChecks(state));
  return out;
}

/** Cash and shares: spec 4's share totals, golden share, treasury, cross-holding cap, free cash and shares. */
function accountChecks(state: State): string[] {
  const out: string[] = [];
  const accounts = accountsOf(state);
  for (const a of accounts) {
    const c = cashOf(state, a);
    if (!isNat(c)) out.push(`account ${a} cash ${c}`);
    const h = holdingsOf(state, a);
    if (h === undefined) continue;
    for (const f of FIRMS) if (!isNat(h[f])) out.push(`account ${a} holds ${h[f]} of ${f}`);
  }
  for (const f of FIRMS) {
    let total = 0;
    for (const a of accounts) total += holdingsOf(state, a)?.[f] ?? 0;
    if (total !== SHARES.perFirm) out.push(`${f}: ${total} shares in all`);
    if (state.gov.holdings[f] < SHARES.goldenShare) out.push(`${f}: gov holds ${state.gov.holdings[f]}`);
    const treasury = state.firms[f].holdings[f];
    if (treasury > SHARES.treasuryStart) out.push(`${f}: treasury ${treasury}`);
    for (const g of FIRMS) {
      const held = state.firms[g].holdings[f];
      if (g !== f && held > LIMITS.crossHolding) out.push(`${g} holds ${held} of ${f}`);
    }
  }
  // freeCash and freeShares (spec 4) in one pass over the book and the bids.
  const reservedCash = new Map<Account, number>();
  const reservedShares = new Map<string, number>();
  const openBuys = new Map<string, number>();
  for (const o of state.book) {
    if (o.side === 'buy') {
      reservedCash.set(o.account, (reservedCash.get(o.account) ?? 0) + o.qty * o.limit);
      openBuys.set(`${o.account}/${o.firm}`, (openBuys.get(`${o.account}/${o.firm}`) ?? 0) + o.qty);
    } else reservedShares.set(`${o.account}/${o.firm}`, (reservedShares.get(`${o.account}/${o.firm}`) ?? 0) + o.qty);
  }
  for (const b of state.bids) reservedCash.set(b.seat, (reservedCash.get(b.seat) ?? 0) + b.qty * b.price);
  for (const a of accounts) {
    const free = cashOf(state, a) - (reservedCash.get(a) ?? 0);
    if (free < 0) out.push(`account ${a} free cash ${free}`);
    const h = holdingsOf(state, a);
    for (const f of FIRMS) {
      const fs = (h?.[f] ?? 0) - (reservedShares.get(`${a}/${f}`) ?? 0);
      if (fs < 0) out.push(`account ${a} free shares of ${f} ${fs}`);
      // spec 7.2 CROSS_HOLDING_CAP: a firm's holding plus its open buys stay within the cap.
      if (isFirmId(a) && a !== f) {
        const exposure = (h?.[f] ?? 0) + (openBuys.get(`${a}/${f}`) ?? 0);
        if (exposure > LIMITS.crossHolding) out.push(`${a} holds and bids ${exposure} of ${f}`);
      }
    }
  }
  return out;
}

/** Pieces and the board (spec 4, 8.1). */
function boardChecks(state: State): string[] {
  const out: string[] = [];
  const { board } = state;
  let last = -1;
  const perColor = { white: 0, black: 0 };
  for (const p of board.pieces) {
    const i = SQUARE_INDEX.get(p.sq);
    if (i === undefined) {
      out.push(`piece on ${p.sq}`);
      continue;
    }
    if (i <= last) out.push(`pieces not in square order at ${p.sq}`);
    last = i;
    if (!isFirmId(p.firm) || FIRM_DEFS[p.firm].color !== p.color) out.push(`piece on ${p.sq}: ${p.color} ${p.firm}`);
    perColor[p.color] += 1;
    const rank = Number(p.sq[1]);
    if (!p.king && rank === (p.color === 'white' ? 8 : 1)) out.push(`a ${p.color} man on ${p.sq}`);
  }
  for (const c of ['white', 'black'] as const) if (perColor[c] > 12) out.push(`${perColor[c]} ${c} pieces`);
  if (!isNat(board.plies)) out.push(`board plies ${board.plies}`);
  if (!isNat(board.draw.kingPlies)) out.push(`kingPlies ${board.draw.kingPlies}`);
  if (board.draw.positions.length === 0) out.push('no position keys');
  return out;
}

/** Phases, years, the active firm, tokens, ready flags and the final result (spec 4, 6, 8.12, 14.1). */
function flowChecks(state: State): string[] {
  const out: string[] = [];
  const { phase, year } = state;
  const finished = phase === 'finished';
  const years = state.options.years;
  if (!isNat(state.stage) || state.stage < 1) out.push(`stage ${state.stage}`);
  if (phase === 'auction' ? year !== 0 : finished ? year < 0 || year > years : year < 1 || year > years) {
    out.push(`year ${year} in phase ${phase}`);
  }
  if (!isNat(state.yearPly) || state.yearPly > LIMITS.pliesPerYear) out.push(`yearPly ${state.yearPly}`);
  if ((state.activeFirm !== null) !== (phase === 'board')) out.push(`activeFirm ${state.activeFirm} in ${phase}`);
  if (phase === 'board') {
    if (state.board.result !== null) out.push('board phase after the board game ended');
    if (state.yearPly >= LIMITS.pliesPerYear) out.push(`board phase at yearPly ${state.yearPly}`);
    const f = state.activeFirm;
    if (f !== null) {
      if (FIRM_DEFS[f].color !== state.board.toMove) out.push(`active firm ${f} with ${state.board.toMove} to move`);
      const token = state.firms[f].token;
      const holder = token !== null && token.year === year ? token.holder : state.firms[f].director;
      if (!isActive(state, holder)) out.push(`active firm ${f} waits for resigned seat ${holder}`);
    }
  } else if (!finished && state.board.result === null && state.board.toMove !== 'white') {
    out.push(`black to move in phase ${phase}`); // spec 14.1.8: every board phase starts with White
  }
  for (const c of ['white', 'black'] as const) {
    const own = FIRMS.filter((f) => FIRM_DEFS[f].color === c);
    const rot = state.rotation[c];
    if (rot.length !== own.length || !own.every((f) => rot.includes(f))) out.push(`rotation of ${c}: ${rot.join()}`);
  }
  for (const f of FIRMS) {
    const s = state.firms[f];
    if (s.color !== FIRM_DEFS[f].color) out.push(`${f} colour ${s.color}`);
    if (!isNat(s.director) || s.director >= state.players) out.push(`${f} director ${s.director}`);
    if (!isNat(s.plies) || s.plies > LIMITS.pliesPerYear) out.push(`${f} plies ${s.plies}`);
    if (!isNat(s.captures.men) || !isNat(s.captures.kings)) out.push(`${f} captures`);
    if (!isNat(s.taxDue) || !isNat(s.earned)) out.push(`${f} taxDue ${s.taxDue} earned ${s.earned}`);
    const t = s.token;
    if (t !== null) {
      if (!isNat(t.holder) || t.holder >= state.players || !isActive(state, t.holder)) {
        out.push(`${f} token held by ${t.holder}`);
      }
      if (t.holder === s.director) out.push(`${f} token held by its director`);
      if (t.scope !== 'ply' && t.scope !== 'year') out.push(`${f} token scope ${String(t.scope)}`);
      if (!Number.isInteger(t.year) || t.year < 1 || t.year > years + 1) out.push(`${f} token year ${t.year}`);
    }
  }
  const active = state.seats.filter((s) => s.status === 'active').length;
  state.seats.forEach((s, i) => {
    if (s.status === 'resigned' && state.ready[i] !== true) out.push(`resigned seat ${i} not ready`);
  });
  if (!finished && active < 2) out.push(`${active} active seats in a running game`);
  const simultaneous = phase === 'auction' || phase === 'session' || phase === 'meeting';
  // A simultaneous phase closes the moment every active seat is ready (spec 7.3 `ready`, 8.12 step 5).
  if (simultaneous && state.seats.every((s, i) => s.status !== 'active' || state.ready[i] === true)) {
    out.push(`every active seat ready in an open ${phase}`);
  }
  if ((state.final !== null) !== finished) out.push(`final ${state.final === null ? 'missing' : 'set'} in ${phase}`);
  if (state.final !== null) out.push(...finalChecks(state));
  return out;
}

/** spec 8.11, 11: scores are the seats' cash; the ranking groups every seat once; firm cash is paid out. */
function finalChecks(state: State): string[] {
  const out: string[] = [];
  const final = state.final;
  if (final === null) return out;
  state.seats.forEach((s, i) => {
    if (final.scores[i] !== s.cash) out.push(`score of seat ${i} ${final.scores[i]} but cash ${s.cash}`);
  });
  if (final.scores.length !== state.players) out.push(`${final.scores.length} scores`);
  const ranked = final.ranking.flat();
  if (ranked.length !== state.players || new Set(ranked).size !== state.players) out.push('ranking is no partition');
  let prevActive = true;
  let prevScore = Infinity;
  for (const group of final.ranking) {
    const first = group[0];
    if (first === undefined) {
      out.push('an empty ranking group');
      continue;
    }
    const activeGroup = isActive(state, first);
    const score = final.scores[first] ?? 0;
    if (activeGroup && !prevActive) out.push('an active seat ranked after a resigned one');
    if (activeGroup === prevActive && score >= prevScore) out.push(`ranking group of seat ${first} out of order`);
    for (const s of group) {
      if (isActive(state, s) !== activeGroup || final.scores[s] !== score) out.push(`seat ${s} in a mixed group`);
    }
    if ([...group].sort((a, b) => a - b).join() !== group.join()) out.push('a ranking group out of seat order');
    prevActive = activeGroup;
    prevScore = score;
  }
  for (const f of FIRMS) if (state.firms[f].cash !== 0) out.push(`${f} keeps ${state.firms[f].cash} after liquidation`);
  return out;
}
