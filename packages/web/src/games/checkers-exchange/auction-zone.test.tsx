import { act, fireEvent, screen, within } from '@testing-library/react';
import { checkersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { AuctionZone } from './auction-zone.tsx';
import { D3, logOf, playAll, table } from './testing/exchange-fixtures.ts';
import { renderZone } from './testing/exchange-render.tsx';
import type { Move } from './zone-props.ts';

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/\s/gu, ' ');
const field = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLSelectElement;
const bid = (firm: 'w2' | 'b1', qty: number, price: number): Move => ({ type: 'bid', firm, qty, price });

/** V3 of spec 13 up to its step 3: three seats' bids for W2 and one for B1. */
function v3() {
  const start = table({ directors: D3 });
  return playAll(start.state, [
    [0, bid('w2', 10, 15)],
    [1, bid('w2', 8, 14)],
    [2, bid('w2', 5, 12)],
    [1, bid('w2', 4, 12)],
    [0, bid('w2', 4, 11)],
    [1, bid('b1', 20, 42)],
    [2, bid('b1', 15, 10)],
  ]);
}

describe('AuctionZone', () => {
  it('shows the rules, my bids only, and what they reserve', () => {
    renderZone(AuctionZone, v3().state, 0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Приватизационный аукцион');
    expect(text('ce-auction')).toContain('самую низкую из выигравших заявок');
    const mine = screen.getByTestId('ce-my-bids');
    expect(within(mine).getAllByRole('row')).toHaveLength(3); // head + ids 1 and 5
    expect(text('ce-my-bids')).toContain('Заявок 2 из 20; всего зарезервировано 194 кр.');
    expect(text('ce-bid-facts')).toBe(
      'Заявка резервирует 10 кр; свободно 806 кр. Сколько акций достанется и по какой цене, зависит от закрытых заявок других: станет известно при закрытии аукциона.',
    );
  });

  it('names the refusals before sending (V3 step 2 and 3)', () => {
    renderZone(AuctionZone, v3().state, 1);
    fireEvent.change(field('ce-bid-price'), { target: { value: '9' } });
    expect(text('ce-bid-refusal')).toBe('Цена ниже резервной: не меньше 10 кр.');
    expect((screen.getByTestId('ce-bid-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field('ce-bid-qty'), { target: { value: '21' } });
    expect(text('ce-bid-refusal')).toBe('Количество — целое число от 1 до 20.');
    fireEvent.change(field('ce-bid-qty'), { target: { value: '1' } });
    fireEvent.change(field('ce-bid-price'), { target: { value: '1' } });
    expect(screen.getByTestId('ce-bid-refusal').getAttribute('data-code')).toBe('BELOW_RESERVE');
    // seat 1's cash is all reserved by its three bids (112 + 48 + 840)
    fireEvent.change(field('ce-bid-price'), { target: { value: '10' } });
    expect(text('ce-bid-refusal')).toBe('Не хватает свободных денег: свободно 0 кр.');
  });

  it("INSUFFICIENT_CASH: the bid form shows exactly the engine's code and detail (the client copy added need)", () => {
    const state = v3().state;
    renderZone(AuctionZone, state, 1);
    fireEvent.change(field('ce-bid-qty'), { target: { value: '2' } });
    fireEvent.change(field('ce-bid-price'), { target: { value: '10' } });
    const p = screen.getByTestId('ce-bid-refusal');
    const r = checkersExchange.play(state, 1, { type: 'bid', firm: 'w1', qty: 2, price: 10 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect({ code: p.getAttribute('data-code'), detail: JSON.parse(p.getAttribute('data-detail') ?? 'null') }).toEqual({
      code: r.error.code,
      detail: r.error.detail,
    });
    expect(r.error).toEqual({ code: 'INSUFFICIENT_CASH', detail: { free: 0 } });
  });

  it('sends a bid and cancels one', async () => {
    const { send } = renderZone(AuctionZone, v3().state, 2);
    fireEvent.change(field('ce-bid-firm'), { target: { value: 'b1' } });
    fireEvent.change(field('ce-bid-qty'), { target: { value: '20' } });
    fireEvent.change(field('ce-bid-price'), { target: { value: '39' } }); // 780 of its 790 free
    expect(screen.queryByTestId('ce-bid-refusal')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('ce-bid-send')));
    expect(send).toHaveBeenCalledWith([{ type: 'bid', firm: 'b1', qty: 20, price: 39 }]);
    await act(async () => fireEvent.click(screen.getByTestId('ce-cancel-3')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'cancel', orderId: 3 }]);
  });

  it('shows the results in year 1 after the clearing (V3 step 5), then nothing', () => {
    const { state: open, events } = v3();
    const { state, events: closing } = playAll(open, [
      [0, { type: 'ready' }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ]);
    renderZone(AuctionZone, state, 2, { log: logOf([...events, ...closing], 2) });
    expect(screen.queryByTestId('ce-auction')).toBeNull();
    expect(text('ce-auction-result-w2')).toContain('12 кр');
    expect(text('ce-auction-result-w2')).toContain('20 из 20');
    expect(text('ce-auction-result-w2')).toContain('2 акции за 24 кр');
    expect(text('ce-auction-result-b1')).toContain('42 кр');
    expect(text('ce-auction-result-w1')).toContain('не продано');
  });

  it('shows nothing in a later year', () => {
    const later = table({ phase: 'board', year: 2, directors: D3 }).state;
    const { container } = renderZone(AuctionZone, later, 0);
    expect(container.innerHTML).toBe('');
  });
});
