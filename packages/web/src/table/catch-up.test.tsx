import type { MoveStep, TableSummary } from '@birzha/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import type { BoardProps } from './board-props.ts';
import { ComingBack } from './catch-up.tsx';
import { LogPanel } from './log-panel.tsx';
import type { LogItem } from './use-table.ts';

/** A board that draws its view's text and its log, one line per move, through the shared log panel. */
function FakeBoard({ view, log, version, toAct, legal }: BoardProps) {
  return (
    <div
      data-testid="board"
      data-view={String(view)}
      data-version={version}
      data-to-act={toAct.join(',')}
      data-legal={String(legal)}
    >
      <LogPanel
        className="zone"
        titleId="t"
        title="Log"
        groups={[
          {
            key: 'all',
            kind: 'turn',
            head: 'Moves',
            lines: log.map((l) => ({ type: 'x', text: String(l.event), version: l.version })),
          },
        ]}
        chat={null}
        sendChat={null}
      />
    </div>
  );
}

const table = (status: TableSummary['status']) => ({ id: 't1', status }) as unknown as TableSummary;
const LOG: LogItem[] = [0, 1, 2, 3, 4].map((version) => ({ version, event: `move ${version}` }));
// I am seat 0: my own move at 2, then Bob's at 3 and 4.
const STEPS: MoveStep[] = [
  { version: 1, seat: 1, by: 'person' },
  { version: 2, seat: 0, by: 'person' },
  { version: 3, seat: 1, by: 'person' },
  { version: 4, seat: 1, by: 'person' },
];

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

let setSteps: (s: MoveStep[]) => void = () => undefined;
function Table({ status, loaded }: { status: TableSummary['status']; loaded: boolean }) {
  const [steps, set] = useState(STEPS);
  setSteps = set;
  return (
    <ComingBack
      table={table(status)}
      seat={0}
      steps={steps}
      log={LOG}
      logLoaded={loaded}
      invite={undefined}
      Board={FakeBoard}
      board={{ names: ['Аня', 'Боб'], seat: 0 }}
    >
      <FakeBoard
        view="live"
        version={9}
        toAct={[1]}
        legal={null}
        seat={0}
        names={[]}
        log={LOG}
        chat={null}
        deadline={null}
        outcome={null}
        tableId="t1"
        sendMoves={null}
        sendChat={null}
        onPlayAgain={null}
      />
    </ComingBack>
  );
}

function show(status: TableSummary['status'] = 'playing', loaded = true) {
  return render(
    <MemoryRouter initialEntries={['/t/t1']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Table status={status} loaded={loaded} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The lines of the log on screen, the divider as "—since—". */
const lines = () =>
  [...screen.getByTestId('log').querySelectorAll('li.log__line, li.log__since')].map((e) =>
    e.classList.contains('log__since') ? '—since—' : e.textContent,
  );

afterEach(() => vi.restoreAllMocks());

describe('coming back to a table', () => {
  it('marks the log after my last move when I open the table', () => {
    show();
    expect(lines()).toEqual(['move 0', 'move 1', 'move 2', '—since—', 'move 3', 'move 4']);
  });

  it('marks nothing before the log has loaded, and nothing once I move', () => {
    const { unmount } = show('playing', false);
    expect(screen.queryByTestId('log-since')).toBeNull();
    unmount();
    show();
    expect(screen.getByTestId('log-since')).toBeTruthy();
    act(() => setSteps([...STEPS, { version: 5, seat: 0, by: 'person' }]));
    expect(screen.queryByTestId('log-since')).toBeNull();
  });

  it('replays from there on the board, as my seat saw each move, and goes back to the live table', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          version: 4,
          views: [2, 3, 4].map((version) => ({ version, view: `seen at ${version}`, toAct: [version % 2] })),
        }),
      ),
    );
    show();
    fireEvent.click(screen.getByTestId('log-replay-from'));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/tables/t1/views?from=2');
    expect((await screen.findByTestId('board')).getAttribute('data-view')).toBe('seen at 2');
    expect(screen.getByTestId('catch-up-position').textContent).toBe('Ваш последний ход');
    // The log as it stood then; the divider stays, with no second control.
    expect(lines()).toEqual(['move 0', 'move 1', 'move 2']);

    fireEvent.click(screen.getByTestId('catch-up-next'));
    expect(screen.getByTestId('board').getAttribute('data-view')).toBe('seen at 3');
    // Whom the game waited for at that step is the server's, with the step's version; no moves to offer.
    expect(screen.getByTestId('board').getAttribute('data-version')).toBe('3');
    expect(screen.getByTestId('board').getAttribute('data-to-act')).toBe('1');
    expect(screen.getByTestId('board').getAttribute('data-legal')).toBe('null');
    expect(screen.getByTestId('catch-up-position').textContent).toBe('Ход 1 из 2');
    expect(screen.getByTestId('catch-up-mover').textContent).toBe('Показан ход игрока Боб');
    expect(lines()).toEqual(['move 0', 'move 1', 'move 2', '—since—', 'move 3']);
    expect(screen.queryByTestId('log-replay-from')).toBeNull();

    fireEvent.click(screen.getByTestId('catch-up-next'));
    expect(screen.getByTestId('catch-up-position').textContent).toBe('Ход 2 из 2');
    expect((screen.getByTestId('catch-up-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('catch-up-prev'));
    expect(screen.getByTestId('board').getAttribute('data-view')).toBe('seen at 3');

    fireEvent.click(screen.getByTestId('catch-up-close'));
    expect(screen.queryByTestId('catch-up')).toBeNull();
    expect(screen.getByTestId('board').getAttribute('data-view')).toBe('live');
    expect(screen.getByTestId('board').getAttribute('data-to-act')).toBe('1');
  });

  it('opens the replay from there when the match is over', () => {
    show('finished');
    fireEvent.click(screen.getByTestId('log-replay-from'));
    expect(where).toBe('/replay/t1?from=2');
  });
});
