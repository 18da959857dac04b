import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { badgeLabels, WithSeats } from '../../table/seat-badge.test-helper.tsx';
import type { LogItem } from '../../table/use-table.ts';
import { NAMES } from './testing/meeting-positions.ts';
import { ceState, playMoves, playTestGame } from './testing/settlement-game.ts';
import { SettlementZone } from './settlement-zone.tsx';
import type { Move, View } from './zone-props.ts';

/** Credits as the table groups their digits in Russian. */
const ru = (n: number) => n.toLocaleString('ru-RU');

function zone(view: View, log: readonly LogItem[], seat: number | null = 0) {
  render(
    <MemoryRouter>
      <SettlementZone
        view={view}
        seat={seat}
        toAct={[]} // the settlement zone does not read toAct
        names={NAMES}
        send={null}
        log={log}
        deadline={null}
        outcome={null}
        tableId="t1"
        onPlayAgain={null}
      />
    </MemoryRouter>,
  );
}

describe('SettlementZone', () => {
  const game = playTestGame(3, 'status');
  const view = checkersExchange.view(game.state, 1);
  const liquidation = game.log
    .map((l) => l.event as CheckersExchange.Event)
    .find((e): e is Extract<CheckersExchange.Event, { type: 'liquidation' }> => e.type === 'liquidation')!;

  it('ranks the players by capital and shows every final cash', () => {
    zone(view, game.log, 1);
    const results = screen.getByTestId('results');
    expect(within(results).getByRole('columnheader', { name: 'Капитал' })).toBeDefined();
    // Its "?" opens how the game is ranked (issue 30.5).
    expect(within(results).getByTestId('help-link').getAttribute('href')).toBe('/rules/checkers-exchange#ce-ranking');
    view.final!.scores.forEach((score, s) => {
      // the results' capital is money, with its unit as the settlement's final cash has it
      expect(screen.getByTestId(`score-${s}`).textContent).toBe(`${ru(score)} кр`);
      expect(screen.getByTestId(`ce-final-${s}`).textContent).toBe(`${ru(score)} кр`);
    });
    expect(within(screen.getByTestId('ce-settlement-seats')).getByText('Борис (вы)')).toBeDefined();
    // on a phone each row is a card of labelled figures: the final cash keeps its label
    expect(screen.getByTestId('ce-final-0').dataset['label']).toBe('Итог');
    expect(screen.getByTestId('ce-value-w1').dataset['label']).toBe('Стоимость');
  });

  it('writes liquidation values as money with two decimals, the exact fraction in the title', () => {
    zone(view, game.log);
    for (const [firm, exact] of Object.entries(liquidation.values)) {
      const cell = screen.getByTestId(`ce-value-${firm}`).firstElementChild as HTMLElement;
      const [num, den = '1'] = exact.split('/');
      expect(cell.getAttribute('data-exact')).toBe(exact);
      expect(cell.getAttribute('title')).toBe(`Точно: ${exact}`);
      // grouped as Russian writes money: "1 435,11 кр"
      expect(cell.textContent).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d\d кр$/u);
      const shown = Number(cell.textContent!.replace(/\u00a0| кр/gu, '').replace(',', '.'));
      expect(shown).toBeCloseTo(Number(num) / Number(den), 2);
    }
  });

  it("gives the State's budget and says the board game ran out of years", () => {
    zone(view, game.log);
    expect(screen.getByTestId('ce-gov-budget').textContent).toContain(`бюджет в конце игры ${ru(view.gov.cash)} кр`);
    expect(screen.getByTestId('ce-gov-budget').textContent).toContain(`доля при ликвидации ${ru(liquidation.gov)} кр`);
    expect(screen.getByTestId('ce-board-result').textContent).toBe(
      'Партия на доске не закончилась: годы истекли, доход приносят все выжившие шашки.',
    );
    expect(screen.getByRole('img', { name: /^Цены закрытия после аукциона и каждой сессии: W1/ })).toBeDefined();
  });

  it('says the log is still loading when it lacks the settlement, and still shows the final cash', () => {
    zone(view, []);
    expect(screen.getByText(/Журнал игры ещё загружается/)).toBeDefined();
    expect(screen.getByTestId('ce-value-w1').textContent).toBe('—');
    expect(screen.getByTestId('ce-final-0').textContent).toBe(`${ru(view.final!.scores[0]!)} кр`);
  });

  it('a won board game: the winner, and no survival income for the losing colour', () => {
    // the last year: W1 takes B2's man; B1's man on b2 is then blocked, so Black has no move and loses (spec 8.4)
    let state = ceState(
      3,
      { phase: 'board', year: 4, pieces: 'a1.w3 c1.w2 c3.w1 b2.b1 d4.b2' },
      { timing: 'untimed', years: 4 },
    );
    const steps: LogItem[] = [];
    const ply = playMoves(state, [[state.firms.w1.director, { type: 'ply', move: 'c3:e5' }]]);
    state = ply.state;
    steps.push(...ply.events.map((event) => ({ version: 1, event })));
    if (state.phase !== 'finished') {
      const ready = playMoves(
        state,
        [0, 1, 2].map((s): [number, Move] => [s, { type: 'ready' }]),
      );
      state = ready.state;
      steps.push(...ready.events.map((event) => ({ version: 2, event })));
    }
    expect(state.phase).toBe('finished');
    zone(checkersExchange.view(state, 0), steps);
    expect(screen.getByTestId('ce-board-result').textContent).toMatch(/^Партия на доске: победили белые/);
    const b1 = within(screen.getByTestId('ce-settlement-firms')).getAllByRole('row')[5]!;
    expect(b1.getAttribute('data-firm')).toBe('b1');
    // its man survives, and earns nothing
    expect(within(b1).getAllByRole('cell')[0]?.textContent).toContain('шашек: 1');
    expect(within(b1).getAllByRole('cell')[1]?.textContent).toBe('0 кр');
    const w1 = within(screen.getByTestId('ce-settlement-firms')).getAllByRole('row')[1]!;
    expect(within(w1).getAllByRole('cell')[1]?.textContent).toBe('300 кр');
  });

  it("marks a bot account's row of the settlement with the bot badge, a person's without it (issue 29)", () => {
    render(
      <WithSeats names={NAMES.slice(0, 3)} botAccounts={[2]}>
        <MemoryRouter>
          <SettlementZone
            view={view}
            seat={1}
            toAct={[]}
            names={NAMES}
            send={null}
            log={game.log}
            deadline={null}
            outcome={null}
            tableId="t1"
            onPlayAgain={null}
          />
        </MemoryRouter>
      </WithSeats>,
    );
    const head = (s: number) => screen.getByTestId('ce-settlement-seats').querySelector(`tr[data-seat="${s}"] th`);
    expect(badgeLabels(head(2))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(head(2)?.textContent).toContain('Вера');
    expect([0, 1].map((s) => badgeLabels(head(s)))).toEqual([[], []]);
  });
});
