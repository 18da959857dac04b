import type { ErrorLine, ProgramLine } from './program-lines.ts';

/** A stream message the client cannot use (an update without a whole view): the stream is reopened for a snapshot. */
export class ResyncNeeded extends Error {}

/** A turn the server offered: the version a move must answer, what is legal then, its deadline. */
interface Turn {
  readonly version: number;
  readonly legal: readonly unknown[] | null;
  readonly deadline: number | null;
}

type Message = Readonly<Record<string, unknown>>;

/**
 * Refusals at one version after which its turn is not offered again: a program that answers a turn the same wrong way
 * every time would otherwise loop as fast as the server answers. It still gets the error lines; the clock decides.
 */
export const MAX_REOFFERS = 5;

/**
 * One game's stream messages (GET /api/bot/stream/game/:id?view=full) made into the program's lines, and the program's
 * answers into the versions they answer. Pure: it keeps the last whole view, the events not yet told, and which turns
 * were told and answered, so that after a reconnection (a snapshot again) a turn already answered is not offered twice.
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

  constructor(table: string) {
    this.#table = table;
  }

  get ended(): boolean {
    return this.#ended;
  }

  get seat(): number | null {
    return this.#seat;
  }

  /** The lines one stream message gives (none for chat, presence and the like). */
  receive(m: Message): ProgramLine[] {
    if (this.#ended) return [];
    switch (m['t']) {
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
   * The program sent a move: the version it answers (the last `turn` line's; before any, the latest version told),
   * remembered as answered until the server refuses it.
   */
  answer(): number {
    const version = this.#lastTurn >= 0 ? this.#lastTurn : Math.max(this.#told, 0);
    this.#answered = Math.max(this.#answered, version);
    return version;
  }

  /**
   * The server refused the move that answered `version`: an `error` line, and the turn again if the seat still has it
   * at a version the server would take (not older than the one the refusal names).
   */
  refused(version: number, code: string, detail: unknown, current: number | undefined): ProgramLine[] {
    if (this.#ended) return [];
    if (this.#answered === version) this.#answered = version - 1;
    const error: ErrorLine = { t: 'error', code, detail: detail ?? null, version: current ?? version };
    const turn = this.#turn;
    if (turn === null || turn.version < (current ?? version)) return [error];
    if (this.#refusals.version !== turn.version) this.#refusals = { version: turn.version, count: 0 };
    if (++this.#refusals.count > MAX_REOFFERS) return [error];
    return [error, ...this.#offerTurn(true)];
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
      return [...update, { t: 'end', outcome: outcome ?? null }];
    }
    const toAct = Array.isArray(m['toAct']) ? (m['toAct'] as unknown[]) : [];
    this.#turn = status === 'playing' && toAct.includes(this.#seat) ? turnOf(m, this.#version) : null;
    const turn = this.#offerTurn(false);
    if (turn.length > 0) return turn;
    return this.#version > this.#told ? [this.#updateLine()] : [];
  }

  /** The current turn as a line, unless it was answered or (without `again`) already offered. */
  #offerTurn(again: boolean): ProgramLine[] {
    const turn = this.#turn;
    if (turn === null || turn.version <= this.#answered) return [];
    if (!again && turn.version <= this.#lastTurn) return [];
    this.#lastTurn = turn.version;
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
