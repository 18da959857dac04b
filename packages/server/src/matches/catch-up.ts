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
  /** The tables this process's viewers follow: polled while the bus is down. */
  readonly followed: () => readonly string[];
  /** How often they are polled while the bus is down (ms). */
  readonly outagePollMs: number;
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
  let poll: NodeJS.Timeout | null = null;
  const run = async (ids: readonly string[], why: string): Promise<void> => {
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
    if (why === 'gap')
      deps.log.info(
        { tables: ids.length, reloaded: reloaded.length },
        'caught up with the store after a gap in the bus',
      );
  };
  /** One round, then every table held here again for each gap that came meanwhile. */
  const loop = async (first: 'gap' | 'poll'): Promise<void> => {
    let why = first;
    do {
      again = false;
      await run(why === 'gap' ? deps.registry.loadedIds() : deps.followed(), why);
      why = 'gap';
    } while (again);
    running = null;
  };
  const stopGaps = deps.bus.onGap(() => {
    // A gap while catching up: once more after this round (it may have read the store before the new gap's changes).
    if (running !== null) {
      again = true;
      return;
    }
    running = loop('gap');
  });
  // issue 28 point 2: while the bus is down, the tables this process's viewers follow catch up from the store every
  // outagePollMs (one round at a time, never two at once), so play made on other processes stays visible here.
  const pollOnce = (): void => {
    if (running === null) running = loop('poll');
  };
  const stopOutages = deps.bus.onOutage((down) => {
    if (poll !== null) clearInterval(poll);
    poll = null;
    if (!down) return;
    deps.log.info({ everyMs: deps.outagePollMs }, 'the bus is down: polling the store for the tables followed here');
    poll = setInterval(pollOnce, deps.outagePollMs);
    poll.unref();
  });
  return () => {
    stopGaps();
    stopOutages();
    if (poll !== null) clearInterval(poll);
    poll = null;
  };
}
