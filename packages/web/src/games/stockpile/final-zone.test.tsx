import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { badgeLabels, WithSeats } from '../../table/seat-badge.test-helper.tsx';
import { boardElement, logOf, NAMES, renderBoard } from './testing/board.tsx';
import { playTestGame } from './testing/game.ts';
import { playAll, positionState } from './testing/positions.ts';
import { STOCKPILE_TV5 as TV5 } from '@birzha/engine/testing';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ').trim();
/** A money cell as a number ("+10 000 $" → 10000, "−2 000 $" → −2000). */
const amount = (s: string | null | undefined) =>
  Number(
    plain(s)
      .replace('−', '-')
      .replace(/[^\d-]/gu, ''),
  );

describe('the final scoring reconciles on screen (issue 24 point 11)', () => {
  it('TV5: cash, majority bonuses, shares × final price with split cards doubled, to the final money', () => {
    const { state, events } = playAll(positionState(4, TV5), [
      [0, { type: 'sell', cards: {} }],
      [1, { type: 'sell', cards: { cosmic: { halve: 1 } } }],
      [2, { type: 'sell', cards: {} }],
      [3, { type: 'sell', cards: { epic: { regular: 1 } } }],
    ]);
    renderBoard(state, 0, null, logOf(events, 0), null);
    const sheet = screen.getByTestId('sheet-0');
    const rows = [...sheet.querySelectorAll('tr')].map((tr) => plain(tr.textContent));
    expect(rows).toEqual([
      'Деньги до подсчёта5 000 $',
      'Бонус за большинство: COS Cosmic Computers+10 000 $',
      'Бонус за большинство (поровну): LAB Leading Laboratories+5 000 $',
      'COS Cosmic Computers: 2 акции × 5 000 $+10 000 $',
      'LAB Leading Laboratories: 2 акции × 4 000 $ (в том числе 1 раздробленная: считается за две)+8 000 $',
      'Итог38 000 $',
    ]);
    // Every receipt adds up to its final money, and the receipts come in the order of the places.
    for (const s of [0, 1, 2, 3]) {
      const cells = [...screen.getByTestId(`sheet-${s}`).querySelectorAll('tbody td')].map((td) =>
        amount(td.textContent),
      );
      expect(
        cells.reduce((a, b) => a + b, 0),
        `seat ${s}`,
      ).toBe(amount(screen.getByTestId(`final-${s}`).textContent));
    }
    expect([...document.querySelectorAll('.sp-sheet')].map((li) => li.getAttribute('data-seat'))).toEqual([
      '2',
      '0',
      '1',
      '3',
    ]);
    expect(plain(screen.getByTestId('sheet-2').querySelector('h3')?.textContent)).toBe('1 место Вера');
  });

  it('charges the fees still owed, and adds up in whole random games with investors', () => {
    for (const [players, seed] of [
      [3, 'final-a'],
      [5, 'final-b'],
    ] as const) {
      const { state, events } = playTestGame(players, { investors: true }, seed);
      renderBoard(state, 'spectator', null, logOf(events, 'spectator'), null);
      for (let s = 0; s < players; s++) {
        const cells = [...screen.getByTestId(`sheet-${s}`).querySelectorAll('tbody td')].map((td) =>
          amount(td.textContent),
        );
        expect(cells.reduce((a, b) => a + b, 0)).toBe(state.final?.scores[s]);
      }
      document.body.innerHTML = '';
    }
  });

  it("marks a bot account's score sheet with the bot badge, a person's without it (issue 29)", () => {
    const { state, events } = playAll(positionState(4, TV5), [
      [0, { type: 'sell', cards: {} }],
      [1, { type: 'sell', cards: {} }],
      [2, { type: 'sell', cards: {} }],
      [3, { type: 'sell', cards: {} }],
    ]);
    render(
      <WithSeats names={NAMES.slice(0, 4)} botAccounts={[3]}>
        {boardElement(state, 0, null, logOf(events, 0), null)}
      </WithSeats>,
    );
    const who = (s: number) => screen.getByTestId(`sheet-${s}`).querySelector('.sp-sheet__who');
    expect(badgeLabels(who(3))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(who(3)?.textContent).toContain('Глеб');
    expect([0, 1, 2].map((s) => badgeLabels(who(s)))).toEqual([[], [], []]);
  });

  it('numbers places as the results do: two tied for 1st, then the 3rd, not a 2nd', () => {
    const { state, events } = playAll(
      positionState(3, {
        round: 7, // the last of a 3-player game
        phase: 'selling',
        firstPlayer: 0,
        seats: [
          { cash: 9000, portfolio: {} },
          { cash: 9000, portfolio: {} },
          { cash: 4000, portfolio: {} },
        ],
      }),
      [
        [0, { type: 'sell', cards: {} }],
        [1, { type: 'sell', cards: {} }],
        [2, { type: 'sell', cards: {} }],
      ],
    );
    expect(state.final?.ranking).toEqual([[0, 1], [2]]);
    renderBoard(state, 0, null, logOf(events, 0), null);
    const place = (s: number) => plain(screen.getByTestId(`sheet-${s}`).querySelector('.tag')?.textContent);
    expect([place(0), place(1), place(2)]).toEqual(['1 место', '1 место', '3 место']);
  });
});
