import type { Bus } from '../bus/bus.ts';
import type { MatchRegistry } from './registry.ts';

export interface CatchUpDeps {
  readonly bus: Bus;
  readonly registry: MatchRegistry;
  /** Sends the viewers of these tables (and the lobby watchers) the whole picture again. */
  readonly refresh: (tableIds: readonly string[]) => void;
  /** Wakes the bots of a table. */
  readonly poke: (tableId: string) => void;
  readonly log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * After a gap in the bus (messages from other processes may have been missed: Redis restarted, the link dropped),
 * every table held here is reloaded from the store, the truth, and its viewers get snapshots; so nobody is left
 * showing a gap. Returns the unsubscribe function.
 */
export function catchUpAfterGaps(deps: CatchUpDeps): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    const ids = deps.registry.loadedIds();
    for (const id of ids) {
      try {
        await deps.registry.exclusive(id, () => deps.registry.reload(id));
        deps.poke(id);
      } catch (e) {
        deps.log.error({ err: e, tableId: id }, 'could not reload a table after a gap in the bus');
      }
    }
    deps.refresh(ids);
    deps.log.info({ tables: ids.length }, 'caught up with the store after a gap in the bus');
  };
  return deps.bus.onGap(() => {
    // A gap while catching up: once more after this round (it may have read the store before the new gap's changes).
    if (running !== null) {
      again = true;
      return;
    }
    const loop = async (): Promise<void> => {
      do {
        again = false;
        await run();
      } while (again);
      running = null;
    };
    running = loop();
  });
}
