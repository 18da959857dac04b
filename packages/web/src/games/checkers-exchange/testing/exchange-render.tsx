/** Test support: one zone of the table rendered from a state as a seat (or a spectator) sees it. Used only by tests. */
import { checkersExchange } from '@birzha/engine';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { LogItem } from '../../../table/use-table.ts';
import { viewOf, type State } from './exchange-fixtures.ts';
import type { Move, ZoneProps } from '../zone-props.ts';

export const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб'];

type Send = (moves: readonly Move[]) => Promise<unknown>;

/** Renders `Zone` for `viewer`; `send` resolves unless given (null: a viewer who cannot act). */
export function renderZone(
  Zone: ComponentType<ZoneProps>,
  state: State,
  viewer: number | 'spectator',
  { send = vi.fn<Send>(() => Promise.resolve({})) as Send | null, log = [] as readonly LogItem[] } = {},
) {
  const props: ZoneProps = {
    view: viewOf(state, viewer),
    seat: viewer === 'spectator' ? null : viewer,
    toAct: checkersExchange.toAct(state),
    names: NAMES.slice(0, state.players),
    send,
    log,
    deadline: null,
  };
  const result = render(<Zone {...props} />);
  return { ...result, send, props };
}
