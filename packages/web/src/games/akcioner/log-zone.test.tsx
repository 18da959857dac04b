import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayedContext } from '../../table/played.ts';
import { LogZone } from './log-zone.tsx';

describe('the log zone', () => {
  it('shows the newest turn first, headed by its round and mover, its lines in order, "game over" on top', () => {
    const ev = [
      { type: 'turnStarted', seat: 0, round: 1, lastRound: false },
      { type: 'traded', seat: 0, stage: 'trade1', lines: [{ color: 'yellow', qty: 1, price: 100 }], cash: 0 },
      { type: 'cardPlayed', seat: 0, card: 'S-yellow-p30', assign: ['red'] },
      { type: 'turnStarted', seat: 1, round: 1, lastRound: false },
      { type: 'seatEliminated', seat: 1, reason: 'resigned' },
      { type: 'gameEnded', ranking: [[0], [1]], scores: [500, 0] },
    ];
    // Versions as a batch would bring them: the grouping follows the events, not the versions.
    const log = ev.map((event, i) => ({ version: i < 3 ? 1 : 2, event }));
    render(<LogZone log={log} names={['Вадим', 'Борис']} roundsTotal={2} chat={null} sendChat={null} />);
    const groups = screen
      .getAllByTestId('log-group')
      .map((g) => [g.querySelector('h3')?.textContent, ...[...g.querySelectorAll('li')].map((li) => li.textContent)]);
    expect(groups).toEqual([
      ['Игра окончена. Победитель — Вадим. Капитал: Вадим — 500, Борис — 0.'],
      ['Раунд 1 из 2: ходит Борис.', 'Борис сдаёт игру и выбывает; акции игрока уходят банку.'],
      [
        'Раунд 1 из 2: ходит Вадим.',
        'Вадим, до карты — покупка: 1 жёлтая акция по 100; наличные: 0.',
        'Карта игрока Вадим: жёлтые +30, красные −60.',
      ],
    ]);
  });

  it('keeps back the turns the board has still to play out, and what came after them', () => {
    const ev = [
      { type: 'turnStarted', seat: 0, round: 1, lastRound: false },
      { type: 'cardPlayed', seat: 0, card: 'S-yellow-p30', assign: ['red'] },
      { type: 'turnStarted', seat: 1, round: 1, lastRound: false },
      { type: 'cardPlayed', seat: 1, card: 'S-red-p30', assign: ['blue'] },
      { type: 'turnStarted', seat: 0, round: 2, lastRound: true },
    ];
    const log = ev.map((event, i) => ({ version: i, event }));
    render(
      <LogZone log={log} names={['Вадим', 'Борис']} roundsTotal={2} holdFrom="turn-1-1" chat={null} sendChat={null} />,
    );
    expect(screen.getAllByTestId('log-group').map((g) => g.getAttribute('data-group'))).toEqual(['turn-1-0']);
  });

  it('tells a seat a bot took over by its person’s name, the bot’s moves marked', () => {
    const log = [
      { version: 2, event: { type: 'turnStarted', seat: 1, round: 1, lastRound: false } },
      { version: 3, event: { type: 'cardPlayed', seat: 1, card: 'S-red-p30', assign: ['blue'] } },
    ];
    const seats = [
      { seat: 0, user: { id: 'v', name: 'Вадим' }, bot: null, connected: true },
      { seat: 1, user: null, bot: 'intermediate', left: { id: 'b', name: 'Борис' }, connected: false },
    ];
    render(
      <PlayedContext.Provider
        value={{
          steps: [{ version: 3, seat: 1, by: 'bot' }],
          seatChanges: [{ seat: 1, kind: 'takeover', reason: 'left', userId: 'b', version: 2, round: 1, at: 0 }],
          seats,
        }}
      >
        <LogZone log={log} names={['Вадим', 'Борис → бот']} roundsTotal={2} chat={null} sendChat={null} />
      </PlayedContext.Provider>,
    );
    expect([...screen.getByTestId('log-group').querySelectorAll('h3, li')].map((l) => l.textContent)).toEqual([
      'Раунд 1 из 2: ходит Борис.',
      'Место игрока Борис занял бот (выход из-за стола).',
      'Карта игрока Борис: красные +30, синие −60. · бот за игрока Борис',
    ]);
  });

  it('heads the events before the first turn as the start of the game', () => {
    const log = [{ version: 0, event: { type: 'dealt', seat: 1, cards: null, count: 3 } }];
    render(<LogZone log={log} names={['Вадим', 'Борис']} roundsTotal={2} chat={null} sendChat={null} />);
    expect(screen.getByTestId('log-group').querySelector('h3')?.textContent).toBe('Начало игры');
  });

  it('has a "?" beside its heading that opens the rules at a turn and its stages, in a new tab', () => {
    render(<LogZone log={[]} names={['Вадим', 'Борис']} roundsTotal={2} chat={null} sendChat={null} />);
    const zone = screen.getByRole('region', { name: 'Журнал партии' });
    const help = within(zone).getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/akcioner#akc-turn');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('aria-label')).toMatch(/^Правила: Ход: три этапа/);
    // Beside the heading, not in it: the zone keeps its name (the region's name above is exactly the title).
    expect(zone.querySelector('h2')?.contains(help)).toBe(false);
  });
});
