import { BOT_LEVELS, NEWCOMER_BOT_LEVEL, isBotLevel, turnPace, type Pace } from '@birzha/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { quickApi } from '../api/quick-api.ts';
import { WEB_GAMES } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { fitLevel, pickerLevels, useGameLevels } from './game-levels.ts';
import { INTRO_WORDS } from './intro-words.ts';
import { QuickPaceField, rememberQuickPace, rememberedQuickPace } from './pace-fields.tsx';
import { QUICK_WAITS, setPreferences, usePreferences, type QuickWait } from '../ui/preferences.ts';

/** The word key of each wait (quick.waits.*). */
const WAIT_WORDS: Readonly<Record<QuickWait, string>> = { 0: 's0', 30: 's30', 60: 'm1', 120: 'm2', 300: 'm5' };

/**
 * Quick play: a "Play now" button per game that seats the player at the next open quick-play table of the game or
 * opens one; the wait before bots take the empty seats and their level are chosen once for all and remembered. The
 * pace (real time, or a turn-based preset) is chosen here too: only tables of the same pace are matched. A newcomer
 * (no level chosen yet) plays beginners, and the panel says so. The levels offered are the ones some game has (the
 * server's catalogue); a game without the level chosen gets its nearest weaker one, named on its row.
 */
export function QuickPlay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLang();
  const { quickWait, quickLevel: chosen } = usePreferences();
  const quickLevel = chosen ?? NEWCOMER_BOT_LEVEL;
  const gameLevels = useGameLevels();
  const anyGame =
    gameLevels === undefined
      ? undefined
      : BOT_LEVELS.filter((l) => [...gameLevels.values()].some((g) => g.includes(l)));
  const levelOf = (game: string) => fitLevel(quickLevel, gameLevels?.get(game));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pace, setPace] = useState<Pace>(rememberedQuickPace);

  const play = (game: string) => {
    setBusy(game);
    setError(null);
    const body = { game, waitSeconds: quickWait, level: levelOf(game) };
    quickApi.play(turnPace(pace) === null ? body : { ...body, pace }).then(
      (table) => navigate(`/t/${table.id}`),
      (e: unknown) => {
        setError(e);
        setBusy(null);
      },
    );
  };

  return (
    <section className="panel stack quick-play" aria-labelledby="quick-title">
      <h2 id="quick-title">{t('quick.title')}</h2>
      <p className="muted">{t('quick.intro')}</p>
      <p data-testid="quick-level-note">
        {t('quick.levelNote', { level: t(`bot.${quickLevel}`) })}
        {chosen === null && <span className="muted"> {t('quick.newcomerNote')}</span>}
      </p>
      <div className="row quick-play__choices">
        <QuickPaceField
          value={pace}
          onChange={(p) => {
            setPace(p);
            rememberQuickPace(p);
          }}
        />
        <label className="field">
          <span>{t('quick.waitLabel')}</span>
          <select
            value={quickWait}
            onChange={(e) => {
              const wait = Number(e.target.value);
              if ((QUICK_WAITS as readonly number[]).includes(wait)) setPreferences({ quickWait: wait as QuickWait });
            }}
          >
            {QUICK_WAITS.map((w) => (
              <option key={w} value={w}>
                {t(`quick.waits.${WAIT_WORDS[w]}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('quick.levelLabel')}</span>
          <select
            value={quickLevel}
            onChange={(e) => isBotLevel(e.target.value) && setPreferences({ quickLevel: e.target.value })}
          >
            {pickerLevels(anyGame, quickLevel).map((l) => (
              <option key={l} value={l}>
                {t(`bot.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="quick-play__games">
        {WEB_GAMES.map((g) => (
          <li key={g.id} className="row quick-play__game">
            <span>{g.name[lang]}</span>
            {levelOf(g.id) !== quickLevel && (
              <small className="muted" data-testid="quick-game-level">
                {t('quick.gameLevel', { level: t(`bot.${levelOf(g.id)}`) })}
              </small>
            )}
            {/* A newcomer's way in beside the way to play (issue 30, point 4). */}
            <span className="quick-play__actions">
              <Link to={`/learn/${g.id}`} data-testid="quick-learn">
                {INTRO_WORDS[lang].learn}
                <span className="sr-only">: {g.name[lang]}</span>
              </Link>
              <button
                type="button"
                className="btn btn--primary btn--small"
                data-game={g.id}
                disabled={busy !== null}
                onClick={() => play(g.id)}
              >
                {busy === g.id ? t('quick.finding') : t('quick.play')}
                <span className="sr-only">: {g.name[lang]}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorNote error={error} />
    </section>
  );
}
