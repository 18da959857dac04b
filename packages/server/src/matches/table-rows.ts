import { replay } from '@birzha/engine';
import type { TableRows } from '../bus/bus.ts';
import { earliestDue, storedDeadlines } from '../clocks/deadlines.ts';
import type { SeatRow, TableRow, UserRow } from '../store/store.ts';
import { toRecord, type LiveMatch } from './live-match.ts';

/**
 * A table's rows as a load reads them, for a bus message (issue 28: a start or a seat change made every other process
 * holding the table read its row, seats and people again). The seed stays off the wire (it never changes, and the
 * receiver has it); so do e-mail addresses, which nothing a live match does reads.
 */
export function tableRowsOf(live: LiveMatch): TableRows {
  const { seed: _seed, ...table } = live.table;
  return {
    table,
    seats: live.seats,
    users: [...live.users.values()].map((u) => ({ ...u, email: null })),
  };
}

/**
 * The cached copy `held` brought to what `rows` say, as a load of them would, without reading the store; undefined
 * when that cannot be done from the rows alone and the table must be loaded: the copy is not at the rows' version, or
 * it would need moves it does not hold. Three changes can: an open table's seats, the start (no moves yet: the state
 * is the setup's), and a playing table's seats at the copy's version (a takeover, a return).
 */
export function liveFromRows(held: LiveMatch, rows: TableRows): LiveMatch | undefined {
  const table: TableRow = { ...rows.table, seed: held.table.seed };
  if (table.id !== held.table.id || table.version !== held.version) return undefined;
  const base = {
    table,
    seats: newerSeats(held.seats, rows.seats),
    // The held copy's people too: a seat kept from it (newer there) keeps its person's name.
    users: new Map([...held.users, ...rows.users.map((u): [string, UserRow] => [u.id, u])]),
    game: held.game,
    version: table.version,
    results: null,
  };
  if (table.status === 'open') {
    if (held.table.status !== 'open') return undefined;
    return { ...base, state: null, deadline: null, deadlines: [], showUntil: 0, lastMoveAt: 0, recent: [] };
  }
  if (table.status !== 'playing') return undefined;
  if (held.table.status === 'playing') {
    const deadlines = storedDeadlines(held.game, held.state, table);
    return { ...held, ...base, deadlines, deadline: earliestDue(deadlines) };
  }
  if (held.table.status !== 'open' || table.version !== 0) return undefined;
  const started = replay(held.game, toRecord(table, []));
  // The setup of a stored table that does not run is the same bug a load throws for.
  if (!started.ok) throw new Error(`table ${table.id}: its setup does not run: ${JSON.stringify(started.error)}`);
  const deadlines = storedDeadlines(held.game, started.value.state, table);
  return {
    ...base,
    state: started.value.state,
    deadline: earliestDue(deadlines),
    deadlines,
    showUntil: 0,
    lastMoveAt: table.startedAt ?? 0,
    recent: [],
  };
}

/**
 * Each seat as the newer of the two copies says (the higher revision; the rows' on a tie): two processes' changes of
 * one table may reach a third in either order, and the one read first must not undo the other.
 */
function newerSeats(held: readonly SeatRow[], told: readonly SeatRow[]): SeatRow[] {
  return told.map((seat, i) => {
    const mine = held[i];
    return mine !== undefined && mine.seat === seat.seat && (mine.revision ?? 0) > (seat.revision ?? 0) ? mine : seat;
  });
}
