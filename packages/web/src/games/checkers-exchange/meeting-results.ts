import type { CheckersExchange } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

type Event = CheckersExchange.Event;
export type MeetingResult = Extract<Event, { type: 'meetingResult' }>;
export type DirectorChanged = Extract<Event, { type: 'directorChanged' }>;
export type SessionClosed = Extract<Event, { type: 'sessionClosed' }>;

/** The newest meeting's outcome: every firm's election (ballots revealed, spec 8.10) and the directors it changed. */
export interface LastMeeting {
  readonly results: readonly MeetingResult[];
  readonly changes: readonly DirectorChanged[];
}

const isSessionOpen = (e: Event) => e.type === 'stageOpened' && e.phase === 'session';

/**
 * The newest meeting's results, from its `meetingResult` and `directorChanged` events (all of one close come in one
 * move, so one log version), or null when no meeting has closed yet or a session has opened since: the results are
 * news until the next exchange session begins.
 */
export function lastMeeting(log: readonly LogItem[]): LastMeeting | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const item = log[i]!;
    const e = item.event as Event;
    if (isSessionOpen(e)) return null;
    if (e.type !== 'meetingResult') continue;
    const same = log.filter((l) => l.version === item.version).map((l) => l.event as Event);
    return {
      results: same.filter((x): x is MeetingResult => x.type === 'meetingResult'),
      changes: same.filter((x): x is DirectorChanged => x.type === 'directorChanged'),
    };
  }
  return null;
}

/** The newest session close (its standing and lapsed meeting requests, spec 8.9), or null. */
export function lastSessionClose(log: readonly LogItem[]): SessionClosed | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event as Event;
    if (e.type === 'sessionClosed') return e;
  }
  return null;
}

/** Each candidate's votes in one election's ballots, in the order candidates first appear. */
export function tally(result: Pick<MeetingResult, 'ballots'>): { candidate: number; votes: number }[] {
  const out: { candidate: number; votes: number }[] = [];
  for (const b of result.ballots) {
    const row = out.find((r) => r.candidate === b.candidate);
    if (row === undefined) out.push({ candidate: b.candidate, votes: b.votes });
    else row.votes += b.votes;
  }
  return out;
}
