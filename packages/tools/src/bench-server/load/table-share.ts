import { toParent } from '../ipc.ts';
import { sleep } from '../wait.ts';

// What a load generator of either game does with its share of the tables: sets them up a few at a time, and starts
// them within the ramp.

/** One table a load generator plays. */
export interface SharedTable {
  /** Seats taken and connections subscribed; not started yet. */
  setUp(): Promise<void>;
  /** The host starts the game. */
  start(): Promise<void>;
  /** WebSocket connections this table holds. */
  readonly connections: number;
}

/** How many tables to set up, the first one's index, and how many at once. */
export interface ShareSetup {
  readonly tables: number;
  readonly firstTable: number;
  readonly concurrency: number;
}

/**
 * Sets up `setup.tables` tables made by `make` (given each table's index), `concurrency` at a time, adding each to
 * `tables`; reports `progress` each second and `ready` at the end.
 */
export async function setUpShare<T extends SharedTable>(
  setup: ShareSetup,
  make: (index: number) => T,
  tables: T[],
): Promise<void> {
  let next = 0;
  let ready = 0;
  const progress = setInterval(() => toParent({ t: 'progress', ready, total: setup.tables }), 1000);
  const worker = async () => {
    while (next < setup.tables) {
      const table = make(setup.firstTable + next++);
      tables.push(table);
      await table.setUp();
      ready++;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(setup.concurrency, setup.tables) }, worker));
  } finally {
    clearInterval(progress);
  }
  toParent({ t: 'ready', connections: tables.reduce((n, t) => n + t.connections, 0) });
}

/** Every host starts its table at a random moment within `rampSeconds`, so that the first moves do not all coincide. */
export async function startWithinRamp(tables: readonly SharedTable[], rampSeconds: number): Promise<void> {
  await Promise.all(tables.map((t) => sleep(Math.random() * rampSeconds * 1000).then(() => t.start())));
}

/** Checks every table's unanswered messages each second, for as long as the process runs. */
export function checkTimeoutsEverySecond(tables: readonly { checkTimeouts(now: number): void }[]): void {
  setInterval(() => {
    const now = performance.now();
    for (const t of tables) t.checkTimeouts(now);
  }, 1000).unref();
}
