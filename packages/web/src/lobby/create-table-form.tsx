import type { BotLevel } from '@birzha/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lobbyApi } from '../api/lobby-api.ts';
import {
  AkcionerOptionsForm,
  DEFAULT_OPTIONS,
  playerRange,
  type AkcionerOptionsDraft,
} from '../games/akcioner/options-form.tsx';
import { ErrorNote } from '../ui/error-note.tsx';

type SeatChoice = 'human' | BotLevel;
const BOT_LEVELS: readonly BotLevel[] = ['heuristic', 'random'];

/** Create a table: game, variant and options, seats (people or bots), private with an invite link. */
export function CreateTableForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [options, setOptions] = useState<AkcionerOptionsDraft>(DEFAULT_OPTIONS);
  const [players, setPlayers] = useState(2);
  // Seat 0 is the creator; the others start as one bot and open seats.
  const [others, setOthers] = useState<SeatChoice[]>(['heuristic', 'human', 'human', 'human', 'human']);
  const [isPrivate, setPrivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const range = playerRange(options.variant);
  const count = Math.min(Math.max(players, range.min), range.max);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const bots = others.slice(0, count - 1).flatMap((c, i) => (c === 'human' ? [] : [{ seat: i + 1, level: c }]));
    lobbyApi
      .create({ game: 'akcioner', players: count, options: { ...options }, private: isPrivate, join: true, bots })
      .then(
        (r) => navigate(`/t/${r.table.id}${r.invite === null ? '' : `?invite=${encodeURIComponent(r.invite)}`}`),
        (err: unknown) => {
          setError(err);
          setBusy(false);
        },
      );
  };

  return (
    <form className="panel stack create-form" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">{t('create.title')}</h2>
      <label className="field">
        <span>{t('create.game')}</span>
        <select name="game" value="akcioner" onChange={() => undefined}>
          <option value="akcioner">{t('game.akcioner')}</option>
        </select>
      </label>
      <AkcionerOptionsForm value={options} onChange={setOptions} />
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
              value={others[i]}
              onChange={(e) => setOthers((o) => o.map((c, j) => (j === i ? (e.target.value as SeatChoice) : c)))}
            >
              <option value="human">{t('create.human')}</option>
              {BOT_LEVELS.map((l) => (
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
      <ErrorNote error={error} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('create.submit')}
      </button>
    </form>
  );
}
