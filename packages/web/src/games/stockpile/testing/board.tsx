import { stockpile, type Stockpile } from '@birzha/engine';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import type { LogItem } from '../../../table/use-table.ts';
import StockpileBoard from '../board.tsx';

export const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** The events as `viewer` sees them, as log items (one version each). */
export function logOf(events: readonly Stockpile.Event[], viewer: number | 'spectator'): LogItem[] {
  return events.map((e, i) => ({ version: i + 1, event: stockpile.viewEvent(e, viewer) }));
}

/** Whom the game waits for and the viewer's legal moves: BoardProps' toAct and legal. */
export interface Turn {
  readonly toAct: readonly number[];
  readonly legal: readonly Stockpile.Move[] | null;
}

/**
 * What the server sends `viewer`'s page with this state: the engine's toAct, and its legal moves when it is to act in a
 * phase whose board reads them (the game's sendsLegal: not Selling or Deborah).
 */
export function turnOf(state: Stockpile.State, viewer: number | 'spectator'): Turn {
  const toAct = stockpile.toAct(state);
  const acts = viewer !== 'spectator' && toAct.includes(viewer) && stockpile.sendsLegal?.(state) === true;
  return { toAct, legal: acts ? stockpile.legalMoves(state, viewer) : null };
}

/** The board for `viewer` of a state, live (with `send`) or read-only. */
export function renderBoard(
  state: Stockpile.State,
  viewer: number | 'spectator',
  send: ((m: readonly unknown[]) => Promise<unknown>) | null,
  log: readonly LogItem[] = [],
  tableId: string | null = 't1',
  turn: Turn = turnOf(state, viewer),
) {
  return render(boardElement(state, viewer, send, log, tableId, turn));
}

/** The board element itself (for a rerender with a longer log). */
export function boardElement(
  state: Stockpile.State,
  viewer: number | 'spectator',
  send: ((m: readonly unknown[]) => Promise<unknown>) | null,
  log: readonly LogItem[] = [],
  tableId: string | null = 't1',
  turn: Turn = turnOf(state, viewer),
) {
  return (
    <MemoryRouter>
      <Suspense>
        <StockpileBoard
          view={stockpile.view(state, viewer)}
          version={0}
          toAct={turn.toAct}
          legal={turn.legal}
          seat={viewer === 'spectator' ? null : viewer}
          names={NAMES.slice(0, state.players)}
          log={log}
          chat={null}
          deadline={null}
          outcome={null}
          tableId={tableId}
          sendMoves={send}
          sendChat={null}
          onPlayAgain={null}
        />
      </Suspense>
    </MemoryRouter>
  );
}
