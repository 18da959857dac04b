import { useCallback, useState } from 'react';
import type { Move, ZoneProps } from './zone-props.ts';

/** Sending one move from a zone: whether it is on its way, and the server's refusal (shown by ErrorNote). */
export function useMoveSender(send: ZoneProps['send']) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    (move: Move) => {
      if (send === null) return;
      setSending(true);
      setError(null);
      send([move]).then(
        () => setSending(false),
        (e: unknown) => {
          setSending(false);
          setError(e);
        },
      );
    },
    [send],
  );
  return { run, sending, error };
}
