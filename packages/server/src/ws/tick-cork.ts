/** What a stream offers to hold writes: a net.Socket does. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * The socket underneath a ws WebSocket (`_socket`, a net.Socket): ws offers no cork of its own, and the cork of a
 * net.Socket counts, so ws's own cork and uncork inside each send nest in one held for the tick. Undefined for
 * another kind of socket (the bot API's streams).
 */
export function netSocketOf(socket: object): Corkable | undefined {
  const net = (socket as { _socket?: unknown })._socket;
  if (typeof net !== 'object' || net === null) return undefined;
  const c = net as Partial<Corkable>;
  return typeof c.cork === 'function' && typeof c.uncork === 'function' ? (net as Corkable) : undefined;
}

/**
 * Holds a socket's writes until the current tick's work is done (process.nextTick runs after it, before any I/O), so
 * the frames one piece of work sends to one client leave in one write: a mover's update and its ack, a snapshot and
 * the messages held for it (issue 28.5: one write per frame was a quarter of the server's time at its ceiling).
 */
export class TickCork {
  #held = false;

  hold(net: Corkable | undefined): void {
    if (this.#held || net === undefined) return;
    this.#held = true;
    net.cork();
    process.nextTick(() => {
      this.#held = false;
      net.uncork();
    });
  }
}
