import { useTranslation } from 'react-i18next';
import './since-last-move.css';

/**
 * The log's line between what I had seen and what happened since my last move, with the control that steps through
 * it on the board (none where `replay` is null).
 */
export function SinceDivider({ since, replay }: { since: number; replay: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <li className="log__since" data-testid="log-since">
      {/* since 0: the player has not moved in this match yet, so there is no "last move" of theirs */}
      <span className="log__since-text">{t(since === 0 ? 'comingBack.sinceStart' : 'comingBack.since')}</span>
      {replay !== null && (
        <button type="button" className="btn btn--small" onClick={replay} data-testid="log-replay-from">
          {t('comingBack.replayFrom')}
        </button>
      )}
    </li>
  );
}
