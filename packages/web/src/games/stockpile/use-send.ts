import type { Stockpile } from '@birzha/engine';
import { useCallback, useState } from 'react';

/** Sending one decision: whether it is on its way, and the server's refusal (shown in words by ErrorNote). */
export function useSend(sendMoves: (moves: readonly unknown[]) => Promise<unknown>) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = useCallback(
    (move: Stockpile.Move, after?: () => void) => {
      setSending(true);
      setError(null);
      sendMoves([move]).then(
        () => {
          setSending(false);
          after?.();
        },
        (e: unknown) => {
          setSending(false);
          setError(e);
        },
      );
    },
    [sendMoves],
  );
  return { send, sending, error, setError };
}
