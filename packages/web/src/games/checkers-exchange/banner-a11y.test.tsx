import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { FirmsZone } from './firms-zone.tsx';
import { MEETING, NAMES } from './testing/meeting-positions.ts';
import { MeetingZone } from './meeting-zone.tsx';
import { PhaseBanner, type PhaseBannerProps } from './phase-banner.tsx';
import { ceState, playMoves, playTestGame } from './testing/settlement-game.ts';
import { SettlementZone } from './settlement-zone.tsx';
import type { Move } from './zone-props.ts';

/** WCAG 2 A/AA problems axe finds (jsdom cannot judge colour contrast; the browser test does). */
async function problems(container: HTMLElement): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function props(state: CheckersExchange.State, seat: number, log: readonly LogItem[] = []): PhaseBannerProps {
  return {
    view: checkersExchange.view(state, seat),
    toAct: checkersExchange.toAct(state),
    seat,
    names: NAMES,
    send: vi.fn(() => Promise.resolve({})),
    log,
    deadline: Date.now() + 60_000,
  };
}

describe('the banner, firms, meeting and settlement pass axe', () => {
  it('during a meeting', async () => {
    const p = props(ceState(4, MEETING), 1);
    const { container } = render(
      <main>
        <PhaseBanner {...p} />
        <MeetingZone {...p} />
        <FirmsZone {...p} />
      </main>,
    );
    expect(await problems(container)).toEqual([]);
  });

  it('on the board after a meeting, with its results', async () => {
    const state = ceState(4, MEETING);
    const votes = playMoves(state, [[1, { type: 'vote', firm: 'w3', account: 'me', candidate: 0 }]]);
    const ready = playMoves(
      votes.state,
      [0, 1, 2, 3].map((s): [number, Move] => [s, { type: 'ready' }]),
    );
    const log = [...votes.events, ...ready.events].map((event) => ({ version: 1, event }));
    const p = props(ready.state, 0, log);
    const { container } = render(
      <main>
        <PhaseBanner {...p} />
        <MeetingZone {...p} />
      </main>,
    );
    expect(await problems(container)).toEqual([]);
  });

  it('at the end', async () => {
    const game = playTestGame(3, 'status');
    const p = { ...props(game.state, 0, game.log), send: null };
    const { container } = render(
      <MemoryRouter>
        <main>
          <PhaseBanner {...p} />
          <SettlementZone {...p} outcome={null} tableId="t1" onPlayAgain={null} />
          <FirmsZone {...p} />
        </main>
      </MemoryRouter>,
    );
    expect(await problems(container)).toEqual([]);
  });
});
