import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startedTables, tempSqliteStore, type TempStore } from '../../test/temp-store.ts';
import { WAL_CHECKPOINT_PAGES } from './sqlite.ts';

let temp: TempStore;
const TABLES = 4;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-sqlite-wal-');
  await startedTables(temp.store, TABLES);
});

afterEach(async () => {
  await temp.close();
});

/** A WAL frame: its 24-byte header and a page (SQLite's default page of 4 KB). */
const FRAME_BYTES = 24 + 4096;

describe('the SQLite store', () => {
  it("checkpoints its WAL every WAL_CHECKPOINT_PAGES pages: more than SQLite's default of 1,000, and bounded", async () => {
    const wal = join(temp.dir, 'birzha.sqlite-wal');
    // Events of 12 KB make each move write a few overflow pages of its own: about 3 pages a move.
    const events = [{ text: 'x'.repeat(12_000) }];
    const seqs = new Array<number>(TABLES).fill(0);
    let largest = 0;
    const moves = WAL_CHECKPOINT_PAGES;
    for (let n = 0; n < moves; n++) {
      const t = n % TABLES;
      const seq = seqs[t]!;
      const claimed = await temp.store.appendMoves({
        tableId: `t${t}`,
        fromSeq: seq,
        moves: [{ seq, seat: 0, move: { type: 'pass' }, at: n, by: 'human', events }],
        deadlines: [],
        finished: null,
      });
      expect(claimed).toBe(true);
      seqs[t] = seq + 1;
      largest = Math.max(largest, statSync(wal).size);
    }
    // The WAL file keeps the size it reached: with SQLite's default it would stay near 1,000 frames.
    expect(largest).toBeGreaterThan(2_000 * FRAME_BYTES);
    // About three times the setting's pages were written, and the file never held much more than the setting's worth:
    // the checkpoints still came, and each let the WAL start over.
    expect(largest).toBeLessThan((WAL_CHECKPOINT_PAGES + 200) * FRAME_BYTES);
  }, 60_000);
});
