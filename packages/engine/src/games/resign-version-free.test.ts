// Every game's resignation is `{ type: 'resign' }` (the table's one resign button sends it) and may be sent at any
// moment, so it must apply to whatever state it meets: Akcioner's was STALE whenever another seat (a bot) had moved
// since the resigning player's page last heard, and the button then asked them to "make the move again".
import { describe, expect, it } from 'vitest';
import { GAMES } from '../index.ts';

describe('resign is version-free in every game', () => {
  for (const game of Object.values(GAMES))
    it(game.meta.id, () => {
      expect(game.versionFree?.({ type: 'resign' } as never)).toBe(true);
    });
});
