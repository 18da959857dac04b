import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { render } from '@testing-library/react';
import type { LogItem } from '../../../table/use-table.ts';
import { DraughtsZone } from '../draughts-zone.tsx';
import type { ZoneProps } from '../zone-props.ts';

/** Test support: the seats' names. */
export const NAMES = ['Аня', 'Борис', 'Вера'];

/** Directors in firm order w1..b4: Аня w1 w4 b3, Борис w2 b1 b4, Вера w3 b2. */
export const DIRECTORS = [0, 1, 2, 0, 1, 2, 0, 1];

/** A 3-player table in the board phase of year 1 with the given spec 12 position (pieces as `c3.w2 d4.b2`). */
export function boardTable(position: Record<string, unknown>): CheckersExchange.State {
  const r = checkersExchange.setup({
    players: 3,
    options: { timing: 'online', years: 6 },
    seed: 'draughts-test',
    position: { phase: 'board', year: 1, directors: DIRECTORS, ...position },
    // the tests' positions name the firms to move under rules version 1's rotation (spec 8.2)
    rulesVersion: 1,
  });
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value.state;
}

/** A ply through the game's play: the new state and its events as `viewer` sees them, as log items. */
export function playPly(
  state: CheckersExchange.State,
  seat: number,
  move: string,
  viewer: number | 'spectator',
  version = 1,
): { state: CheckersExchange.State; log: LogItem[] } {
  const r = checkersExchange.play(state, seat, { type: 'ply', move });
  if (!r.ok) throw new Error(r.error.code);
  const log = r.value.events
    .map((e) => checkersExchange.viewEvent(e, viewer, r.value.state))
    .filter((e) => e !== undefined)
    .map((event) => ({ version, event }));
  return { state: r.value.state, log };
}

/** The zone's props for `viewer` (a spectator or a seat), live with `send` or read-only; toAct is the engine's. */
export function zoneProps(
  state: CheckersExchange.State,
  viewer: number | 'spectator',
  send: ZoneProps['send'],
  log: readonly LogItem[] = [],
): ZoneProps {
  return {
    view: checkersExchange.view(state, viewer),
    seat: viewer === 'spectator' ? null : viewer,
    toAct: checkersExchange.toAct(state),
    names: NAMES,
    send,
    log,
    deadline: null,
  };
}

/** The draughts zone alone. */
export function renderZone(
  state: CheckersExchange.State,
  viewer: number | 'spectator',
  send: ZoneProps['send'],
  log: readonly LogItem[] = [],
) {
  return render(<DraughtsZone {...zoneProps(state, viewer, send, log)} />);
}
