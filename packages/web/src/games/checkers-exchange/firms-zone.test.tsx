import { checkersExchange } from '@birzha/engine';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/index.ts';
import { badgeLabels, WithSeats } from '../../table/seat-badge.test-helper.tsx';
import { FirmsZone } from './firms-zone.tsx';
import { NAMES } from './testing/meeting-positions.ts';
import { ceState, ceView, playMoves, playTestGame } from './testing/settlement-game.ts';
import type { Move, View } from './zone-props.ts';

type Send = (moves: readonly Move[]) => Promise<unknown>;

function zone(view: View, seat: number | null = 0, send: Send | null = vi.fn<Send>(() => Promise.resolve({}))) {
  // the firms zone does not read toAct (tokens and transfers are out of turn, spec 6.1)
  render(<FirmsZone view={view} seat={seat} toAct={[]} names={NAMES} send={send} log={[]} deadline={null} />);
  return send;
}

const POSITION = {
  phase: 'board',
  year: 2,
  directors: [0, 1, 2, 3, 0, 1, 2, 3],
  pieces: 'a1.w1 Kc3.w1 e3.w2 Kf6.b1 h8.b1 d8.b2',
  firms: {
    w1: {
      cash: 340,
      holdings: { w1: 6 },
      captures: { men: 1, kings: 1 },
      token: { holder: 2, scope: 'year', year: 2 },
    },
    b2: { holdings: { w1: 4 } },
  },
  seats: [{ cash: 900, holdings: { w1: 3 } }, { holdings: { w1: 7, b1: 2 } }, null, { status: 'resigned' }],
  close: { w1: 14 },
};

describe('FirmsZone', () => {
  it("a firm's row: director, token, cash, price, pieces, captures and its shareholders", () => {
    zone(ceView(4, POSITION, 0));
    const w1 = screen.getByTestId('ce-firm-w1');
    const main = w1.querySelector('tr')!;
    const cells = within(main)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('Аня (вы)жетон: Вера, на год 2');
    expect(cells[1]).toBe('340 кр');
    expect(screen.getByTestId('ce-close-w1').textContent).toContain('14');
    expect(screen.getByTestId('ce-pieces-w1').textContent).toContain('шашек: 1, дамок: 1');
    // the short "1 +1Д" shown says what it means when pointed at
    expect(screen.getByTestId('ce-pieces-w1').querySelector('[aria-hidden="true"]')?.getAttribute('title')).toBe(
      'шашек: 1, дамок: 1',
    );
    expect(cells[4]).toBe('1 + 1');
    // 50 = the State 30 + treasury 6 + mine 3 + Борис 7 + B2 4; 44 vote
    expect(screen.getByTestId('ce-shares-w1').textContent).toBe(
      'Акции: гос. 30 · казна 6 · голосующих 44 · мои 3 · другие: Борис 7, B2 4',
    );
    expect(screen.getByTestId('ce-pieces-w3').textContent).toContain('шашек: 0, дамок: 0');
  });

  it('the players: cash, shares, status and directorships', () => {
    zone(ceView(4, POSITION, 1), 1);
    const rows = within(screen.getByTestId('ce-players')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const boris = rows[2]!;
    expect(within(boris).getByRole('rowheader').textContent).toBe('Борис (вы)');
    expect(
      within(boris)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1\u00a0000 кр', 'W1 7, B1 2', 'в игре', 'W2, B2']);
    expect(within(rows[4]!).getAllByRole('cell')[2]?.textContent).toBe('вне игры');
  });

  it('after the game a seat still in it played to the end: not "в игре" under "Партия окончена"', () => {
    const { state } = playTestGame(3);
    expect(state.phase).toBe('finished');
    zone(checkersExchange.view(state, 0));
    const rows = within(screen.getByTestId('ce-players')).getAllByRole('row').slice(1);
    const statuses = rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(statuses.length).toBe(3);
    expect(statuses.every((s) => s === 'до конца партии' || s === 'вне игры')).toBe(true);
    expect(statuses).toContain('до конца партии');
  });

  it('issues the move token of a firm I direct, and takes it back', async () => {
    const send = zone(ceView(4, POSITION, 0));
    const form = screen.getByTestId('ce-token-form');
    expect(within(form).getByTestId('ce-token-current').textContent).toBe('Сейчас у фирмы W1: жетон: Вера, на год 2');
    // seat 0 directs W1 and B1; the resigned Глеб is no target
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['W1', 'B1', 'Борис', 'Вера', 'Аня — забрать себе', 'на один ход', 'на весь год']);
    fireEvent.change(within(form).getByTestId('ce-token-firm'), { target: { value: 'b1' } });
    fireEvent.change(within(form).getByTestId('ce-token-scope'), { target: { value: 'year' } });
    fireEvent.click(within(form).getByTestId('ce-token-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ type: 'issueToken', firm: 'b1', to: 1, scope: 'year' }]));
    fireEvent.change(within(form).getByTestId('ce-token-to'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Забрать жетон' }));
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith([{ type: 'issueToken', firm: 'b1', to: 0, scope: 'year' }]),
    );
  });

  it('transfers personal cash up to my free cash', async () => {
    const send = zone(ceView(4, POSITION, 0));
    const form = screen.getByTestId('ce-transfer-form');
    const submit = within(form).getByTestId('ce-transfer-submit') as HTMLButtonElement;
    // the button says why it waits
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Введите сумму: целое число кредитов.',
    );
    fireEvent.change(within(form).getByTestId('ce-transfer-amount'), { target: { value: '901' } });
    expect(submit.disabled).toBe(true);
    expect(within(form).getByTestId('ce-transfer-why').textContent).toBe('Больше, чем свободно: 900 кр.');
    fireEvent.change(within(form).getByTestId('ce-transfer-amount'), { target: { value: '2.5' } });
    expect(within(form).getByTestId('ce-transfer-why').textContent).toBe('Сумма — целое число кредитов, не меньше 1.');
    fireEvent.change(within(form).getByTestId('ce-transfer-to'), { target: { value: '2' } });
    fireEvent.change(within(form).getByTestId('ce-transfer-amount'), { target: { value: '250' } });
    fireEvent.click(submit);
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ type: 'transfer', to: 2, amount: 250 }]));
    expect((await screen.findByTestId('ce-transfer-done')).textContent).toBe('Переведено: 250 кр → Вера');
  });

  it('has no forms and no "you" for a spectator', () => {
    zone(ceView(4, POSITION, 'spectator'), null, null);
    expect(screen.queryByTestId('ce-token-form')).toBeNull();
    expect(screen.queryByTestId('ce-transfer-form')).toBeNull();
    expect(within(screen.getByTestId('ce-players')).queryByText(/\(вы\)/)).toBeNull();
  });

  it("in a session: says others' holdings are as at the open, and shows them so", () => {
    let state = ceState(4, { phase: 'session', year: 1 });
    state = playMoves(state, [[2, { type: 'order', account: 'me', side: 'buy', firm: 'w2', qty: 2, limit: 10 }]]).state;
    zone(checkersExchange.view(state, 0));
    expect(screen.getByTestId('ce-session-note')).toBeDefined();
    expect(screen.getByTestId('ce-holdings-2').textContent).toBe('—');
    expect(screen.getByTestId('ce-cash-2').textContent).toBe('1\u00a0000 кр');
  });

  it("draws each firm's closes over a played game", () => {
    const game = playTestGame(3, 'status');
    const view = checkersExchange.view(game.state, 0);
    zone(view, 0, null);
    const b4 = screen.getByTestId('ce-close-b4');
    expect(b4.querySelector('polyline')).not.toBeNull();
    expect(b4.textContent).toContain(view.closeHistory.map((c) => c.b4).join(', '));
  });
});

describe("the players' bot badges (issue 29)", () => {
  it("mark a bot account's row, not a person's, and keep the name and its (you)", () => {
    render(
      <WithSeats names={NAMES} botAccounts={[1]}>
        <FirmsZone
          view={ceView(4, POSITION, 1)}
          seat={1}
          toAct={[]}
          names={NAMES}
          send={null}
          log={[]}
          deadline={null}
        />
      </WithSeats>,
    );
    const head = (s: number) => screen.getByTestId('ce-players').querySelector(`tr[data-seat="${s}"] th`);
    expect(badgeLabels(head(1))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(head(1)?.textContent).toContain('Борис (вы)');
    expect([0, 2, 3].map((s) => badgeLabels(head(s)))).toEqual([[], [], []]);
  });

  it('has a "?" beside its heading that opens the rules at players, firms and the State, in a new tab', () => {
    zone(ceView(4, POSITION, 0));
    const help = within(screen.getByTestId('ce-firms')).getByRole('link', {
      name: /^Правила: Игроки, фирмы и государство/,
    });
    expect(help.getAttribute('href')).toBe('/rules/checkers-exchange#ce-accounts');
    expect(help.getAttribute('target')).toBe('_blank');
  });
});
