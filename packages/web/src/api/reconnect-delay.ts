/** Close codes the server gives a WebSocket it refuses (see the server's /ws route). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_TOO_MANY_CONNECTIONS = 4429;

/** Why the last socket was refused: the server's error code, or null for an ordinary close (network, restart). */
export type SocketProblem = 'UNAUTHORIZED' | 'TOO_MANY_CONNECTIONS';

/** The problem a close code stands for. */
export function problemOf(closeCode: number | undefined): SocketProblem | null {
  if (closeCode === CLOSE_UNAUTHORIZED) return 'UNAUTHORIZED';
  if (closeCode === CLOSE_TOO_MANY_CONNECTIONS) return 'TOO_MANY_CONNECTIONS';
  return null;
}

const QUICK_FIRST_MS = 500;
const QUICK_MAX_MS = 5000;
const CROWDED_FIRST_MS = 30_000;
const CROWDED_MAX_MS = 5 * 60_000;

/**
 * How long to wait before the next attempt, or null for none.
 * - An ordinary close: 0.5 s, 1 s, 2 s ... up to 5 s, since a restarting server is back within seconds.
 * - Too many connections (the user's other tabs and devices hold them all): 30 s, 1 min, 2 min ... up to 5 min,
 *   each shortened by up to a quarter at random, so that the tabs of one user (or one address) refused together do
 *   not all come back in the same instant; retrying sooner only spends the server's time on the same refusal.
 * - Unauthorized: never. The cookie names no one, so the same request fails the same way; a new identity brings
 *   a new socket (the session does that).
 * `attempt` counts the attempts of that kind since the last success, from 0; `random` is in [0, 1).
 */
export function reconnectDelay(problem: SocketProblem | null, attempt: number, random: () => number): number | null {
  switch (problem) {
    case null:
      return Math.min(QUICK_MAX_MS, QUICK_FIRST_MS * 2 ** attempt);
    case 'TOO_MANY_CONNECTIONS': {
      const base = Math.min(CROWDED_MAX_MS, CROWDED_FIRST_MS * 2 ** attempt);
      return Math.round(base * (1 - random() / 4));
    }
    case 'UNAUTHORIZED':
      return null;
  }
}
