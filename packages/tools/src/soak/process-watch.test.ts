import { describe, expect, it } from 'vitest';
import type { ServerChild } from '../bench-server/server-child.ts';
import { ProcessWatch } from './process-watch.ts';

const line = (level: number, msg: string) => JSON.stringify({ level, time: 0, msg });

describe('ProcessWatch.onLogLine', () => {
  it('counts error lines while PostgreSQL restarts apart from the others, and keeps them marked', () => {
    let restarting = false;
    const watch = new ProcessWatch(0, {} as ServerChild, () => restarting);
    watch.onLogLine(line(50, 'before'));
    restarting = true;
    watch.onLogLine(line(50, 'clock sweep failed'));
    watch.onLogLine(line(40, 'a warning meanwhile'));
    restarting = false;
    watch.onLogLine(line(60, 'after'));
    expect(watch).toMatchObject({ errorLines: 2, errorLinesWhileDatabaseRestarted: 1, warnLines: 1 });
    expect(watch.firstErrorLines.map((l) => l.slice(0, 22))).toEqual([
      line(50, 'before').slice(0, 22),
      '(database restarting) ',
      line(60, 'after').slice(0, 22),
    ]);
  });

  it('counts the shutdown’s error lines as the shutdown’s, restart or not', () => {
    const watch = new ProcessWatch(0, {} as ServerChild, () => true);
    watch.markStopping();
    watch.onLogLine(line(50, 'closing'));
    expect(watch).toMatchObject({ errorLines: 0, errorLinesWhileStopping: 1, errorLinesWhileDatabaseRestarted: 0 });
  });
});
