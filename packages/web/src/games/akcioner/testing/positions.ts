import { akcioner, type Akcioner } from '@birzha/engine';

/** The state of a spec position (spec 12) for tests; a position that fails setup is a broken test. */
export function positionState(
  players: number,
  position: unknown,
  options: Record<string, unknown> = {},
): Akcioner.State {
  const opts = akcioner.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const r = akcioner.setup({ players, options: opts.value, seed: 'test', position });
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value.state;
}

/** What `seat` sees of a spec position, as the server would send it. */
export function positionView(
  players: number,
  position: unknown,
  seat: number | 'spectator' = 0,
  options: Record<string, unknown> = {},
): Akcioner.View {
  return akcioner.view(positionState(players, position, options), seat);
}
