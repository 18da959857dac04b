// Finished toy-game tables written straight into a store, for the results and profile tests: created, started and
// ended by a real toy move (a resign, or both seats choosing), so the registry can replay them.
import type { Store } from '../src/store/store.ts';

export interface ToyMatch {
  /** User id per seat; null: a bot. */
  readonly seats: readonly [string | null, string | null];
  /** A bot took this seat over from this person before the end. */
  readonly left?: { readonly seat: number; readonly userId: string };
  readonly rated?: boolean;
  readonly private?: boolean;
  /** 'resign0' / 'resign1': that seat resigns (the other wins); 'tie': both choose 2 and say ready. */
  readonly end: 'resign0' | 'resign1' | 'tie';
  readonly at: number;
}

/** Creates and starts a toy table; it ends with `finish`. */
export async function startToy(store: Store, id: string, m: ToyMatch): Promise<void> {
  await store.createTable(
    {
      id,
      game: 'toy',
      rulesVersion: 1,
      options: { rounds: 1, seconds: 0 },
      players: 2,
      seed: `seed-${id}`,
      position: null,
      private: m.private ?? false,
      inviteCode: m.private === true ? `invite-${id}` : null,
      hostId: m.seats[0] ?? m.seats[1] ?? 'host',
      createdAt: m.at - 1000,
      rated: m.rated ?? false,
    },
    m.seats.map((userId, seat) => ({
      tableId: id,
      seat,
      userId,
      bot: userId === null ? 'beginner' : null,
      botName: userId === null ? `bot${seat}` : null,
    })),
  );
  if (!(await store.startTable(id, m.at - 500, [], m.rated ?? false))) throw new Error(`${id} did not start`);
  if (m.left !== undefined)
    await store.replaceSeatInPlay(id, m.left.seat, {
      userId: null,
      bot: 'intermediate',
      botName: 'anna',
      leftUserId: m.left.userId,
    });
}

/** Appends the moves that end a started toy table (as its last mover would). */
export async function finishToy(store: Store, id: string, m: ToyMatch): Promise<void> {
  const moves =
    m.end === 'tie'
      ? [
          { seat: 0, move: { type: 'choose', n: 2 } },
          { seat: 1, move: { type: 'choose', n: 2 } },
          { seat: 0, move: { type: 'ready' } },
          { seat: 1, move: { type: 'ready' } },
        ]
      : [{ seat: m.end === 'resign0' ? 0 : 1, move: { type: 'resign' } }];
  const outcome =
    m.end === 'tie'
      ? { ranking: [[0, 1]], scores: [0, 0] }
      : m.end === 'resign0'
        ? { ranking: [[1], [0]], scores: [0, 0] }
        : { ranking: [[0], [1]], scores: [0, 0] };
  const ok = await store.appendMoves({
    tableId: id,
    fromSeq: 0,
    moves: moves.map((x, seq) => ({ ...x, seq, at: m.at, by: 'human' as const, events: null })),
    deadlines: [],
    finished: { at: m.at, outcome },
  });
  if (!ok) throw new Error(`${id} did not finish`);
}

/** A toy table played to its end in the store. */
export async function finishedToy(store: Store, id: string, m: ToyMatch): Promise<void> {
  await startToy(store, id, m);
  await finishToy(store, id, m);
}

/** Users, made accounts when `account` (a user name; the password hash is not looked at here). */
export async function people(store: Store, names: readonly string[], account = true): Promise<void> {
  for (const name of names) {
    await store.createUser({ id: name, name: `Name ${name}`, createdAt: 1 });
    if (account && !(await store.accounts.setCredentials(name, name, 'not-a-real-hash')))
      throw new Error(`${name}: no account`);
  }
}
