import type { ChatLine, ServerMessage, TableSummary } from '@birzha/protocol';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api, query } from '../api/http.ts';
import { useSession } from '../api/session.tsx';

/** Events as this viewer saw them, each with the match version it belongs to. */
export interface LogItem {
  readonly version: number;
  readonly event: unknown;
}

export interface TableState {
  readonly summary: TableSummary | null;
  readonly seat: number | null;
  readonly version: number;
  readonly view: unknown;
  readonly toAct: readonly number[];
  readonly legal: readonly unknown[] | null;
  readonly deadline: number | null;
  readonly chat: readonly ChatLine[];
  readonly log: readonly LogItem[];
  /** The version the log is complete up to (-1: not loaded). */
  readonly logVersion: number;
  readonly error: { code: string } | null;
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
  logVersion: -1,
  error: null,
};

export type TableAction =
  { kind: 'server'; msg: ServerMessage } | { kind: 'history'; version: number; log: LogItem[] } | { kind: 'reset' };

export interface HistoryResponse {
  readonly version: number;
  readonly entries: readonly {
    readonly version: number;
    readonly seat: number | null;
    readonly events: readonly unknown[];
  }[];
}

/** How the table state follows the server's messages (exported for its tests). */
export function reduceTable(s: TableState, a: TableAction): TableState {
  if (a.kind === 'reset') return INITIAL;
  if (a.kind === 'history') {
    // The history is complete up to its version; newer updates that already arrived stay.
    const newer = s.log.filter((l) => l.version > a.version);
    return { ...s, log: [...a.log, ...newer], logVersion: Math.max(a.version, s.logVersion) };
  }
  const m = a.msg;
  switch (m.t) {
    case 'snapshot': {
      const same = m.version === s.version;
      return {
        ...s,
        summary: m.table,
        seat: m.seat,
        version: m.version,
        view: m.view,
        toAct: m.toAct,
        legal: m.legal,
        deadline: m.deadline,
        chat: m.chat,
        // A snapshot after a gap: the log is refetched (the page sees logVersion < version).
        log: same ? s.log : s.log.filter((l) => l.version <= s.logVersion),
        error: null,
      };
    }
    case 'update': {
      if (m.from !== s.version) return s; // a gap or a repeat: the hook resyncs
      const added = m.events.map((event) => ({ version: m.version, event }));
      const complete = s.logVersion === s.version;
      return {
        ...s,
        version: m.version,
        view: m.view,
        toAct: m.toAct,
        legal: m.legal,
        deadline: m.deadline,
        summary: s.summary === null ? null : { ...s.summary, status: m.status, version: m.version, outcome: m.outcome },
        log: [...s.log, ...added],
        logVersion: complete ? m.version : s.logVersion,
      };
    }
    case 'table':
      return { ...s, summary: m.table };
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
  const [state, dispatch] = useReducer(reduceTable, INITIAL);
  const versionRef = useRef(-1);
  versionRef.current = state.version;

  useEffect(() => {
    dispatch({ kind: 'reset' });
    let lastFrom = -1;
    const stop = socket.watchTable(
      tableId,
      invite,
      () => (versionRef.current < 0 ? undefined : versionRef.current),
      (msg) => {
        if (msg.t === 'update' && msg.from !== versionRef.current && msg.from !== lastFrom) {
          // Missed something (or raced a snapshot): ask for what is missing.
          lastFrom = msg.from;
          socket.resync(tableId, versionRef.current < 0 ? undefined : versionRef.current);
        }
        dispatch({ kind: 'server', msg });
        if (msg.t === 'snapshot' || msg.t === 'update')
          versionRef.current = msg.t === 'update' && msg.from !== versionRef.current ? versionRef.current : msg.version;
      },
    );
    return stop;
  }, [socket, tableId, invite]);

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
            log: h.entries.flatMap((e) => e.events.map((event) => ({ version: e.version, event }))),
          }),
        () => dispatch({ kind: 'history', version: versionRef.current, log: [] }),
      )
      .finally(() => {
        loading.current = false;
      });
  }, [needHistory, tableId, invite]);

  const sendMoves = useCallback(
    (moves: readonly unknown[]) => socket.request({ t: 'moves', table: tableId, version: versionRef.current, moves }),
    [socket, tableId],
  );
  const sendChat = useCallback(
    (text: string) => socket.request({ t: 'chat', table: tableId, text }),
    [socket, tableId],
  );
  return { state, sendMoves, sendChat };
}
