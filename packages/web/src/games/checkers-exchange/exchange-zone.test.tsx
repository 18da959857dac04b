import { act, fireEvent, screen, within } from '@testing-library/react';
import { CheckersExchange, checkersExchange } from '@birzha/engine';
import { describe, expect, it, vi } from 'vitest';
import { ExchangeZone } from './exchange-zone.tsx';
import { D3, order, playAll, table, tradedSession } from './testing/exchange-fixtures.ts';
import { renderZone } from './testing/exchange-render.tsx';

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/\s/gu, ' ');
const field = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLSelectElement;
const sendButton = () => screen.getByTestId('ce-order-send') as HTMLButtonElement;

describe('ExchangeZone', () => {
  it('shows nothing outside a session', () => {
    const { container } = renderZone(ExchangeZone, table({ phase: 'board', year: 1, directors: D3 }).state, 0);
    expect(container.innerHTML).toBe('');
  });

  it("shows each firm's quote and the chosen firm's depth, the State's and my own orders marked", () => {
    renderZone(ExchangeZone, tradedSession(), 0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Биржа');
    expect(text('ce-exchange-note')).toContain('на момент открытия сессии');
    expect(text('ce-book-firm-w2')).toContain('предл. 10');
    expect(text('ce-book-firm-w2')).toContain('посл. 10');
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    expect(screen.getByTestId('ce-book-firm-b3').getAttribute('aria-pressed')).toBe('true');
    const book = screen.getByTestId('ce-book-b3');
    const ask21 = within(book).getByTestId('ce-level-sell-21');
    expect(ask21.textContent).toContain('7'); // 4 mine + 3 of seat 1
    expect(ask21.textContent).toContain('мои 4');
    expect(within(book).getByTestId('ce-level-sell-10').textContent).toContain('гос.');
    expect(within(book).getByTestId('ce-level-buy-8').textContent).not.toContain('мои');
  });

  it('fills the form from a level, previews the trade and sends the order', async () => {
    const { send } = renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.click(screen.getByRole('button', { name: /^Купить 3 B3 по цене до 10 кр/ }));
    expect(screen.getByTestId('ce-order-side-buy').getAttribute('aria-pressed')).toBe('true');
    expect(text('ce-order-form')).toContain('Заявка B3');
    expect(field('ce-order-qty').value).toBe('3');
    expect(field('ce-order-limit').value).toBe('10');
    // all 3 trade at once against the State's asks: nothing stays reserved
    expect(text('ce-order-facts')).not.toContain('в резерве');
    expect(text('ce-order-preview')).toContain('3 × 10 кр (государство)');
    // 5 at 10: 3 trade, the other 2 rest and reserve 2 × 10 (not 5 × 10)
    fireEvent.change(field('ce-order-qty'), { target: { value: '5' } });
    expect(text('ce-order-facts')).toContain('Под заявку в резерве: 20 кр.');
    fireEvent.change(field('ce-order-limit'), { target: { value: '21' } });
    fireEvent.change(field('ce-order-qty'), { target: { value: '6' } });
    // the State's 3 left at 10, then 3 of the 7 at 21
    expect(text('ce-order-preview')).toContain('3 × 10 кр (государство), 3 × 21 кр — 6 акций за 93 кр');
    await act(async () => fireEvent.click(sendButton()));
    expect(send).toHaveBeenCalledWith([{ type: 'order', account: 'me', side: 'buy', firm: 'b3', qty: 6, limit: 21 }]);
  });

  it('after an order placed, says so rather than refuse the same order again, until the form is edited', async () => {
    const before = tradedSession();
    const free = CheckersExchange.Reads.freeShares(before, 0, 'b3');
    const { send, rerender, props } = renderZone(ExchangeZone, before, 0);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.click(screen.getByTestId('ce-order-side-sell'));
    fireEvent.change(field('ce-order-qty'), { target: { value: String(free) } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '40' } });
    expect(screen.queryByTestId('ce-order-refusal')).toBeNull();
    await act(async () => fireEvent.click(sendButton()));
    expect(send).toHaveBeenCalledWith([
      { type: 'order', account: 'me', side: 'sell', firm: 'b3', qty: free, limit: 40 },
    ]);
    // the server's update: my shares of B3 now rest in the book, so the same sell would be refused
    const after = playAll(before, [[0, order('sell', 'b3', free, 40)]]).state;
    rerender(<ExchangeZone {...props} view={checkersExchange.view(after, 0)} />);
    expect(text('ce-order-placed')).toBe(
      'Заявка выставлена: она в «Моих заявках». Для следующей измените количество или цену.',
    );
    expect(screen.queryByTestId('ce-order-refusal')).toBeNull();
    expect(sendButton().disabled).toBe(true);
    // an edit: the form is a new order, judged as any
    fireEvent.change(field('ce-order-qty'), { target: { value: '1' } });
    expect(screen.queryByTestId('ce-order-placed')).toBeNull();
    expect(screen.getByTestId('ce-order-refusal').dataset['code']).toBeDefined();
  });

  it('says what a sell of one share reserves in words that agree with one (not «резервирует 1 акция»)', () => {
    renderZone(ExchangeZone, tradedSession(), 0);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.click(screen.getByTestId('ce-order-side-sell'));
    fireEvent.change(field('ce-order-qty'), { target: { value: '1' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '40' } });
    expect(text('ce-order-facts')).toContain('Под заявку в резерве: 1 акция B3.');
  });

  it('names a refusal before sending and keeps the button waiting', () => {
    const { send } = renderZone(ExchangeZone, tradedSession(), 0);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.change(field('ce-order-qty'), { target: { value: '60' } });
    expect(text('ce-order-refusal')).toBe('Количество — целое число от 1 до 50.');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(field('ce-order-qty'), { target: { value: '50' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '30' } });
    expect(text('ce-order-refusal')).toBe('Не хватает свободных денег: свободно 1 000 кр.');
    // buying at 21 would meet my own ask at 21
    fireEvent.change(field('ce-order-qty'), { target: { value: '5' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '21' } });
    expect(screen.getByTestId('ce-order-refusal').getAttribute('data-code')).toBe('SELF_TRADE');
    fireEvent.click(screen.getByTestId('ce-order-side-sell'));
    fireEvent.change(field('ce-order-qty'), { target: { value: '9' } });
    expect(text('ce-order-refusal')).toBe('Не хватает акций B3: свободно 8.');
    fireEvent.submit(screen.getByTestId('ce-order-form'));
    expect(send).not.toHaveBeenCalled();
  });

  it("INSUFFICIENT_CASH and SELF_TRADE: the form shows exactly the engine's code and detail (the client copy added need and price)", () => {
    const state = tradedSession();
    renderZone(ExchangeZone, state, 0);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    const shown = () => {
      const p = screen.getByTestId('ce-order-refusal');
      return {
        code: p.getAttribute('data-code'),
        detail: JSON.parse(p.getAttribute('data-detail') ?? 'null') as unknown,
      };
    };
    const engine = (qty: number, limit: number) => {
      const r = checkersExchange.play(state, 0, { type: 'order', account: 'me', side: 'buy', firm: 'b3', qty, limit });
      return r.ok ? null : { code: r.error.code, detail: r.error.detail ?? {} };
    };
    fireEvent.change(field('ce-order-qty'), { target: { value: '50' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '30' } });
    expect(shown()).toEqual(engine(50, 30));
    expect(shown()).toEqual({ code: 'INSUFFICIENT_CASH', detail: { free: 1000 } });
    fireEvent.change(field('ce-order-qty'), { target: { value: '5' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '21' } });
    expect(shown()).toEqual(engine(5, 21));
    const mine = state.book.find((o) => o.account === 0 && o.firm === 'b3')!.id;
    expect(shown()).toEqual({ code: 'SELF_TRADE', detail: { orderId: mine } });
    expect(text('ce-order-refusal')).toBe(`Заявка встретилась бы с вашей же заявкой № ${mine}: сначала отмените её.`);
  });

  it('says that the other side of a trade is hidden, and never names the guess (spec 10)', () => {
    renderZone(ExchangeZone, tradedSession(), 2);
    fireEvent.click(screen.getByTestId('ce-book-firm-b3'));
    fireEvent.change(field('ce-order-qty'), { target: { value: '3' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '10' } });
    // only the State's ask: nothing hidden
    expect(text('ce-order-preview')).not.toContain('скрыто');
    fireEvent.change(field('ce-order-qty'), { target: { value: '6' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '21' } });
    expect(text('ce-order-preview')).toContain(
      'Чьи это заявки (кроме государства), скрыто: станет известно при закрытии сессии.',
    );
    expect(text('ce-order-preview')).not.toMatch(/Игрок|seat/u);
  });

  it('trades for a firm I direct, within its own limits', () => {
    renderZone(ExchangeZone, tradedSession(), 0);
    const accounts = [...field('ce-order-account').options].map((o) => o.value);
    expect(accounts).toEqual(['me', 'w1', 'w4', 'b2']);
    fireEvent.change(field('ce-order-account'), { target: { value: 'w1' } });
    fireEvent.click(screen.getByTestId('ce-book-firm-w1'));
    expect(screen.getByTestId('ce-order-refusal').getAttribute('data-code')).toBe('OWN_SHARES');
    fireEvent.click(screen.getByTestId('ce-book-firm-w3'));
    fireEvent.change(field('ce-order-qty'), { target: { value: '13' } });
    fireEvent.change(field('ce-order-limit'), { target: { value: '10' } });
    expect(screen.getByTestId('ce-order-refusal').getAttribute('data-code')).toBe('CROSS_HOLDING_CAP');
    fireEvent.change(field('ce-order-qty'), { target: { value: '12' } });
    expect(screen.queryByTestId('ce-order-refusal')).toBeNull();
    expect(text('ce-order-facts')).toContain('Свободно на счёте: 400 кр');
  });

  it('lists my orders and those of my firms, each with a cancel', async () => {
    const state = playAll(tradedSession(), [[0, order('buy', 'w3', 2, 9, 'w1')]]).state;
    const { send } = renderZone(ExchangeZone, state, 0);
    const mine = screen.getByTestId('ce-my-orders');
    expect(within(mine).getAllByRole('row')).toHaveLength(3); // head + 2
    expect(mine.textContent).toContain('W1');
    const id = state.book.find((o) => o.account === 'w1')!.id;
    await act(async () => fireEvent.click(screen.getByTestId(`ce-cancel-${id}`)));
    expect(send).toHaveBeenCalledWith([{ type: 'cancel', orderId: id }]);
  });

  it("shows the tape's parties only where the view names them", () => {
    renderZone(ExchangeZone, tradedSession(), 1);
    const tape = screen.getByTestId('ce-tape');
    // newest first: seat 1 (me) bought from the State, then seat 2 bought from the State
    expect(within(tape).getByTestId('ce-trade-2').textContent).toContain('Борис');
    expect(within(tape).getByTestId('ce-trade-2').textContent).toContain('Государство');
    expect(within(tape).getByTestId('ce-trade-1').textContent).toContain('аноним');
    expect(within(tape).getByTestId('ce-trade-1').textContent).not.toContain('Вера');
  });

  it('files a meeting request when eligible, and says so after', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderZone(ExchangeZone, tradedSession(), 1, { send });
    await act(async () => fireEvent.click(screen.getByTestId('ce-request-meeting')));
    expect(send).toHaveBeenCalledWith([{ type: 'requestMeeting' }]);
  });

  it('keeps the request button off when already filed', () => {
    const filed = playAll(tradedSession(), [[1, { type: 'requestMeeting' }]]).state;
    renderZone(ExchangeZone, filed, 1);
    expect((screen.getByTestId('ce-request-meeting') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('ce-request-filed')).toBeTruthy();
  });

  it('keeps the request button off without a stake of 5 shares', () => {
    renderZone(ExchangeZone, tradedSession(), 2); // 3 W2 only
    const button = screen.getByTestId('ce-request-meeting') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // and says why
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Пока у вас нет пакета в 5 акций.',
    );
    expect(screen.queryByTestId('ce-request-filed')).toBeNull();
  });

  it('lets a spectator watch the book and the tape only', () => {
    renderZone(ExchangeZone, tradedSession(), 'spectator', { send: null });
    expect(screen.getByTestId('ce-book-w1')).toBeTruthy();
    expect(screen.getByTestId('ce-tape')).toBeTruthy();
    expect(screen.queryByTestId('ce-order-form')).toBeNull();
    expect(screen.queryByTestId('ce-my-orders')).toBeNull();
    expect(screen.queryByTestId('ce-request-meeting')).toBeNull();
  });
});
