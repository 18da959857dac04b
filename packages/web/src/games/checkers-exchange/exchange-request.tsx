import { CheckersExchange } from '@birzha/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import type { View, ZoneProps } from './zone-props.ts';

const { Reads } = CheckersExchange;

/**
 * The meeting request of spec 8.8-8.9: filed during the session, secret until the close, standing only if the stake
 * still qualifies then. The view holds my own filing only (spec 10), so "filed" is read from it.
 */
export function MeetingRequest({ view, seat, send }: { view: View; seat: number; send: ZoneProps['send'] }) {
  const { t } = useTranslation();
  const id = useId();
  const { send: run, pending: sending, error } = useSendMove(send);
  const filed = view.requests.includes(seat);
  const eligible = Reads.eligibleToRequest(view, seat);
  return (
    <div className="ce-x-request">
      <h3>{t('checkers-exchange.exchange.request.title')}</h3>
      <p className="muted">{t('checkers-exchange.exchange.request.rule')}</p>
      <div className="row">
        <button
          type="button"
          className="btn"
          data-testid="ce-request-meeting"
          disabled={send === null || filed || !eligible || sending}
          aria-describedby={filed || !eligible ? `${id}-why` : undefined}
          onClick={() => void run([{ type: 'requestMeeting' }])}
        >
          {t('checkers-exchange.exchange.request.button')}
        </button>
        {filed && (
          <span className="ce-x-filed" id={`${id}-why`} data-testid="ce-request-filed">
            {t('checkers-exchange.exchange.request.filed')}
          </span>
        )}
        {!filed && !eligible && (
          <span className="muted" id={`${id}-why`} data-testid="ce-request-why">
            {t('checkers-exchange.exchange.request.notEligible')}
          </span>
        )}
      </div>
      <ErrorNote error={error} testId="ce-request-error" />
    </div>
  );
}
