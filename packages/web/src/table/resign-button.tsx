import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../ui/error-note.tsx';
import { useSendMove, type SendMoves } from './use-send-move.ts';

const RESIGN = [{ type: 'resign' }] as const;

/**
 * Resigning is final, so it asks once more (in the game's own words: what happens to what I hold) before it goes.
 * Every game's resign move is `{ type: 'resign' }`, sent through the board's sendMoves.
 */
export function ResignButton({ sendMoves, confirm }: { sendMoves: NonNullable<SendMoves>; confirm: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { send, error } = useSendMove(sendMoves);
  return (
    <div className="resign row">
      {asking ? (
        <>
          <span role="alert">{confirm}</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            data-action="resign-confirm"
            onClick={() => void send(RESIGN).then((accepted) => accepted && setAsking(false))}
          >
            {t('resign.yes')}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setAsking(false)}>
            {t('resign.no')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--small btn--danger"
          data-action="resign"
          onClick={() => setAsking(true)}
        >
          {t('resign.button')}
        </button>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
