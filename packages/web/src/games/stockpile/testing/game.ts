import { Stockpile, stockpile } from '@birzha/engine';

/**
 * A whole game for tests: every move chosen by a fixed pseudo-random sequence among the legal ones (sells limited
 * to the pass and single cards, to keep the lists short). Returns the unredacted events and the final state.
 */
export function playTestGame(
  players: number,
  options: Record<string, unknown>,
  seed = 'web-test',
): { events: Stockpile.Event[]; state: Stockpile.State } {
  const opts = stockpile.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const start = stockpile.setup({ players, options: opts.value, seed });
  if (!start.ok) throw new Error(start.error.code);
  let state = start.value.state;
  const events: Stockpile.Event[] = [...start.value.events];
  let rnd = 11;
  for (let guard = 0; state.phase !== 'over' && guard < 5000; guard++) {
    const seat = stockpile.toAct(state)[0] as number;
    const legal =
      state.phase === 'selling'
        ? sellChoices(state.seats[seat] as Stockpile.SeatState)
        : stockpile.legalMoves(state, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const r = stockpile.play(state, seat, legal[rnd % legal.length] as Stockpile.Move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    events.push(...r.value.events);
  }
  if (state.phase !== 'over') throw new Error('the test game did not finish');
  return { events, state };
}

function sellChoices(me: Stockpile.SeatState): Stockpile.Move[] {
  const out: Stockpile.Move[] = [{ type: 'sell', cards: {} }];
  for (const c of Stockpile.COMPANIES) {
    const h = me.portfolio[c];
    if (h.regular > 0) out.push({ type: 'sell', cards: { [c]: { regular: 1 } } });
    if (h.split > 0)
      out.push({ type: 'sell', cards: { [c]: { split: 1 } } }, { type: 'sell', cards: { [c]: { halve: 1 } } });
  }
  return out;
}
