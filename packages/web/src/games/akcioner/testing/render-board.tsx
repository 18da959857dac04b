import type { Akcioner, Outcome } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import AkcionerBoard from '../board.tsx';

type Send = (moves: readonly unknown[]) => Promise<unknown>;

/** The Akcioner board as a page shows it, for component tests: Аня and Борис at a live table unless told otherwise. */
export function renderBoard(
  view: Akcioner.View,
  {
    seat = 0 as number | null,
    deadline = null as number | null,
    send = vi.fn<Send>(() => Promise.resolve({})) as Send | null,
    outcome = null as Outcome | null,
    tableId = null as string | null,
    names = ['Аня', 'Борис'] as readonly string[],
    chat = null as readonly ChatLine[] | null,
  } = {},
): Send | null {
  render(
    <MemoryRouter>
      <AkcionerBoard
        view={view}
        version={0}
        toAct={view.toMove === null ? [] : [view.toMove]}
        legal={null}
        seat={seat}
        names={names}
        log={[]}
        chat={chat}
        deadline={deadline}
        outcome={outcome}
        tableId={tableId}
        sendMoves={send}
        sendChat={null}
        onPlayAgain={null}
      />
    </MemoryRouter>,
  );
  return send;
}
