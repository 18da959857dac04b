// A started Akcioner table written straight into a store, for the tests where registries over one store stand for
// processes (no server, no HTTP).
import type { Store } from '../src/store/store.ts';

/** Table 't': a short 2-player Akcioner game, user 'u' at seat 0 and a beginner bot at seat 1, started. */
export async function storedAkcionerTable(store: Store, seed: string, turnSeconds: number): Promise<void> {
  await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
  await store.createTable(
    {
      id: 't',
      game: 'akcioner',
      rulesVersion: 1,
      options: { variant: 'short', rounding: 'up', turnSeconds },
      players: 2,
      seed,
      position: null,
      private: false,
      inviteCode: null,
      hostId: 'u',
      createdAt: 1,
    },
    [
      { tableId: 't', seat: 0, userId: 'u', bot: null },
      { tableId: 't', seat: 1, userId: null, bot: 'beginner' },
    ],
  );
  await store.startTable('t', 2, []);
}
