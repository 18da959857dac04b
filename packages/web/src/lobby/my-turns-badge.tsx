import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MINE_ID, useMyTurns } from './use-my-turns.ts';

const COUNTED = /^\(\d+\) /;

/**
 * "(2) Биржа": the tab's title counts the matches waiting for me while it is the site's plain title (a table names the
 * tab itself: its game and my clock). Runs after SiteTitle's effect (it is rendered after it).
 */
export function useCountInTitle(count: number): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = t('app.name');
  useEffect(() => {
    const bare = document.title.replace(COUNTED, '');
    if (bare !== name) return;
    document.title = count > 0 ? `(${count}) ${name}` : name;
  }, [count, name, pathname]);
}

/**
 * The header's count of matches waiting for my move: a link to "My matches" in the lobby with the number, shown only
 * when there is one; the tab's title counts them too.
 */
export function MyTurnsBadge() {
  const { t } = useTranslation();
  const { waiting } = useMyTurns();
  const count = waiting.length;
  useCountInTitle(count);
  if (count === 0) return null;
  const words = t('turns.waiting', { count });
  return (
    <Link to={`/#${MINE_ID}`} className="my-turns" data-testid="my-turns" aria-label={words} title={words}>
      <span className="my-turns__label" aria-hidden="true">
        {t('turns.yourTurn')}
      </span>
      <span className="my-turns__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
