import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { TableService } from './table-service.ts';

export interface QuickFillDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly tables: TableService;
  readonly now: () => number;
  readonly everyMs: number;
  readonly log: { error(obj: object, msg: string): void };
}

/** Quick-play tables whose wait ended: bots fill the empty seats and the match starts (store.dueFills). */
export class QuickFill {
  constructor(private readonly deps: QuickFillDeps) {}

  start(): void {
    void this.deps;
  }

  stop(): void {}
}
