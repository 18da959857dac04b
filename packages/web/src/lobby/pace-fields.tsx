import { LIVE, PACE_PRESETS, presetOf, turnPace, type Pace, type PacePreset } from '@birzha/protocol';
import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_NAMES, estimateText } from './pace-estimate.ts';

/**
 * Whether the options form around it is for a turn-based table: its per-turn clock fields step aside (the time banks
 * replace them), while the game's options themselves stay as they are.
 */
export const TurnBasedContext = createContext(false);

/** Whether the form around is for a turn-based table (TurnBasedContext). */
export function useTurnBased(): boolean {
  return useContext(TurnBasedContext);
}

/** The pace a preset name stands for ('live' for real time). */
export function paceOf(choice: PacePreset | 'live'): Pace {
  return choice === 'live' ? LIVE : PACE_PRESETS[choice];
}

/**
 * The create form's pace: real time or turn-based; turn-based offers the presets ("1 day per move, bank up to 3
 * days") and says about how long a game of these options and players takes.
 */
export function PaceFields({
  value,
  onChange,
  gameId,
  options,
  players,
}: {
  value: Pace;
  onChange: (p: Pace) => void;
  gameId: string;
  /** The game's options as sent to the server (the estimate reads them). */
  options: unknown;
  players: number;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  const turns = turnPace(value);
  const preset = turns === null ? null : (presetOf(turns) ?? 'day');
  const estimate = turns === null ? null : estimateText(gameId, options, players, value, t);
  return (
    <fieldset className="field pace-fields" aria-describedby={helpId}>
      <legend>{t('turns.pace')}</legend>
      <div className="pace-fields__modes">
        <label className="row check">
          <input type="radio" name="pace-mode" value="live" checked={turns === null} onChange={() => onChange(LIVE)} />
          <span>{t('turns.live')}</span>
        </label>
        <label className="row check">
          <input
            type="radio"
            name="pace-mode"
            value="turns"
            checked={turns !== null}
            onChange={() => onChange(PACE_PRESETS.day)}
          />
          <span>{t('turns.turns')}</span>
        </label>
      </div>
      {preset !== null && (
        <select
          name="pace-preset"
          aria-label={t('turns.turns')}
          value={preset}
          onChange={(e) => {
            const picked = PRESET_NAMES.find((p) => p === e.target.value);
            if (picked !== undefined) onChange(PACE_PRESETS[picked]);
          }}
        >
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {t(`turns.presets.${p}`)}
            </option>
          ))}
        </select>
      )}
      <small id={helpId}>
        {turns === null ? t('turns.liveHelp') : t('turns.turnsHelp')}
        {turns !== null && (
          <>
            {' '}
            <span className="pace-fields__estimate" data-testid="pace-estimate">
              {estimate === null ? t('turns.noEstimate') : t('turns.estimate', { range: estimate })}
            </span>
          </>
        )}
      </small>
    </fieldset>
  );
}

/** Where quick play's pace is kept between visits: the preset's name, or 'live'. */
const QUICK_PACE_KEY = 'birzha.quickPace';

/** The pace quick play was last set to (real time the first time, or when storage is unavailable). */
export function rememberedQuickPace(): Pace {
  try {
    const v = localStorage.getItem(QUICK_PACE_KEY);
    const preset = PRESET_NAMES.find((p) => p === v);
    return preset === undefined ? LIVE : PACE_PRESETS[preset];
  } catch {
    return LIVE;
  }
}

/** Keeps quick play's pace for the next visit. */
export function rememberQuickPace(pace: Pace): void {
  const turns = turnPace(pace);
  try {
    localStorage.setItem(QUICK_PACE_KEY, turns === null ? 'live' : (presetOf(turns) ?? 'live'));
  } catch {
    // No storage: the choice lasts as long as the page.
  }
}

/** Quick play's pace: one drop-down, real time or one of the turn-based presets. */
export function QuickPaceField({ value, onChange }: { value: Pace; onChange: (p: Pace) => void }) {
  const { t } = useTranslation();
  const turns = turnPace(value);
  const current = turns === null ? 'live' : (presetOf(turns) ?? 'day');
  return (
    <label className="field">
      <span>{t('turns.pace')}</span>
      <select
        name="quick-pace"
        value={current}
        onChange={(e) => {
          const v = e.target.value;
          const picked = v === 'live' ? 'live' : PRESET_NAMES.find((p) => p === v);
          if (picked !== undefined) onChange(paceOf(picked));
        }}
      >
        <option value="live">{t('turns.live')}</option>
        {PRESET_NAMES.map((p) => (
          <option key={p} value={p}>
            {t('turns.tag', { time: t(`turns.presetShort.${p}`) })}
          </option>
        ))}
      </select>
    </label>
  );
}
