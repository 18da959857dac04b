// A table row for the tests that write tables straight into a store: a public two-seat table with no options, the
// fields a test cares about given.
import type { NewTable } from '../src/store/store.ts';

export function newTable(fields: Pick<NewTable, 'id' | 'game' | 'hostId' | 'createdAt'> & Partial<NewTable>): NewTable {
  return {
    rulesVersion: 1,
    options: {},
    players: 2,
    seed: 's',
    position: null,
    private: false,
    inviteCode: null,
    ...fields,
  };
}
