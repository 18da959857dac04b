import { isDeepStrictEqual } from 'node:util';
import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MatchRegistry } from './registry.ts';

export interface CatchUpDeps {
  readonly bus: Bus;
  readonly store: Store;
  readonly registry: MatchRegistry;
  /**
   * Brings the viewers of these tables (and the lobby watchers) up to date: the moves they missed as updates, or,
   * for tables whose seats or status changed (`reloaded`), the whole picture.
   */
  readonly refresh: (moved: readonly string[], reloaded: readonly string[]) => void;
  /** Wakes the bots of a table. */
  readonly poke: (tableId: string) => void;
  readonly log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * After a gap in the bus (messages from other processes may have been missed: Redis restarted, the link dropped),
 * every table held here catches up with the store, the truth, and its viewers get what they missed (the moves as
 * updates, a changed table as a snapshot); so nobody is left showing a gap. Returns the unsubscribe function.
 */
export function catchUpAfterGaps(deps: CatchUpDeps): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    const ids = deps.registry.loadedIds();
    const moved: string[] = [];
    const reloaded: string[] = [];
    for (const id of ids) {
      try {
        const fresh = await deps.registry.exclusive(id, async () => {
          const before = deps.registry.peek(id);
          await deps.registry.catchUp(id);
          const after = deps.registry.peek(id);
          // Moves come back move by move; a seat change or a reload (catchUp's own way out) needs a snapshot.
          if (after === undefined || after !== before) return true;
          if (isDeepStrictEqual(await deps.store.getSeats(id), after.seats)) return false;
          await deps.registry.reload(id);
          return true;
        });
        (fresh ? reloaded : moved).push(id);
        deps.poke(id);
      } catch (e) {
        deps.log.error({ err: e, tableId: id }, 'could not catch a table up after a gap in the bus');
      }
    }
    deps.refresh(moved, reloaded);
    deps.log.info({ tables: ids.length, reloaded: reloaded.length }, 'caught up with the store after a gap in the bus');
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
