import { useTranslation } from 'react-i18next';
import { gameName } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';

/** The results a history list can be narrowed to (the server's `result` query). */
export type ResultFilter = 'win' | 'loss';

/** The history's filters: one game or all, wins or losses or all. Each change is kept in the page's address. */
export function HistoryFilters({
  games,
  game,
  result,
  onGame,
  onResult,
}: {
  games: readonly string[];
  game: string | undefined;
  result: ResultFilter | undefined;
  onGame: (game: string) => void;
  onResult: (result: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <form
      className="panel history-filters"
      aria-label={t('profiles.history.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="field">
        <span>{t('profiles.history.game')}</span>
        <select name="game" value={game ?? ''} onChange={(e) => onGame(e.target.value)} data-testid="history-game">
          <option value="">{t('profiles.history.allGames')}</option>
          {games.map((id) => (
            <option key={id} value={id}>
              {gameName(id, lang)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('profiles.history.result')}</span>
        <select
          name="result"
          value={result ?? ''}
          onChange={(e) => onResult(e.target.value)}
          data-testid="history-result"
        >
          <option value="">{t('profiles.history.allResults')}</option>
          <option value="win">{t('profiles.history.win')}</option>
          <option value="loss">{t('profiles.history.loss')}</option>
        </select>
      </label>
    </form>
  );
}
