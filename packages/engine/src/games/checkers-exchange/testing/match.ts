/**
 * Test support (no production code uses it): a Checkers Exchange match built move by move through the public path
 * (`parseMove`, then `play`), every input deep-frozen, the structural invariants checked after every accepted move,
 * and `replayed()` proving that the record, through JSON, `parseRecord` and `replay`, gives the very same state and
 * events. Shorthands follow the notation of spec 13.
 */
import { stateHash } from '../../../core/canonical.ts';
import type { AnyGame, Seat, Viewer } from '../../../core/game.ts';
import { parseRecord, replay, type RecordedMove } from '../../../core/record.ts';
import { GAMES } from '../../../games.ts';
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import type { FirmId } from '../config.ts';
import { checkersExchange } from '../index.ts';
import { shapeInvariants } from '../invariants.ts';
import type { Event, EventOf, EventType, Move, RulesVersion, State, View } from '../types.ts';

/** `0: a3-b4` of spec 13. */
export const ply = (move: string) => ({ type: 'ply', move });
/** `bid f q @ p`. */
export const bid = (firm: FirmId, qty: number, price: number): Move => ({ type: 'bid', firm, qty, price });
/** `buy f q @ p` (`… as A` with a firm id as `account`). */
export const buy = (firm: FirmId, qty: number, limit: number, account: 'me' | FirmId = 'me'): Move => ({
  type: 'order',
  account,
  side: 'buy',
  firm,
  qty,
  limit,
});
/** `sell f q @ p` (`… as A` with a firm id as `account`). */
export const sell = (firm: FirmId, qty: number, limit: number, account: 'me' | FirmId = 'me'): Move => ({
  type: 'order',
  account,
  side: 'sell',
  firm,
  qty,
  limit,
});
/** `cancel n`. */
export const cancel = (orderId: number): Move => ({ type: 'cancel', orderId });
/** `nominate f c`. */
export const nominate = (firm: FirmId, candidate: number): Move => ({ type: 'nominate', firm, candidate });
/** `vote f A → c` (`A` = 'me' or a firm id; a null candidate withdraws). */
export const vote = (firm: FirmId, account: 'me' | FirmId, candidate: number | null): Move => ({
  type: 'vote',
  firm,
  account,
  candidate,
});
/** `issueToken f → t, scope`. */
export const issueToken = (firm: string, to: number, scope: string) => ({ type: 'issueToken', firm, to, scope });
/** `transfer to t` of `amount`. */
export const transfer = (to: number, amount: number) => ({ type: 'transfer', to, amount });
export const ready = () => ({ type: 'ready' });
export const unready = () => ({ type: 'ready', ready: false });
export const requestMeeting = () => ({ type: 'requestMeeting' });
export const resign = () => ({ type: 'resign' });
/** `phaseTimeout stage n` (sent as seat 0 in the vectors). */
export const phaseTimeout = (stage: number) => ({ type: 'phaseTimeout', stage });

/**
 * Spec 13's wrapped JSON: every line break is deleted, except inside a string (a `pieces` list), where it stands for
 * one space.
 */
export function specJson(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') {
      if (inString) out += ' ';
      continue;
    }
    if (ch === '"' && text[i - 1] !== '\\') inString = !inString;
    out += ch;
  }
  return JSON.parse(out) as unknown;
}

const GAME_ID = 'checkers-exchange';

/** The registry the records go through: the real one once the game is registered, else one that adds it. */
function registry(): Readonly<Record<string, AnyGame>> {
  return Object.hasOwn(GAMES, GAME_ID) ? GAMES : { ...GAMES, [GAME_ID]: checkersExchange as AnyGame };
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/**
 * A match built move by move; the vectors use one per position. Its record carries rules version 1 unless given:
 * spec 13's V1-V20 are stated for it (V21 is version 2's).
 */
export class Match {
  private readonly moves: RecordedMove[] = [];
  private readonly allEvents: Event[] = [];
  state: State;
  readonly setupEvents: readonly Event[];

  constructor(
    readonly players: number,
    readonly position: unknown = null,
    readonly options: Record<string, unknown> = {},
    readonly seed = 'vectors',
    readonly rulesVersion: RulesVersion = 1,
  ) {
    const r = this.replay([]);
    this.state = deepFreeze(r.state);
    this.setupEvents = r.events;
    this.allEvents.push(...r.events);
    this.check('setup');
  }

  private record(moves: readonly RecordedMove[]): unknown {
    const { players, options, seed, position, rulesVersion } = this;
    return clone({ game: GAME_ID, rulesVersion, players, options, seed, position, moves });
  }

  private replay(moves: readonly RecordedMove[]): { state: State; events: readonly Event[] } {
    const parsed = parseRecord(this.record(moves), registry());
    if (!parsed.ok) throw new Error(`bad record: ${JSON.stringify(parsed.error)}`);
    const r = replay(checkersExchange, parsed.value, { events: true });
    if (!r.ok) throw new Error(`replay failed: ${JSON.stringify(r.error)}`);
    return { state: r.value.state, events: r.value.events };
  }

  private check(after: string): void {
    const problems = shapeInvariants(this.state);
    if (problems.length > 0) throw new Error(`invariants broken after ${after}: ${problems.join('; ')}`);
  }

  /** A move the spec accepts: returns its events (throws with the code when it is refused). */
  play(seat: Seat, raw: unknown): readonly Event[] {
    const input = deepFreeze(clone(raw));
    const move = checkersExchange.parseMove(input);
    if (!move.ok) throw new Error(`move ${JSON.stringify(raw)} does not parse: ${move.error.code}`);
    const r = checkersExchange.play(this.state, seat, deepFreeze(move.value));
    if (!r.ok) {
      const detail = r.error.detail === undefined ? '' : ` ${JSON.stringify(r.error.detail)}`;
      throw new Error(
        `move ${this.moves.length + 1} ${seat}: ${JSON.stringify(raw)} refused: ${r.error.code}${detail}`,
      );
    }
    this.moves.push({ seat, move: clone(raw) });
    this.state = deepFreeze(r.value.state);
    this.allEvents.push(...r.value.events);
    this.check(`move ${this.moves.length} ${seat}: ${JSON.stringify(raw)}`);
    return r.value.events;
  }

  /** The code a move gets ('accepted' if play takes it; it is then not recorded). Throws if the state changed. */
  code(seat: Seat, raw: unknown): string {
    const before = stateHash(this.state);
    const move = checkersExchange.parseMove(deepFreeze(clone(raw)));
    const r = move.ok ? checkersExchange.play(this.state, seat, deepFreeze(move.value)) : move;
    if (stateHash(this.state) !== before) throw new Error('a refused move changed the state');
    return r.ok ? 'accepted' : r.error.code;
  }

  /** Asserts that the move is refused with `code` and leaves the state as it was. */
  refuse(seat: Seat, raw: unknown, code: string): void {
    const got = this.code(seat, raw);
    if (got !== code) throw new Error(`${seat}: ${JSON.stringify(raw)}: expected ${code}, got ${got}`);
  }

  /** The record, through JSON, parseRecord and replay, gives the state and events built move by move. */
  replayed(): void {
    const r = this.replay(this.moves);
    if (stateHash(r.state) !== stateHash(this.state)) throw new Error('the replayed record gives another state');
    if (stateHash(r.events) !== stateHash(this.allEvents)) throw new Error('the replayed record gives other events');
  }

  /** Every event so far, setup's included. */
  get events(): readonly Event[] {
    return this.allEvents;
  }

  toAct(): readonly Seat[] {
    return checkersExchange.toAct(this.state);
  }

  legal(seat: Seat): readonly Move[] {
    return checkersExchange.legalMoves(this.state, seat);
  }

  /** The notations of the seat's listed plies, in listed order. */
  plies(seat: Seat): string[] {
    return this.legal(seat).flatMap((m) => (m.type === 'ply' ? [m.move] : []));
  }

  view(viewer: Viewer): View {
    return checkersExchange.view(this.state, viewer);
  }

  cash(): number[] {
    return this.state.seats.map((s) => s.cash);
  }

  /** A seat's holdings as the spec writes them: only the non-zero firms. */
  holdings(seat: Seat): Partial<Record<FirmId, number>> {
    return nonZero(this.state.seats[seat]!.holdings);
  }

  /** Plays `phaseTimeout` of the current stage (as seat 0) until the board phase is over; returns all events. */
  timeoutBoard(): Event[] {
    const out: Event[] = [];
    for (let i = 0; i < 100 && this.state.phase === 'board'; i++)
      out.push(...this.play(0, phaseTimeout(this.state.stage)));
    return out;
  }
}

/** Only the non-zero entries of a holdings record. */
export function nonZero(h: Readonly<Record<FirmId, number>>): Partial<Record<FirmId, number>> {
  return Object.fromEntries(Object.entries(h).filter(([, n]) => n !== 0));
}

/** Events of one type. */
export function ofType<T extends EventType>(events: readonly Event[], type: T): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}

/** The only event of one type (throws when there are none or several). */
export function one<T extends EventType>(events: readonly Event[], type: T): EventOf<T> {
  const found = ofType(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, got ${found.length}`);
  return found[0] as EventOf<T>;
}
