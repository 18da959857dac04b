import { CheckersExchange, checkersExchange } from '@birzha/engine';

type State = CheckersExchange.State;
type Move = CheckersExchange.Move;
type Event = CheckersExchange.Event;
const { FIRMS } = CheckersExchange;

/** An event as the engine gave it, with the state its move led to (viewEvent reads it, spec 10). */
export interface PlayedEvent {
  readonly event: Event;
  readonly after: State;
}

/** A small deterministic generator (a test needs the same game every run). */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

/** A state after setup (with a spec 12 position, if given); a bad one throws. */
export function startState(players: number, options: Record<string, unknown>, seed: string, position?: unknown): State {
  const opts = checkersExchange.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const r = checkersExchange.setup({
    players,
    options: opts.value,
    seed,
    ...(position === undefined ? {} : { position }),
  });
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value.state;
}

/**
 * Test support: a whole game of legal moves by a fixed pseudo-random sequence, lively enough to meet nearly every
 * event of spec 9: seats bid in the auction, trade, request meetings, nominate and vote for themselves, transfer cash,
 * issue tokens, one seat resigns now and then, and (timed) the clock runs out. Returns every event with its state.
 */
export function playLogGame(
  players: number,
  options: Record<string, unknown>,
  seed: number,
): { events: PlayedEvent[]; state: State } {
  const rnd = lcg(seed);
  const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)] as T;
  const opts = checkersExchange.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const started = checkersExchange.setup({ players, options: opts.value, seed: `log-${seed}` });
  if (!started.ok) throw new Error(started.error.code);
  let state = started.value.state;
  const events: PlayedEvent[] = started.value.events.map((event) => ({ event, after: state }));
  let resigned = false;
  const tryPlay = (seat: number, move: Move): boolean => {
    const r = checkersExchange.play(state, seat, move);
    if (!r.ok) return false;
    state = r.value.state;
    for (const event of r.value.events) events.push({ event, after: state });
    return true;
  };
  for (let guard = 0; state.phase !== 'finished'; guard++) {
    if (guard > 40_000) throw new Error('the test game did not finish');
    const active = state.seats.flatMap((s, i) => (s.status === 'active' ? [i] : []));
    const toAct = checkersExchange.toAct(state);
    const r = rnd(1000);
    if (r < 2 && !resigned && active.length > 2) {
      resigned = tryPlay(pick(active), { type: 'resign' });
      continue;
    }
    if (r < 20 && state.options.timing !== 'untimed' && tryPlay(0, { type: 'phaseTimeout', stage: state.stage }))
      continue;
    if (r < 35 && tryPlay(pick(active), { type: 'transfer', to: pick(active), amount: 1 + rnd(40) })) continue;
    if (r < 50) {
      const firm = pick(FIRMS);
      const move: Move = { type: 'issueToken', firm, to: pick(active), scope: pick(['ply', 'year'] as const) };
      if (tryPlay(state.firms[firm].director, move)) continue;
    }
    const seat = toAct.length > 0 && rnd(5) !== 0 ? pick(toAct) : pick(active);
    if (phaseMove(state, seat, rnd, pick, tryPlay)) continue;
    const legal = checkersExchange.legalMoves(state, seat);
    if (legal.length === 0) continue;
    const first = legal[0] as Move;
    // Lean to ready (listed first in a simultaneous phase, 14.1.14) so that phases end.
    if (first.type === 'ready' && (first.ready === false || rnd(4) !== 0) && legal.length > 1)
      tryPlay(seat, pick(legal.slice(1)));
    else tryPlay(seat, first.type === 'ready' ? first : pick(legal));
  }
  return { events, state };
}

/** The phase's own lively move (a bid, an order, a request, a nomination, a vote), if one is accepted. */
function phaseMove(
  state: State,
  seat: number,
  rnd: (n: number) => number,
  pick: <T>(xs: readonly T[]) => T,
  tryPlay: (seat: number, move: Move) => boolean,
): boolean {
  const firm = pick(FIRMS);
  const own = FIRMS.filter((f) => state.firms[f].director === seat);
  switch (state.phase) {
    case 'auction':
      return rnd(3) !== 0 && tryPlay(seat, { type: 'bid', firm, qty: 1 + rnd(8), price: 10 + rnd(12) });
    case 'session': {
      if (rnd(4) === 0 && tryPlay(seat, { type: 'requestMeeting' })) return true;
      const account = own.length > 0 && rnd(3) === 0 ? pick(own) : 'me';
      const side = rnd(2) === 0 ? 'buy' : 'sell';
      const limit = Math.max(1, state.close[firm] + rnd(9) - 3);
      return rnd(2) === 0 && tryPlay(seat, { type: 'order', account, side, firm, qty: 1 + rnd(5), limit });
    }
    case 'meeting': {
      if (rnd(2) === 0 && tryPlay(seat, { type: 'nominate', firm, candidate: seat })) return true;
      const account = own.length > 0 && rnd(2) === 0 ? pick(own) : 'me';
      const candidate = rnd(6) === 0 ? null : seat;
      return rnd(2) === 0 && tryPlay(seat, { type: 'vote', firm, account, candidate });
    }
    default:
      return false;
  }
}
