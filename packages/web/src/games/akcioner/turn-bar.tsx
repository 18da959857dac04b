import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpHead } from '../../table/help-link.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { ZoneHelp } from './zone-help.ts';
import './turn-bar.css';

/**
 * Whose turn and which stage, the mover's clock (large, in the warning colour at the end) and, on my turn, the
 * buttons that end it. On a phone it stays at the bottom of the screen, so finishing a turn never needs scrolling.
 */
export function TurnBar({
  mine,
  docked = true,
  who,
  stage,
  deadline,
  testId,
  why = null,
  whyId,
  children,
}: {
  mine: boolean;
  /** Kept on screen on a phone (a live table; a replay has its own controls there). */
  docked?: boolean;
  /** "Мой ход" or "Ходит Борис". */
  who: string;
  stage: string;
  deadline: number | null;
  testId?: string;
  /** Why the bar's main button cannot be pressed yet, said beside it (null: it can). */
  why?: string | null;
  /** The id the button's aria-describedby names. */
  whyId?: string;
  /** "Отмена", "Готово" on my turn. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`turn-bar${mine ? ' turn-bar--mine' : ''}${docked ? ' turn-bar--docked' : ''}`}
      data-testid="turn-bar"
      data-docked={docked ? 'bottom' : undefined}
    >
      <HelpHead>
        <h2 id="turn-title" className="turn-bar__title">
          <span data-testid={testId}>{who}</span> <span className="turn-bar__stage">· {stage}</span>
        </h2>
        <ZoneHelp zone="turn" />
      </HelpHead>
      {deadline !== null && (
        <span className="turn-bar__clock" role="timer" aria-label={t('akcioner.bar.clock')}>
          <Countdown deadline={deadline} className="turn-bar__time" />
        </span>
      )}
      {children !== undefined && <div className="turn-bar__buttons">{children}</div>}
      {why !== null && (
        <p className="turn-bar__why" id={whyId} data-testid="done-why">
          {why}
        </p>
      )}
    </div>
  );
}
