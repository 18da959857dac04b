import { stockpile } from '@birzha/engine';
import type { SeatInfo } from '@birzha/protocol';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayedContext } from '../../table/played.ts';
import { LogZone } from './log-zone.tsx';

describe('the Stockpile log of a seat a bot took over', () => {
  it('tells the person’s own moves by their name, not the seat’s "→ bot" label, and marks the bot’s', () => {
    const start = stockpile.setup({ players: 2, options: stockpile.meta.defaultOptions, seed: 'log-names' });
    if (!start.ok) throw new Error(start.error.code);
    const view = stockpile.view(start.value.state, 0);
    const bid = (seat: number, amount: number) => ({
      type: 'bidPlaced',
      seat,
      pile: 0,
      amount,
      displaced: null,
      next: null,
    });
    const log = [
      { version: 3, event: bid(1, 1000) },
      { version: 5, event: bid(1, 2000) },
    ];
    const seats: SeatInfo[] = [
      { seat: 0, user: { id: 'v', name: 'Вадим' }, bot: null, connected: true },
      { seat: 1, user: null, bot: 'intermediate', left: { id: 'b', name: 'Борис' }, connected: false },
    ];
    render(
      <PlayedContext.Provider
        value={{
          steps: [
            { version: 3, seat: 1, by: 'person' },
            { version: 5, seat: 1, by: 'bot' },
          ],
          seatChanges: [{ seat: 1, kind: 'takeover', reason: 'left', userId: 'b', version: 4, round: 1, at: 0 }],
          seats,
        }}
      >
        <LogZone log={log} names={['Вадим', 'Борис → бот']} view={view} chat={null} sendChat={null} />
      </PlayedContext.Provider>,
    );
    const lines = [...screen.getByTestId('log-group').querySelectorAll('li')].map((l) => l.textContent ?? '');
    expect(lines.some((l) => l.includes('→'))).toBe(false);
    expect(lines.filter((l) => l.includes('Борис')).length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.includes('бот за игрока Борис'))).toBe(true);
  });
});
