import { stockpile, type Stockpile } from '@birzha/engine';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import type { LogItem } from '../../table/use-table.ts';
import StockpileBoard from './board.tsx';

export const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** The events as `viewer` sees them, as log items (one version each). */
export function logOf(events: readonly Stockpile.Event[], viewer: number | 'spectator'): LogItem[] {
  return events.map((e, i) => ({ version: i + 1, event: stockpile.viewEvent(e, viewer) }));
}

/** The board for `viewer` of a state, live (with `send`) or read-only. */
export function renderBoard(
  state: Stockpile.State,
  viewer: number | 'spectator',
  send: ((m: readonly unknown[]) => Promise<unknown>) | null,
  log: readonly LogItem[] = [],
  tableId: string | null = 't1',
) {
  return render(boardElement(state, viewer, send, log, tableId));
}

/** The board element itself (for a rerender with a longer log). */
export function boardElement(
  state: Stockpile.State,
  viewer: number | 'spectator',
  send: ((m: readonly unknown[]) => Promise<unknown>) | null,
  log: readonly LogItem[] = [],
  tableId: string | null = 't1',
) {
  return (
    <MemoryRouter>
      <Suspense>
        <StockpileBoard
          view={stockpile.view(state, viewer)}
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
