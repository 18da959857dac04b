import jsonPatch, { type Operation } from 'fast-json-patch';

/** What a bot's game stream makes of the hub's messages to its seat (docs/bot-api.md, "The game stream"). */
export interface GameStreamShape {
  /** The bot account's id: its seat's takeover is looked up by it. */
  readonly userId: string;
  /** Updates carry the whole view instead of a patch (`?view=full`). */
  readonly fullViews: boolean;
  /** The id of the stream's own subscribe: its ack is the stream's business, not the bot's. */
  readonly subscribeId: string;
}

/** The lines one hub message becomes, and whether the stream ends after them (the match is over). */
export interface StreamLines {
  readonly lines: readonly string[];
  readonly end: boolean;
}

/** Why a seat was taken over by a server bot (SeatChange.reason): the bot left the match, or kept timing out. */
export type SeatLostReason = 'left' | 'timeouts';

/**
 * The game stream's last line when the bot no longer holds its seat during play (a server bot took it over): the
 * stream ends after it. A seat taken over for timeouts may be taken back (POST /api/bot/game/:id/return), then the
 * stream reopened.
 */
export interface SeatLost {
  readonly t: 'seatLost';
  readonly table: string;
  readonly reason: SeatLostReason;
}

interface TurnFields {
  readonly toAct?: readonly number[];
  readonly legal?: unknown;
  readonly deadline?: number | null;
}

/**
 * The hub's messages, reshaped for a bot: the same messages as the WebSocket's (snapshot, update, chat, presence,
 * table, error), with the whole view in each update when asked, and a `yourTurn` line after every snapshot or
 * update after which the bot's seat may act (the version its move must answer; `waiting`: the game waits for it).
 * Messages a bot has no use for (the ack of the stream's own subscribe, pongs, lobby changes) are left out. A
 * snapshot of a match being played that gives the bot no seat (a server bot took it over: the hub's snapshot after
 * a takeover) becomes a `seatLost` line, and the stream ends: what follows would be a spectator's.
 */
export class GameStream {
  readonly #shape: GameStreamShape;
  /** The view as of the last message (full views only): each patch applies to it. */
  #view: unknown = null;
  /** The bot's seat as of the last snapshot (null before the first). */
  #seat: number | null = null;

  constructor(shape: GameStreamShape) {
    this.#shape = shape;
  }

  reshape(text: string): StreamLines {
    const m = JSON.parse(text) as { t: string; id?: string } & TurnFields & Record<string, unknown>;
    switch (m.t) {
      case 'ack':
        return m.id === this.#shape.subscribeId ? none : { lines: [text], end: false };
      case 'pong':
      case 'lobbyChanged':
        return none;
      case 'snapshot': {
        const table = m['table'] as SnapshotTable;
        const seat = m['seat'] as number | null;
        if (seat === null && table.status === 'playing') {
          const lost: SeatLost = { t: 'seatLost', table: table.id, reason: this.#lostFor(table) };
          return { lines: [JSON.stringify(lost)], end: true };
        }
        this.#seat = seat;
        this.#view = m['view'];
        return this.#withTurn(text, m, table.id, table.version, table.status);
      }
      case 'update': {
        let line = text;
        if (this.#shape.fullViews) {
          const { patch, ...rest } = m;
          if (patch !== undefined)
            this.#view = jsonPatch.applyPatch(this.#view, patch as Operation[], false, true).newDocument;
          else this.#view = m['view'];
          line = JSON.stringify({ ...rest, view: this.#view });
        }
        return this.#withTurn(line, m, m['table'] as string, m['version'] as number, m['status'] as string);
      }
      default:
        return { lines: [text], end: false };
    }
  }

  /** Why the bot's seat was taken over: the table's last takeover from the bot (`left` when none says). */
  #lostFor(table: SnapshotTable): SeatLostReason {
    const mine = (table.seatChanges ?? []).filter((c) => c.kind === 'takeover' && c.userId === this.#shape.userId);
    return mine.at(-1)?.reason === 'timeouts' ? 'timeouts' : 'left';
  }

  #withTurn(line: string, m: TurnFields, table: string, version: number, status: string): StreamLines {
    if (status === 'finished') return { lines: [line], end: true };
    const seat = this.#seat;
    // The seat may act when the game waits for it (toAct) or lets it act out of turn (the engine's mayAct: a market
    // open to all) and has a move to make. The stream asked for legal moves, so the hub lists them exactly when the
    // seat's holder may act (viewer-messages.ts): none means the seat is not the bot's to play (an update made after
    // a server bot took it over, before the snapshot that says so), and no turn is offered.
    if (status !== 'playing' || seat === null || !Array.isArray(m.legal)) return { lines: [line], end: false };
    const waiting = (m.toAct ?? []).includes(seat);
    if (!waiting && m.legal.length === 0) return { lines: [line], end: false };
    const turn = { t: 'yourTurn', table, version, waiting, deadline: m.deadline ?? null, legal: m.legal };
    return { lines: [line, JSON.stringify(turn)], end: false };
  }
}

/** What the stream reads of a snapshot's table summary. */
interface SnapshotTable {
  readonly id: string;
  readonly version: number;
  readonly status: string;
  readonly seatChanges?: readonly { readonly kind: string; readonly userId: string; readonly reason?: string }[];
}

const none: StreamLines = { lines: [], end: false };
