import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { MEETING, NAMES } from './testing/meeting-positions.ts';
import { MeetingZone } from './meeting-zone.tsx';
import { ceState, ceView, playMoves } from './testing/settlement-game.ts';
import type { Move, View } from './zone-props.ts';

type Send = (moves: readonly Move[]) => Promise<unknown>;

function zone(
  view: View,
  seat: number | null,
  log: readonly LogItem[] = [],
  send: Send | null = vi.fn<Send>(() => Promise.resolve({})),
) {
  // the meeting zone does not read toAct (its Ready flags are the view's)
  render(<MeetingZone view={view} seat={seat} toAct={[]} names={NAMES} send={send} log={log} deadline={null} />);
  return send;
}

const items = (events: readonly CheckersExchange.Event[], version: number): LogItem[] =>
  events.map((event) => ({ version, event }));

describe('MeetingZone during a meeting', () => {
  it('shows first the firms where I have votes, with my accounts, the candidates and the majority', () => {
    zone(ceView(4, MEETING, 1), 1);
    const section = screen.getByTestId('ce-meeting');
    const open = within(section)
      .getAllByRole('heading', { level: 4 })
      .filter((h) => h.closest('[hidden]') === null);
    expect(open.map((h) => h.textContent)).toEqual(['W3', 'W4']);
    const w3 = screen.getByTestId('ce-vote-w3').closest('li')!;
    expect(within(w3).getByText('Директор: Вера')).toBeDefined();
    expect(screen.getByTestId('ce-nominees-w3').textContent).toBe('Кандидаты: Аня');
    // 50 − treasury 10 = 40 vote; the State holds 50 − 10 − 18 − 4 − 4 = 14
    expect(screen.getByTestId('ce-voting-w3').textContent).toBe(
      'Голосующих акций: 40 (все, кроме казначейских). Чтобы сменить директора, кандидату нужно больше половины: 21. ' +
        'Акций у государства: 14. Оно не голосует, и эти голоса работают против смены.',
    );
    const groups = within(screen.getByTestId('ce-vote-w3')).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['мой счёт: 4 голоса', 'B2: 4 голоса']);
    // ballots, not holdings: seat 1 holds 8 votes in W3 and has cast none
    expect(screen.getByTestId('ce-my-votes-w3').textContent).toBe('Мои голоса: подано 0 из 8');
    // the other six firms wait, collapsed
    expect(screen.getByRole('button', { name: /Остальные фирмы \(6\)/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('votes for a candidate per account and nominates, me first', async () => {
    const send = zone(ceView(4, MEETING, 1), 1);
    fireEvent.click(screen.getByTestId('ce-vote-w3-b2-0'));
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ type: 'vote', firm: 'w3', account: 'b2', candidate: 0 }]));
    fireEvent.click(screen.getByTestId('ce-vote-w4-me-0'));
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith([{ type: 'vote', firm: 'w4', account: 'me', candidate: 0 }]),
    );
    const select = screen.getByTestId('ce-nominate-w3-candidate') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Борис (вы)', 'Глеб']);
    fireEvent.click(screen.getByTestId('ce-nominate-w3'));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith([{ type: 'nominate', firm: 'w3', candidate: 1 }]));
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('ce-nominate-w3'));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith([{ type: 'nominate', firm: 'w3', candidate: 3 }]));
  });

  it('shows my ballot as pressed and withdraws it', async () => {
    const send = zone(ceView(4, MEETING, 0), 0);
    const mine = screen.getByTestId('ce-vote-w3-me-0');
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('ce-ballot-w3-me').textContent).toBe('поданы за: Аня (вы)');
    expect(screen.getByTestId('ce-my-votes-w3').textContent).toBe('Мои голоса: подано 18 из 18');
    expect(screen.getByTestId('ce-vote-w3-me-2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('ce-vote-w3-me-withdraw'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith([{ type: 'vote', firm: 'w3', account: 'me', candidate: null }]),
    );
  });

  it("shows the server's refusal", async () => {
    zone(
      ceView(4, MEETING, 1),
      1,
      [],
      vi.fn<Send>(() => Promise.reject({ code: 'NOT_A_CANDIDATE' })),
    );
    fireEvent.click(screen.getByTestId('ce-vote-w3-me-2'));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('a spectator sees the elections without buttons; the requests of the session close are shown', () => {
    const close: LogItem = {
      version: 1,
      event: {
        type: 'sessionClosed',
        year: 3,
        close: ceView(4, MEETING).close,
        trades: [],
        requests: [0, 2],
        lapsed: [3],
      },
    };
    zone(ceView(4, MEETING, 'spectator'), null, [close], null);
    expect(screen.getByTestId('ce-meeting-requests').textContent).toBe(
      'Собрание созвали: Аня, ВераОтпавшие заявки (акций стало меньше 5): Глеб',
    );
    expect(screen.queryByTestId('ce-vote-w3')).toBeNull();
    expect(screen.queryByTestId('ce-nominate-w3')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^За: / })).toEqual([]);
  });
});

describe('MeetingZone after a meeting', () => {
  function closed() {
    const state = ceState(4, MEETING);
    const voted = playMoves(state, [
      [1, { type: 'vote', firm: 'w3', account: 'me', candidate: 0 }],
      [1, { type: 'vote', firm: 'w3', account: 'b2', candidate: 0 }],
      [1, { type: 'vote', firm: 'w4', account: 'me', candidate: 0 }],
    ]);
    const ready = playMoves(
      voted.state,
      [0, 1, 2, 3].map((s): [number, Move] => [s, { type: 'ready' }]),
    );
    const log = [...items(voted.events, 1), ...items(ready.events, 2)];
    return { state: ready.state, log };
  }

  it('shows the results with ballots and weights until the next session opens', () => {
    const { state, log } = closed();
    expect(state.phase).toBe('board');
    zone(checkersExchange.view(state, 2), 2, log);
    expect(screen.queryByTestId('ce-meeting')).toBeNull();
    expect(screen.getByTestId('ce-meeting-changes').textContent).toBe('W3: Вера (вы) → Аня');
    const w3 = screen.getByTestId('ce-result-w3');
    expect(w3.textContent).toContain('Новый директор: Аня');
    expect(w3.textContent).toContain('Голосов за кандидата Аня: 26 из 40');
    expect(w3.textContent).toContain(
      'Для смены нужно было больше половины: 21. Не подано: 14, из них у государства: 14.',
    );
    expect(within(w3).getByText('B2: 4 голоса за кандидата Аня')).toBeDefined();
    expect(screen.getByTestId('ce-result-w4').textContent).toContain('Директор остался: Аня');
    expect(screen.getByTestId('ce-result-b1').textContent).toContain('никто не голосовал');
  });

  it('is gone once a session opens, and absent before any meeting', () => {
    const { state, log } = closed();
    const opened: LogItem = {
      version: 3,
      event: { type: 'stageOpened', stage: 30, phase: 'session', year: 4, seconds: null },
    };
    zone(checkersExchange.view(state, 0), 0, [...log, opened]);
    expect(screen.queryByTestId('ce-meeting-results')).toBeNull();
    zone(ceView(4, { phase: 'session', year: 2 }), 0, []);
    expect(screen.queryByTestId('ce-meeting-results')).toBeNull();
  });
});

describe('MeetingZone offers what the engine takes', () => {
  // seat 3 resigned: it may not be nominated, and it still directs W1 and B4 (a position may say so)
  const RESIGNED = {
    ...MEETING,
    seats: [...MEETING.seats.slice(0, 3), { holdings: { w1: 4 }, status: 'resigned' }],
  } as const;

  /** The nominations and the ballots for a candidate the panel offers `seat`, as moves. */
  function offered(): string[] {
    const out: string[] = [];
    for (const b of screen.queryAllByTestId(/^ce-vote-\w+-\w+-\d+$/)) {
      const [, , firm, account, c] = b.getAttribute('data-testid')!.split('-');
      out.push(JSON.stringify({ type: 'vote', firm, account, candidate: Number(c) }));
    }
    for (const select of screen.queryAllByTestId(/^ce-nominate-\w+-candidate$/)) {
      const firm = select.getAttribute('data-testid')!.split('-')[2];
      for (const o of (select as HTMLSelectElement).options)
        out.push(JSON.stringify({ type: 'nominate', firm, candidate: Number(o.value) }));
    }
    return out.sort();
  }

  it.each([
    ['the meeting of MEETING', MEETING],
    ['a resigned seat among them', RESIGNED],
  ])('in %s, every seat is offered exactly the legal nominate and vote moves', (_, position) => {
    const state = ceState(4, position);
    for (let seat = 0; seat < 4; seat++) {
      const legal = checkersExchange
        .legalMoves(state, seat)
        .filter((m) => m.type === 'nominate' || m.type === 'vote')
        .map((m) => JSON.stringify(m))
        .sort();
      const { unmount } = render(
        <MeetingZone
          view={checkersExchange.view(state, seat)}
          seat={seat}
          toAct={[]}
          names={NAMES}
          send={state.seats[seat]!.status === 'active' ? vi.fn<Send>() : null}
          log={[]}
          deadline={null}
        />,
      );
      expect(offered(), `seat ${seat}`).toEqual(legal);
      unmount();
    }
  });
});
