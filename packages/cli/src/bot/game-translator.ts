import type { EndLine, ErrorLine, ProgramLine, SeatLostReason } from './program-lines.ts';

/** A stream message the client cannot use (an update without a whole view): the stream is reopened for a snapshot. */
export class ResyncNeeded extends Error {}

/** A turn the server offered: the version a move must answer, what is legal then, its deadline. */
interface Turn {
  readonly version: number;
  readonly legal: readonly unknown[] | null;
  readonly deadline: number | null;
}

type Message = Readonly<Record<string, unknown>>;

/** The seat was taken over by a server bot: why, as the stream's `seatLost` line said (null: not said). */
export interface SeatLoss {
  readonly reason: SeatLostReason | null;
}

/**
 * Refusals at one version after which its turn is not offered again: a program that answers a turn the same wrong way
 * every time would otherwise loop as fast as the server answers. It still gets the error lines; the clock decides.
 */
export const MAX_REOFFERS = 5;

/**
 * One game's stream messages (GET /api/bot/stream/game/:id?view=full) made into the program's lines, and the program's
 * answers into the versions they answer. It keeps the last whole view, the events not yet told, and which turns were
 * told and answered, so that after a reconnection (a snapshot again) a turn already answered is not offered twice.
 *
 * One turn at a time: once a `turn` line is written, no newer one is until the program has answered it and the answer
 * has come back from the server (or the turn's deadline has passed: the clock acted for the seat); `update` lines tell
 * the program how the match moves on meanwhile. So the program's answer always goes with the version of the turn it
 * answers, however slow it is: the server refuses it STALE if the match moved on, and the newest turn follows.
 */
export class GameTranslator {
  readonly #table: string;
  #seat: number | null = null;
  #started = false;
  #ended = false;
  /** The match version of the latest message taken (-1: none yet). */
  #version = -1;
  /** The version of the last `turn` or `update` line written. */
  #told = -1;
  /** The version of the last `turn` line written. */
  #lastTurn = -1;
  /** The highest version a move was sent for and not refused. */
  #answered = -1;
  #view: unknown = null;
  #events: unknown[] = [];
  /** The seat's current turn, or null when the game does not wait for it. */
  #turn: Turn | null = null;
  /** Refusals of moves answering the current turn's version. */
  #refusals = { version: -1, count: 0 };
  /** The turn line written that the program has not answered yet (null: none), with its deadline. */
  #owed: { readonly version: number; readonly deadline: number | null } | null = null;
  /** A move of the program is on its way to the server: newer turns wait for its answer. */
  #sending = false;
  /** The seat was taken over (a `seatLost` line, or a move refused NOT_SEATED); undefined while it is the bot's. */
  #lost: SeatLoss | undefined;
  readonly #now: () => number;

  constructor(table: string, now: () => number = Date.now) {
    this.#table = table;
    this.#now = now;
  }

  get ended(): boolean {
    return this.#ended;
  }

  get seat(): number | null {
    return this.#seat;
  }

  /** Why the seat is no longer the bot's to play, or undefined while it is. */
  get lost(): SeatLoss | undefined {
    return this.#lost;
  }

  /** No more moves go out: the match is over or the seat was lost. */
  get over(): boolean {
    return this.#ended || this.#lost !== undefined;
  }

  /** The lines one stream message gives (none for chat, presence and the like). */
  receive(m: Message): ProgramLine[] {
    if (this.over) return [];
    switch (m['t']) {
      case 'seatLost':
        this.lose(m['reason'] === 'timeouts' || m['reason'] === 'left' ? m['reason'] : null);
        return [];
      case 'snapshot':
        return this.#snapshot(m);
      case 'update':
        return this.#update(m);
      case 'yourTurn': {
        const version = num(m['version']);
        if (version < this.#version) return [];
        this.#turn = turnOf(m, version);
        return this.#offerTurn(false);
      }
      default:
        return [];
    }
  }

  /**
   * The program sent a move: the version it answers (the `turn` line it owes an answer to; without one, the version
   * of the last line it was given), remembered as answered until the server refuses it. Newer turns wait until
   * `sent`, `refused` or `unsent` says how it went.
   */
  answer(): number {
    const version = this.#owed?.version ?? Math.max(this.#told, 0);
    this.#owed = null;
    this.#sending = true;
    this.#answered = Math.max(this.#answered, version);
    return version;
  }

  /** The program answered while no move could go out (the seat lost): its turn is answered all the same. */
  discard(): void {
    this.#owed = null;
  }

  /** The server took the move: the newest turn, if the seat has one the program has not seen. */
  sent(): ProgramLine[] {
    this.#sending = false;
    return this.over ? [] : this.#offerTurn(false);
  }

  /** The move that answered `version` did not land (the client is stopping, or the seat was lost meanwhile). */
  unsent(version: number): ProgramLine[] {
    if (this.#answered === version) this.#answered = version - 1;
    return this.sent();
  }

  /**
   * The server refused the move that answered `version`: an `error` line, and the turn again if the seat still has it
   * at a version the server would take (not older than the one the refusal names).
   */
  refused(version: number, code: string, detail: unknown, current: number | undefined): ProgramLine[] {
    this.#sending = false;
    if (this.over) return [];
    if (this.#answered === version) this.#answered = version - 1;
    const error: ErrorLine = { t: 'error', code, detail: detail ?? null, version: current ?? version };
    const turn = this.#turn;
    if (turn === null || turn.version < (current ?? version)) return [error];
    if (this.#refusals.version !== turn.version) this.#refusals = { version: turn.version, count: 0 };
    if (++this.#refusals.count > MAX_REOFFERS) return [error];
    return [error, ...this.#offerTurn(true)];
  }

  /** The seat was taken over (`reason` null: the server did not say why); nothing more is offered until `regain`. */
  lose(reason: SeatLostReason | null): void {
    if (this.#lost === undefined) this.#lost = { reason };
    this.#turn = null;
  }

  /** The seat was taken back: the stream is reopened, and its snapshot offers the seat's turn (once answered). */
  regain(): void {
    this.#lost = undefined;
    this.#sending = false;
    // A turn offered but not answered before the loss is offered again.
    this.#lastTurn = Math.min(this.#lastTurn, this.#answered);
  }

  /** The program's last line when the seat is lost for good: `end` with reason `seatLost`. */
  lostEnd(): EndLine {
    return { t: 'end', outcome: null, reason: 'seatLost', lostFor: this.#lost?.reason ?? null };
  }

  #snapshot(m: Message): ProgramLine[] {
    const table = (m['table'] ?? {}) as Message;
    const version = num(table['version']);
    const lines: ProgramLine[] = [];
    this.#seat = typeof m['seat'] === 'number' ? m['seat'] : null;
    if (!this.#started) {
      this.#started = true;
      lines.push({
        t: 'start',
        table: this.#table,
        game: String(table['game']),
        seat: this.#seat ?? -1,
        players: num(table['players']),
        options: table['options'] ?? null,
      });
    }
    if (version < this.#version) return lines;
    this.#version = version;
    this.#view = m['view'];
    return [...lines, ...this.#moved(m, table['status'], table['outcome'])];
  }

  #update(m: Message): ProgramLine[] {
    const version = num(m['version']);
    if (version <= this.#version) return [];
    if (!('view' in m)) throw new ResyncNeeded(`update ${version} has no whole view`);
    this.#version = version;
    this.#view = m['view'];
    if (Array.isArray(m['events'])) this.#events.push(...(m['events'] as unknown[]));
    return this.#moved(m, m['status'], m['outcome']);
  }

  /** After a snapshot or an update: the end, the seat's turn, or an update line when the program has not seen it. */
  #moved(m: Message, status: unknown, outcome: unknown): ProgramLine[] {
    if (status === 'finished') {
      this.#ended = true;
      this.#turn = null;
      const update = this.#version > this.#told ? [this.#updateLine()] : [];
      return [...update, { t: 'end', outcome: outcome ?? null, reason: 'finished' }];
    }
    const toAct = Array.isArray(m['toAct']) ? (m['toAct'] as unknown[]) : [];
    this.#turn = status === 'playing' && toAct.includes(this.#seat) ? turnOf(m, this.#version) : null;
    const turn = this.#offerTurn(false);
    if (turn.length > 0) return turn;
    return this.#version > this.#told ? [this.#updateLine()] : [];
  }

  /**
   * The current turn as a line, unless it was answered or (without `again`) already offered, or the program owes an
   * answer to an earlier turn line (one turn at a time, above).
   */
  #offerTurn(again: boolean): ProgramLine[] {
    const turn = this.#turn;
    if (turn === null || turn.version <= this.#answered) return [];
    if (!again && turn.version <= this.#lastTurn) return [];
    if (this.#waitingForAnswer()) return [];
    this.#lastTurn = turn.version;
    this.#owed = { version: turn.version, deadline: turn.deadline };
    this.#told = Math.max(this.#told, turn.version);
    const events = this.#takeEvents();
    return [
      {
        t: 'turn',
        table: this.#table,
        version: turn.version,
        view: this.#view,
        legal: turn.legal,
        deadline: turn.deadline,
        events,
      },
    ];
  }

  /** A move of the program is on its way, or it owes an answer to a turn whose deadline has not passed. */
  #waitingForAnswer(): boolean {
    if (this.#sending) return true;
    const owed = this.#owed;
    return owed !== null && (owed.deadline === null || owed.deadline > this.#now());
  }

  #updateLine(): ProgramLine {
    this.#told = this.#version;
    return { t: 'update', version: this.#version, view: this.#view, events: this.#takeEvents() };
  }

  #takeEvents(): unknown[] {
    const events = this.#events;
    this.#events = [];
    return events;
  }
}

function turnOf(m: Message, version: number): Turn {
  return {
    version,
    legal: Array.isArray(m['legal']) ? (m['legal'] as unknown[]) : null,
    deadline: typeof m['deadline'] === 'number' ? m['deadline'] : null,
  };
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : -1;
}
