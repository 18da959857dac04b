import { WebSocket } from 'ws';
import { legalOf } from '../load/choose-moves.ts';
import { patched } from '../load/patched.ts';

type Message = { readonly t: string } & Record<string, unknown>;

/** One WebSocket of a player with its messages queued, so a step waits for the message it needs. */
class Connection {
  readonly #socket: WebSocket;
  readonly #queue: Message[] = [];
  #wake: (() => void) | null = null;
  #closed = false;

  constructor(url: string, token: string) {
    this.#socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    this.#socket.on('message', (data: Buffer) => {
      this.#queue.push(JSON.parse(data.toString('utf8')) as Message);
      this.#wake?.();
    });
    this.#socket.on('close', () => {
      this.#closed = true;
      this.#wake?.();
    });
    this.#socket.on('error', () => undefined);
  }

  send(message: object): void {
    this.#socket.send(JSON.stringify(message));
  }

  /** The first queued message that `match` accepts (earlier ones are dropped), waiting up to `ms`. */
  async next(match: (m: Message) => boolean, ms = 15_000): Promise<Message> {
    const until = Date.now() + ms;
    for (;;) {
      const i = this.#queue.findIndex(match);
      if (i >= 0) return this.#queue.splice(0, i + 1)[i] as Message;
      if (this.#closed) throw new Error('the connection closed');
      const left = until - Date.now();
      if (left <= 0) throw new Error('no answer in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  close(): void {
    this.#socket.close();
  }
}

/** A move that ends an Akcioner turn soonest: a card if one may be played, else the emptiest trade. */
function quickestMove(legal: readonly unknown[]): unknown {
  const card = legal.find((m) => (m as { type?: unknown }).type === 'playCard');
  if (card !== undefined) return card;
  let best: unknown = legal[0];
  let size = Infinity;
  for (const m of legal) {
    const orders = (m as { orders?: Record<string, number> }).orders;
    if (orders === undefined) continue;
    const n = Object.values(orders).reduce((a, b) => a + Math.abs(b), 0);
    if (n < size) [best, size] = [m, n];
  }
  return best;
}

/** What one turn took: when its last move was sent (the one that passed the turn on), and how many moves. */
export interface TurnPlayed {
  readonly passedAt: number;
  readonly moves: number;
  readonly finished: boolean;
}

/**
 * Plays one whole turn of a table as a person would from a page opened for it: connects, subscribes, sends moves
 * until the turn passes to someone else, closes. Null when this player is not to act (the caller tries the other).
 * The page never says it is visible, so the server tells the next player by their webhook.
 */
export async function playTurn(wsUrl: string, token: string, table: string): Promise<TurnPlayed | null> {
  const c = new Connection(wsUrl, token);
  try {
    await c.next((m) => m.t === 'hello');
    c.send({ t: 'subscribe', id: 's', table });
    const snap = await c.next((m) => m.t === 'snapshot' || (m.t === 'error' && m['id'] === 's'));
    if (snap.t === 'error') throw new Error(`subscribe: ${String(snap['code'])}`);
    // A snapshot's version is its table summary's.
    let version = (snap['table'] as { version: number }).version;
    const seat = snap['seat'] as number;
    // The page's own legal moves, from its view (the server sends Akcioner's boards none), as a bot lists them.
    let view = snap['view'];
    const legalNow = (toAct: unknown) => legalOf(view, seat, toAct as number[], `${table}:${version}`);
    let legal = legalNow(snap['toAct']);
    if (legal === null || legal.length === 0) return null;
    let moves = 0;
    let passedAt = 0;
    while (legal !== null && legal.length > 0) {
      const id = `m${moves}`;
      passedAt = Date.now();
      c.send({ t: 'move', id, table, version, move: quickestMove(legal) });
      moves += 1;
      const answer = await c.next((m) => (m.t === 'error' && m['id'] === id) || m.t === 'update');
      if (answer.t === 'error') throw new Error(`move: ${String(answer['code'])}`);
      if (answer['status'] === 'finished') return { passedAt, moves, finished: true };
      const patch = answer['patch'] as Parameters<typeof patched>[1] | undefined;
      const next = patch === undefined ? answer['view'] : patched(view, patch);
      if (next === undefined) throw new Error('move: the update did not apply to the view');
      view = next;
      version = answer['version'] as number;
      legal = legalNow(answer['toAct']);
    }
    return { passedAt, moves, finished: false };
  } finally {
    c.close();
  }
}
