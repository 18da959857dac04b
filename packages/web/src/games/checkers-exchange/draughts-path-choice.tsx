import { useTranslation } from 'react-i18next';
import { remainingPlies, type PathState } from './draughts-paths.ts';

/**
 * The capture paths still open for the selected piece, each a button with its full notation (spec 7.1), how many
 * pieces it takes and whether it crowns: the way out when landing squares are shared, and for keyboard users.
 */
export function PathChoice({
  path,
  disabled,
  onPick,
  onBack,
  onCancel,
}: {
  path: PathState;
  disabled: boolean;
  onPick: (notation: string) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const left = remainingPlies(path);
  return (
    <fieldset className="ce-paths" data-testid="ce-path-choice">
      <legend>{t('checkers-exchange.draughts.pathChoice')}</legend>
      <ul className="ce-paths__list">
        {left.map((p) => (
          <li key={p.notation}>
            <button
              type="button"
              className="ce-paths__pick"
              data-notation={p.notation}
              disabled={disabled}
              onClick={() => onPick(p.notation)}
            >
              <span className="ce-paths__notation">{p.notation}</span>{' '}
              <span className="muted">
                {t('checkers-exchange.draughts.pathTakes', { count: p.captured.length })}
                {p.promoted && `, ${t('checkers-exchange.draughts.crowns')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="ce-paths__actions">
        {path.chosen.length > 0 && (
          <button type="button" data-testid="ce-path-back" disabled={disabled} onClick={onBack}>
            {t('checkers-exchange.draughts.back')}
          </button>
        )}
        <button type="button" data-testid="ce-path-cancel" disabled={disabled} onClick={onCancel}>
          {t('checkers-exchange.draughts.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
