/**
 * Spec 8.2-8.6 written a second time, from the spec's text alone, and compared with the engine ply by ply over random
 * games played through the public path (testing/match.ts: parseMove, then play): which firm moves (8.2), the ply,
 * its events and tokens (8.3), the draw counters and the end of the board game (8.4), the year income and its
 * dividends (8.5) and the opening auction (8.6). Games run from the opening and from random positions full of kings,
 * where the endgame classes and the draw rules come up. The models share only spec 2's tables and the draughts move
 * generator (8.1, pinned by perft) with the engine, so a disagreement is a bug in one of the two.
 */
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/quickness.ts';
import { startMatch } from '../../core/record.ts';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { FIRMS, FIRM_DEFS, LONG_DIAGONAL, SQUARES, type Color, type FirmId } from './config.ts';
import { boardFromPieces, generateMoves } from './draughts/index.ts';
import { checkersExchange } from './index.ts';
import { Match, bid, issueToken, ofType, one, phaseTimeout, ply, ready } from './testing/match.ts';
import type { EndgameRule, Event, EventOf, Piece, RulesVersion, State, Token } from './types.ts';

const OPTIONS = { timing: 'online', years: 10 } as const;
/** Spec 6.2: a ply stage under the online timing. */
const PLY_SECONDS = 60;

// ---------- the models ----------

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const pieceOn = (pieces: readonly Piece[], index: number): Piece => {
  const p = pieces.find((x) => x.sq === SQUARES[index]);
  if (p === undefined) throw new Error(`no piece on ${SQUARES[index]}`);
  return p;
};
const bySquare = (a: Piece, b: Piece) => SQUARES.indexOf(a.sq) - SQUARES.indexOf(b.sq);

/** Spec 8.2 step 3: the base order of the rules version, rotated left by (year - 1) mod 4. */
function rotationModel(year: number, version: RulesVersion): Record<Color, FirmId[]> {
  const white: FirmId[] = version === 2 ? ['w4', 'w3', 'w2', 'w1'] : ['w1', 'w2', 'w3', 'w4'];
  const black: FirmId[] = ['b1', 'b2', 'b3', 'b4'];
  const k = (year - 1) % 4;
  const turn = (xs: FirmId[]) => [...xs.slice(k), ...xs.slice(0, k)];
  return { white: turn(white), black: turn(black) };
}

/** Spec 8.2 steps 1-4: the firms owning the moving piece of a legal move, in rotation order, and the active one. */
function turnModel(
  pieces: readonly Piece[],
  toMove: Color,
  rotation: readonly FirmId[],
  plies: (f: FirmId) => number,
): { candidates: FirmId[]; active: FirmId } {
  const moving = new Set(generateMoves(boardFromPieces(pieces), toMove).map((m) => pieceOn(pieces, m.from).firm));
  const candidates = rotation.filter((f) => moving.has(f));
  const active = candidates.find((f) => plies(f) === 0) ?? candidates[0];
  if (active === undefined) throw new Error(`${toMove} has no legal move: the board game should have ended`);
  return { candidates, active };
}

/** Spec 4 `effectiveHolder`. */
const holderModel = (token: Token | null, director: number, year: number): number =>
  token !== null && token.year === year ? token.holder : director;

/** Spec 8.4: the position key, e.g. `W:WKc1,e1:Ba7,Kf8`. */
function positionKey(pieces: readonly Piece[], toMove: Color): string {
  const side = (c: Color) =>
    [...pieces]
      .filter((p) => p.color === c)
      .sort(bySquare)
      .map((p) => (p.king ? 'K' : '') + p.sq)
      .join(',');
  return `${toMove === 'white' ? 'W' : 'B'}:W${side('white')}:B${side('black')}`;
}

/** Spec 8.4 step 3: the endgame class of a position. */
function endgameClass(pieces: readonly Piece[]): EndgameRule | null {
  const white = pieces.filter((p) => p.color === 'white');
  const black = pieces.filter((p) => p.color === 'black');
  const onDiagonal = (p: Piece) => (LONG_DIAGONAL as readonly string[]).includes(p.sq);
  for (const [weak, strong] of [
    [white, black],
    [black, white],
  ] as const) {
    const [lone] = weak;
    if (weak.length !== 1 || lone === undefined || !lone.king || !strong.some((p) => p.king)) continue;
    if (strong.length <= 2) return '7.2.8';
    if (strong.length === 3 && onDiagonal(lone) && !strong.some(onDiagonal)) return '7.2.7';
    if (strong.length >= 3 && strong.every((p) => p.king)) return '7.2.4';
  }
  if (white.some((p) => p.king) && black.some((p) => p.king)) {
    if (pieces.length === 4 || pieces.length === 5) return '7.2.6-45';
    if (pieces.length === 6 || pieces.length === 7) return '7.2.6-67';
  }
  return null;
}

/** Spec 2 `DRAW_LIMITS`, in plies. */
const DRAW_LIMIT: Record<EndgameRule, number> = {
  '7.2.4': 30,
  '7.2.6-45': 60,
  '7.2.6-67': 120,
  '7.2.7': 10,
  '7.2.8': 10,
};

/** Spec 8.5 for every firm with captures: its yearIncome, then its dividendPaid events. */
function yearIncomeModel(state: State, captures: (f: FirmId) => { men: number; kings: number }): Event[] {
  const out: Event[] = [];
  for (const f of FIRMS) {
    const cap = captures(f);
    const gross = 200 * cap.men + 400 * cap.kings;
    if (gross <= 0) continue;
    const tax = Math.floor((gross * 20) / 100);
    const fee = Math.floor((gross * 10) / 100);
    const net = gross - tax - fee;
    // spec 4 votingShares: every share but the treasury
    const eligible = 50 - state.firms[f].holdings[f];
    const perShare = Math.floor((net * 50) / (100 * eligible));
    const pool = perShare * eligible;
    const director = state.firms[f].director;
    out.push({
      type: 'yearIncome',
      firm: f,
      director,
      captures: cap,
      gross,
      tax,
      fee,
      net,
      eligible,
      perShare,
      pool,
      retained: net - pool,
    });
    // seats in seat order, then the other firms in firm order, then gov; the treasury is never paid
    const holders: [EventOf<'dividendPaid'>['account'], number][] = [
      ...state.seats.map((s, i): [number, number] => [i, s.holdings[f]]),
      ...FIRMS.filter((g) => g !== f).map((g): [FirmId, number] => [g, state.firms[g].holdings[f]]),
      ['gov', state.gov.holdings[f]],
    ];
    for (const [account, shares] of holders) {
      if (perShare * shares > 0)
        out.push({ type: 'dividendPaid', firm: f, account, shares, amount: perShare * shares });
    }
  }
  return out;
}

/** Spec 8.6 steps 1-5: the auctionCleared events of the bids in the state, in firm order. */
function auctionModel(state: State): EventOf<'auctionCleared'>[] {
  return FIRMS.map((firm) => {
    const bids = state.bids.filter((b) => b.firm === firm);
    let left = Math.min(20, state.gov.holdings[firm] - 1);
    const won: { id: number; seat: number; qty: number; price: number }[] = [];
    for (const b of [...bids].sort((x, y) => y.price - x.price || x.id - y.id)) {
      if (left <= 0) break;
      const qty = Math.min(b.qty, left);
      left -= qty;
      won.push({ id: b.id, seat: b.seat, qty, price: b.price });
    }
    const last = won.at(-1);
    if (last === undefined) return { type: 'auctionCleared', firm, price: null, sold: 0, bids, fills: [] };
    // every winner pays the last filled bid's price, never its own
    const fills = won.map((w) => ({ id: w.id, seat: w.seat, qty: w.qty, amount: w.qty * last.price }));
    const sold = won.reduce((n, w) => n + w.qty, 0);
    return { type: 'auctionCleared', firm, price: last.price, sold, bids, fills };
  });
}

// ---------- the comparisons ----------

/** What the random games reached, so that a test can insist on its cases coming up. */
interface Seen {
  plies: number;
  incomes: number;
  sales: number;
  multiCaptures: number;
  capturePromotions: number;
  usedTokens: number;
  ends: Record<string, number>;
  classes: Record<string, number>;
}
const newSeen = (): Seen => ({
  plies: 0,
  incomes: 0,
  sales: 0,
  multiCaptures: 0,
  capturePromotions: 0,
  usedTokens: 0,
  ends: {},
  classes: {},
});
const count = (r: Record<string, number>, k: string) => (r[k] = (r[k] ?? 0) + 1);

/** One accepted ply (the state before, its events, the state after) against the models of 8.2-8.5. */
function checkPly(before: State, events: readonly Event[], after: State, seen: Seen): void {
  seen.plies++;
  const c = before.board.toMove;
  const board = before.board.pieces;
  // spec 8.2: who moves
  const { active } = turnModel(board, c, before.rotation[c], (f) => before.firms[f].plies);
  expect(before.activeFirm).toBe(active);

  // spec 8.3 step 2 and 8.1 step 4: the move, what it captured, whether it promoted, the new board
  const played = one(events, 'plyPlayed');
  expect(played.firm).toBe(active);
  const move = generateMoves(boardFromPieces(board), c).find((m) => m.notation === played.move);
  if (move === undefined) throw new Error(`${played.move} is not a legal move of ${c}`);
  const mover = pieceOn(board, move.from);
  expect(mover.firm).toBe(active);
  const captured = move.captured.map((i) => pieceOn(board, i));
  expect(played.captured).toEqual(captured);
  const income = captured.reduce((n, p) => n + (p.king ? 400 : 200), 0);
  expect(played.income).toBe(income);
  const lastRank = c === 'white' ? '8' : '1';
  const promoted = !mover.king && move.path.some((i) => SQUARES[i]?.[1] === lastRank);
  expect(played.promoted).toBe(promoted);
  const landing = SQUARES[move.path[move.path.length - 1]!]!;
  const pieces = board
    .filter((p) => p !== mover && !captured.includes(p))
    .concat([{ ...mover, sq: landing, king: mover.king || promoted }])
    .sort(bySquare);
  expect(after.board.pieces).toEqual(pieces);
  if (captured.length > 1) seen.multiCaptures++;
  if (promoted && captured.length > 0) seen.capturePromotions++;

  // spec 8.3 steps 3-4: the counters
  const capturesAfter = (f: FirmId) => {
    const was = before.firms[f].captures;
    if (f !== active) return was;
    const kings = captured.filter((p) => p.king).length;
    return { men: was.men + captured.length - kings, kings: was.kings + kings };
  };
  expect(after.board.plies).toBe(before.board.plies + 1);
  expect(after.firms[active].earned).toBe(before.firms[active].earned + income);

  // spec 8.4 steps 1-3: the draw counters
  const key = positionKey(pieces, other(c));
  const irreversible = captured.length > 0 || !mover.king;
  const was = before.board.draw;
  const positions = irreversible ? [key] : [...was.positions, key];
  const kingPlies = irreversible ? 0 : was.kingPlies + 1;
  const rule = endgameClass(pieces);
  let endgame: { rule: EndgameRule; plies: number } | null = null;
  if (rule !== null) {
    const stored = was.endgame;
    const kept = stored?.rule === rule && captured.length === 0 && !(rule.startsWith('7.2.6') && promoted);
    endgame = { rule, plies: kept ? stored.plies + 1 : 0 };
    count(seen.classes, rule);
  }
  expect(after.board.draw).toEqual({ positions, kingPlies, endgame });

  // spec 8.4 step 4: the end checks, first match wins
  let result: { winner: Color | null; reason: string } | null = null;
  if (generateMoves(boardFromPieces(pieces), other(c)).length === 0) result = { winner: c, reason: 'noMoves' };
  else if (positions.filter((k) => k === key).length >= 3) result = { winner: null, reason: '7.2.3' };
  else if (kingPlies >= 30) result = { winner: null, reason: '7.2.5' };
  else if (endgame !== null && endgame.plies >= DRAW_LIMIT[endgame.rule]) {
    result = { winner: null, reason: endgame.rule.startsWith('7.2.6') ? '7.2.6' : endgame.rule };
  }
  expect(after.board.result).toEqual(result);
  expect(ofType(events, 'boardEnded').map(({ winner, reason }) => ({ winner, reason }))).toEqual(
    result === null ? [] : [result],
  );
  if (result !== null) count(seen.ends, result.reason);

  // spec 8.3 step 4: a ply token of this year is used up, before boardEnded
  const token = before.firms[active].token;
  const used = token !== null && token.scope === 'ply' && token.year === before.year;
  if (used) seen.usedTokens++;
  const head = ['plyPlayed', ...(used ? ['tokenCleared'] : []), ...(result === null ? [] : ['boardEnded'])];
  expect(events.slice(0, head.length).map((e) => e.type)).toEqual(head);
  if (used) expect(events[1]).toEqual({ type: 'tokenCleared', firm: active, holder: token.holder, reason: 'used' });
  const rest = events.slice(head.length);

  // spec 8.3 step 6: the board phase goes on (8.2 step 5) unless the board game ended or the year has its 8 plies
  if (result === null && before.yearPly + 1 < 8) {
    const next = turnModel(pieces, other(c), before.rotation[other(c)], (f) => before.firms[f].plies);
    const holder = holderModel(before.firms[next.active].token, before.firms[next.active].director, before.year);
    expect(rest).toEqual([
      { type: 'stageOpened', stage: before.stage + 1, phase: 'board', year: before.year, seconds: PLY_SECONDS },
      {
        type: 'firmToMove',
        firm: next.active,
        holder,
        yearPly: before.yearPly + 1,
        candidates: next.candidates,
      },
    ]);
    expect([after.activeFirm, after.yearPly, after.firms[active].plies]).toEqual([
      next.active,
      before.yearPly + 1,
      before.firms[active].plies + 1,
    ]);
    expect(after.firms[active].captures).toEqual(capturesAfter(active));
    return;
  }

  // spec 8.3 step 6: tokens of this year or earlier expire in firm order (the used one is gone already), then 8.5
  const expired = FIRMS.flatMap((f): Event[] => {
    const t = f === active && used ? null : before.firms[f].token;
    return t !== null && t.year <= before.year
      ? [{ type: 'tokenCleared', firm: f, holder: t.holder, reason: 'expired' }]
      : [];
  });
  const paid = yearIncomeModel(before, capturesAfter);
  expect(rest.slice(0, expired.length + paid.length)).toEqual([...expired, ...paid]);
  expect(rest[expired.length + paid.length]?.type).toBe('stageOpened');
  seen.incomes += ofType(paid, 'yearIncome').length;
  for (const f of FIRMS) {
    expect(after.firms[f].captures).toEqual({ men: 0, kings: 0 });
    expect(after.firms[f].token?.year ?? Infinity).toBeGreaterThan(before.year);
  }
  expect([after.activeFirm, after.phase]).toEqual([null, 'session']);
}

/** Random bids by random seats, then everyone ready: the close against the model of 8.6. */
function checkAuction(rng: Rng, m: Match, seen: Seen): void {
  for (let i = 0; i < 12; i++) {
    const move = bid(FIRMS[rng.int(8)]!, 1 + rng.int(20), 10 + rng.int(6));
    const seat = rng.int(m.players);
    // spec 7.2: a bid beyond the seat's free cash is refused; every other random bid is legal
    const code = m.code(seat, move);
    if (code === 'accepted') m.play(seat, move);
    else expect(code).toBe('INSUFFICIENT_CASH');
  }
  const before = m.state;
  const expected = auctionModel(before);
  let events: readonly Event[] = [];
  for (let seat = 0; seat < m.players; seat++) events = m.play(seat, ready());
  expect(ofType(events, 'auctionCleared')).toEqual(expected);
  expect(events.filter((e) => e.type !== 'readyChanged').map((e) => e.type)).toEqual([
    ...FIRMS.map(() => 'auctionCleared'),
    'stageOpened',
    'firmToMove',
  ]);
  const after = m.state;
  for (const e of expected) expect(after.close[e.firm]).toBe(e.price ?? before.close[e.firm]);
  expect(after.closeHistory).toEqual([after.close]);
  expect([after.bids, after.year, after.rotation]).toEqual([[], 1, before.rotation]);
  expect(one(events, 'stageOpened')).toEqual({
    type: 'stageOpened',
    stage: 2,
    phase: 'board',
    year: 1,
    seconds: PLY_SECONDS,
  });
  const fills = expected.flatMap((e) => e.fills.map((fill) => ({ ...fill, firm: e.firm })));
  for (let seat = 0; seat < m.players; seat++) {
    const mine = fills.filter((fill) => fill.seat === seat);
    expect(after.seats[seat]!.cash).toBe(before.seats[seat]!.cash - mine.reduce((n, fill) => n + fill.amount, 0));
    for (const f of FIRMS) {
      const got = mine.filter((fill) => fill.firm === f).reduce((n, fill) => n + fill.qty, 0);
      expect(after.seats[seat]!.holdings[f]).toBe(before.seats[seat]!.holdings[f] + got);
    }
  }
  expect(after.gov.cash).toBe(before.gov.cash + fills.reduce((n, fill) => n + fill.amount, 0));
  seen.sales += fills.length;
}

/** A random firm's director issues its token to a random seat (spec 7.3: itself included, which takes it back). */
function issueRandomToken(rng: Rng, m: Match): void {
  const firm = FIRMS[rng.int(8)]!;
  m.play(m.state.firms[firm].director, issueToken(firm, rng.int(m.players), rng.int(2) === 0 ? 'ply' : 'year'));
}

/** Plays the match to its end: random bids, plies, timeouts and tokens; every auction and ply checked. */
function playChecked(rng: Rng, m: Match, version: RulesVersion, seen: Seen): void {
  const undo: Record<Color, string | undefined> = { white: undefined, black: undefined };
  for (let step = 0; step < 2000 && m.state.phase !== 'finished'; step++) {
    const s = m.state;
    if (s.phase === 'auction') {
      checkAuction(rng, m, seen);
    } else if (s.phase === 'board') {
      expect(s.rotation).toEqual(rotationModel(s.year, version));
      if (rng.int(5) === 0) {
        issueRandomToken(rng, m);
        continue;
      }
      const active = s.activeFirm!;
      const holder = holderModel(s.firms[active].token, s.firms[active].director, s.year);
      expect(m.toAct()).toEqual([holder]);
      // spec 7.4: the holder is offered exactly the active firm's plies, in notation order
      const own = generateMoves(boardFromPieces(s.board.pieces), s.board.toMove)
        .filter((x) => pieceOn(s.board.pieces, x.from).firm === active)
        .map((x) => x.notation)
        .sort();
      expect(m.plies(holder)).toEqual(own);
      // half the time a colour undoes its last quiet ply when it can, so that positions repeat (spec 8.4, 7.2.3)
      const back = own.find((n) => n === undo[s.board.toMove]);
      const chosen = back !== undefined && rng.int(2) === 0 ? back : own[rng.int(own.length)]!;
      const timeout = rng.int(10) === 0;
      const events = timeout ? m.play(0, phaseTimeout(s.stage)) : m.play(holder, ply(chosen));
      const played = one(events, 'plyPlayed');
      // spec 8.3 step 1: a timeout plays the fallback, the first ply in notation order
      expect(played).toMatchObject(
        timeout ? { by: null, auto: 'timeout', move: own[0] } : { by: holder, auto: null, move: chosen },
      );
      checkPly(s, events, m.state, seen);
      const [from, to] = played.move.split('-');
      undo[s.board.toMove] = to === undefined ? undefined : `${to}-${from}`;
    } else {
      if (rng.int(4) === 0) issueRandomToken(rng, m);
      for (let seat = 0; seat < m.players; seat++) if (m.state.phase === s.phase) m.play(seat, ready());
    }
  }
  expect(m.state.phase).toBe('finished');
}

/**
 * A random board position of spec 12: up to 5 pieces a side (fewer when squares collide), most of them kings, every
 * piece on its colour's last rank a king; half of them with draw counters a few plies from their limits.
 */
function randomPosition(rng: Rng): { position: object; pieces: Piece[]; toMove: Color } {
  const pieces: Piece[] = [];
  // a third of them a lone king against kings: the classes 7.2.4, 7.2.7 and 7.2.8 of spec 8.4
  const lone = rng.int(3) === 0 ? rng.int(2) : -1;
  for (const [side, color] of (['white', 'black'] as const).entries()) {
    const firms = FIRMS.filter((f) => FIRM_DEFS[f].color === color);
    const n = lone === side ? 1 : 1 + rng.int(5);
    for (let i = 0; i < n; i++) {
      const sq = SQUARES[rng.int(32)]!;
      if (pieces.some((p) => p.sq === sq)) continue;
      const king = lone !== -1 || sq[1] === (color === 'white' ? '8' : '1') || rng.int(3) > 0;
      pieces.push({ sq, firm: firms[rng.int(4)]!, king, color });
    }
  }
  const yearPly = rng.int(8);
  const rule = endgameClass(pieces);
  const draw =
    rng.int(2) === 0
      ? {
          kingPlies: 10 + rng.int(20),
          endgame: rule === null ? null : { rule, plies: Math.max(0, DRAW_LIMIT[rule] - 1 - rng.int(3)) },
        }
      : undefined;
  const position = {
    phase: 'board',
    year: 1 + rng.int(4),
    yearPly,
    directors: [0, 1, 2, 0, 1, 2, 0, 1],
    pieces: pieces.map((p) => `${p.king ? 'K' : ''}${p.sq}.${p.firm}`).join(' '),
    ...(draw === undefined ? {} : { draw }),
  };
  return { position, pieces, toMove: yearPly % 2 === 0 ? 'white' : 'black' };
}

describe('spec 8.2-8.6 against independent models, ply by ply', () => {
  it('random games from the opening auction agree with the models under both rules versions', () => {
    const rng = createRng(rngFromSeed('spec-model-board opening'));
    const seen = newSeen();
    const games = runs(24, 4);
    for (let g = 0; g < games; g++) {
      const version: RulesVersion = g % 2 === 0 ? 1 : 2;
      const m = new Match(3 + rng.int(6), null, OPTIONS, `opening ${g}`, version);
      playChecked(rng, m, version, seen);
    }
    expect(seen.plies).toBeGreaterThan(games * 20);
    expect(seen.sales).toBeGreaterThan(games * 4);
    expect(seen.incomes).toBeGreaterThan(games);
    expect(seen.usedTokens).toBeGreaterThan(0);
    expect(seen.multiCaptures).toBeGreaterThan(0);
    expect(seen.capturePromotions).toBeGreaterThan(0);
  });

  it('random king positions agree with the models, reaching every endgame class and draw rule', () => {
    const rng = createRng(rngFromSeed('spec-model-board kings'));
    const seen = newSeen();
    const tries = runs(500, 100);
    let played = 0;
    for (let g = 0; g < tries; g++) {
      const { position, pieces, toMove } = randomPosition(rng);
      const version: RulesVersion = g % 2 === 0 ? 1 : 2;
      const start = { players: 3, options: OPTIONS, seed: 'kings', rulesVersion: version, position };
      const started = startMatch(checkersExchange, start);
      // spec 12: a board position whose side to move has no legal move is BAD_POSITION; nothing else here breaches
      const movable = generateMoves(boardFromPieces(pieces), toMove).length > 0;
      expect(started.ok ? 'accepted' : started.error.code).toBe(movable ? 'accepted' : 'BAD_POSITION');
      if (!started.ok) continue;
      played++;
      playChecked(rng, new Match(3, position, OPTIONS, 'kings', version), version, seen);
    }
    expect(played).toBeGreaterThan(tries / 2);
    expect(Object.keys(seen.classes).sort()).toEqual(['7.2.4', '7.2.6-45', '7.2.6-67', '7.2.7', '7.2.8']);
    expect(Object.keys(seen.ends).sort()).toEqual(['7.2.3', '7.2.4', '7.2.5', '7.2.6', '7.2.7', '7.2.8', 'noMoves']);
  });
});
