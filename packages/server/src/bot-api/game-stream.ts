import jsonPatch, { type Operation } from 'fast-json-patch';

/** What a bot's game stream makes of the hub's messages to its seat (docs/bot-api.md, "The game stream"). */
export interface GameStreamShape {
  /** The bot's seat at the table (null: it watches). */
  readonly seat: number | null;
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

interface TurnFields {
  readonly toAct?: readonly number[];
  readonly legal?: unknown;
  readonly deadline?: number | null;
}

/**
 * The hub's messages, reshaped for a bot: the same messages as the WebSocket's (snapshot, update, chat, presence,
 * table, error), with the whole view in each update when asked, and a `yourTurn` line after every snapshot or
 * update after which the bot's seat may act (the version its move must answer; `waiting`: the game waits for it). Messages a bot has no use for (the
 * ack of the stream's own subscribe, pongs, lobby changes) are left out.
 */
export class GameStream {
  readonly #shape: GameStreamShape;
  /** The view as of the last message (full views only): each patch applies to it. */
  #view: unknown = null;

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
        const table = m['table'] as { id: string; version: number; status: string };
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

  #withTurn(line: string, m: TurnFields, table: string, version: number, status: string): StreamLines {
    if (status === 'finished') return { lines: [line], end: true };
    const seat = this.#shape.seat;
    // The seat may act when the game waits for it (toAct) or lets it act out of turn (the engine's mayAct: a market
    // open to all) and has a move to make: the stream asked for legal moves, so they come exactly then
    // (viewer-messages.ts).
    const waiting = seat !== null && (m.toAct ?? []).includes(seat);
    const mayAct = Array.isArray(m.legal) && m.legal.length > 0;
    if (status !== 'playing' || seat === null || (!waiting && !mayAct)) return { lines: [line], end: false };
    const turn = { t: 'yourTurn', table, version, waiting, deadline: m.deadline ?? null, legal: m.legal ?? null };
    return { lines: [line, JSON.stringify(turn)], end: false };
  }
}

const none: StreamLines = { lines: [], end: false };
