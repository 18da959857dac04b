import type { ChatLine, JsonPatch, MoveStep, ServerMessage, TableSummary } from '@birzha/protocol';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, query } from '../api/http.ts';
import { useSession } from '../api/session.tsx';

/** Events as this viewer saw them, each with the match version it belongs to. */
export interface LogItem {
  readonly version: number;
  readonly event: unknown;
}

/**
 * The table's summary as the table state keeps it: without its `version`, since the state's own `version` (the one my
 * view is at) is the table's version here; a second copy would only fall behind or run ahead of the view.
 */
export type TableInfo = Omit<TableSummary, 'version'>;

export interface TableState {
  readonly summary: TableInfo | null;
  readonly seat: number | null;
  /**
   * The match version `view` (and toAct, legal, deadline) is at: the moves applied since the setup (-1: no snapshot
   * yet). The table's one version in this state: the moves I send name it, and an update applies only from it.
   */
  readonly version: number;
  readonly view: unknown;
  /** The seats the game waits for (the server's Turn.toAct, from the engine). */
  readonly toAct: readonly number[];
  /** My seat's legal moves when the server sends them (a game whose boards list them), else null. */
  readonly legal: readonly unknown[] | null;
  readonly deadline: number | null;
  readonly chat: readonly ChatLine[];
  readonly log: readonly LogItem[];
  /** Who sent each move of the log that this viewer may know of (history entries and updates), by version. */
  readonly steps: readonly MoveStep[];
  /**
   * Not a second copy of `version`: how far the log (and steps) is known without a gap, from the setup on (-1: not
   * loaded). It trails `version` after a snapshot skipped versions, until the history is fetched.
   */
  readonly logVersion: number;
  readonly error: { code: string } | null;
  /** An update's patch did not apply to the view: updates are ignored until a snapshot (the hook asks for one). */
  readonly desynced: boolean;
}

export const INITIAL: TableState = {
  summary: null,
  seat: null,
  version: -1,
  view: null,
  toAct: [],
  legal: null,
  deadline: null,
  chat: [],
  log: [],
  steps: [],
  logVersion: -1,
  error: null,
  desynced: false,
};

export type TableAction =
  | { kind: 'server'; msg: ServerMessage }
  | { kind: 'history'; version: number; log: LogItem[]; steps?: MoveStep[] }
  | { kind: 'reset' };

/** GET /api/tables/:id/history (protocol's MatchHistory), read-only. */
export interface HistoryResponse {
  readonly version: number;
  readonly entries: readonly {
    readonly version: number;
    readonly seat: number | null;
    readonly by?: MoveStep['by'];
    readonly at?: number;
    readonly events: readonly unknown[];
  }[];
}

/** The log of an update: its events in order, all with its version (a batch of moves arrives as one version). */
export function updateLog(m: { readonly version: number; readonly events: readonly unknown[] }): LogItem[] {
  return m.events.map((event) => ({ version: m.version, event }));
}

/** The log of the history: entry k's events with version k (the same events, in the same order, as live). */
export function historyLog(h: HistoryResponse): LogItem[] {
  return h.entries.flatMap((e) => e.events.map((event) => ({ version: e.version, event })));
}

/** Who sent each move of the history (the setup, version 0, has no sender). */
export function historySteps(h: HistoryResponse): MoveStep[] {
  return h.entries.flatMap((e) =>
    e.version === 0
      ? []
      : [
          {
            version: e.version,
            seat: e.seat,
            ...(e.by === undefined ? {} : { by: e.by }),
            ...(e.at === undefined ? {} : { at: e.at }),
          },
        ],
  );
}

/**
 * `view` with an update's `patch` applied, as a new value (`view` itself is left as it was, being React state), or
 * undefined when the patch does not apply to it.
 */
export function patchView(view: unknown, patch: JsonPatch): { view: unknown } | undefined {
  try {
    return { view: jsonPatch.applyPatch(view, patch as Operation[], true, false).newDocument };
  } catch {
    return undefined;
  }
}

/** A summary from the server as the state keeps it: its version is the state's `version`, set with the view. */
function tableInfo(table: TableSummary): TableInfo {
  const { version: _version, ...info } = table;
  return info;
}

/** How the table state follows the server's messages (exported for its tests). */
export function reduceTable(s: TableState, a: TableAction): TableState {
  if (a.kind === 'reset') return INITIAL;
  if (a.kind === 'history') {
    // The history is complete up to its version; newer updates that already arrived stay.
    const newer = s.log.filter((l) => l.version > a.version);
    const newerSteps = s.steps.filter((l) => l.version > a.version);
    return {
      ...s,
      log: [...a.log, ...newer],
      steps: [...(a.steps ?? []), ...newerSteps],
      logVersion: Math.max(a.version, s.logVersion),
    };
  }
  const m = a.msg;
  switch (m.t) {
    case 'snapshot': {
      // A snapshot's version is its table summary's (the protocol carries it once).
      const version = m.table.version;
      const same = version === s.version;
      return {
        ...s,
        summary: tableInfo(m.table),
        seat: m.seat,
        version,
        view: m.view,
        toAct: m.toAct,
        legal: m.legal,
        deadline: m.deadline,
        chat: m.chat,
        // A snapshot after a gap: the log is refetched (the page sees logVersion < version).
        log: same ? s.log : s.log.filter((l) => l.version <= s.logVersion),
        steps: same ? s.steps : s.steps.filter((l) => l.version <= s.logVersion),
        error: null,
        desynced: false,
      };
    }
    case 'update': {
      if (m.from !== s.version || s.desynced) return s; // a gap or a repeat: the hook resyncs
      const next = m.patch === undefined ? { view: m.view } : patchView(s.view, m.patch);
      if (next === undefined) return { ...s, desynced: true };
      const added = updateLog(m);
      const complete = s.logVersion === s.version;
      return {
        ...s,
        version: m.version,
        view: next.view,
        toAct: m.toAct,
        legal: m.legal,
        deadline: m.deadline,
        summary:
          s.summary === null
            ? null
            : {
                ...s.summary,
                status: m.status,
                outcome: m.outcome,
                // A turn-based table's banks and turn move on with every turn.
                ...(m.banks === undefined ? {} : { banks: m.banks }),
                ...(m.turn === undefined ? {} : { turn: m.turn }),
              },
        log: [...s.log, ...added],
        steps: m.steps === undefined ? s.steps : [...s.steps, ...m.steps],
        logVersion: complete ? m.version : s.logVersion,
      };
    }
    case 'table':
      return { ...s, summary: tableInfo(m.table) };
    case 'presence':
      // Who is connected changed: only the seats' marks (never a whole snapshot for it).
      if (s.summary === null) return s;
      return {
        ...s,
        summary: {
          ...s.summary,
          seats: s.summary.seats.map((seat) => ({ ...seat, connected: m.connected[seat.seat] ?? seat.connected })),
        },
      };
    case 'chat':
      return { ...s, chat: [...s.chat, m.line].slice(-200) };
    case 'error':
      // Errors of requests with an id go to their promise; these are about the subscription itself.
      return m.code === 'NOT_FOUND' || m.code === 'BAD_INVITE' ? { ...s, error: { code: m.code } } : s;
    default:
      return s;
  }
}

/** A table as this tab sees it: the summary, my seat, my view, the log and the chat, kept live over the socket. */
export function useTable(tableId: string, invite: string | undefined) {
  const { socket } = useSession();
  const [state, setState] = useState(INITIAL);
  // The state as of the last message, ahead of the render: the next message, a resync and a move build on it.
  const current = useRef(INITIAL);
  const dispatch = useCallback((a: TableAction) => {
    current.current = reduceTable(current.current, a);
    setState(current.current);
  }, []);

  useEffect(() => {
    const held = () => (current.current.version < 0 ? undefined : current.current.version);
    dispatch({ kind: 'reset' });
    let lastFrom = -1;
    const stop = socket.watchTable(tableId, invite, held, (msg) => {
      const before = current.current;
      dispatch({ kind: 'server', msg });
      if (msg.t !== 'update') return;
      if (current.current.desynced) {
        // The patch did not apply to the view held: only the whole picture repairs that.
        if (!before.desynced) socket.resync(tableId);
      } else if (msg.from !== before.version && msg.from !== lastFrom) {
        // Missed something (or raced a snapshot): ask for what is missing.
        lastFrom = msg.from;
        socket.resync(tableId, held());
      }
    });
    return stop;
  }, [socket, tableId, invite, dispatch]);

  // The log of a started match is loaded once per gap (first view, or a snapshot that skipped versions).
  const started = state.view !== null;
  const needHistory =
    started && state.logVersion < state.version && state.log.every((l) => l.version <= state.logVersion);
  const loading = useRef(false);
  useEffect(() => {
    if (!needHistory || loading.current) return;
    loading.current = true;
    api<HistoryResponse>('GET', `/api/tables/${encodeURIComponent(tableId)}/history${query({ invite })}`)
      .then(
        (h) =>
          dispatch({
            kind: 'history',
            version: h.version,
            log: historyLog(h),
            steps: historySteps(h),
          }),
        () => dispatch({ kind: 'history', version: current.current.version, log: [] }),
      )
      .finally(() => {
        loading.current = false;
      });
  }, [needHistory, tableId, invite, dispatch]);

  const sendMoves = useCallback(
    (moves: readonly unknown[]) =>
      socket.request({ t: 'moves', table: tableId, version: current.current.version, moves }),
    [socket, tableId],
  );
  const sendChat = useCallback(
    (text: string) => socket.request({ t: 'chat', table: tableId, text }),
    [socket, tableId],
  );
  return { state, sendMoves, sendChat };
}
