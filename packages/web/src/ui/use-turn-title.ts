import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeftText } from './use-seconds-left.ts';

/**
 * "0:42 · Ваш ход — <game> · Биржа" on my turn ("●" for the clock when the table has none), else the game's name. A
 * turn-based table's hours read "23 ч 59 мин · Ваш ход" (secondsLeftText): a title ticking seconds of a day is noise.
 */
export function useTurnTitle(myTurn: boolean, left: number | null, game: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  const title = myTurn
    ? `${left === null ? '●' : secondsLeftText(left, t)} · ${t('settings.myTurnTitle')} — ${game} · ${app}`
    : game === ''
      ? app
      : `${game} · ${app}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = app;
    },
    [app],
  );
}
