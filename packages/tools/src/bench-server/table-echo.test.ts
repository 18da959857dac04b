import { describe, expect, it } from 'vitest';
import { isTableEchoAck, tableEchoFrames } from './echo/table-echo-frames.ts';
import type { EchoResult } from './echo-phase.ts';
import type { WindowResult } from './measure-window.ts';
import { tableEchoReport, tableEchoRuns, type TableEchoRun } from './table-echo.ts';

const window = (movesAcked: number, seconds: number, updateFrames: number, updateBytes: number) =>
  ({
    load: { movesAcked, seconds, updateFramesReceived: updateFrames, updateBytesReceived: updateBytes },
  }) as unknown as WindowResult;

describe('tableEchoRuns', () => {
  it("paces each run to its share of the window's moves a second, with the window's mean update size", () => {
    // 15,000 moves in 30 s at 1,000 tables: 500 moves a second, a move per table every 2 s.
    const runs = tableEchoRuns(1000, 1, [1, 0.5], window(15_000, 30, 75_000, 75_000 * 700));
    expect(runs).toEqual([
      { share: 1, thinkMs: 2000, shape: { seats: 4, spectators: 1, updateBytes: 700 } },
      { share: 0.5, thinkMs: 4000, shape: { seats: 4, spectators: 1, updateBytes: 700 } },
    ]);
  });

  it('runs nothing after a window without moves, and sends updates of at least 64 bytes', () => {
    expect(tableEchoRuns(1000, 1, [1], window(0, 30, 0, 0))).toEqual([]);
    expect(tableEchoRuns(10, 3, [2], window(300, 30, 0, 0))).toEqual([
      { share: 2, thinkMs: 500, shape: { seats: 4, spectators: 3, updateBytes: 64 } },
    ]);
  });
});

describe('tableEchoReport', () => {
  const cpu = (coresBusy: number) => ({ userSeconds: 0, systemSeconds: 0, coresBusy });
  const run = (share: number): TableEchoRun => ({
    share,
    thinkMs: 2000 / share,
    shape: { seats: 4, spectators: 1, updateBytes: 700 },
  });
  const result = (movesPerSecond: number, coresBusy: number) =>
    ({
      connections: 5000,
      messagesPerSecond: movesPerSecond,
      framesReceivedPerSecond: movesPerSecond * 6,
      server: { cpu: cpu(coresBusy) },
      roundTripMs: { count: 0 },
    }) as unknown as EchoResult;

  it("gives the wire's ratio to the echo at its ceiling, Birzha's share of it, and the cost at a part of the rate", () => {
    // The table echo: 500 moves/s on 0.05 cores (10,000 moves per core-second), 250 on 0.04 (6,250).
    const out = tableEchoReport(
      [
        { run: run(1), result: result(500, 0.05) },
        { run: run(0.5), result: result(250, 0.04) },
      ],
      2500,
      70_000,
    );
    expect(out.runs[0]).toMatchObject({
      shareOfBirzhaRate: 1,
      tables: 1000,
      movesPerSecond: 500,
      framesPerMove: 6,
      serverCpuMsPerMove: 0.1,
      movesPerServerCoreSecond: 10_000,
      // 10,000 moves x 7 frames against 70,000 echoes x 2 frames.
      framesPerServerCoreSecondRatio: 0.5,
      birzhaMovesPerCoreShare: 0.25,
      cpuPerMoveOverShareOne: null,
    });
    expect(out.runs[1]).toMatchObject({
      shareOfBirzhaRate: 0.5,
      serverCpuMsPerMove: 0.16,
      birzhaMovesPerCoreShare: null,
      cpuPerMoveOverShareOne: 1.6,
    });
  });

  it('leaves out what it cannot compare: no echo at the ceiling, no run at the whole rate', () => {
    const out = tableEchoReport([{ run: run(0.5), result: result(250, 0.04) }], 2500, null);
    expect(out.runs[0]).toMatchObject({ framesPerServerCoreSecondRatio: null, cpuPerMoveOverShareOne: null });
  });
});

describe('tableEchoFrames', () => {
  it('makes updates of the size asked for, and tells the ack from them', () => {
    const frames = tableEchoFrames(700);
    expect(Buffer.byteLength(frames.update)).toBe(700);
    expect(JSON.parse(frames.update)).toMatchObject({ t: 'update' });
    expect(isTableEchoAck(Buffer.from(frames.ack))).toBe(true);
    expect(isTableEchoAck(Buffer.from(frames.update))).toBe(false);
    // An update asked smaller than its envelope is the envelope, still not the ack.
    const small = tableEchoFrames(1);
    expect(JSON.parse(small.update)).toMatchObject({ t: 'update' });
    expect(isTableEchoAck(Buffer.from(small.update))).toBe(false);
  });
});
