import { checkersExchange } from '@birzha/engine';
import { MAX_BATCH_MOVES } from '@birzha/protocol';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order, playAll, session, tradedSession, viewOf, type State } from './testing/exchange-fixtures.ts';
import { NAMES, renderZone } from './testing/exchange-render.tsx';
import { PlayedContext } from '../../table/played.ts';
import { ExchangeZone } from './exchange-zone.tsx';
import type { Move, ZoneProps } from './zone-props.ts';

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/\s/gu, ' ');
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('the price ladder', () => {
  it('shows size and cumulative depth per level, the best levels, the spread and the last price', () => {
    renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    const ask10 = screen.getByTestId('ce-level-sell-10');
    const ask21 = screen.getByTestId('ce-level-sell-21');
    expect([ask10.dataset['qty'], ask10.dataset['cum'], ask10.dataset['best']]).toEqual(['3', '3', 'true']);
    expect([ask21.dataset['qty'], ask21.dataset['cum'], ask21.dataset['best']]).toEqual(['7', '10', undefined]);
    // the depth bars: the deepest cumulative size shown fills the row
    expect(ask21.style.getPropertyValue('--cum')).toBe('100%');
    expect(ask21.style.getPropertyValue('--size')).toBe('70%');
    expect(screen.getByTestId('ce-level-buy-8').dataset['best']).toBe('true');
    // asks run from the highest down to the best, next to the middle; the bids from the best down
    const asks = within(screen.getByRole('list', { name: 'Продают' })).getAllByRole('listitem');
    expect(asks.map((l) => l.dataset['testid'])).toEqual(['ce-level-sell-21', 'ce-level-sell-10']);
    expect(text('ce-book-last')).toBe('посл. сделка 10 кр спред 2 кр');
  });

  it('fills price and the whole quantity up to a clicked level', () => {
    renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.click(within(screen.getByTestId('ce-level-sell-21')).getByRole('button'));
    expect(input('ce-order-qty').value).toBe('10');
    expect(input('ce-order-limit').value).toBe('21');
    expect(screen.getByTestId('ce-order-side-buy').getAttribute('aria-pressed')).toBe('true');
    expect(text('ce-order-preview')).toContain('3 × 10 кр (государство), 4 × 21 кр, 3 × 21 кр — 10 акций за 177 кр');
    // a bid picked makes a sell of that much
    fireEvent.click(within(screen.getByTestId('ce-level-buy-8')).getByRole('button'));
    expect(screen.getByTestId('ce-order-side-sell').getAttribute('aria-pressed')).toBe('true');
    expect([input('ce-order-qty').value, input('ce-order-limit').value]).toEqual(['2', '8']);
  });

  it('caps the picked quantity at the largest order', () => {
    const deep = playAll(session(), [
      [1, order('buy', 'b3', 30, 2)],
      [2, order('buy', 'b3', 30, 1)],
    ]).state;
    renderZone(ExchangeZone, deep, 0);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.click(within(screen.getByTestId('ce-level-buy-1')).getByRole('button'));
    expect(screen.getByTestId('ce-level-buy-1').dataset['cum']).toBe('60');
    expect(input('ce-order-qty').value).toBe('50');
  });

  it('shows the nearest five levels a side until asked for all', () => {
    const moves = [11, 12, 13, 14, 15, 16, 17].map((p) => [1, order('sell', 'b3', 1, p)] as const);
    const deep = playAll(session({ seats: [null, { holdings: { b3: 20 } }, null] }), moves).state;
    renderZone(ExchangeZone, deep, 2);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    // the State's ask at 10 is the best: 10 to 14 show
    expect(screen.queryByTestId('ce-level-sell-15')).toBeNull();
    expect(screen.getByTestId('ce-level-sell-14')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ce-book-all'));
    expect(screen.getByTestId('ce-level-sell-17')).toBeTruthy();
  });

  it("lets a spectator read the ladder without buttons, nobody's orders named", () => {
    renderZone(ExchangeZone, tradedSession(), 'spectator', { send: null });
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    expect(within(screen.getByTestId('ce-book-b3')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('ce-level-sell-21').textContent).not.toContain('мои');
  });
});

describe('the order form', () => {
  it('selects a prefilled number on focus, so that typing replaces it', async () => {
    const user = userEvent.setup();
    renderZone(ExchangeZone, tradedSession(), 2);
    const qty = input('ce-order-qty');
    expect(qty.value).toBe('1');
    await user.click(qty);
    expect([qty.selectionStart, qty.selectionEnd]).toEqual([0, 1]);
    await user.keyboard('15');
    expect(qty.value).toBe('15');
    await user.tab(); // to the price: selected as well
    const limit = input('ce-order-limit');
    expect(limit.value).toBe('10');
    await user.keyboard('12');
    expect(limit.value).toBe('12');
  });

  it('warns of a price far from the last one and still sends it', async () => {
    const { send } = renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.change(input('ce-order-limit'), { target: { value: '12' } });
    expect(screen.queryByTestId('ce-order-far')).toBeNull();
    fireEvent.change(input('ce-order-limit'), { target: { value: '30' } });
    expect(text('ce-order-far')).toBe(
      'Цена на 200 % выше цены закрытия (10 кр). Проверьте, не опечатка ли: отправить всё равно можно.',
    );
    expect(input('ce-order-limit').getAttribute('aria-describedby')).toContain(screen.getByTestId('ce-order-far').id);
    const button = screen.getByTestId('ce-order-send') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledWith([{ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 30 }]);
  });

  it('says why the send button is off', () => {
    renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.change(input('ce-order-qty'), { target: { value: '' } });
    const button = screen.getByTestId('ce-order-send');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Количество — целое число от 1 до 50.');
  });
});

describe('my orders', () => {
  it('cancels all, all buys or all sells at once, all or none', async () => {
    const state = playAll(tradedSession(), [[0, order('buy', 'w3', 2, 9, 'w1')]]).state;
    const { send } = renderZone(ExchangeZone, state, 0);
    const sell = state.book.find((o) => o.account === 0)!.id;
    const buy = state.book.find((o) => o.account === 'w1')!.id;
    expect(text('ce-cancel-all')).toBe('Снять все (2)');
    await act(async () => fireEvent.click(screen.getByTestId('ce-cancel-all')));
    expect(send).toHaveBeenLastCalledWith([
      { type: 'cancel', orderId: sell },
      { type: 'cancel', orderId: buy },
    ]);
    await act(async () => fireEvent.click(screen.getByTestId('ce-cancel-buy')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'cancel', orderId: buy }]);
    await act(async () => fireEvent.click(screen.getByTestId('ce-cancel-sell')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'cancel', orderId: sell }]);
  });

  it('cancels all of more orders than one message carries, 16 at a time (the server refused 17 as a bad request)', async () => {
    const moves = Array.from({ length: 17 }, (_, i) => [0, order('buy', 'b3', 1, 1 + (i % 9))] as const);
    const state = playAll(session(), moves).state;
    const ids = state.book.filter((o) => o.account === 0).map((o) => o.id);
    expect(ids).toHaveLength(17);
    const { send } = renderZone(ExchangeZone, state, 0);
    expect(text('ce-cancel-all')).toBe('Снять все (17)');
    await act(async () => fireEvent.click(screen.getByTestId('ce-cancel-all')));
    const sent = vi.mocked(send!).mock.calls.map(([batch]) => batch);
    expect(sent.map((b) => b.length)).toEqual([MAX_BATCH_MOVES, 1]);
    expect(sent.flat()).toEqual(ids.map((orderId) => ({ type: 'cancel', orderId })));
  });

  it('offers no bulk cancel of one side when every order is of that side', () => {
    renderZone(ExchangeZone, tradedSession(), 0);
    expect(screen.getByTestId('ce-cancel-all')).toBeTruthy();
    expect(screen.queryByTestId('ce-cancel-sell')).toBeNull();
    expect(screen.queryByTestId('ce-cancel-buy')).toBeNull();
  });
});

describe('the tape', () => {
  /** Seat 0 sells into seat 1's bid at 8: a trade a seller started. */
  const withSale = () => playAll(tradedSession(), [[0, order('sell', 'b3', 2, 8)]]).state;

  it("shows price, size and the aggressor's side with its arrow", () => {
    renderZone(ExchangeZone, withSale(), 1);
    const bought = screen.getByTestId('ce-trade-2');
    expect(bought.dataset['aggressor']).toBe('buy');
    expect(bought.textContent).toContain('▲');
    expect(bought.textContent).toContain('покупатель');
    const sold = screen.getByTestId('ce-trade-3');
    expect(sold.dataset['aggressor']).toBe('sell');
    expect(sold.textContent).toContain('▼');
    expect(sold.textContent).toContain('8 кр');
    // seat 1 bought: named; the seller stays anonymous to it
    expect(sold.textContent).toContain('аноним → Борис');
  });

  it('keeps to my trades when asked', () => {
    renderZone(ExchangeZone, withSale(), 1);
    const rows = () => within(screen.getByTestId('ce-tape')).getAllByRole('row').length - 1;
    expect(rows()).toBe(3);
    fireEvent.click(screen.getByTestId('ce-tape-mine'));
    expect(rows()).toBe(2);
    expect(screen.queryByTestId('ce-trade-1')).toBeNull();
  });

  it('gives a trade the time it arrived; those before the page opened have none', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 14, 5, 9));
    const send = vi.fn<(moves: readonly Move[]) => Promise<unknown>>(() => Promise.resolve({}));
    const props = (state: State): ZoneProps => ({
      view: viewOf(state, 1),
      seat: 1,
      toAct: checkersExchange.toAct(state),
      names: NAMES.slice(0, 3),
      send,
      log: [],
      deadline: null,
    });
    const { rerender } = render(<ExchangeZone {...props(tradedSession())} />);
    expect(screen.getByTestId('ce-trade-2').textContent).toMatch(/^—/u);
    rerender(<ExchangeZone {...props(withSale())} />);
    expect(screen.getByTestId('ce-trade-3').textContent).toMatch(/^14:05:09/u);
    expect(screen.getByTestId('ce-trade-2').textContent).toMatch(/^—/u);
  });
});

describe('the tape after a reload', () => {
  it("gives every trade the time of the move that made it (the history's), not a dash", () => {
    const state = tradedSession();
    const view = viewOf(state, 1);
    const made = new Date(2026, 0, 5, 9, 30, 15).getTime();
    // The log as the history brings it: each trade's event at its move's version, each version with its time.
    const log = view.tape.map((trade, i) => ({ version: 4 + i, event: { type: 'trade', ...trade } }));
    const steps = view.tape.map((_, i) => ({ version: 4 + i, seat: null, at: made + i * 1000 }));
    const played = { steps, seatChanges: [], seats: [] };
    render(
      <PlayedContext.Provider value={played}>
        <ExchangeZone
          view={view}
          seat={1}
          toAct={checkersExchange.toAct(state)}
          names={NAMES.slice(0, 3)}
          send={null}
          log={log}
          deadline={null}
        />
      </PlayedContext.Provider>,
    );
    expect(view.tape.length).toBeGreaterThan(1);
    expect(screen.getByTestId('ce-trade-1').textContent).toMatch(/^09:30:15/u);
    expect(screen.getByTestId(`ce-trade-${view.tape.length}`).textContent).toMatch(
      new RegExp(`^09:30:${String(15 + view.tape.length - 1).padStart(2, '0')}`, 'u'),
    );
  });
});

describe('a session opening', () => {
  it('brings the book into view at a live table, not in a replay', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // the exchange far down the page, as under the board on a phone
    const where = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 2000, bottom: 2600, left: 0, right: 390, height: 600, width: 390 } as DOMRect);
    try {
      const state = tradedSession();
      const props = (live: boolean): ZoneProps => ({
        view: viewOf(state, 1),
        seat: 1,
        toAct: checkersExchange.toAct(state),
        names: NAMES.slice(0, 3),
        send: null,
        log: [],
        deadline: null,
        live,
      });
      const replay = render(<ExchangeZone {...props(false)} />);
      expect(scroll).not.toHaveBeenCalled();
      replay.unmount();
      render(<ExchangeZone {...props(true)} />);
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.calls[0]?.[0]).toMatchObject({ top: 2000 - 6 });
    } finally {
      scroll.mockRestore();
      where.mockRestore();
    }
  });
});
