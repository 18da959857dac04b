import { CheckersExchange } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapsible } from '../../ui/collapsible.tsx';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { MeetingFirm, myVotes } from './meeting-firm.tsx';
import { lastMeeting, lastSessionClose } from './meeting-results.ts';
import { MeetingRequests, MeetingResultsPanel } from './meeting-results-panel.tsx';
import type { Move, ZoneProps } from './zone-props.ts';
import './status.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

const { FIRMS } = CheckersExchange;

/**
 * The shareholders' meetings (spec 8.10): during the meeting, every firm's election with my nominations and votes
 * (firms where I have votes first, the rest collapsed) and the requests that called it; after it, its results until
 * the next session opens. Nothing otherwise.
 */
export function MeetingZone({ view, seat, names, send, log }: ZoneProps) {
  const { t } = useTranslation();
  const { send: run, error } = useSendMove(send);
  const meeting = useMemo(() => lastMeeting(log), [log]);
  const close = useMemo(() => lastSessionClose(log), [log]);
  const name = (s: number) =>
    s === seat
      ? t('checkers-exchange.status.players.me', { name: names[s] ?? `#${s + 1}` })
      : (names[s] ?? `#${s + 1}`);
  if (view.phase !== 'meeting') {
    return meeting === null ? null : (
      <MeetingResultsPanel
        meeting={meeting}
        close={close}
        names={names}
        name={name}
        govShares={(f) => view.gov.holdings[f]}
      />
    );
  }
  const act = send === null ? null : (moves: readonly Move[]) => void run(moves);
  const mine = FIRMS.filter((f) => myVotes(view, seat, f).length > 0);
  const rest = FIRMS.filter((f) => !mine.includes(f));
  const firm = (f: (typeof FIRMS)[number]) => (
    <MeetingFirm key={f} view={view} seat={seat} firm={f} name={name} act={act} />
  );
  return (
    <section className="zone panel ce-meeting" aria-labelledby="ce-meeting-title" data-testid="ce-meeting">
      <HelpHead>
        <h2 id="ce-meeting-title">{t('checkers-exchange.status.meeting.title')}</h2>
        <ZoneHelp zone="meeting" />
      </HelpHead>
      <p className="muted">{t('checkers-exchange.status.meeting.help')}</p>
      <MeetingRequests close={close} name={name} />
      <ErrorNote error={error} />
      {mine.length > 0 && (
        <>
          <h3>{t('checkers-exchange.status.meeting.mine')}</h3>
          <ul className="ce-meeting__firms">{mine.map(firm)}</ul>
        </>
      )}
      {rest.length > 0 && (
        <Collapsible
          title={t('checkers-exchange.status.meeting.otherFirms', { count: rest.length })}
          level={3}
          {...(mine.length > 0 ? { defaultOpen: false } : {})}
        >
          <ul className="ce-meeting__firms">{rest.map(firm)}</ul>
        </Collapsible>
      )}
    </section>
  );
}
