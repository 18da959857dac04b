import { useCallback, useRef, useState } from 'react';

/** BoardProps.sendMoves as a board passes it on: sends a whole turn, all or none; null when this viewer cannot move. */
export type SendMoves<M = unknown> = ((moves: readonly M[]) => Promise<unknown>) | null;

export interface MoveSender<M> {
  /**
   * Sends `moves` as one batch (all or none) and resolves true when the server accepted them, false when it refused
   * them (the refusal is then `error`) or nothing was sent: no `sendMoves` (a spectator, a replay), or the same batch
   * is still on its way (a double click; a different batch goes, as a vote on another firm does). Never rejects.
   */
  readonly send: (moves: readonly M[]) => Promise<boolean>;
  /** A batch is on its way: a form keeps its send button off until the answer. */
  readonly pending: boolean;
  /**
   * The server's refusal of the last batch sent, or null; a board shows it where the form is with ErrorNote (which
   * words it with i18n/codes.ts's errorText). The next send clears it.
   */
  readonly error: unknown;
  /** Forgets the refusal (the draft it spoke of changed, a new decision came). Stable across renders. */
  readonly clearError: () => void;
}

/**
 * The one way a board sends moves: through BoardProps.sendMoves, with whether they are on their way, the server's
 * refusal to show, and no second copy of a batch while the first is unanswered (a state flag alone would let a
 * double click through before the button re-renders disabled).
 */
export function useSendMove<M = unknown>(sendMoves: SendMoves<M>): MoveSender<M> {
  const [inFlight, setInFlight] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(new Set<string>());
  const send = useCallback(
    (moves: readonly M[]): Promise<boolean> => {
      if (sendMoves === null) return Promise.resolve(false);
      const key = JSON.stringify(moves);
      if (sending.current.has(key)) return Promise.resolve(false);
      sending.current.add(key);
      setInFlight((n) => n + 1);
      setError(null);
      const done = () => {
        sending.current.delete(key);
        setInFlight((n) => n - 1);
      };
      return sendMoves(moves).then(
        () => {
          done();
          return true;
        },
        (e: unknown) => {
          done();
          setError(e);
          return false;
        },
      );
    },
    [sendMoves],
  );
  const clearError = useCallback(() => setError(null), []);
  return { send, pending: inFlight > 0, error, clearError };
}
