import { describe, expect, it } from 'vitest';
import { echoPauseMs, type EchoResult } from './echo-phase.ts';
import { atCeiling, atSameRate, framesPerCoreRatio, perMove } from './report.ts';

const cpu = (coresBusy: number) => ({ userSeconds: 0, systemSeconds: 0, coresBusy });

describe('perMove', () => {
  it('divides the statements and the servers’ CPU of a window by the moves the servers applied', () => {
    const w = {
      serverMoves: 400,
      serverStatements: { reads: 1000, writes: 1600 },
      busMessages: { sent: 400, received: 800, sentByKind: { moves: 300, lobby: 100 }, receivedByKind: { lobby: 800 } },
      windowSeconds: 20,
      server: { cpu: cpu(0.5) },
      serverGc: { minor: 30, minorMs: 14, major: 1, majorMs: 6, totalMs: 20 },
    };
    expect(perMove(w as unknown as Parameters<typeof perMove>[0])).toMatchObject({
      storeStatements: 6.5,
      storeReads: 2.5,
      storeWrites: 4,
      busMessagesSent: 1,
      busMessagesReceived: 2,
      busMessagesByKind: { sent: { moves: 0.75, lobby: 0.25 }, received: { lobby: 2 } },
      serverCpuMs: 25,
      serverGcMs: 0.05,
      gc: { minor: 30, minorMs: 14, major: 1, majorMs: 6, totalMs: 20 },
    });
  });

  it('says nothing per move of a window without moves', () => {
    const w = {
      serverMoves: 0,
      serverStatements: { reads: 12, writes: 0 },
      busMessages: { sent: 0, received: 0, sentByKind: {}, receivedByKind: {} },
      windowSeconds: 20,
      server: { cpu: cpu(0.1) },
      serverGc: { minor: 3, minorMs: 2, major: 0, majorMs: 0, totalMs: 2 },
    };
    expect(perMove(w as unknown as Parameters<typeof perMove>[0])).toMatchObject({
      storeStatements: null,
      serverCpuMs: null,
      serverGcMs: null,
    });
  });
});

describe('framesPerCoreRatio', () => {
  it("is the issue's figure: 1,192 moves per core-second of 1 frame in and 6 out against 40,992 echoes is about 10 %", () => {
    expect(framesPerCoreRatio(1192, 6, 40_992)).toBeCloseTo(0.1018, 4);
  });

  it('is null without moves or without an echo', () => {
    expect(framesPerCoreRatio(0, null, 40_992)).toBeNull();
    expect(framesPerCoreRatio(1192, 6, 0)).toBeNull();
  });
});

describe('echoPauseMs', () => {
  it('paces 5,000 connections to the messages a second wanted: each sends once per pause', () => {
    expect(echoPauseMs(5000, 6900)).toBe(725);
    expect(echoPauseMs(10, 1000)).toBe(10);
  });

  it('refuses a rate or a count that is not positive', () => {
    expect(() => echoPauseMs(5000, 0)).toThrow('echoPauseMs: 5000 connections at 0 messages/s');
    expect(() => echoPauseMs(0, 100)).toThrow();
  });
});

describe('atSameRate', () => {
  it('compares the window with the paced echo: its frames a second, and the ratio against that echo’s cost', () => {
    // 2,000 moves a second of 1 frame in and 6 out for 0.5 cores; the echo paced to 7,000 messages a second used 0.2.
    const main = { load: { messagesSent: 60_000, framesReceived: 360_000, seconds: 30 } };
    const paced = { pauseMs: 714, messagesPerSecond: 7000, server: { cpu: cpu(0.2) } };
    const out = atSameRate(
      main as unknown as Parameters<typeof atSameRate>[0],
      6,
      4000,
      paced as unknown as EchoResult,
    );
    expect(out).toMatchObject({
      birzhaFramesPerSecond: 14_000,
      echoFramesPerSecond: 14_000,
      echoPauseMs: 714,
      movesPerServerCoreSecond: 4000,
      echoMessagesPerServerCoreSecond: 35_000,
    });
    // 4,000 x 7 frames against 35,000 x 2.
    expect(out.framesPerServerCoreSecondRatio).toBeCloseTo(0.4, 4);
  });
});

describe('atCeiling', () => {
  // A window of a sweep: moves acked over 30 s, 6 frames out per move, the server's cores busy (one process each).
  const window = (thinkMs: number, moves: number, ...coresBusy: number[]) => ({
    thinkMs,
    load: { movesAcked: moves, framesReceived: moves * 6, seconds: 30 },
    server: { cpu: cpu(coresBusy.reduce((a, b) => a + b, 0)) },
    servers: coresBusy.map((c) => ({ cpu: cpu(c) })),
  });
  const echo = { messagesPerSecond: 60_000, server: { cpu: cpu(1) } } as unknown as EchoResult;
  const windows = (...ws: ReturnType<typeof window>[]) => ws as unknown as Parameters<typeof atCeiling>[0];

  it('takes the busy window that moved the most, against the echo at its ceiling', () => {
    // 500 ms: 2,000 moves/s at half a core (not busy); 150 and 100 ms both busy, 100 ms moved the most.
    const out = atCeiling(windows(window(500, 60_000, 0.5), window(150, 102_000, 0.95), window(100, 105_000, 1)), echo);
    expect(out).toMatchObject({
      thinkMs: 100,
      movesPerSecond: 3500,
      serverCoresBusy: 1,
      movesPerServerCoreSecond: 3500,
      echoMessagesPerServerCoreSecond: 60_000,
    });
    // 3,500 x 7 frames against 60,000 x 2.
    expect(out?.framesPerServerCoreSecondRatio).toBeCloseTo(0.2042, 4);
  });

  it('is null when no window kept every server process busy, or without an echo', () => {
    expect(atCeiling(windows(window(500, 60_000, 0.5), window(150, 90_000, 0.89)), echo)).toBeNull();
    // Three processes, one of them not kept busy: not the cluster's ceiling.
    expect(atCeiling(windows(window(100, 90_000, 0.95, 0.95, 0.6)), echo)).toBeNull();
    expect(atCeiling(windows(window(100, 105_000, 1)), null)).toBeNull();
  });
});
