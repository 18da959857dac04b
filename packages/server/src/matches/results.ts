import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MatchRegistry } from './registry.ts';

export interface ResultDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Records each finished match's results and rating changes once (store.results.record), tells the table's viewers
 * (a `table` bus message: the summary now has the results), and on start records any a dead process left behind.
 */
export class ResultRecorder {
  constructor(private readonly deps: ResultDeps) {}

  /** On start: finished tables whose results nobody recorded. */
  async start(): Promise<void> {
    await Promise.resolve(this.deps);
  }

  /** A match just finished (called once by the process that stored its last move). */
  finished(_tableId: string): void {
    // Written in issue 13's results work.
  }
}
