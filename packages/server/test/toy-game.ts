// A small test-only game that uses every part of the game contract the server must handle generically: two seats
// choose a number at the same time, in secret (version-free moves, both in toAct, hidden in the other's view until
// both chose); a version-free `ready` any seat may send at any time (mayAct), which also closes the reveal phase; a
// per-phase deadline for both seats at once; a clock-only timeout; a version-dependent resign.
import { fail, ok, type Game, type Outcome, type Seat, type Viewer } from '@birzha/engine';
import { createRng } from '@birzha/engine';

export interface ToyOptions {
  readonly rounds: number;
  /** Seconds per phase; 0: no clock. */
  readonly seconds: number;
}

export interface ToyState {
  readonly options: ToyOptions;
  readonly round: number;
  readonly phase: 'choose' | 'reveal' | 'over';
  /** Each seat's number this round (0 after a timeout), or null before it chose. */
  readonly choices: readonly (number | null)[];
  /** Who said ready in the reveal phase. */
  readonly ready: readonly boolean[];
  readonly scores: readonly number[];
  /** `ready` messages sent outside the reveal phase (a harmless signal any seat may send at any time). */
  readonly notes: readonly number[];
  readonly resigned: Seat | null;
}

/** The state as a viewer sees it: another seat's number this round is 'hidden' until both chose. */
export type ToyView = Omit<ToyState, 'choices'> & { readonly choices: readonly (number | 'hidden' | null)[] };

export type ToyMove =
  | { readonly type: 'choose'; readonly n: number }
  | { readonly type: 'ready' }
  | { readonly type: 'timeout' }
  | { readonly type: 'resign' };

export type ToyEvent =
  | { readonly type: 'started'; readonly rounds: number }
  | { readonly type: 'chose'; readonly seat: Seat }
  | { readonly type: 'timedOut'; readonly seat: Seat }
  | { readonly type: 'revealed'; readonly round: number; readonly choices: readonly number[] }
  | { readonly type: 'readied'; readonly seat: Seat }
  | { readonly type: 'noted'; readonly seat: Seat }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'resigned'; readonly seat: Seat }
  | { readonly type: 'ended'; readonly scores: readonly number[] };

const SEATS = [0, 1] as const;
const NUMBERS = [1, 2, 3] as const;

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

function intIn(raw: unknown, min: number, max: number): raw is number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max;
}

/** Who chose the higher number scores it; a timeout counts as 0. */
function resolveRound(state: ToyState, events: ToyEvent[]): ToyState {
  const choices = state.choices.map((c) => c ?? 0);
  const [a = 0, b = 0] = choices;
  const scores = state.scores.map((s, seat) => s + ((seat === 0 ? a > b : b > a) ? (choices[seat] ?? 0) : 0));
  events.push({ type: 'revealed', round: state.round, choices });
  return { ...state, phase: 'reveal', scores, ready: [false, false] };
}

function nextRound(state: ToyState, events: ToyEvent[]): ToyState {
  if (state.round === state.options.rounds) {
    events.push({ type: 'ended', scores: state.scores });
    return { ...state, phase: 'over' };
  }
  const round = state.round + 1;
  events.push({ type: 'roundStarted', round });
  return { ...state, round, phase: 'choose', choices: [null, null], ready: [false, false] };
}

function withChoice(state: ToyState, seat: Seat, n: number): ToyState {
  return { ...state, choices: state.choices.map((c, i) => (i === seat ? n : c)) };
}

export const toyGame: Game<ToyOptions, ToyState, ToyMove, ToyEvent, ToyView> = {
  meta: {
    id: 'toy',
    title: 'Toy duel',
    minPlayers: 2,
    maxPlayers: 2,
    rulesVersion: 1,
    defaultOptions: { rounds: 3, seconds: 0 },
  },

  parseOptions(raw, players) {
    if (players !== 2) return fail('BAD_PLAYER_COUNT', { min: 2, max: 2, got: players });
    const o = isRecord(raw) ? raw : {};
    const rounds = o['rounds'] ?? 3;
    const seconds = o['seconds'] ?? 0;
    if (!intIn(rounds, 1, 20)) return fail('BAD_OPTION', { option: 'rounds' });
    if (!intIn(seconds, 0, 3600)) return fail('BAD_OPTION', { option: 'seconds' });
    return ok({ rounds, seconds });
  },

  setup({ players, options }) {
    if (players !== 2) return fail('BAD_PLAYER_COUNT', { min: 2, max: 2, got: players });
    return ok({
      state: {
        options,
        round: 1,
        phase: 'choose',
        choices: [null, null],
        ready: [false, false],
        scores: [0, 0],
        notes: [0, 0],
        resigned: null,
      },
      events: [
        { type: 'started', rounds: options.rounds },
        { type: 'roundStarted', round: 1 },
      ],
    });
  },

  toAct(state) {
    if (state.phase === 'choose') return SEATS.filter((s) => state.choices[s] === null);
    if (state.phase === 'reveal') return SEATS.filter((s) => !state.ready[s]);
    return [];
  },

  mayAct: (state) => state.phase !== 'over',
  versionFree: (move) => move.type === 'choose' || move.type === 'ready',
  clockOnly: (move) => move.type === 'timeout',

  deadlines(state) {
    const { seconds } = state.options;
    if (seconds === 0 || state.phase === 'over') return [];
    const waiting = toyGame.toAct(state);
    if (waiting.length === 0) return [];
    return state.phase === 'choose'
      ? // Its tests count a seat's timeouts by the reveal's `ready` alone (seats-return.test.ts, toy-game.test.ts).
        [{ key: `choose:${state.round}`, seconds, seats: waiting, move: { type: 'timeout' }, closesPhase: true }]
      : [{ key: `reveal:${state.round}`, seconds, seats: waiting, move: { type: 'ready' } }];
  },

  legalMoves(state, seat) {
    if (!toyGame.toAct(state).includes(seat)) return [];
    return state.phase === 'choose' ? NUMBERS.map((n) => ({ type: 'choose', n })) : [{ type: 'ready' }];
  },

  parseMove(raw) {
    if (!isRecord(raw)) return fail('BAD_MOVE');
    switch (raw['type']) {
      case 'choose':
        return intIn(raw['n'], 1, 3) && Object.keys(raw).length === 2
          ? ok({ type: 'choose', n: raw['n'] })
          : fail('BAD_MOVE');
      case 'ready':
      case 'timeout':
      case 'resign':
        return Object.keys(raw).length === 1 ? ok({ type: raw['type'] }) : fail('BAD_MOVE');
      default:
        return fail('BAD_MOVE');
    }
  },

  play(state, seat, move) {
    if (state.phase === 'over') return fail('GAME_OVER');
    if (seat !== 0 && seat !== 1) return fail('NOT_SEATED');
    const events: ToyEvent[] = [];
    switch (move.type) {
      case 'choose':
      case 'timeout': {
        if (state.phase !== 'choose' || state.choices[seat] !== null) return fail('NOT_YOUR_TURN');
        events.push(move.type === 'choose' ? { type: 'chose', seat } : { type: 'timedOut', seat });
        let next = withChoice(state, seat, move.type === 'choose' ? move.n : 0);
        if (next.choices.every((c) => c !== null)) next = resolveRound(next, events);
        return ok({ state: next, events });
      }
      case 'ready': {
        if (state.phase !== 'reveal' || state.ready[seat] === true) {
          events.push({ type: 'noted', seat });
          return ok({ state: { ...state, notes: state.notes.map((n, i) => (i === seat ? n + 1 : n)) }, events });
        }
        events.push({ type: 'readied', seat });
        let next: ToyState = { ...state, ready: state.ready.map((r, i) => r || i === seat) };
        if (next.ready.every(Boolean)) next = nextRound(next, events);
        return ok({ state: next, events });
      }
      case 'resign':
        events.push({ type: 'resigned', seat }, { type: 'ended', scores: state.scores });
        return ok({ state: { ...state, phase: 'over', resigned: seat }, events });
    }
  },

  view(state, viewer: Viewer) {
    const secret = state.phase === 'choose';
    return {
      ...state,
      choices: state.choices.map((c, seat) => (secret && c !== null && seat !== viewer ? 'hidden' : c)),
    };
  },

  viewEvent: (event) => event,

  outcome(state): Outcome | undefined {
    if (state.phase !== 'over') return undefined;
    const [a = 0, b = 0] = state.scores;
    const ranking =
      state.resigned !== null
        ? [[1 - state.resigned], [state.resigned]]
        : a === b
          ? [[0, 1]]
          : a > b
            ? [[0], [1]]
            : [[1], [0]];
    return { ranking, scores: state.scores };
  },

  determinize(view, _seat, rng) {
    const r = createRng(rng);
    return {
      ...view,
      choices: view.choices.map((c) => (c === 'hidden' ? (NUMBERS[r.int(NUMBERS.length)] as number) : c)),
    };
  },

  invariants: {
    state(state) {
      const errors: string[] = [];
      if (state.choices.length !== 2 || state.scores.length !== 2) errors.push('two seats');
      if (state.round < 1 || state.round > state.options.rounds) errors.push(`round ${state.round} out of range`);
      if (state.phase === 'choose' && state.choices.every((c) => c !== null)) errors.push('a full choice unresolved');
      if (state.scores.some((s) => s < 0)) errors.push('negative score');
      return errors;
    },
    view(state, view) {
      const leaked = view.choices.some(
        (c, i) => c !== state.choices[i] && !(c === 'hidden' && state.phase === 'choose'),
      );
      return leaked ? ['a view shows a choice the state does not have'] : [];
    },
  },
};

/** The games a toy-game server plays: the toy game alone. */
export const TOY_GAMES = { toy: toyGame } as const;
