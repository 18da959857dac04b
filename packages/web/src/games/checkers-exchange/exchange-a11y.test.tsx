import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AuctionZone } from './auction-zone.tsx';
import { D3, logOf, order, playAll, session, table } from './testing/exchange-fixtures.ts';
import { ExchangeZone } from './exchange-zone.tsx';
import { renderZone } from './testing/exchange-render.tsx';

/** WCAG 2 A/AA problems axe finds in a rendered zone (jsdom cannot judge colour contrast; the browser test does). */
async function problems(container: HTMLElement): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the exchange and the auction pass axe', () => {
  it('a session with orders, trades and a refusal standing', async () => {
    const state = playAll(session({ seats: [{ holdings: { b3: 12 } }, null, null], firms: { w1: { cash: 100 } } }), [
      [0, order('sell', 'b3', 4, 21)],
      [1, order('buy', 'b3', 2, 10)],
      [0, order('buy', 'w3', 2, 9, 'w1')],
    ]).state;
    const { container } = renderZone(ExchangeZone, state, 0);
    fireEvent.change(screen.getByTestId('ce-order-qty'), { target: { value: '99' } });
    expect(screen.getByTestId('ce-order-refusal')).toBeTruthy();
    expect(await problems(container)).toEqual([]);
  });

  it('the auction with bids, and its results afterwards', async () => {
    const { state, events } = playAll(table({ directors: D3 }).state, [
      [0, { type: 'bid', firm: 'w2', qty: 10, price: 15 }],
      [1, { type: 'bid', firm: 'w2', qty: 12, price: 11 }],
    ]);
    const open = renderZone(AuctionZone, state, 0);
    expect(await problems(open.container)).toEqual([]);
    open.unmount();
    const closed = playAll(state, [
      [0, { type: 'ready' }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ]);
    const after = renderZone(AuctionZone, closed.state, 0, { log: logOf([...events, ...closed.events], 0) });
    expect(await problems(after.container)).toEqual([]);
  });
});
