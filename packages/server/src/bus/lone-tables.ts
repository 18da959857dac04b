import type { BusMessage } from './bus.ts';

type Moves = Extract<BusMessage, { kind: 'moves' }>;

interface Lone {
  /** The last publish of the table's moves reached no other process. */
  alone: boolean;
  /** Bumped by every follow announced: a publish's answer counted before it is out of date. */
  epoch: number;
  /** The newest moves message not published because the table was alone. */
  skipped: Moves | null;
}

/**
 * Which tables' moves no other process follows, so that publishing them can be left out (issue 28: with routing by
 * table most tables have one process, and each publish cost a serialization and a Redis command for nobody).
 *
 * Redis answers a PUBLISH with how many subscribers got it: the publisher, which follows the tables it writes, and the
 * others. A table whose last publish reached only the publisher is alone, and its next moves are not published. A
 * process that starts to follow a table says so on the table's channel once its SUBSCRIBE is in place (and again
 * after a reconnection), before it reads the table from the store; a publisher that hears it stops skipping and, if it
 * skipped moves meanwhile, publishes a nudge at the newest skipped version (no change: the follower reads the store).
 * A move skipped before the publisher heard the announcement was either read by the follower from the store or is
 * covered by the nudge; one published after it is counted by Redis for the follower. A publish answered after an
 * announcement (it may have been counted before the follower subscribed) does not make the table alone (the epoch).
 */
export class LoneTables {
  readonly #tables = new Map<string, Lone>();

  #of(tableId: string): Lone {
    let lone = this.#tables.get(tableId);
    if (lone === undefined) this.#tables.set(tableId, (lone = { alone: false, epoch: 0, skipped: null }));
    return lone;
  }

  /** Whether this message need not be published: a table's moves while no other process follows it. */
  skip(message: BusMessage): boolean {
    if (message.kind !== 'moves' || message.finished) return false;
    const lone = this.#tables.get(message.tableId);
    if (lone === undefined || !lone.alone) return false;
    lone.skipped = message;
    return true;
  }

  /** Taken when a table's message is published: hand it back to `answered` with the count Redis gave. */
  epoch(tableId: string): number {
    return this.#of(tableId).epoch;
  }

  /**
   * Redis's count of subscribers that got a publish of the table's moves sent at `epoch`; `self`: whether this
   * process is one of them (it follows the table). A process that does not follow the table would not hear a new
   * follower's announcement: it never leaves the table's moves out.
   */
  answered(tableId: string, receivers: number, epoch: number, self: boolean): void {
    const lone = this.#tables.get(tableId);
    if (lone === undefined || lone.epoch !== epoch) return;
    lone.alone = self && receivers <= 1;
  }

  /** Another process follows the table now: publish again, and the nudge to send first (null when none is due). */
  followed(tableId: string): Moves | null {
    const lone = this.#of(tableId);
    lone.epoch++;
    lone.alone = false;
    const skipped = lone.skipped;
    lone.skipped = null;
    if (skipped === null) return null;
    return { kind: 'moves', tableId, from: skipped.from, version: skipped.version, finished: false };
  }

  /** This process no longer holds the table. */
  forget(tableId: string): void {
    this.#tables.delete(tableId);
  }
}
