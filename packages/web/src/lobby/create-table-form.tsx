import { LIVE, TAKEOVER_BOT_LEVEL, isBotLevel, turnPace, type BotLevel, type Pace } from '@birzha/protocol';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lobbyApi } from '../api/lobby-api.ts';
import { WEB_GAMES, playerRange } from '../games/registry.ts';
import type { AnyWebGame } from '../games/web-game.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { fitLevel, pickerLevels, useGameLevels } from './game-levels.ts';
import { PaceFields, TurnBasedContext } from './pace-fields.tsx';
import { useFitToScreen } from './use-fit-to-screen.ts';

type SeatChoice = 'human' | BotLevel;

/**
 * Create a table: the game, its pace (real time or turn-based), that game's own options, seats (people or bots),
 * private with an invite link.
 */
export function CreateTableForm({ games = WEB_GAMES, id }: { games?: readonly AnyWebGame[]; id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [game, setGame] = useState<AnyWebGame>(games[0] as AnyWebGame);
  // The draft always comes from `game`'s own editor: switching the game starts from its initial options.
  const [options, setOptions] = useState<unknown>(() => game.options.initial);
  const [players, setPlayers] = useState(2);
  // Seat 0 is the creator; the others start as one bot and open seats.
  const [others, setOthers] = useState<SeatChoice[]>([TAKEOVER_BOT_LEVEL]);
  const [isPrivate, setPrivate] = useState(false);
  const [rated, setRated] = useState(false);
  const [pace, setPace] = useState<Pace>(LIVE);
  const ratedHelp = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const range = playerRange(game, options);
  const lang = currentLang();
  const OptionsForm = game.options.Form;
  const count = Math.min(Math.max(players, range.min), range.max);
  const formRef = useRef<HTMLFormElement>(null);
  useFitToScreen(formRef);
  // The levels this game offers (the server's catalogue); a choice it lacks (made for another game) becomes its
  // nearest weaker one.
  const offered = useGameLevels()?.get(game.id);
  const seatChoice = (c: SeatChoice | undefined): SeatChoice =>
    c === undefined || c === 'human' ? 'human' : fitLevel(c, offered);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const bots = others
      .slice(0, count - 1)
      .map(seatChoice)
      .flatMap((c, i) => (c === 'human' ? [] : [{ seat: i + 1, level: c }]));
    lobbyApi
      .create({
        game: game.id,
        players: count,
        options: game.options.toOptions(options),
        private: isPrivate,
        join: true,
        bots,
        rated,
        // A live table says nothing of its pace (as before paces): the server's default.
        ...(turnPace(pace) === null ? {} : { pace }),
      })
      .then(
        (r) => navigate(`/t/${r.table.id}${r.invite === null ? '' : `?invite=${encodeURIComponent(r.invite)}`}`),
        (err: unknown) => {
          setError(err);
          setBusy(false);
        },
      );
  };

  return (
    // On a wide screen the form is a panel pinned beside the lists: its fields scroll inside it, above the button,
    // which is on the screen from the first view and never covers a field.
    <form id={id} ref={formRef} className="panel create-form" onSubmit={submit} aria-labelledby="create-title">
      <div className="stack create-form__fields">
        <h2 id="create-title">{t('create.title')}</h2>
        <label className="field">
          <span>{t('create.game')}</span>
          <select
            name="game"
            value={game.id}
            onChange={(e) => {
              const next = games.find((g) => g.id === e.target.value);
              if (next === undefined || next === game) return;
              setGame(next);
              setOptions(next.options.initial);
            }}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <PaceFields
          value={pace}
          onChange={setPace}
          gameId={game.id}
          options={game.options.toOptions(options)}
          players={count}
        />
        <TurnBasedContext.Provider value={turnPace(pace) !== null}>
          <OptionsForm key={game.id} value={options} onChange={setOptions} />
        </TurnBasedContext.Provider>
        <label className="field">
          <span>{t('create.players')}</span>
          <select name="players" value={count} onChange={(e) => setPlayers(Number(e.target.value))}>
            {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="field seats-fieldset">
          <legend>{t('create.seats')}</legend>
          <div className="row">
            <span className="seat-pill">1. {t('create.you')}</span>
          </div>
          {Array.from({ length: count - 1 }, (_, i) => (
            <label key={i} className="row">
              <span>{i + 2}.</span>
              <select
                name={`seat-${i + 1}`}
                value={seatChoice(others[i])}
                onChange={(e) => {
                  const v = e.target.value;
                  const choice: SeatChoice = isBotLevel(v) ? v : 'human';
                  setOthers((o) =>
                    Array.from({ length: Math.max(o.length, i + 1) }, (_, j) => (j === i ? choice : (o[j] ?? 'human'))),
                  );
                }}
              >
                <option value="human">{t('create.human')}</option>
                {pickerLevels(offered, fitLevel(TAKEOVER_BOT_LEVEL, offered)).map((l) => (
                  <option key={l} value={l}>
                    {t('seat.bot', { bot: t(`bot.${l}`) })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <small className="muted">{t('create.botsHelp')}</small>
        </fieldset>
        <label className="row check">
          <input type="checkbox" name="private" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
          <span>{t('create.private')}</span>
        </label>
        <small className="muted">{t('create.privateHelp')}</small>
        <label className="row check">
          <input
            type="checkbox"
            name="rated"
            checked={rated}
            aria-describedby={ratedHelp}
            onChange={(e) => setRated(e.target.checked)}
          />
          <span>{t('seats.ratedField')}</span>
        </label>
        <small className="muted" id={ratedHelp}>
          {t('seats.ratedHelp')}
        </small>
      </div>
      <div className="create-form__submit">
        <ErrorNote error={error} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('create.submit')}
        </button>
      </div>
    </form>
  );
}
