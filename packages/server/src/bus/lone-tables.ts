import type { BusMessage } from './bus.ts';

type Moves = Extract<BusMessage, { kind: 'moves' }>;

interface Lone {
  /** The last publish of the table's moves reached no other process. */
  alone: boolean;
  /** Bumped by every follow announced: a publish's answer counted before it is out of date. */
  epoch: number;
  /** The newest moves message not published because the table was alone. */
  skipped: Moves | null;
  /** A change of the table or a chat line was not published because it was alone: a new follower reloads it. */
  reload: boolean;
}

/**
 * Which tables no other process follows, so that publishing their moves, changes and chat can be left out (issue 28:
 * with routing by table most tables have one process, and each publish cost a serialization and a Redis command for
 * nobody; a table's change carries its rows, about 2 KB).
 *
 * Redis answers a PUBLISH with how many subscribers got it: the publisher, which follows the tables it writes, and the
 * others. A table whose last publish reached only the publisher is alone, and its next moves are not published. A
 * process that starts to follow a table says so on the table's channel once its SUBSCRIBE is in place (and again
 * after a reconnection), before it reads the table from the store; a publisher that hears it stops skipping and, if it
 * skipped moves meanwhile, publishes a nudge at the newest skipped version (no change: the follower reads the store), or,
 * if it skipped a change of the table or a chat line, a `table` message with nothing else (the follower reloads it).
 * A move skipped before the publisher heard the announcement was either read by the follower from the store or is
 * covered by the nudge; one published after it is counted by Redis for the follower. A publish answered after an
 * announcement (it may have been counted before the follower subscribed) does not make the table alone (the epoch).
 */
export class LoneTables {
  readonly #tables = new Map<string, Lone>();

  #of(tableId: string): Lone {
    let lone = this.#tables.get(tableId);
    if (lone === undefined)
      this.#tables.set(tableId, (lone = { alone: false, epoch: 0, skipped: null, reload: false }));
    return lone;
  }

  /**
   * Whether this message need not be published: a table's moves (not the last), change or chat line while no other
   * process follows it.
   */
  skip(message: BusMessage): boolean {
    const moves = message.kind === 'moves' && !message.finished;
    if (!moves && message.kind !== 'table' && message.kind !== 'chat') return false;
    const lone = this.#tables.get(message.tableId);
    if (lone === undefined || !lone.alone) return false;
    if (message.kind === 'moves') lone.skipped = message;
    else lone.reload = true;
    return true;
  }

  /** Taken when a table's message is published: hand it back to `answered` with the count Redis gave. */
  epoch(tableId: string): number {
    return this.#of(tableId).epoch;
  }

  /**
   * Redis's count of subscribers that got a publish on the table's channel sent at `epoch`; `self`: whether this
   * process is one of them (it follows the table). A process that does not follow the table would not hear a new
   * follower's announcement: it never leaves the table's moves out.
   */
  answered(tableId: string, receivers: number, epoch: number, self: boolean): void {
    const lone = this.#tables.get(tableId);
    if (lone === undefined || lone.epoch !== epoch) return;
    lone.alone = self && receivers <= 1;
  }

  /**
   * This process's subscriber is back after a loss: it may have missed announcements, so no table is alone any more.
   * Returns the nudges due for what was left out.
   */
  reset(): BusMessage[] {
    const nudges: BusMessage[] = [];
    for (const tableId of this.#tables.keys()) {
      const nudge = this.followed(tableId);
      if (nudge !== null) nudges.push(nudge);
    }
    return nudges;
  }

  /** Another process follows the table now: publish again, and the nudge to send first (null when none is due). */
  followed(tableId: string): BusMessage | null {
    const lone = this.#of(tableId);
    lone.epoch++;
    lone.alone = false;
    const { skipped, reload } = lone;
    lone.skipped = null;
    lone.reload = false;
    // A reload brings the moves too.
    if (reload) return { kind: 'table', tableId };
    if (skipped === null) return null;
    return { kind: 'moves', tableId, from: skipped.from, version: skipped.version, finished: false };
  }

  /** This process no longer holds the table. */
  forget(tableId: string): void {
    this.#tables.delete(tableId);
  }
}
