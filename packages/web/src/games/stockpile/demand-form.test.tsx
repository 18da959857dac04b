import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';

const bidButton = (pile: number, amount: number) =>
  document.querySelector(`[data-bid="${pile}:${amount}"]`) as HTMLButtonElement | null;
/** Whether the amount is greyed (still pressable, to say why). */
const refused = (pile: number, amount: number) => bidButton(pile, amount)?.getAttribute('aria-disabled') === 'true';
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ');

describe('Demand: the bid tracks', () => {
  it('offers exactly my legal bids as buttons and sends the one pressed (spec TV1 move 5)', async () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 4));
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    // $20,000 in cash: every amount up to it on every empty pile; $25,000 is more than I have.
    for (let pile = 0; pile < 4; pile++) {
      expect(refused(pile, 20000), `pile ${pile}`).toBe(false);
      expect(refused(pile, 25000), `pile ${pile}`).toBe(true);
    }
    // My own face-down Boom is shown to me on pile 1, the others' face-down cards are backs.
    expect(document.querySelector('[data-pile="0"] [data-card="boom-1"][data-face="down"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-pile="2"] .sp-card--back')).toHaveLength(2);
    await act(async () => fireEvent.click(bidButton(3, 0) as HTMLButtonElement));
    expect(send).toHaveBeenCalledWith([{ type: 'bid', pile: 3, amount: 0 }]);
  });

  it('shows whose bid is where, and only higher amounts above a bid (TV1 after move 7)', () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 7));
    renderBoard(state, 3, () => Promise.resolve({}));
    expect(screen.getByTestId('bid-3').querySelector('[data-seat-mark]')?.getAttribute('aria-label')).toBe('Вера');
    expect(screen.getByTestId('pile-bid-3').textContent).toMatch(/1\s000\s\$: Вера/u);
    expect(refused(3, 1000)).toBe(true);
    expect(refused(3, 3000)).toBe(false);
    // Seat 1's meeple is on pile 2: nobody else may be there below a raise.
    expect(refused(1, 0)).toBe(true);
  });

  it("says why each greyed amount is refused, in the engine's terms, and once more when it is pressed", () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 7));
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 3, send);
    // Pile 4 holds Вера's 1 000 $: 0 and 1 000 are not above it; 25 000 is more than my 20 000 $.
    expect(plain(screen.getByTestId('bid-why-3').textContent)).toBe(
      '0 $ – 1 000 $: не выше текущей ставки; 25 000 $: больше ваших денег',
    );
    expect(bidButton(3, 25000)?.getAttribute('aria-describedby')).toBe('sp-bid-why-3');
    fireEvent.click(bidButton(3, 25000) as HTMLButtonElement);
    expect(send).not.toHaveBeenCalled();
    expect(plain(screen.getByTestId('bid-refused-3').textContent)).toMatch(/^25 000 \$: /u);
    // Each bidder's mark tells the seats apart where a name does not fit.
    expect(screen.getByTestId('bid-3').querySelector('[data-seat-mark]')?.textContent).toBe('3');
  });

  it('keeps an outbid player off the pile just lost, and says so (spec TV2, 3 players)', () => {
    const start = positionState(3, { phase: 'demand' });
    const { state } = playAll(start, [
      [0, { type: 'bid', pile: 0, amount: 0 }],
      [1, { type: 'bid', pile: 1, amount: 0 }],
      [2, { type: 'bid', pile: 0, amount: 1000 }],
    ]);
    renderBoard(state, 0, () => Promise.resolve({}));
    expect(refused(0, 3000)).toBe(true);
    expect(refused(2, 0)).toBe(false);
    // «на пакет 1»: the accusative after «поставить на», not «перебили на пакет 1».
    expect(document.querySelector('.sp-turn .notice')?.textContent).toBe(
      'Вас перебили: сразу поставить снова на пакет 1 нельзя.',
    );
  });

  it('lets MayKnow Martha peek before her bid', async () => {
    const state = positionState(
      3,
      { phase: 'demand', seats: [{ investors: ['martha'] }, null, null] },
      { investors: true },
    );
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    const peeks = [...document.querySelectorAll('[data-peek]')].map((b) => b.getAttribute('data-peek'));
    expect(peeks).toEqual(['{"seat":1,"index":0}', '{"seat":2,"index":0}', '{"hidden":0}', '{"hidden":1}']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'скрытый прогноз №2' })));
    expect(send).toHaveBeenCalledWith([{ type: 'peek', target: { hidden: 1 } }]);
  });

  it('shows the track without buttons to a player who is not bidding', () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 4));
    renderBoard(state, 2, () => Promise.resolve({}));
    expect(document.querySelectorAll('[data-bid]')).toHaveLength(0);
    expect(document.querySelectorAll('.sp-bidtrack')).toHaveLength(4);
  });

  it('says what my other bid costs me with Discount Donald, as the engine counts it (2 players: two bids each)', () => {
    const start = positionState(
      2,
      { phase: 'demand', firstPlayer: 0, seats: [{ investors: ['donald', 'graham'] }, null] },
      { investors: true },
    );
    // seat 0's first bid, then seat 1's: seat 0's second meeple is up
    const { state } = playAll(start, [
      [0, { type: 'bid', pile: 0, amount: 6000 }],
      [1, { type: 'bid', pile: 1, amount: 0 }],
    ]);
    renderBoard(state, 0, () => Promise.resolve({}));
    const form = plain(document.querySelector('[data-form="demand"]')?.textContent);
    expect(form).toContain('Ваша другая ставка: 6 000 $');
    expect(form).toContain('она стоит вам 3 000 $');
  });
});
