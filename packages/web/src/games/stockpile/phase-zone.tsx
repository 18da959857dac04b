import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../ui/countdown.tsx';
import { joinWords } from './card-text.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

const ROUND_PHASES = ['supply', 'demand', 'action', 'selling', 'movement'] as const;

/** Where the game is (spec 6.1): round, phase and what it is for, the phases of a round, who must still decide, the clock. */
export function PhaseZone({
  view,
  names,
  deciding,
  deadline,
  showing = false,
}: {
  view: Stockpile.View;
  names: readonly string[];
  deciding: readonly number[];
  deadline: number | null;
  /** The round's Movement is being shown (the view is the table as the show has reached it). */
  showing?: boolean;
}) {
  const { t } = useTranslation();
  const me = view.viewer;
  const who = deciding.map((s) => (s === me ? t('stockpile.status.you') : (names[s] ?? `#${s + 1}`)));
  // prep and deborah are steps inside the round's parts as the table shows them.
  const current = showing || view.phase === 'deborah' ? 'movement' : view.phase === 'prep' ? 'demand' : view.phase;
  const named = showing ? 'movement' : view.phase;
  return (
    <section className="zone sp-zone sp-phase panel" aria-labelledby="sp-phase-title" data-phase={named}>
      <HelpHead>
        <h2 id="sp-phase-title">
          {view.phase === 'over' || view.phase === 'investors'
            ? t(`stockpile.phase.${view.phase}`)
            : `${t('stockpile.status.round', { round: view.round, total: view.rounds })} · ${t(`stockpile.phase.${named}`)}`}
        </h2>
        <ZoneHelp zone="phase" />
      </HelpHead>
      {view.phase !== 'over' && view.phase !== 'investors' && (
        <ol className="sp-phases" aria-label={t('stockpile.status.phases')}>
          {ROUND_PHASES.map((p) => (
            <li
              key={p}
              className={p === current ? 'is-current' : undefined}
              aria-current={p === current ? 'step' : undefined}
            >
              {t(`stockpile.phase.${p}`)}
            </li>
          ))}
        </ol>
      )}
      <p className="muted">{t(`stockpile.phaseHelp.${named}`)}</p>
      {deciding.length > 0 && (
        <p className="sp-phase__who" data-testid="deciding">
          {t(deciding.length > 1 ? 'stockpile.status.decideMany' : 'stockpile.status.decide', {
            names: joinWords(who, t),
          })}
          {deadline !== null && (
            <>
              {' '}
              · <Countdown deadline={deadline} />
            </>
          )}
        </p>
      )}
    </section>
  );
}
