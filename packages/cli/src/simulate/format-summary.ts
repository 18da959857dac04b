import type { SimulationSummary } from './summary.ts';

/** How many failures the text report spells out; the rest are counted (all are in --json). */
const SHOWN_FAILURES = 20;

function wins(counts: readonly number[], finished: number, label: (i: number) => string): string {
  return counts
    .map((n, i) => `${label(i)} ${n}${finished > 0 ? ` (${((100 * n) / finished).toFixed(1)}%)` : ''}`)
    .join(', ');
}

const ordinal = (i: number): string => `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}`;

/** The human-readable report of a simulation (stdout without --json). */
export function formatSummary(s: SimulationSummary): string {
  const lines: string[] = [];
  for (const f of s.failureList.slice(0, SHOWN_FAILURES)) {
    lines.push(`FAILURE seed ${f.seed} after move ${f.at}: ${f.problems.join('; ')}`);
    lines.push(`  record: ${f.file ?? '(not written: file limit reached)'}`);
  }
  if (s.failureList.length > SHOWN_FAILURES)
    lines.push(`... and ${s.failureList.length - SHOWN_FAILURES} more failures`);
  const bots = s.bots.length === 1 ? `${s.bots[0]} bots` : `bots ${s.bots.join(',')}`;
  const checks = s.check ? 'invariants checked after every move' : 'invariants NOT checked';
  lines.push(
    `${s.game}, ${s.players} players, options ${JSON.stringify(s.options)}, ${bots}, seed ${s.seed}; ${checks}`,
  );
  lines.push(`games               ${s.games} (${s.finished} finished)`);
  for (const [i, c] of (s.byPlayers ?? []).entries()) {
    const label = i === 0 ? 'by player count' : '';
    const counts = `${c.games} games (${c.finished} finished), ${c.moves} moves, ${c.failures} failures`;
    lines.push(`${label.padEnd(19)} ${`${c.players}:`.padStart(3)} ${counts}`);
  }
  lines.push(`moves               ${s.moves}`);
  lines.push(`time                ${s.seconds.toFixed(2)} s`);
  lines.push(`moves/s             ${s.movesPerSecond}`);
  lines.push(`games/s             ${s.gamesPerSecond}`);
  lines.push(`avg moves per game  ${s.averageMoves ?? '-'}`);
  lines.push(`avg winner score    ${s.averageWinnerScore ?? '-'}`);
  // With one bot kind per seat, each seat is labelled with its bot, so the line reads as wins per bot.
  const seatLabel = (i: number): string => (s.bots.length > 1 ? `#${i} ${s.bots[i] ?? ''}` : `#${i}`);
  lines.push(`wins by seat        ${wins(s.winsBySeat, s.finished, seatLabel)}`);
  if (s.winsByTurnPosition !== null) {
    lines.push(`wins by turn order  ${wins(s.winsByTurnPosition, s.finished, ordinal)}`);
  }
  lines.push(`shared wins         ${s.sharedWins}`);
  lines.push(`invariant failures  ${s.failures}`);
  return lines.join('\n') + '\n';
}
